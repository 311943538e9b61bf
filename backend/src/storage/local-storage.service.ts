import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { Clock } from '../common/clock';
import { DownloadGrant, signDownload } from './download-signature.util';
import { assertStorageKey } from './storage-key.util';
import { StorageObjectNotFoundError, StorageService } from './storage.service';

export interface LocalStorageOptions {
  /** Folder holding every object (config.storageDir). */
  rootDir: string;
  /**
   * The download route: root-relative (`/prod/api/storage/download`, what the app uses: the link then works under
   * whatever host name the customer opened the site with, www or not, an IP address, behind a proxy) or absolute.
   */
  downloadUrl: string;
  signingKey: Buffer;
}

/**
 * Objects as files under one folder. A key maps to a path only after it matched the key pattern and the
 * resolved path was checked to stay inside the folder. Writes go to a temporary name and are renamed, so a
 * reader never sees half a file. Signed links point at our own download route (StorageController).
 */
export class LocalStorageService extends StorageService {
  private readonly root: string;

  constructor(
    private readonly options: LocalStorageOptions,
    private readonly clock: Clock,
  ) {
    super();
    this.root = resolve(options.rootDir);
  }

  async put(key: string, source: string | Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.${randomBytes(6).toString('hex')}.part`;
    try {
      if (typeof source === 'string') await copyFile(source, partial);
      else await writeFile(partial, source);
      await rename(partial, path);
    } catch (err) {
      await rm(partial, { force: true });
      throw err;
    }
  }

  async getStream(key: string): Promise<Readable> {
    const path = this.pathOf(key);
    try {
      // Opened first so a missing object rejects here, not later as a stream error; the stream closes the handle.
      const handle = await open(path, 'r');
      return handle.createReadStream();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new StorageObjectNotFoundError(key);
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw err;
    }
  }

  async signedDownloadUrl(key: string, filename: string, ttlSeconds: number): Promise<string> {
    assertStorageKey(key);
    const grant: DownloadGrant = { key, name: filename, exp: Math.floor(this.clock.now().getTime() / 1000) + ttlSeconds };
    const relative = this.options.downloadUrl.startsWith('/');
    const url = new URL(this.options.downloadUrl, 'http://relative.invalid');
    url.searchParams.set('key', grant.key);
    url.searchParams.set('exp', String(grant.exp));
    url.searchParams.set('name', grant.name);
    url.searchParams.set('sig', signDownload(grant, this.options.signingKey));
    return relative ? `${url.pathname}${url.search}` : url.toString();
  }

  /** The file of a key: pattern-checked, then confirmed to resolve inside the root (defence in depth). */
  private pathOf(key: string): string {
    assertStorageKey(key);
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new Error(`Storage key escapes the storage folder: ${key}`);
    return path;
  }
}
