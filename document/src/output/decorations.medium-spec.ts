import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { writePdfFile } from '../../test/utils/pdf-factory';
import type { TranslatedBlock } from '../layout/layout.types';
import { applyTranslations, buildSegments } from '../layout/segments.util';
import { PdfParseRunner } from '../pdf/pdf-parse-runner';
import { PdfTextExtractor } from '../pdf/pdf-text-extractor';
import type { PdfExtraction } from '../pdf/pdf.types';
import { writeTranslatedPdf } from './pdf-writer';

// Underlined and struck-through words (a thin filled bar under a word, a stroked line through one) follow their words
// into the translation: the source drawings go, the decorations are drawn under and through the translated words
// wherever they land. A rule across the column under a heading is no underline and stays where it is.

/** A stand-in engine: every sentence gets a word in front, so every word of it moves right. */
const standIn = (text: string) => `Well, ${text}`;

const SIZE = 10;

async function sourcePdf(): Promise<{ pdf: Uint8Array; underline: { x0: number; x1: number }; strike: { x0: number; x1: number } }> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const times = await doc.embedFont(StandardFonts.TimesRoman);
  const width = (text: string) => times.widthOfTextAtSize(text, SIZE);
  page.drawText('Terms of sale', { x: 72, y: 740, size: 14, font: times });
  // A rule under the heading, across the column: not an underline.
  page.drawRectangle({ x: 72, y: 735, width: 468, height: 0.6, color: rgb(0, 0, 0) });
  const first = 'Please read the whole contract before you sign it and keep a copy of it at home.';
  const second = 'The old price of ten euros no longer applies to any of the new orders we receive.';
  page.drawText(first, { x: 72, y: 700, size: SIZE, font: times });
  page.drawText(second, { x: 72, y: 688, size: SIZE, font: times });
  const underline = { x0: 72 + width('Please read the '), x1: 72 + width('Please read the whole contract') };
  page.drawRectangle({ x: underline.x0, y: 698.6, width: underline.x1 - underline.x0, height: 0.5, color: rgb(0, 0, 0) });
  const strike = { x0: 72 + width('The '), x1: 72 + width('The old price') };
  page.drawLine({ start: { x: strike.x0, y: 690.7 }, end: { x: strike.x1, y: 690.7 }, thickness: 0.5, color: rgb(0, 0, 0) });
  return { pdf: await doc.save(), underline, strike };
}

describe('underlined and struck-through words of the translated PDF', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pt-decorations-'));
  const extractor = new PdfTextExtractor(new PdfParseRunner());
  let source: Awaited<ReturnType<typeof sourcePdf>>;
  let blocks: TranslatedBlock[];
  let after: PdfExtraction;

  beforeAll(async () => {
    source = await sourcePdf();
    const before = await extractor.extract(writePdfFile(dir, 'source.pdf', source.pdf));
    const segmentation = buildSegments(before.pages);
    blocks = applyTranslations(segmentation, new Map(segmentation.segments.map((s) => [s.id, standIn(s.text)])));
    const written = await writeTranslatedPdf({ sourcePdf: source.pdf, blocks, language: 'fr' });
    after = await extractor.extract(writePdfFile(dir, 'out.pdf', written.pdf));
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const horizontal = () => (after.pages[0].rules ?? []).filter((rule) => rule.y0 === rule.y1);

  it('carries the underline and the strike as marks on the words they decorate', () => {
    const paragraph = blocks.find((block) => block.text.startsWith('Please'))!;
    const marked = (flag: 'underline' | 'strike') =>
      (paragraph.inline ?? []).filter((span) => span[flag]).map((span) => paragraph.translatedText.slice(span.start, span.end));
    expect(marked('underline')).toEqual(['whole contract']);
    expect(marked('strike')).toEqual(['old price']);
    expect(blocks.find((block) => block.text.startsWith('Terms'))?.decorations).toBeUndefined();
  });

  it('draws them under and through the translated words, and no more where the source had them', () => {
    // "Well, " moves the words of the first line right by more than 20 pt; a justified line widens the spaces a little.
    const shift = 20;
    const about = (length: number, expected: number) => expect(length > expected - 0.5 && length < expected + 4).toBe(true);
    const under = horizontal().filter((rule) => rule.y0 < 700 && rule.y0 > 695);
    const through = horizontal().filter((rule) => rule.y0 > 689 && rule.y0 < 693);
    expect(under).toHaveLength(1);
    about(under[0].x1 - under[0].x0, source.underline.x1 - source.underline.x0);
    expect(under[0].x0).toBeGreaterThan(source.underline.x0 + shift);
    expect(through).toHaveLength(1);
    about(through[0].x1 - through[0].x0, source.strike.x1 - source.strike.x0);
    expect(Math.abs(through[0].x0 - source.strike.x0)).toBeGreaterThan(5);
  });

  it('leaves the rule under the heading where it was', () => {
    expect(horizontal().some((rule) => Math.abs(rule.y0 - 735.3) < 1 && rule.x0 <= 72.5 && rule.x1 >= 539.5)).toBe(true);
  });
});
