import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TranslationEngine } from '../engines/translation-engine';
import { PdfWriteRunner } from '../output/pdf-write-runner';
import { PdfAnalyzer } from '../pdf/pdf-analyzer';
import { PdfParseRunner } from '../pdf/pdf-parse-runner';
import { PdfTextExtractor } from '../pdf/pdf-text-extractor';
import type { PdfExtractedPage } from '../pdf/pdf.types';
import { translateDocument } from '../translate-document';
import { OcrPageTooCostlyError } from './ocr-errors';
import { OcrRunner } from './ocr-runner';
import { landscapeScanOf, SCAN_LINES, scannedPdf, scanOf } from './ocr.fixtures';

// Real pdftoppm and Tesseract processes on small generated scans (each page read costs about a second).

const NATIVE_LINES = ['This page has a text layer of its own.', 'It takes the native path, not the OCR one.'];
const SCAN_WORDS = SCAN_LINES.join(' ').split(' ').length;

/** Words of `expected` found in `text` (case and punctuation aside): OCR may misread a letter here and there. */
function wordsFound(text: string, expected: readonly string[]): number {
  const seen = new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  const words = expected
    .join(' ')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return words.filter((w) => seen.has(w)).length / words.length;
}

/** A fake engine that marks every segment, so the output shows which text went through translation. */
const markingEngine: TranslationEngine = {
  name: 'marking',
  pairs: async () => [{ source: 'en', target: 'fr' }] as never,
  canTranslate: async () => true,
  targetLanguages: async () => ['fr'],
  translateBatch: async (segments) => segments.map((s) => (s.trim() ? `TRADUIT ${s}` : s)),
  close: async () => undefined,
};

