import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PdfParseRunner } from '@pt/document';
import { prosePdf } from '../../../document/test/utils/pdf-factory';
import { Clock } from '../common/clock';
import type { AppConfig } from '../config/app-config';
import { deriveDownloadSigningKey } from '../storage/download-signature.util';
import { LocalStorageService } from '../storage/local-storage.service';
import { newStorageKey } from '../storage/storage-key.util';
import { BackgroundExtractions } from './background-extractions';
import { StoredExtractions } from './stored-extractions';

jest.setTimeout(60_000);

/** Real parsing processes, real files (the local storage driver), as the intake and the job use them. */
describe('BackgroundExtractions', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pt-background-extractions-'));
  const uploads = join(dir, 'uploads');
  mkdirSync(uploads);
  const clock: Clock = { now: () => new Date() };
  const storage = new LocalStorageService(
    { rootDir: join(dir, 'storage'), downloadUrl: '/download', signingKey: deriveDownloadSigningKey('x'.repeat(40)) },
    clock,
  );
  const extractions = new StoredExtractions(storage);
  const runner = new PdfParseRunner({ concurrency: 2 });
  const reads = new BackgroundExtractions(runner, extractions, { PDF_PARSE_QUEUE_MAX: 1 } as AppConfig);
  let pdf: Uint8Array;
  let uploaded = 0;

  beforeAll(async () => {
    pdf = (await prosePdf({ pages: 3 })).bytes;
  });
  afterAll(() => {
    reads.onModuleDestroy();
    runner.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** An upload as multer leaves it, and the key its original is stored under. */
  const upload = async (bytes: Uint8Array = pdf) => {
    const path = join(uploads, `upload-${++uploaded}`);
    writeFileSync(path, bytes);
    const key = newStorageKey('originals', 'pdf');
    await storage.put(key, path);
    return { path, key };
  };

  it('reads the text of a quoted upload after the quote and stores it beside the original; the upload is moved aside and removed', async () => {
    const { path, key } = await upload();
    await reads.schedule(key, path);
    // Moved aside at once: the interceptor's removal of the upload finds nothing.
    expect(existsSync(path)).toBe(false);
    await reads.settled(key); // under way: waited for
    const text = await extractions.load(key, 3);
    expect(text!.pages.map((p) => p.number)).toEqual([1, 2, 3]);
    expect(text!.pages.every((p) => p.items.length > 0)).toBe(true);
    expect(readdirSync(uploads)).toEqual([]);
  });

  it('reads one document at a time: a job asking for one not started drops it (it parses); a full line reads no more', async () => {
    const [first, second, third] = [await upload(), await upload(), await upload()];
    await reads.schedule(first.key, first.path);
    await reads.schedule(second.key, second.path);
    expect(reads.line).toEqual({ running: 1, waiting: 1 });
    // The line holds one waiting: the third is left where it is (the interceptor removes it), nothing stored.
    await reads.schedule(third.key, third.path);
    expect(existsSync(third.path)).toBe(true);
    rmSync(third.path);

    await reads.settled(second.key);
    expect(reads.line.waiting).toBe(0);
    await reads.idle();
    expect(await extractions.load(first.key, 3)).not.toBeNull();
    expect(await extractions.load(second.key, 3)).toBeNull();
    expect(await extractions.load(third.key, 3)).toBeNull();
    expect(readdirSync(uploads)).toEqual([]);
  });

  it('a read that fails is logged and stores nothing (the job parses); the next one is read', async () => {
    const broken = await upload(new TextEncoder().encode('%PDF-1.7\nnot really a document\n%%EOF\n'));
    const fine = await upload();
    await reads.schedule(broken.key, broken.path);
    await reads.schedule(fine.key, fine.path);
    await reads.idle();
    expect(await extractions.load(broken.key, 1)).toBeNull();
    expect(await extractions.load(fine.key, 3)).not.toBeNull();
    expect(readdirSync(uploads)).toEqual([]);
  });
});
