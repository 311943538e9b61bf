import { randomUUID } from 'node:crypto';
import { InvalidStorageKeyError } from './storage.service';

export type StorageFolder = 'originals' | 'results';

/**
 * Keys are ours: lower-case folder names, then a random UUID and an extension. Nothing a user typed ever becomes
 * part of a key, and the pattern leaves no room for '..', absolute paths, backslashes or hidden files.
 */
const KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}(?:\/[a-z0-9][a-z0-9-]{0,63}){0,3}\.[a-z0-9]{1,8}$/;

/** A fresh key such as `originals/0b0f…e1.pdf`. */
export function newStorageKey(folder: StorageFolder, extension: string): string {
  return assertStorageKey(`${folder}/${randomUUID()}.${extension.toLowerCase()}`);
}

export function isStorageKey(key: unknown): key is string {
  return typeof key === 'string' && KEY_PATTERN.test(key);
}

export function assertStorageKey(key: string): string {
  if (!isStorageKey(key)) throw new InvalidStorageKeyError(key);
  return key;
}

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The media type of a stored object, from its key's extension (keys are ours, so the extension is truthful). */
export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
