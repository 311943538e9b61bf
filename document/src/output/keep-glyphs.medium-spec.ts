import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { writePdfFile } from '../../test/utils/pdf-factory';
import { applyTranslations, buildSegments } from '../layout/segments.util';
import { PdfParseRunner } from '../pdf/pdf-parse-runner';
import { PdfTextExtractor } from '../pdf/pdf-text-extractor';
import type { PdfExtractedPage, PdfTextItem } from '../pdf/pdf.types';
import { notProsePdf, rowsInOneOperatorPdf } from './keep-glyphs.fixtures';
import { writeTranslatedPdf } from './pdf-writer';
import { PdfWriteRunner } from './pdf-write-runner';

const CORPUS = resolve(__dirname, '../../../../shared/corpus');

/** The stand-in engine: visibly different from the source (placeholders pass through). */
const standIn = (text: string) => `FR: ${text.toUpperCase()}`;

describe('what is not prose keeps its source glyphs', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pt-keep-glyphs-'));
  const extractor = new PdfTextExtractor(new PdfParseRunner());

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function translate(source: Uint8Array, name: string, pages?: number) {
    const before = await extractor.extract(writePdfFile(dir, `${name}-source.pdf`, source), { countImages: false });
    const segmentation = buildSegments(before.pages.slice(0, pages ?? before.pages.length));
    const blocks = applyTranslations(segmentation, new Map(segmentation.segments.map((s) => [s.id, standIn(s.text)])));
    const written = await writeTranslatedPdf({ sourcePdf: source, blocks, language: 'fr' });
    const after = await extractor.extract(writePdfFile(dir, `${name}-out.pdf`, written.pdf), { countImages: false });
    return { before, segmentation, written, after };
  }

  const at = (page: PdfExtractedPage, item: PdfTextItem) =>
    page.items.filter(
      (other) =>
        other.text.trim() === item.text.trim() &&
        Math.abs(other.x - item.x) < 0.5 &&
        Math.abs(other.y - item.y) < 0.5 &&
        other.fontName === item.fontName,
    );
  const isNumber = (item: PdfTextItem) => /^[\d.,]+$/.test(item.text.trim());

  it('leaves numbers, formulas and code in place in their own fonts, and sets the prose again', async () => {
    const { before, segmentation, written, after } = await translate(await notProsePdf(), 'report');
    const [source] = before.pages;
    const [output] = after.pages;
    // Nothing of the numbers, the formula or the code goes to the engine; the inline formula is a placeholder.
    expect(segmentation.segments.map((s) => s.text)).toEqual([
      'Quarterly sales of the northern stores',
      'Toronto',
      'Ottawa',
      'Montreal',
      'The area of the disc is ⟦0⟧ for every circle.',
      'The sales grew in every store over the quarter.',
    ]);
    const kept = source.items.filter((item) => isNumber(item) || /^(Courier|.*Math)/.test(item.fontName));
    expect(kept.map((item) => item.text.trim())).toEqual(expect.arrayContaining(['1,234', '987', '78.25', '\\begin{document}']));
    expect(kept.some((item) => item.text.includes('𝑦'))).toBe(true);
    // Each at its place, in its font, once (not drawn again over itself).
    for (const item of kept.filter((k) => k.y > 280 || k.y < 240)) expect(at(output, item)).toHaveLength(1);
    const text = output.items.map((item) => item.text).join(' ');
    expect(text).not.toContain('Quarterly');
    expect(text).toContain('FR: QUARTERLY SALES');
    expect(written.removal.kept?.length).toBeGreaterThanOrEqual(8);
  });

  it('keeps the same glyphs when written in steps by the writing process, translations arriving in any order', async () => {
    const source = await notProsePdf();
    const { segmentation, written } = await translate(source, 'steps');
    const blocks = applyTranslations(segmentation, new Map(segmentation.segments.map((s) => [s.id, standIn(s.text)])));
    const runner = new PdfWriteRunner({ timeoutMs: 60_000, timeoutPerPageMs: 0, maxMemoryMb: 1024, concurrency: 1 });
    try {
      const session = runner.open({
        sourcePdf: source,
        blocks: blocks.map((b) => ({ ...b, translatedText: '' })),
        language: 'fr',
        pages: 1,
      });
      session.typeset([...blocks].reverse());
      const stepped = await session.finish();
      expect(stepped.removal.kept?.sort()).toEqual(written.removal.kept?.sort());
      // The same text at the same places (the files differ only in the order fonts were embedded).
      const read = async (pdf: Uint8Array, name: string) =>
        (await extractor.extract(writePdfFile(dir, name, pdf), { countImages: false })).pages[0].items
          .map((item) => `${item.text.trim()}@${Math.round(item.x)},${Math.round(item.y)}:${item.fontName.replace(/-\d+$/, '')}`)
          .sort();
      expect(await read(stepped.pdf, 'stepped.pdf')).toEqual(await read(written.pdf, 'whole.pdf'));
    } finally {
      runner.close();
    }
  });

  it('restores the inline formula in the translated sentence, drawn without empty boxes', async () => {
    const { after, written } = await translate(await notProsePdf(), 'inline');
    const text = after.pages[0].items.map((item) => item.text).join(' ');
    // Drawn from a face that has the mathematical letters, or as the letters they style: never as empty boxes.
    expect(text).toMatch(/FR: THE AREA OF THE DISC IS\s+(𝜋𝑟|πr)\s+FOR EVERY CIRCLE\./u);
    expect(written.missingGlyphs).toEqual([]);
  });

  it('keeps a number where it was when one operator also draws a word set again: the operator is cut glyph by glyph', async () => {
    const { before, segmentation, written, after } = await translate(await rowsInOneOperatorPdf(), 'rows');
    const [source] = before.pages;
    const [output] = after.pages;
    // The cities go to the engine on their own: each row's operator draws a prose block and a kept one.
    expect(segmentation.segments.map((s) => s.text)).toEqual(expect.arrayContaining(['Toronto', 'Ottawa', 'Montreal']));
    const numbers = source.items.filter(isNumber);
    expect(numbers.map((item) => item.text.trim())).toEqual(['1,234', '987', '4,321']);
    // Each number in its place, in its font, once, and reading as it did; the cities are drawn again, translated.
    for (const item of numbers) expect(at(output, item)).toHaveLength(1);
    const text = output.items.map((item) => item.text).join(' ');
    expect(text).not.toMatch(/Toronto|Ottawa|Montreal/);
    expect(text).toContain('FR: TORONTO');
    const keptIds = new Set(written.removal.kept);
    const keptTexts = segmentation.blocks.filter((block) => keptIds.has(block.id)).map((block) => block.text.trim());
    expect(keptTexts).toEqual(expect.arrayContaining(['1,234', '987', '4,321']));
  });

  it('keeps the number cells of a real table (NICS) where they were: none drawn again over its neighbours', async () => {
    const source = new Uint8Array(readFileSync(join(CORPUS, 'nics-background-checks-2015-11.pdf')));
    const { before, after } = await translate(source, 'nics');
    const numbers = before.pages[0].items.filter((item) => /^[\d,]+$/.test(item.text.trim()));
    expect(numbers.length).toBeGreaterThan(1000);
    const moved = numbers.filter((item) => at(after.pages[0], item).length !== 1);
    expect(moved).toEqual([]);
  });
});
