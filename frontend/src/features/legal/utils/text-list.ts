import type { TFunction } from 'i18next';

/** A list of paragraphs stored as a JSON array in the locale files; empty when the key is absent. */
export function textList(t: TFunction, key: string): string[] {
  const value: unknown = t(key, { returnObjects: true, defaultValue: [] });
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
