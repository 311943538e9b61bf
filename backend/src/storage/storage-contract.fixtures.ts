import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { Clock } from '../common/clock';
import { newStorageKey } from './storage-key.util';
import { InvalidStorageKeyError, StorageObjectNotFoundError, StorageService } from './storage.service';

/** What following a download link gave: the status and, when 200, the headers and body that matter. */
export interface FollowedLink {
  status: number;
  disposition?: string | null;
  contentType?: string | null;
  body?: string;
}

/** A clock a test moves by hand (links are signed at `now`). */
export class MovableClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  shift(ms: number): void {
    this.offsetMs = ms;
  }
}

export interface StorageContractSubject {
  storage: StorageService;
  clock: MovableClock;
  /** Follows a signed link the way a browser would (the driver's own route, or the bucket). */
  follow(url: string): Promise<FollowedLink>;
  /** Stops what `subject` started. */
  close?(): Promise<void> | void;
}

/**
 * The behaviour every StorageService driver must have, run against a real backend of each driver (files in a temp
 * folder, an S3-compatible server). `subject` is called in beforeAll, so it may start servers.
 */
export function describeStorageContract(driver: string, subject: () => Promise<StorageContractSubject> | StorageContractSubject): void {
  describe(`StorageService contract: ${driver}`, () => {
    let s: StorageContractSubject;
    const dir = mkdtempSync(join(tmpdir(), 'pt-storage-contract-'));
    beforeAll(async () => {
      s = await subject();
    });
    afterEach(() => s.clock.shift(0));
    afterAll(async () => {
      await s?.close?.();
      rmSync(dir, { recursive: true, force: true });
    });

    it('puts bytes and files, reads them back, replaces, tells whether they exist and deletes them', async () => {
      const a = newStorageKey('originals', 'pdf');
      await s.storage.put(a, Buffer.from('bytes'));
      const source = join(dir, 'upload.tmp');
      writeFileSync(source, 'from a file');
      const b = newStorageKey('results', 'docx');
      await s.storage.put(b, source);
      expect(await text(await s.storage.getStream(a))).toBe('bytes');
      expect(await text(await s.storage.getStream(b))).toBe('from a file');
      await s.storage.put(a, Buffer.from('replaced'));
      expect(await text(await s.storage.getStream(a))).toBe('replaced');
      expect(await s.storage.exists(a)).toBe(true);
      await s.storage.delete(a);
      await s.storage.delete(a); // twice is fine
      expect(await s.storage.exists(a)).toBe(false);
      expect(await s.storage.exists(b)).toBe(true);
      await expect(s.storage.getStream(a)).rejects.toBeInstanceOf(StorageObjectNotFoundError);
    });

    it('keeps nested keys such as results/<id>/<order>.pdf and checkpoints apart', async () => {
      await s.storage.put('results/42/pt-abc123.pdf', Buffer.from('%PDF-result'));
      await s.storage.put('checkpoints/42/segments.json', Buffer.from('{"v":1}'));
      expect(await text(await s.storage.getStream('results/42/pt-abc123.pdf'))).toBe('%PDF-result');
      expect(await text(await s.storage.getStream('checkpoints/42/segments.json'))).toBe('{"v":1}');
      await s.storage.delete('checkpoints/42/segments.json');
      expect(await s.storage.exists('results/42/pt-abc123.pdf')).toBe(true);
    });

    it('refuses keys that are not ours before touching the backend', async () => {
      for (const key of ['../escape.pdf', '/etc/passwd', 'originals/../../escape.pdf', 'report.pdf/..', 'Originals/x.pdf']) {
        await expect(s.storage.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(InvalidStorageKeyError);
        await expect(s.storage.getStream(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
        await expect(s.storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
        await expect(s.storage.exists(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
        await expect(s.storage.signedDownloadUrl(key, 'x.pdf', 60)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      }
    });

    it('signs a link that downloads the object as an attachment with the exact file name and its type', async () => {
      const key = newStorageKey('results', 'pdf');
      await s.storage.put(key, Buffer.from('%PDF-1.7 translated'));
      const followed = await s.follow(await s.storage.signedDownloadUrl(key, 'Résumé 2024-fr.pdf', 600));
      expect(followed).toEqual({
        status: 200,
        disposition: `attachment; filename="Resume 2024-fr.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%202024-fr.pdf`,
        contentType: 'application/pdf',
        body: '%PDF-1.7 translated',
      });
    });

    it('refuses a link once its time has passed', async () => {
      const key = newStorageKey('results', 'pdf');
      await s.storage.put(key, Buffer.from('%PDF-1.7 old'));
      s.clock.shift(-3600_000); // signed an hour ago, valid 10 minutes
      const url = await s.storage.signedDownloadUrl(key, 'old.pdf', 600);
      s.clock.shift(0);
      expect((await s.follow(url)).status).toBe(403);
    });
  });
}
