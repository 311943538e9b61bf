import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { HttpException } from '@nestjs/common';
import { Clock } from '../common/clock';
import { deriveDownloadSigningKey, verifyDownload } from './download-signature.util';
import { LocalStorageService } from './local-storage.service';
import { describeStorageContract, FollowedLink, MovableClock } from './storage-contract.fixtures';
import { StorageDownloadService } from './storage-download.service';
import { newStorageKey } from './storage-key.util';
import { InvalidStorageKeyError, StorageObjectNotFoundError } from './storage.service';

/** Real files in a temporary folder. */
describe('LocalStorageService', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pt-local-storage-'));
  const root = join(dir, 'storage');
  const signingKey = deriveDownloadSigningKey('x'.repeat(40));
  const now = new Date('2030-01-01T00:00:00Z');
  const clock: Clock = { now: () => now };
  const storage = new LocalStorageService(
    { rootDir: root, downloadUrl: 'https://example.com/prod/api/storage/download', signingKey },
    clock,
  );
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('puts bytes and files, reads them back, tells whether they exist and deletes them', async () => {
    const a = newStorageKey('originals', 'pdf');
    await storage.put(a, Buffer.from('bytes'));
    const source = join(dir, 'upload.tmp');
    writeFileSync(source, 'from a file');
    const b = newStorageKey('results', 'docx');
    await storage.put(b, source);
    expect(await text(await storage.getStream(a))).toBe('bytes');
    expect(await text(await storage.getStream(b))).toBe('from a file');
    expect(await storage.exists(a)).toBe(true);
    await storage.delete(a);
    await storage.delete(a); // twice is fine
    expect(await storage.exists(a)).toBe(false);
    await expect(storage.getStream(a)).rejects.toBeInstanceOf(StorageObjectNotFoundError);
    // No temporary write is left behind.
    expect(readdirSync(join(root, 'results'))).toEqual([b.split('/')[1]]);
  });

  it('refuses keys that are not ours, so no path can leave the folder', async () => {
    for (const key of ['../escape.pdf', '/etc/passwd', 'originals/../../escape.pdf', 'report.pdf/..']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.getStream(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
    expect(readdirSync(dir).sort()).toEqual(['storage', 'upload.tmp']);
  });

  it('signs download links to our route, valid for the given time', async () => {
    const key = newStorageKey('results', 'pdf');
    const url = new URL(await storage.signedDownloadUrl(key, 'Résumé-fr.pdf', 600));
    expect(`${url.origin}${url.pathname}`).toBe('https://example.com/prod/api/storage/download');
    const query = Object.fromEntries(url.searchParams);
    expect(query).toMatchObject({ key, name: 'Résumé-fr.pdf', exp: String(now.getTime() / 1000 + 600) });
    expect(verifyDownload(query, signingKey, now.getTime() + 599_000).ok).toBe(true);
    expect(verifyDownload(query, signingKey, now.getTime() + 600_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('signs root-relative links when the route is given as a path (the app: links work under any host name)', async () => {
    const relative = new LocalStorageService({ rootDir: root, downloadUrl: '/prod/api/storage/download', signingKey }, clock);
    const key = newStorageKey('results', 'pdf');
    const link = await relative.signedDownloadUrl(key, 'Résumé-fr.pdf', 600);
    expect(link).toMatch(/^\/prod\/api\/storage\/download\?key=/);
    const query = Object.fromEntries(new URL(link, 'http://127.0.0.1:3000').searchParams);
    expect(query).toMatchObject({ key, name: 'Résumé-fr.pdf' });
    expect(verifyDownload(query, signingKey, now.getTime()).ok).toBe(true);
  });
});

describeStorageContract('local files', () => {
  const clock = new MovableClock();
  const root = mkdtempSync(join(tmpdir(), 'pt-local-contract-'));
  const signingKey = deriveDownloadSigningKey('y'.repeat(40));
  const storage = new LocalStorageService(
    { rootDir: root, downloadUrl: 'https://example.com/prod/api/storage/download', signingKey },
    clock,
  );
  const downloads = new StorageDownloadService(storage, signingKey, clock);
  // Our download route's service, called as the route calls it (query of the link, the reader's language).
  const follow = async (url: string): Promise<FollowedLink> => {
    try {
      const file = await downloads.open(Object.fromEntries(new URL(url).searchParams), 'en');
      const headers = file.getHeaders();
      return {
        status: 200,
        disposition: String(headers.disposition),
        contentType: String(headers.type),
        body: await text(file.getStream()),
      };
    } catch (err) {
      if (err instanceof HttpException) return { status: err.getStatus() };
      throw err;
    }
  };
  return { storage, clock, follow, close: () => rmSync(root, { recursive: true, force: true }) };
});
