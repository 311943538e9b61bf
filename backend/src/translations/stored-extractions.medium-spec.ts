import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Clock } from '../common/clock';
import { deriveDownloadSigningKey } from '../storage/download-signature.util';
import { LocalStorageService } from '../storage/local-storage.service';
import { newStorageKey } from '../storage/storage-key.util';
import type { PdfExtractedPage } from '@pt/document';
import { extractionKeyOf, StoredExtractions } from './stored-extractions';

/** Real files in a temporary folder (the local storage driver). */
describe('StoredExtractions', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pt-stored-extractions-'));
  const clock: Clock = { now: () => new Date() };
  const storage = new LocalStorageService(
    {
      rootDir: join(dir, 'storage'),
      downloadUrl: 'https://example.com/prod/api/storage/download',
      signingKey: deriveDownloadSigningKey('x'.repeat(40)),
    },
    clock,
  );
  const extractions = new StoredExtractions(storage);
  let drafts = 0;
  /** The pages written to a draft one by one, as intake does, then stored beside `original`. */
  const store = async (original: string, pages: PdfExtractedPage[]) => {
    const draft = extractions.draft(join(dir, `draft-${++drafts}.gz`));
    for (const p of pages) draft.add(JSON.stringify(p));
    await extractions.save(original, draft);
    await draft.discard();
    expect(existsSync(draft.path)).toBe(false);
  };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const page = (number: number, text: string): PdfExtractedPage => ({
    number,
    width: 612,
    height: 792,
    rotation: 0,
    view: [0, 0, 612, 792],
    items: [
      {
        text,
        x: 72,
        y: 700,
        width: 200,
        height: 12,
        fontName: 'Helvetica',
        fontSize: 12,
        bold: false,
        italic: false,
        angle: 0,
        hasEOL: true,
      },
    ],
  });

  it('keeps the text beside its original, under a key of the same name', () => {
    expect(extractionKeyOf('originals/0b0f5c1e-1111-4222-8333-944455556666.pdf')).toBe(
      'originals/0b0f5c1e-1111-4222-8333-944455556666-text.gz',
    );
  });

  it('gives back the pages it stored, gzipped, and nothing once deleted', async () => {
    const original = newStorageKey('originals', 'pdf');
    const pages = [page(1, 'Première page, accentuée.'), page(2, 'Second page')];
    await store(original, pages);

    expect(await storage.exists(extractionKeyOf(original))).toBe(true);
    await expect(extractions.load(original, 2)).resolves.toEqual({ pageCount: 2, pages });

    await extractions.delete(original);
    await expect(extractions.load(original, 2)).resolves.toBeNull();
  });

  it('answers null (the job parses the original again) for a missing, damaged, older or mismatched text', async () => {
    const missing = newStorageKey('originals', 'pdf');
    await expect(extractions.load(missing, 1)).resolves.toBeNull();

    const damaged = newStorageKey('originals', 'pdf');
    await storage.put(extractionKeyOf(damaged), Buffer.from('not gzip'));
    await expect(extractions.load(damaged, 1)).resolves.toBeNull();

    const older = newStorageKey('originals', 'pdf');
    await storage.put(extractionKeyOf(older), gzipSync(JSON.stringify({ version: 1, pages: [page(1, 'x')] })));
    await expect(extractions.load(older, 1)).resolves.toBeNull();

    const truncated = newStorageKey('originals', 'pdf');
    await store(truncated, [page(1, 'x'), page(2, 'y')]);
    const whole = await storage.getStream(extractionKeyOf(truncated));
    const chunks: Buffer[] = [];
    for await (const chunk of whole) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    await storage.put(extractionKeyOf(truncated), bytes.subarray(0, bytes.length - 12));
    await expect(extractions.load(truncated, 2)).resolves.toBeNull();

    const otherCount = newStorageKey('originals', 'pdf');
    await store(otherCount, [page(1, 'x')]);
    await expect(extractions.load(otherCount, 2)).resolves.toBeNull();
    await expect(extractions.load(otherCount, 1)).resolves.toMatchObject({ pageCount: 1 });
  });

  it('reads back many pages written one by one, in order, with text that needs escaping', async () => {
    const original = newStorageKey('originals', 'pdf');
    const pages = Array.from({ length: 1000 }, (_, i) => page(i + 1, `Page ${i + 1}\nline "two" é ✓`));
    await store(original, pages);
    const loaded = await extractions.load(original, 1000);
    expect(loaded?.pages.map((p) => p.number)).toEqual(pages.map((p) => p.number));
    expect(loaded?.pages[999]).toEqual(pages[999]);
  });

  it('discards a draft never finished (a refused upload): the file goes, nothing is stored', async () => {
    const draft = extractions.draft(join(dir, 'refused.gz'));
    draft.add(JSON.stringify(page(1, 'x')));
    await draft.discard();
    expect(existsSync(draft.path)).toBe(false);
  });
});
