import fontkit from '@pdf-lib/fontkit';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  beginText,
  endText,
  moveText,
  PDFArray,
  PDFDocument,
  PDFFont,
  PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  PDFPage,
  setCharacterSpacing,
  setFontAndSize,
  setWordSpacing,
} from 'pdf-lib';
import { writePdfFile } from '../../test/utils/pdf-factory';
import { PdfAnalyzer } from './pdf-analyzer';
import { PdfParseRunner } from './pdf-parse-runner';
import { PdfTextExtractor } from './pdf-text-extractor';
import type { PdfAnalysis } from './pdf.types';

// Real PDFs drawn with pdf-lib in embedded fonts (their /Widths are what pdf.js measures), parsed by the real
// parser child: the word breaks found from the glyphs' positions reach the runs, the word count and the language.
const SANS = '/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf';
// Installed by .ci/toolchain.sh (TEST_PACKAGES: fonts-ipafont-gothic).
const GOTHIC = '/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf';

const PARAGRAPH = [
  'Overview of the Technology Acceptance Model and its applications',
  'The model explains how users come to accept and use a technology',
  'Perceived usefulness and perceived ease of use shape the intention',
  'to use a system, which in turn predicts how much it will be used',
];
const SIZE = 11;

async function newDocument(fontPath: string): Promise<{ doc: PDFDocument; page: PDFPage; font: PDFFont; key: PDFName }> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(readFileSync(fontPath), { subset: true });
  const page = doc.addPage([612, 792]);
  return { doc, page, font, key: page.node.newFontDictionary(font.name, font.ref) };
}

/** One TJ per line: each word, then `gapEm` of white before the next (no space characters), at tracking `tcEm`. */
async function wordsByGapsPdf(gapEm: number, tcEm: number): Promise<Uint8Array> {
  const { doc, page, font, key } = await newDocument(SANS);
  PARAGRAPH.forEach((text, k) => {
    const shown = PDFArray.withContext(doc.context);
    text.split(' ').forEach((word, w) => {
      if (w > 0) shown.push(PDFNumber.of(-gapEm * 1000));
      shown.push(font.encodeText(word));
    });
    page.pushOperators(
      beginText(),
      setFontAndSize(key, SIZE),
      setCharacterSpacing(tcEm * SIZE),
      moveText(72, 700 - k * 16),
      PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [shown]),
      endText(),
    );
  });
  return doc.save();
}

/** The lines with real spaces, at tracking `tcEm` and with `twEm` added to each space (a justified line). */
async function spacedLinesPdf(tcEm: number, twEm: number): Promise<Uint8Array> {
  const { doc, page, font, key } = await newDocument(SANS);
  PARAGRAPH.forEach((text, k) => {
    page.pushOperators(
      beginText(),
      setFontAndSize(key, SIZE),
      setCharacterSpacing(tcEm * SIZE),
      setWordSpacing(twEm * SIZE),
      moveText(72, 700 - k * 16),
      PDFOperator.of(PDFOperatorNames.ShowText, [font.encodeText(text)]),
      endText(),
    );
  });
  return doc.save();
}

/** Each word drawn on its own at its x position, a quarter em after the one before (pdf-lib's drawText). */
async function wordByWordPdf(): Promise<Uint8Array> {
  const { doc, page, font } = await newDocument(SANS);
  PARAGRAPH.forEach((text, k) => {
    let x = 72;
    for (const word of text.split(' ')) {
      page.drawText(word, { x, y: 700 - k * 16, size: SIZE, font });
      x += font.widthOfTextAtSize(word, SIZE) + 0.25 * SIZE;
    }
  });
  return doc.save();
}

const JAPANESE = ['日本語の文書は単語の間に空白を入れません。', '行末まで文字を均等に配置することもあります。'];

/** Japanese lines, the second spread out: 0.2 em between every character (as a justified CJK line is). */
async function japanesePdf(): Promise<Uint8Array> {
  const { doc, page, font, key } = await newDocument(GOTHIC);
  JAPANESE.forEach((text, k) => {
    const shown = PDFArray.withContext(doc.context);
    [...text].forEach((char, c) => {
      if (c > 0 && k === 1) shown.push(PDFNumber.of(-200));
      shown.push(font.encodeText(char));
    });
    page.pushOperators(
      beginText(),
      setFontAndSize(key, 14),
      moveText(72, 700 - k * 24),
      PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [shown]),
      endText(),
    );
  });
  return doc.save();
}

describe('word breaks from geometry (real PDFs, the real parser)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pt-word-breaks-'));
  const runner = new PdfParseRunner();
  const analyzer = new PdfAnalyzer(runner);
  const extractor = new PdfTextExtractor(runner);

  afterAll(async () => {
    runner.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The intake's analysis and the text runs the job reads, as lines. */
  async function analyze(name: string, bytes: Uint8Array): Promise<{ analysis: PdfAnalysis; lines: string[] }> {
    const path = writePdfFile(dir, name, bytes);
    const [{ analysis }, extraction] = await Promise.all([analyzer.analyze(path), extractor.extract(path, { countImages: false })]);
    const page = extraction.pages[0];
    const lines = new Map<number, string>();
    for (const item of page.items) lines.set(Math.round(item.y), `${lines.get(Math.round(item.y)) ?? ''}${item.text}`);
    return { analysis, lines: [...lines.values()].map((l) => l.replace(/\s+/g, ' ').trim()) };
  }

  const wordsOf = PARAGRAPH.join(' ').split(' ').length;

  it('breaks words set apart without space characters, tighter than pdf.js breaks them: text, word count and language', async () => {
    // Tracking −0.04 em and 0.05 em between words: 0.09 em wider than the letters' spacing; pdf.js alone needs 0.102 em.
    // pdftotext runs these words together too ("OverviewoftheTechnology…"): the intake reads the page with these breaks.
    const { analysis, lines } = await analyze('gaps.pdf', await wordsByGapsPdf(0.09, -0.04));
    expect(lines).toEqual(PARAGRAPH);
    expect(analysis.wordCount).toBe(wordsOf);
    expect(analysis).toMatchObject({ sourceLanguage: 'en', sourceLanguageSure: true });
  });

  it('keeps words drawn one by one as pdf.js spaced them (no doubled breaks)', async () => {
    const { analysis, lines } = await analyze('word-by-word.pdf', await wordByWordPdf());
    expect(lines).toEqual(PARAGRAPH);
    expect(analysis.wordCount).toBe(wordsOf);
  });

  it('invents no break in tightly tracked words, nor in justified lines', async () => {
    const tight = await analyze('tight.pdf', await spacedLinesPdf(-0.05, 0));
    expect(tight.lines).toEqual(PARAGRAPH);
    expect(tight.analysis.wordCount).toBe(wordsOf);
    const justified = await analyze('justified.pdf', await spacedLinesPdf(0, 0.6));
    expect(justified.lines).toEqual(PARAGRAPH);
    expect(justified.analysis.wordCount).toBe(wordsOf);
  });

  it('invents no break in Japanese, even spread out', async () => {
    const { analysis, lines } = await analyze('japanese.pdf', await japanesePdf());
    expect(lines).toEqual(JAPANESE);
    expect(analysis.wordCount).toBe(JAPANESE.join('').match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu)!.length);
    expect(analysis.sourceLanguage).toBe('ja');
  });
});
