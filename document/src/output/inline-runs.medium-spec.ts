import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { writePdfFile } from '../../test/utils/pdf-factory';
import type { TranslatedBlock } from '../layout/layout.types';
import { applyTranslations, buildSegments } from '../layout/segments.util';
import { PdfParseRunner } from '../pdf/pdf-parse-runner';
import { PdfTextExtractor } from '../pdf/pdf-text-extractor';
import type { PdfExtraction, PdfTextItem } from '../pdf/pdf.types';
import { writeTranslatedPdf } from './pdf-writer';

// Inline runs of the translated PDF read back with the extractor: a subscript inside a word (H₂O) keeps its lowered
// baseline, and a heading in small capitals (LaTeX's and Word's simulated ones: initials at the heading's size, the
// other letters as smaller capitals) is set so again, whatever case the engine gives back.

/** A stand-in engine: the words as they are, but capitals come back in mixed case as Apertium gives them. */
function standIn(text: string): string {
  return text.replace('INTRODUCTION TO WATER', 'Introduction à l’eau').replace('Pure water', 'L’eau pure');
}

async function sourcePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const times = await doc.embedFont(StandardFonts.TimesRoman);
  let x = 72;
  const put = (text: string, size: number, y: number, gap = 0) => {
    x += gap;
    page.drawText(text, { x, y, size, font: times });
    x += times.widthOfTextAtSize(text, size);
  };
  // "I. INTRODUCTION TO WATER" in small capitals: initials at 10 pt, the rest at 8 pt.
  put('I. I', 10, 740);
  put('NTRODUCTION', 8, 740);
  put('TO', 8, 740, 2.5);
  put('W', 10, 740, 2.5);
  put('ATER', 8, 740);
  x = 72;
  put('Pure water is H', 10, 700);
  put('2', 7, 697.5);
  put('O and nothing else, as everyone who studies chemistry knows well.', 10, 700);
  page.drawText('The second line of the paragraph goes on about water and its uses.', { x: 72, y: 688, size: 10, font: times });
  return doc.save();
}

describe('inline runs of the translated PDF', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pt-inline-runs-'));
  const extractor = new PdfTextExtractor(new PdfParseRunner());
  let blocks: TranslatedBlock[];
  let after: PdfExtraction;

  beforeAll(async () => {
    const source = await sourcePdf();
    const before = await extractor.extract(writePdfFile(dir, 'source.pdf', source));
    const segmentation = buildSegments(before.pages);
    blocks = applyTranslations(segmentation, new Map(segmentation.segments.map((s) => [s.id, standIn(s.text)])));
    const written = await writeTranslatedPdf({ sourcePdf: source, blocks, language: 'fr' });
    after = await extractor.extract(writePdfFile(dir, 'out.pdf', written.pdf));
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const itemAt = (text: string | RegExp, y: number): PdfTextItem => {
    const found = after.pages[0].items.find((item) => (typeof text === 'string' ? item.text.trim() === text : text.test(item.text)) && Math.abs(item.y - y) < 5);
    if (!found) throw new Error(`no run "${text}" near y ${y} in ${JSON.stringify(after.pages[0].items.map((i) => [i.text, i.y, i.fontSize]))}`);
    return found;
  };

  it('reads the small-capitals heading as such, at the capitals’ size', () => {
    const heading = blocks.find((block) => block.translatedText.startsWith('I.'))!;
    expect(heading).toMatchObject({ smallCaps: true, fontSize: 10 });
    expect(blocks.find((block) => block.translatedText.startsWith('L’eau'))?.smallCaps).toBeUndefined();
  });

  it('sets the translated heading in small capitals: initials at 10 pt, the other letters as 8 pt capitals', () => {
    const initials = itemAt('I. I', 740);
    expect(initials.fontSize).toBeCloseTo(10, 1);
    expect(initials.fontName).toMatch(/^LiberationSerif/);
    for (const small of ['NTRODUCTION', 'À', 'L', 'EAU']) expect(itemAt(small, 740).fontSize).toBeCloseTo(8, 1);
  });

  it('keeps the subscript of H₂O lowered and smaller inside the translated sentence', () => {
    const h = itemAt(/^L’eau pure .*H$/u, 700);
    const two = itemAt('2', 698);
    expect(two.y).toBeLessThan(h.y - 1);
    expect(two.fontSize).toBeLessThan(0.8 * h.fontSize);
    expect(itemAt(/^O and/u, 700).y).toBeCloseTo(h.y, 1);
  });
});
