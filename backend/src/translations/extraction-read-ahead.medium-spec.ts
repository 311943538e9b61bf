import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PdfParseRunner } from '@pt/document';
import { garbageAfterHeaderPdf, prosePdf } from '../../../document/test/utils/pdf-factory';
import { Clock } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { deriveDownloadSigningKey } from '../storage/download-signature.util';
import { LocalStorageService } from '../storage/local-storage.service';
import { newStorageKey } from '../storage/storage-key.util';
import { ExtractionReadAhead, READ_AHEAD_MAX_PAGES } from './extraction-read-ahead';
import { StoredExtractions } from './stored-extractions';

/** A real parsing process and the local storage driver in a temporary folder. */
describe('ExtractionReadAhead', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pt-read-ahead-spec-'));
  const clock: Clock = { now: () => new Date() };
  const storage = new LocalStorageService(
    { rootDir: join(dir, 'storage'), downloadUrl: 'https://example.com/d', signingKey: deriveDownloadSigningKey('x'.repeat(40)) },
    clock,
  );
  const extractions = new StoredExtractions(storage);
  const runner = new PdfParseRunner();
  const readAhead = new ExtractionReadAhead(runner, { UPLOAD_MAX_BYTES: 10 * 1024 * 1024 } as AppConfig, storage, extractions);
  afterAll(() => {
    runner.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** An original stored as the intake stores it. */
  const original = async (bytes: Uint8Array) => {
    const key = newStorageKey('originals', 'pdf');
    await storage.put(key, Buffer.from(bytes));
    return key;
  };

  it('reads the text with positions of a quoted original and stores it beside it, for the job', async () => {
    const key = await original((await prosePdf({ pages: 3 })).bytes);
    readAhead.start({ sourceBlobName: key, pageCount: 3 });
    await readAhead.settled(key);
    const stored = await extractions.load(key, 3);
    expect(stored?.pages.map((page) => page.number)).toEqual([1, 2, 3]);
    expect(stored?.pages[0].items.some((item) => /\w{4,}/.test(item.text))).toBe(true);
  });

  it('reads one document at a time, none past READ_AHEAD_MAX_PAGES, and stores nothing for a file it cannot read', async () => {
    const [first, second] = [await original((await prosePdf({ pages: 1 })).bytes), await original((await prosePdf({ pages: 1 })).bytes)];
    readAhead.start({ sourceBlobName: first, pageCount: 1 });
    readAhead.start({ sourceBlobName: second, pageCount: 1 }); // the first is still being read: this one is not
    await readAhead.idle();
    expect(await extractions.load(first, 1)).not.toBeNull();
    expect(await extractions.load(second, 1)).toBeNull();

    const long = await original((await prosePdf({ pages: 1 })).bytes);
    readAhead.start({ sourceBlobName: long, pageCount: READ_AHEAD_MAX_PAGES + 1 });
    await readAhead.idle();
    expect(await extractions.load(long, 1)).toBeNull();

    // A read that fails is only a head start lost: nothing stored, settled resolves, the job parses the original.
    const damaged = await original(garbageAfterHeaderPdf());
    readAhead.start({ sourceBlobName: damaged, pageCount: 1 });
    await expect(readAhead.settled(damaged)).resolves.toBeUndefined();
    expect(await extractions.load(damaged, 1)).toBeNull();
    expect(await storage.exists(damaged.replace(/\.pdf$/, '-text.gz'))).toBe(false);
  });
});
