import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { PROSE, writePdfFile } from '../../test/utils/pdf-factory';
import { applyTranslations, buildSegments } from '../layout/segments.util';
import { PdfParseRunner } from '../pdf/pdf-parse-runner';
import { PdfTextExtractor } from '../pdf/pdf-text-extractor';
import type { PdfExtraction } from '../pdf/pdf.types';
import { outputNotesOf } from './output-notes.util';
import { writeTranslatedPdf, type WriteTranslatedPdfResult } from './pdf-writer';

// The document style model at work: paragraphs of one style come out at one size, shared by the whole style.

/** The translation of a sentence: itself, then `filler` words until it is `factor` times as long (French runs longer). */
function longer(text: string, factor: number, filler: string): string {
  let out = text;
  while (out.length < factor * text.length) out += ` ${filler}`;
  return out;
}

/** Paragraphs (up to six) of Times 10 pt on 12 pt leading, 250 pt wide, 6 pt apart: no white space to grow into. */
async function paragraphsPdf(count: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  let y = 720;
  for (let p = 0; p < count; p++) {
    // Sentences of their own in each paragraph (a sentence met twice is one segment, translated once).
    const words = `${PROSE.en[p]} ${PROSE.es[p]}`.split(' ');
    let line = '';
    const lines: string[] = [];
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, 10) > 250 && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
    for (const text of lines) {
      page.drawText(text, { x: 72, y, size: 10, font });
      y -= 12;
    }
    y -= 6;
  }
  return doc.save();
}

/** Character-weighted share of each size (to a tenth of a point) in the extracted pages. */
function sizeShares(extraction: PdfExtraction): Map<number, number> {
  const counts = new Map<number, number>();
  let total = 0;
  for (const page of extraction.pages) {
    for (const item of page.items) {
      const chars = item.text.replace(/\s/g, '').length;
      const size = Math.round(item.fontSize * 10) / 10;
      counts.set(size, (counts.get(size) ?? 0) + chars);
      total += chars;
    }
  }
  return new Map([...counts].map(([size, chars]) => [size, chars / Math.max(total, 1)]));
}

const FILLERS = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot'];

describe('writeTranslatedPdf: one size per text style', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pt-text-styles-'));
  const extractor = new PdfTextExtractor(new PdfParseRunner());
  let after: PdfExtraction;
  let result: WriteTranslatedPdfResult;

  beforeAll(async () => {
    const source = await paragraphsPdf(6);
    const before = await extractor.extract(writePdfFile(dir, 'source.pdf', source));
    const segmentation = buildSegments(before.pages);
    const paragraphs = segmentation.blocks.map((block) => block.id);
    expect(paragraphs).toHaveLength(6);
    // Each paragraph's sentences 15–30% longer, each with a filler of its own; the fifth 80% longer (the
    // sixth, as long as its source, keeps it from growing into the page's bottom margin).
    const factors = [1.15, 1.2, 1.25, 1.3, 1.8, 1];
    const translations = new Map(
      segmentation.segments.map((segment) => {
        const index = paragraphs.indexOf(segment.blockId);
        return [segment.id, longer(segment.text, factors[index], FILLERS[index])];
      }),
    );
    result = await writeTranslatedPdf({ sourcePdf: source, blocks: applyTranslations(segmentation, translations), language: 'fr' });
    after = await extractor.extract(writePdfFile(dir, 'output.pdf', result.pdf));
  }, 30_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const sizesOf = (filler: string) =>
    new Set(after.pages[0].items.filter((item) => item.text.includes(filler)).map((item) => Math.round(item.fontSize * 100) / 100));

  it('sets the paragraphs that fit at one reduced size, never below 85% of the source', () => {
    const sizes = new Set(FILLERS.slice(0, 4).flatMap((filler) => [...sizesOf(filler)]));
    expect(sizes.size).toBe(1);
    const [size] = sizes;
    expect(size).toBeLessThan(10);
    expect(size).toBeGreaterThanOrEqual(8.5);
    expect(result.overflows).toEqual([]);
  });

  it('shrinks the one paragraph that fits at the style size in no way on its own, and records it', () => {
    const [styleSize] = sizesOf(FILLERS[0]);
    const own = [...sizesOf(FILLERS[4])];
    expect(own).toHaveLength(1);
    expect(own[0]).toBeLessThan(styleSize);
    expect(result.shrunk).toEqual([expect.objectContaining({ page: 1, blockId: 'p1-b4', fontSize: own[0], styleSize })]);
    expect(outputNotesOf(result).shrunkPages).toEqual([1]);
  });
});

describe('writeTranslatedPdf on a pdfTeX paper (creativity-in-machine-learning.pdf)', () => {
  const corpus = join(__dirname, '../../../../shared/corpus/creativity-in-machine-learning.pdf');
  const dir = mkdtempSync(join(tmpdir(), 'pt-text-styles-corpus-'));
  const extractor = new PdfTextExtractor(new PdfParseRunner());
  let before: PdfExtraction;
  let after: PdfExtraction;

  beforeAll(async () => {
    before = await extractor.extract(corpus);
    const segmentation = buildSegments(before.pages);
    const translations = new Map(segmentation.segments.map((segment) => [segment.id, longer(segment.text, 1.2, 'mot')]));
    const { pdf } = await writeTranslatedPdf({
      sourcePdf: readFileSync(corpus),
      blocks: applyTranslations(segmentation, translations),
      language: 'fr',
    });
    after = await extractor.extract(writePdfFile(dir, 'output.pdf', pdf));
  }, 60_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps one body size for a translation 20% longer: at least 85% of the source size, holding most of the text', () => {
    const [[sourceSize, sourceShare]] = [...sizeShares(before)].sort((a, b) => b[1] - a[1]);
    const [[size, share]] = [...sizeShares(after)].sort((a, b) => b[1] - a[1]);
    expect(sourceSize).toBeCloseTo(10, 0);
    expect(size).toBeGreaterThanOrEqual(0.85 * sourceSize);
    expect(share).toBeGreaterThanOrEqual(0.8 * sourceShare);
  });
});
