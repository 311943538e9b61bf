import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DrawnLine,
  encryptedPdf,
  GeneratedPdf,
  HYPHENATED_LINES,
  layoutSamplerPdf,
  mixedSizesPdf,
  pngBytes,
  prosePdf,
  writePdfFile,
} from '../../test/utils/pdf-factory';
import { PdfEncryptedError, PdfNotAPdfError } from './pdf-errors';
import { PdfParseRunner } from './pdf-parse-runner';
import { PdfTextExtractor } from './pdf-text-extractor';
import type { PdfExtractedPage, PdfExtraction, PdfTextItem } from './pdf.types';

describe('PdfTextExtractor', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pt-pdf-extractor-'));
  const extractor = new PdfTextExtractor(new PdfParseRunner());
  let sampler: GeneratedPdf;
  let extraction: PdfExtraction;
  const seen: number[] = [];

  beforeAll(async () => {
    sampler = await layoutSamplerPdf();
    extraction = await extractor.extract(writePdfFile(dir, 'sampler.pdf', sampler.bytes), (page) => seen.push(page.number));
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** The run holding a drawn line, at the line's baseline start within 1 pt (one drawText is one run here). */
  const runAt = (page: PdfExtractedPage, line: DrawnLine): PdfTextItem | undefined =>
    page.items.find((item) => Math.abs(item.x - line.x) < 1 && Math.abs(item.y - line.y) < 1 && item.text === line.text);

  it('returns every page, in order, to the callback as it goes and in the result', () => {
    expect(extraction.pageCount).toBe(sampler.pages.length);
    expect(extraction.pages.map((p) => p.number)).toEqual(sampler.pages.map((_, i) => i + 1));
    expect(seen).toEqual(extraction.pages.map((p) => p.number));
    expect(extraction.pages.map(({ width, height, rotation }) => ({ width, height, rotation }))).toEqual(sampler.pages);
  });

  it('finds every drawn line at its baseline position within 1 pt, with its font, size and style', () => {
    expect(sampler.lines.length).toBeGreaterThan(60);
    for (const line of sampler.lines) {
      const page = extraction.pages[line.page - 1];
      const item = runAt(page, line);
      expect({ line: line.text, found: !!item }).toEqual({ line: line.text, found: true });
      // Standard fonts carry no /Widths, and pdf.js's metrics for a few glyphs (q, y, w) differ from pdf-lib's.
      expect(Math.abs(item!.width - line.width)).toBeLessThan(Math.max(1, line.width * 0.03));
      expect(item!.fontSize).toBeCloseTo(line.size, 1);
      expect(item!.fontName).toBe(line.font);
      expect(item!.bold).toBe(/Bold/.test(line.font));
      expect(item!.italic).toBe(/Italic/.test(line.font));
      expect(item!.angle).toBe(0);
      expect(item!.height).toBeGreaterThan(0);
    }
  });

  it('reports widths consistent with the drawn text and keeps accents', async () => {
    const french = await prosePdf({ pages: 1, language: 'fr' });
    const { pages } = await extractor.extract(writePdfFile(dir, 'fr.pdf', french.bytes));
    const text = pages[0].items.map((i) => i.text).join(' ');
    expect(text).toContain('Le port était calme au petit matin');
    expect(text).toContain('l’état des routes, des écoles');
    for (const item of pages[0].items) {
      expect(item.x + item.width).toBeLessThanOrEqual(612 - 72 + 1); // inside the right margin the factory wrapped to
    }
  });

  it('keeps the two columns apart and the table cells in their grid', () => {
    const columns = extraction.pages[1];
    const xs = new Set(columns.items.filter((i) => i.fontSize === 10).map((i) => Math.round(i.x)));
    expect([...xs].sort((a, b) => a - b)).toEqual([54, 324]);

    const table = extraction.pages[2];
    const cell = table.items.find((i) => i.text === 'Ink cartridges')!;
    expect(cell).toMatchObject({ x: 66, fontName: 'Helvetica', bold: false });
    expect(cell.y).toBeCloseTo(760 - 3 * 24 + 8, 1);
    expect(table.items.find((i) => i.text === 'Unit price')).toMatchObject({ bold: true, fontName: 'Helvetica-Bold' });
  });

  it('counts images per page and marks line ends, leaving hyphens to text reconstruction', () => {
    expect(extraction.pages.map((p) => p.images)).toEqual([0, 0, 0, 0, 1, 0, 0, 0]);
    expect(extraction.pages[5].items).toHaveLength(0); // the blank page

    const hyphenated = extraction.pages[6];
    expect(hyphenated.items.map((i) => i.text)).toEqual(HYPHENATED_LINES);
    expect(hyphenated.items.slice(0, -1).every((i) => i.hasEOL)).toBe(true);
    expect(hyphenated.items.at(-1)!.hasEOL).toBe(false);
  });

  it('gives the page box and rotation of each page size', async () => {
    const mixed = await mixedSizesPdf();
    const { pages } = await extractor.extract(writePdfFile(dir, 'mixed.pdf', mixed.bytes));
    expect(pages.map(({ width, height, rotation }) => ({ width, height, rotation }))).toEqual(mixed.pages);
    expect(pages[3].view).toEqual([0, 0, 595.28, 841.89]);
    // On the rotated page the text is still reported in the unrotated user space it was drawn in.
    expect(pages[3].items[0]).toMatchObject({ x: 50, y: 841.89 - 80, angle: 0 });
  });

  it('refuses the same files as the analysis', async () => {
    await expect(extractor.extract(writePdfFile(dir, 'enc.pdf', encryptedPdf()))).rejects.toBeInstanceOf(PdfEncryptedError);
    await expect(extractor.extract(writePdfFile(dir, 'png.pdf', pngBytes()))).rejects.toBeInstanceOf(PdfNotAPdfError);
  });
});
