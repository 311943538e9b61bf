import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import { writePdfFile } from '../../test/utils/pdf-factory';
import { PdfAnalyzer } from './pdf-analyzer';
import { PdfParseRunner } from './pdf-parse-runner';
import { PdfTextExtractor } from './pdf-text-extractor';
import type { PdfAnalysis } from './pdf.types';

const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const PAGES = 300;
/** Latin, Latin-1 and Extended-A/B, Greek and Cyrillic letters: some 470 glyphs in every page's font. */
const GLYPHS = [
  [0x41, 0x5a],
  [0x61, 0x7a],
  [0xc0, 0x24f],
  [0x391, 0x3a9],
  [0x3b1, 0x3c9],
  [0x410, 0x44f],
].flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)));

/**
 * `pages` small pages, each set in a font of its own (DejaVu Sans subset anew for each page, as books assembled from
 * chapters made apart carry a subset per chapter) holding some 470 glyphs: pdf.js loads one sizeable font per page.
 */
async function fontPerPagePdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const face = readFileSync(FONT);
  for (let number = 1; number <= pages; number++) {
    const font = await doc.embedFont(face, { subset: true });
    const page = doc.addPage([300, 200]);
    page.drawText(`Page ${number}`, { x: 20, y: 180, size: 10, font });
    for (let line = 0; line * 40 < GLYPHS.length; line++) {
      page.drawText(GLYPHS.slice(line * 40, line * 40 + 40).join(''), { x: 10, y: 165 - line * 12, size: 6, font });
    }
  }
  return doc.save();
}

/**
 * The parser's memory follows the pages being read, not the pages read so far: a 300-page document with a font of
 * its own on every page (13 MB) is read under a bound of 560 MB, which a parser keeping every page's font and
 * objects until the end exceeds (measured: 700 MB; with the document's caches let go every 20 pages, 440 MB).
 */
describe('PdfParseRunner memory on long documents', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pt-pdf-memory-'));
  let file: string;
  const runner = new PdfParseRunner({ maxMemoryMb: 560, timeoutMs: 300_000, timeoutPerPageMs: 0 });

  beforeAll(async () => {
    file = writePdfFile(dir, 'font-per-page.pdf', await fontPerPagePdf(PAGES));
  }, 300_000);

  afterAll(() => {
    runner.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('analyses every page within the bound, pdf.js reading each one (no pdftotext)', async () => {
    const searchPath = process.env.PATH;
    process.env.PATH = dir; // no pdftotext there: the intake's worst case, pdf.js reads the text of every page
    let analysis: PdfAnalysis;
    try {
      ({ analysis } = await new PdfAnalyzer(runner).analyze(file));
    } finally {
      process.env.PATH = searchPath;
    }
    expect(analysis.pageCount).toBe(PAGES);
    expect(analysis.pages.map((page) => page.number)).toEqual(Array.from({ length: PAGES }, (_, i) => i + 1));
    expect(analysis.pages.every((page) => page.hasText)).toBe(true);
  }, 300_000);

  it('extracts every page within the bound, fonts named after the clean-ups too', async () => {
    const fonts = new Set<string>();
    const extraction = await new PdfTextExtractor(runner).extract(file, {
      countImages: false,
      onPage: (page) => page.items.forEach((item) => fonts.add(item.fontName)),
    });
    expect(extraction.pageCount).toBe(PAGES);
    expect(extraction.pages[PAGES - 1].items[0].text).toBe(`Page ${PAGES}`);
    // pdf-lib names each subset DejaVuSans-<random tag>: every run is named, on the pages read after a clean-up too.
    expect(fonts.size).toBeGreaterThan(PAGES / 2);
    for (const name of fonts) expect(name).toMatch(/^DejaVuSans-\d+$/);
  }, 300_000);
});