describe('OCR of scanned pages', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pt-ocr-'));
  const parser = new PdfParseRunner();
  // 200 dpi is plenty for the fixtures' 14 pt text and reads a page about twice as fast as the default 300.
  const ocr = new OcrRunner({ dpi: 200 });
  let mixedPath: string;

  beforeAll(async () => {
    // Page 1 native text, page 2 a scan, page 3 specks of noise (drawings, no text).
    mixedPath = join(dir, 'mixed.pdf');
    writeFileSync(mixedPath, await scannedPdf([{ native: NATIVE_LINES }, { scan: await scanOf(SCAN_LINES) }, { specks: 11 }]));
  });

  afterAll(() => {
    parser.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('quotes a mixed document: native words, the scan read by OCR, the noise page left image-only', async () => {
    const pages: PdfExtractedPage[] = [];
    const { analysis } = await new PdfAnalyzer(parser, { ocr }).analyze(mixedPath, { onPage: (json) => pages.push(JSON.parse(json)) });

    expect(analysis.pages.map((p) => [p.number, p.hasText, p.imageOnly, !!p.scanned])).toEqual([
      [1, true, false, false],
      [2, true, false, true],
      [3, false, true, false],
    ]);
    expect(analysis.pages[1].wordCount).toBeGreaterThanOrEqual(SCAN_WORDS - 3);
    expect(analysis.pages[1].ocrConfidence).toBeGreaterThan(80);
    expect(analysis.wordCount).toBe(analysis.pages.reduce((n, p) => n + p.wordCount, 0));
    expect(analysis.sourceLanguage).toBe('en');
    // The image-only pages reach the caller in order (the intake reads no other page's runs), the scan's with its
    // recognised lines in user space.
    expect(pages.map((p) => p.number)).toEqual([2, 3]);
    const scanned = pages[0].items;
    expect(wordsFound(scanned.map((i) => i.text).join(' '), SCAN_LINES)).toBeGreaterThan(0.9);
    expect(scanned[0]).toMatchObject({ angle: 0, hasEOL: true });
    // Drawn at x 60, baseline 100 pt below the top, 14 pt (the scan's page has the same size as this one).
    expect(scanned[0].x).toBeCloseTo(60, -1);
    expect(scanned[0].y).toBeCloseTo(841.89 - 100, -1);
    expect(scanned[0].fontSize).toBeGreaterThan(11);
    expect(scanned[0].fontSize).toBeLessThan(17);
    expect(scanned[0].ocr).toMatchObject({ background: '#ffffff' });
    expect(pages[1].items).toEqual([]);
  });

  it('translates both kinds of page of a mixed document in one output, the scan covered and set again', async () => {
    const writer = new PdfWriteRunner({ timeoutMs: 60_000, timeoutPerPageMs: 1_000, maxMemoryMb: 1024, concurrency: 1 });
    try {
      const out = await translateDocument({
        sourcePath: mixedPath,
        source: 'en',
        target: 'fr',
        extractor: new PdfTextExtractor(parser, { ocr }),
        engine: markingEngine,
        writer,
      });
      const outPath = join(dir, 'mixed.fr.pdf');
      writeFileSync(outPath, out.pdf);
      const text = (page: number) =>
        execFileSync('pdftotext', ['-f', String(page), '-l', String(page), outPath, '-'], { encoding: 'utf8' });
      expect(text(1)).toContain('TRADUIT This page has a text layer');
      expect(text(2)).toContain('TRADUIT');
      expect(wordsFound(text(2), SCAN_LINES)).toBeGreaterThan(0.9);
      expect(text(3).trim()).toBe('');
      // The cover: a filled box in the page's white under the translation (the scan's pixels stay in the PDF).
      expect(execFileSync('pdfimages', ['-list', outPath], { encoding: 'utf8' }).trim().split('\n')).toHaveLength(3);
    } finally {
      writer.close();
    }
  });

  it('reads a scan turned on its page (displayed upright by /Rotate 90) as turned text', async () => {
    const path = join(dir, 'rotated.pdf');
    writeFileSync(path, await scannedPdf([{ scan: await landscapeScanOf(SCAN_LINES), rotate: 90 }]));
    const { pages } = await new PdfTextExtractor(parser, { ocr }).extract(path, { countImages: false });

    const items = pages[0].items;
    expect(wordsFound(items.map((i) => i.text).join(' '), SCAN_LINES)).toBeGreaterThan(0.9);
    // In user space the page's lines run upwards: the display's quarter turn clockwise sets them level.
    expect(new Set(items.map((i) => i.angle))).toEqual(new Set([90]));
  });

  it('reads the first scanned pages at intake and leaves the others, priced as scans, for the job to read', async () => {
    const path = join(dir, 'two-scans.pdf');
    const scan = await scanOf(SCAN_LINES);
    writeFileSync(path, await scannedPdf([{ scan }, { scan }]));
    const pages: PdfExtractedPage[] = [];
    const { analysis } = await new PdfAnalyzer(parser, { ocr, ocrSamplePages: 1 }).analyze(path, {
      onPage: (json) => pages.push(JSON.parse(json)),
    });
    expect(analysis.pages.map((p) => [p.number, p.scanned, p.imageOnly, p.wordCount > 0])).toEqual([
      [1, true, false, true],
      [2, true, false, false],
    ]);
    expect(pages[1].items).toEqual([]);

    // The job, from the stored pages: the unread one is read now.
    const extractor = new PdfTextExtractor(parser, { ocr });
    await expect(extractor.readScannedPages(path, { pageCount: 2, pages })).resolves.toBe(1);
    expect(wordsFound(pages[1].items.map((i) => i.text).join(' '), SCAN_LINES)).toBeGreaterThan(0.9);
    await expect(extractor.readScannedPages(path, { pageCount: 2, pages })).resolves.toBe(0);
  });

  it('stops a page at its bound with a clear error', async () => {
    const path = join(dir, 'bounded.pdf');
    writeFileSync(path, await scannedPdf([{ scan: await scanOf(SCAN_LINES) }]));
    const slow = new PdfAnalyzer(parser, {
      ocr: new OcrRunner({ timeoutMsPerPage: 1 }, { logger: { warn: () => undefined, error: () => undefined } }),
    });
    const refused = slow.analyze(path);
    await expect(refused).rejects.toBeInstanceOf(OcrPageTooCostlyError);
    await expect(refused).rejects.toMatchObject({ status: 422, detail: { en: expect.stringContaining('scanned page 1') } });
  });
});
