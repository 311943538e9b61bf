import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDict, PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import { writePdfFile } from '../../test/utils/pdf-factory';
import type { TranslatedBlock } from '../layout/layout.types';
import { applyTranslations, buildSegments } from '../layout/segments.util';
import { PdfParseRunner } from '../pdf/pdf-parse-runner';
import { PdfTextExtractor } from '../pdf/pdf-text-extractor';
import type { PdfExtraction, PdfTextItem } from '../pdf/pdf.types';
import { typesetBlock } from './output.fixtures';
import { writeTranslatedPdf } from './pdf-writer';

// Typography of the translated PDF, read back from the written file with the same extractor: each source font is
// set in a free font of its class, weight and style; inline bold, italic and superscripts survive as runs; no
// character is drawn as a box. (pdf-lib names embedded fonts "<PostScript name>-<number>".)

/** A stand-in engine: upper case, inline marks and placeholders left where they are (as the real engines keep them). */
function standIn(text: string): string {
  return text.replace(
    /(⟦[^⟦⟧]*⟧)|([^⟦]+)/gu,
    (_, mark: string | undefined, words: string | undefined) => mark ?? `${words!.toUpperCase()}`,
  );
}

/** Times body with a sans bold run-in label, an italic title and a raised note number; a Courier line; a Helvetica heading. */
async function typographyPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const times = await doc.embedFont(StandardFonts.TimesRoman);
  const timesItalic = await doc.embedFont(StandardFonts.TimesRomanItalic);
  const courier = await doc.embedFont(StandardFonts.Courier);
  const helvetica = await doc.embedFont(StandardFonts.HelveticaBold);
  page.drawText('Airworthiness directives', { x: 72, y: 720, size: 16, font: helvetica });
  const runs: Array<[string, typeof times, number?]> = [
    ['AGENCY:', helvetica],
    [' The agency published the report called ', times],
    ['Safe Flight', timesItalic],
    [' last year.', times],
    ['2', times, 4],
  ];
  let x = 72;
  for (const [text, font, rise] of runs) {
    const size = rise ? 6 : 10;
    const words = text.trim();
    x += text.startsWith(' ') ? times.widthOfTextAtSize(' ', 10) : 0;
    page.drawText(words, { x, y: 680 + (rise ?? 0), size, font });
    x += font.widthOfTextAtSize(words, size) + (text.endsWith(' ') ? times.widthOfTextAtSize(' ', 10) : 0);
  }
  page.drawText('The second line of this paragraph says more about it.', { x: 72, y: 668, size: 10, font: times });
  page.drawText('Run the command to check the file.', { x: 72, y: 620, size: 10, font: courier });
  return doc.save();
}

/** A page with one Times line: the source the blocks below are written over. */
async function oneLineSource(): Promise<Uint8Array> {
  const source = await PDFDocument.create();
  const font = await source.embedFont(StandardFonts.TimesRoman);
  source.addPage([612, 792]).drawText('Source text.', { x: 72, y: 700, size: 10, font });
  return source.save();
}

