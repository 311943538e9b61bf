import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, rgb, StandardFonts } from 'pdf-lib';
import { writePdfFile } from '../../test/utils/pdf-factory';
import type { TranslatedBlock } from '../layout/layout.types';
import { applyTranslations, buildSegments } from '../layout/segments.util';
import { PdfParseRunner } from '../pdf/pdf-parse-runner';
import { PdfTextExtractor } from '../pdf/pdf-text-extractor';
import type { PdfExtraction, PdfTextItem } from '../pdf/pdf.types';
import { writeTranslatedPdf } from './pdf-writer';

// Inline runs of the translated PDF read back with the extractor: a subscript inside a word (H₂O) keeps its lowered
// baseline, a heading in small capitals (LaTeX's and Word's simulated ones: initials at the heading's size, the
// other letters as smaller capitals) is set so again, whatever case the engine gives back, a link annotation over
// words of a paragraph moves over the translated words, wherever the translation put them, and so does a word's colour.

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
    const found = after.pages[0].items.find(
      (item) => (typeof text === 'string' ? item.text.trim() === text : text.test(item.text)) && Math.abs(item.y - y) < 5,
    );
    if (!found)
      throw new Error(`no run "${text}" near y ${y} in ${JSON.stringify(after.pages[0].items.map((i) => [i.text, i.y, i.fontSize]))}`);
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

describe('links of the translated PDF', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pt-inline-links-'));
  const extractor = new PdfTextExtractor(new PdfParseRunner());
  const numbers = (array: PDFArray | undefined) => array?.asArray().map((n) => (n as PDFNumber).asNumber());
  let blocks: TranslatedBlock[];
  let after: PdfExtraction;
  let annots: PDFDict[];

  /** "Please read the annual report before the meeting." with a framed link over "annual report", and one elsewhere. */
  async function linkedPdf(): Promise<Uint8Array> {
    const doc = await PDFDocument.create();
    const page = doc.addPage([612, 792]);
    const times = await doc.embedFont(StandardFonts.TimesRoman);
    const before = 'Please read the ';
    page.drawText(`${before}annual report before the meeting of the board starts next week.`, { x: 72, y: 700, size: 10, font: times });
    page.drawText('The second line of the paragraph says where the meeting takes place.', { x: 72, y: 688, size: 10, font: times });
    page.drawText('See the website.', { x: 72, y: 600, size: 10, font: times });
    // A red bold word inside a black sentence (a run of its own: the parser gives a run one colour).
    const bold = await doc.embedFont(StandardFonts.TimesRomanBold);
    const lead = 'The deadline is ';
    page.drawText(lead, { x: 72, y: 550, size: 10, font: times });
    page.drawText('Friday', { x: 72 + times.widthOfTextAtSize(lead, 10), y: 550, size: 10, font: bold, color: rgb(1, 0, 0) });
    const after = 72 + times.widthOfTextAtSize(lead, 10) + bold.widthOfTextAtSize('Friday', 10);
    page.drawText(' at noon for everyone in the team and nobody else.', { x: after, y: 550, size: 10, font: times });
    const x0 = 72 + times.widthOfTextAtSize(before, 10);
    const x1 = x0 + times.widthOfTextAtSize('annual report', 10);
    const { context } = doc;
    const link = context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [x0, 698, x1, 709],
      C: [1, 0, 0],
      A: { S: 'URI', URI: 'https://example.org/report' },
    });
    const other = context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [300, 400, 360, 412], A: { S: 'URI', URI: 'https://example.org/' } });
    page.node.set(PDFName.of('Annots'), context.obj([context.register(link), context.register(other)]));
    return doc.save();
  }

  beforeAll(async () => {
    const source = await linkedPdf();
    const before = await extractor.extract(writePdfFile(dir, 'source.pdf', source));
    const segmentation = buildSegments(before.pages);
    // The translation puts more words before the linked ones, as an engine keeping the marks with their words does.
    const translate = (text: string) =>
      text
        .replace('Please read the ', 'Avant toute chose, lisez donc le ')
        .replace('annual report', 'rapport annuel')
        .replace('The deadline is ', 'La date limite de remise des copies est ')
        .replace('Friday', 'vendredi');
    blocks = applyTranslations(segmentation, new Map(segmentation.segments.map((s) => [s.id, translate(s.text)])));
    const written = await writeTranslatedPdf({ sourcePdf: source, blocks, language: 'fr' });
    after = await extractor.extract(writePdfFile(dir, 'out.pdf', written.pdf));
    const out = await PDFDocument.load(written.pdf);
    annots = out
      .getPage(0)
      .node.lookup(PDFName.of('Annots'), PDFArray)
      .asArray()
      .map((ref) => out.context.lookup(ref, PDFDict));
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('carries the linked words through the engine as a link span with the source rectangle', () => {
    const paragraph = blocks.find((block) => block.translatedText.startsWith('Avant'))!;
    const link = paragraph.inline?.find((span) => span.link);
    expect(link && paragraph.translatedText.slice(link.start, link.end)).toBe('rapport annuel');
  });

  it('sets a word in its own colour inside a sentence in another, wherever the translation puts it', () => {
    const sentence = blocks.find((block) => block.translatedText.startsWith('La date'))!;
    const colored = sentence.inline?.find((span) => span.color);
    expect(colored && [sentence.translatedText.slice(colored.start, colored.end), colored.color]).toEqual(['vendredi', '#ff0000']);
    const red = after.pages[0].items.filter((item) => item.color === '#ff0000' && /\S/u.test(item.text));
    expect(red.map((item) => item.text.trim())).toEqual(['vendredi']);
    const rest = after.pages[0].items.find((item) => item.text.includes('midi') || item.text.includes('noon'))!;
    expect(rest.color).toBeUndefined();
    expect(red[0].x).toBeGreaterThan(180);
  });

  it('moves the link annotation over the translated words and keeps its frame; a link over no text stays', () => {
    const first = after.pages[0].items.find((item) => item.text.includes('rapport'))!;
    const text = first.text;
    // The extractor gives runs: the x of "rapport" inside its run, proportionally.
    const start = first.x + (first.width * text.indexOf('rapport')) / text.length;
    const rect = numbers(annots[0].lookupMaybe(PDFName.of('Rect'), PDFArray))!;
    expect(Math.abs(rect[0] - start)).toBeLessThan(4);
    expect(rect[0]).toBeGreaterThan(150);
    expect(rect[1]).toBeLessThan(700);
    expect(rect[3]).toBeGreaterThan(705);
    expect(rect[2] - rect[0]).toBeGreaterThan(50);
    expect(annots[0].lookupMaybe(PDFName.of('Border'), PDFArray)).toBeUndefined();
    expect(numbers(annots[1].lookupMaybe(PDFName.of('Rect'), PDFArray))).toEqual([300, 400, 360, 412]);
  });
});