describe('typography of the translated PDF', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pt-typography-'));
  const extractor = new PdfTextExtractor(new PdfParseRunner());
  let before: PdfExtraction;
  let blocks: TranslatedBlock[];
  let after: PdfExtraction;
  let missing: unknown[];

  beforeAll(async () => {
    const source = await typographyPdf();
    before = await extractor.extract(writePdfFile(dir, 'source.pdf', source));
    const segmentation = buildSegments(before.pages);
    blocks = applyTranslations(segmentation, new Map(segmentation.segments.map((s) => [s.id, standIn(s.text)])));
    const written = await writeTranslatedPdf({ sourcePdf: source, blocks, language: 'fr' });
    missing = written.missingGlyphs;
    after = await extractor.extract(writePdfFile(dir, 'out.pdf', written.pdf));
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const itemWith = (text: string): PdfTextItem => {
    const found = after.pages[0].items.find((item) => item.text.includes(text));
    if (!found) throw new Error(`no run with "${text}" in ${JSON.stringify(after.pages[0].items.map((i) => i.text))}`);
    return found;
  };

  it('reads what the source fonts are: Times serif, Courier monospaced', () => {
    const source = before.pages[0].items;
    expect(source.find((item) => item.text.includes('command'))).toMatchObject({ monospace: true });
    expect(source.find((item) => item.text.includes('agency'))).toMatchObject({ serif: true });
  });

  it('sets each source font in a free font of the same class, weight and style', () => {
    expect(itemWith('AIRWORTHINESS').fontName).toMatch(/^LiberationSans-Bold-\d+$/);
    expect(itemWith('SECOND').fontName).toMatch(/^LiberationSerif(-Regular)?-\d+$/);
    expect(itemWith('COMMAND').fontName).toMatch(/^LiberationMono/);
  });

  it('keeps an inline sans bold label, italic and a raised note number inside the paragraph as runs of their own', () => {
    const paragraph = blocks.find((block) => block.translatedText.startsWith('AGENCY:'))!;
    expect(paragraph.inline?.map((span) => [paragraph.translatedText.slice(span.start, span.end), span])).toEqual([
      ['AGENCY:', expect.objectContaining({ bold: true, family: 'sans' })],
      ['SAFE FLIGHT', expect.objectContaining({ italic: true })],
      ['2', expect.objectContaining({ script: 'sup' })],
    ]);
    const label = itemWith('AGENCY:');
    expect(label.fontName).toMatch(/^LiberationSans-Bold-\d+$/);
    expect(label.bold).toBe(true);
    for (const word of ['SAFE', 'FLIGHT'])
      expect(itemWith(word)).toMatchObject({ fontName: expect.stringMatching(/^LiberationSerif-Italic-\d+$/), italic: true });
    expect(itemWith('PUBLISHED').fontName).toMatch(/^LiberationSerif(-Regular)?-\d+$/);
    const note = after.pages[0].items.find((item) => item.text === '2')!;
    const line = itemWith('YEAR');
    expect(note.y).toBeGreaterThan(line.y + 2);
    expect(note.fontSize).toBeLessThan(0.8 * line.fontSize);
  });

  it('draws characters the matched font lacks with the first fallback that has them: no box', async () => {
    const written = await writeTranslatedPdf({
      sourcePdf: await oneLineSource(),
      blocks: [typesetBlock({ fontName: 'Times-Roman', translatedText: 'Le cercle ⊕ et la valeur de 𝜋 sont ✓ ici.' })],
    });
    expect(written.missingGlyphs).toEqual([]);
    const out = await extractor.extract(writePdfFile(dir, 'fallback.pdf', written.pdf));
    const fontOf = (text: string) => out.pages[0].items.find((item) => item.text.includes(text))?.fontName;
    expect(fontOf('cercle')).toMatch(/^LiberationSerif/);
    expect(fontOf('⊕')).toMatch(/^DejaVuSerif/);
    expect(fontOf('✓')).toMatch(/^DejaVuSans/);
    expect(fontOf('𝜋')).toMatch(/^DejaVuMath/);
    expect(out.pages[0].items.map((item) => item.text).join('')).toContain('ici.');
  });

  it("sets URW's Nimbus faces and Computer Modern in the TeX Gyre and Latin Modern faces of their design, embedded whole, which poppler reads, with line-high ascent and descent", async () => {
    const written = await writeTranslatedPdf({
      sourcePdf: await oneLineSource(),
      blocks: [
        typesetBlock({ fontName: 'PLDDWL+NimbusRomNo9L-Regu', translatedText: 'Le réseau apprend à définir un office.' }),
        typesetBlock({ id: 'p1-b1', fontName: 'FAJGMS+NimbusMonL-Regu', translatedText: 'Deuxième Sénateur : où êtes-vous ?', y: 600 }),
        // Set first, its "ﬁ" character makes the face's fi glyph read back as "ﬁ" wherever it is drawn.
        typesetBlock({ id: 'p1-b3', fontName: 'KTIPRM+CMR10', translatedText: 'Le signe ﬁ est une ligature.', y: 450 }),
        typesetBlock({ id: 'p1-b2', fontName: 'KTIPRM+CMR10', translatedText: 'Il faut définir chaque office.', y: 500 }),
      ],
    });
    expect(written.missingGlyphs).toEqual([]);
    const file = writePdfFile(dir, 'tex-gyre.pdf', written.pdf);
    const out = await extractor.extract(file);
    const fontOf = (text: string) => out.pages[0].items.find((item) => item.text.includes(text))?.fontName;
    expect(fontOf('réseau')).toMatch(/^TeXGyreTermes-Regular/);
    expect(fontOf('Sénateur')).toMatch(/^TeXGyreCursor-Regular/);
    expect(fontOf('chaque')).toMatch(/^LMRoman10-Regular/);
    // @pdf-lib/fontkit's CFF subsets are rejected by poppler ("Embedded font file may be invalid"); a whole face, declared
    // as the OpenType file it is, is read without a warning.
    const fonts = spawnSync('pdffonts', [file], { encoding: 'utf8' });
    expect(fonts.stderr).toBe('');
    expect(fonts.stdout).toMatch(/TeXGyreTermes-Regular-\d+ +CID Type 0C \(OT\) +Identity-H +yes no/);
    const text = spawnSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(text.stderr).toBe('');
    // Laid out without ligatures: an "fi" glyph would read back (and be searched, copied) as "ﬁ" (U+FB01).
    expect(text.stdout).toContain('Le réseau apprend à définir un office.');
    expect(text.stdout).toContain('Il faut définir chaque office.');
    // The descriptor's Ascent and Descent: OS/2's typographic 0.783 and -0.217 em, not hhea's 1.055 and -0.281.
    const doc = await PDFDocument.load(written.pdf);
    const descriptors = doc.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter(
        (object): object is PDFDict => object instanceof PDFDict && String(object.get(PDFName.of('FontName'))).includes('TeXGyreTermes'),
      );
    expect(descriptors.length).toBeGreaterThan(0);
    for (const descriptor of descriptors) {
      expect(Number(String(descriptor.get(PDFName.of('Ascent'))))).toBeCloseTo(783, 0);
      expect(Number(String(descriptor.get(PDFName.of('Descent'))))).toBeCloseTo(-217, 0);
    }
  });

  it('draws a Wingdings bullet (a private-use code point no font has) as the bullet it shows', async () => {
    const source = await PDFDocument.create();
    const font = await source.embedFont(StandardFonts.Helvetica);
    source.addPage([612, 792]).drawText('Item.', { x: 90, y: 700, size: 10, font });
    const written = await writeTranslatedPdf({
      sourcePdf: await source.save(),
      blocks: [typesetBlock({ kind: 'list-item', marker: '\uF0D8', translatedText: 'Un point de la liste.' })],
    });
    expect(written.missingGlyphs).toEqual([]);
    const out = await extractor.extract(writePdfFile(dir, 'bullet.pdf', written.pdf));
    expect(out.pages[0].items.map((item) => item.text).join(' ')).toContain('➢');
  });

  it('reports no missing glyphs for the document', () => {
    expect(missing).toEqual([]);
  });
});

describe('typography on a real document (Federal Register, first page)', () => {
  const corpus = join(__dirname, '../../../../shared/corpus/federal-register-2020-17221.pdf');
  const dir = mkdtempSync(join(tmpdir(), 'pt-typography-corpus-'));
  const extractor = new PdfTextExtractor(new PdfParseRunner());

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('sets the serif body in a serif face and keeps the run-in labels bold', async () => {
    const sourcePdf = new Uint8Array(readFileSync(corpus));
    const extraction = await extractor.extract(corpus, { countImages: false });
    const segmentation = buildSegments(extraction.pages.slice(0, 1));
    const blocks = applyTranslations(segmentation, new Map(segmentation.segments.map((s) => [s.id, standIn(s.text)])));
    const written = await writeTranslatedPdf({ sourcePdf, blocks });
    const out = await extractor.extract(writePdfFile(dir, 'out.pdf', written.pdf), { countImages: false });
    const items = out.pages[0].items;
    const chars = (pattern: RegExp) =>
      items.filter((item) => pattern.test(item.fontName)).reduce((n, item) => n + item.text.replace(/\s/g, '').length, 0);
    const all = chars(/./);
    // The source page: about nine characters in ten are Melior (serif), the rest Helvetica (DejaVu Sans for the old
    // writer, which set everything in it).
    expect(chars(/Serif/) / all).toBeGreaterThan(0.8);
    expect(chars(/Sans/) / all).toBeLessThan(0.2);
    const label = items.find((item) => item.text.startsWith('AGENCY:'));
    // Helvetica-Bold labels in Melior paragraphs: sans bold runs in serif paragraphs.
    expect(label).toMatchObject({ bold: true, fontName: expect.stringMatching(/^LiberationSans-Bold-\d+$/) });
    expect(written.missingGlyphs).toEqual([]);
  });
});
