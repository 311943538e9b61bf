import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { layoutSamplerPdf, variedDocumentPdf, writePdfFile } from '../../test/utils/pdf-factory';
import type { TranslatedBlock } from '../layout/layout.types';
import { applyTranslations, buildSegments } from '../layout/segments.util';
import { PdfParseRunner } from '../pdf/pdf-parse-runner';
import { PdfTextExtractor } from '../pdf/pdf-text-extractor';
import { mergePdfs } from './output.fixtures';
import { PdfWriteRunner } from './pdf-write-runner';
import type { WriteTranslatedPdfResult } from './pdf-writer';

/** Per page: its text as pdftotext reads it, and the names of the fonts it uses (subset tags and pdf-lib's suffixes off). */
function pagesOf(dir: string, name: string, pdf: Uint8Array): Array<{ text: string; fonts: string[] }> {
  const file = join(dir, name);
  writeFileSync(file, pdf);
  const count = Number(execFileSync('qpdf', ['--show-npages', file], { encoding: 'utf8' }).trim());
  return Array.from({ length: count }, (_, i) => {
    const page = String(i + 1);
    const text = execFileSync('pdftotext', ['-f', page, '-l', page, file, '-'], { encoding: 'utf8' });
    const fonts = execFileSync('pdffonts', ['-f', page, '-l', page, file], { encoding: 'utf8' })
      .split('\n')
      .slice(2)
      .map((line) =>
        line
          .split(/\s+/)[0]
          .replace(/^[A-Z]{6}\+/, '')
          .replace(/-\d+$/, ''),
      )
      .filter(Boolean);
    return { text, fonts: [...new Set(fonts)].sort() };
  });
}

describe('a long document written by ranges', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pt-pdf-ranges-'));
  let pages: number;
  let source: Uint8Array;
  let blocks: TranslatedBlock[];
  const whole = new PdfWriteRunner({ timeoutMs: 120_000, timeoutPerPageMs: 0, maxMemoryMb: 1024, concurrency: 1 });
  // Ranges of 3 pages, paragraphs going on from one range into the next.
  const ranged = new PdfWriteRunner({ timeoutMs: 120_000, timeoutPerPageMs: 0, maxMemoryMb: 1024, concurrency: 1, rangePages: 3 });
  const write = async (runner: PdfWriteRunner, bilingual = false): Promise<WriteTranslatedPdfResult> => {
    const session = runner.open({
      // The ranged runner gets the source as a file, as the translation job gives it; the whole one its bytes.
      ...(runner === ranged ? { sourcePath: join(dir, 'source.pdf') } : { sourcePdf: source }),
      blocks: blocks.map((b) => ({ ...b, translatedText: '' })),
      language: 'fr',
      pages,
      bilingual,
    });
    session.typeset(blocks);
    return session.finish();
  };

  beforeAll(async () => {
    source = await mergePdfs([await layoutSamplerPdf(), await variedDocumentPdf({ pages: 6, layout: 'images', seed: 7 })]);
    const extraction = await new PdfTextExtractor(new PdfParseRunner()).extract(writePdfFile(dir, 'source.pdf', source));
    pages = extraction.pageCount;
    expect(pages).toBeGreaterThan(9);
    const segmentation = buildSegments(extraction.pages);
    blocks = applyTranslations(segmentation, new Map(segmentation.segments.map((s) => [s.id, `FR: ${s.text.toUpperCase()} ET ENCORE`])));
  });

  afterAll(() => {
    whole.close();
    ranged.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('has the pages, the text of each page, its fonts and the reports of the document written at once', async () => {
    const once = await write(whole);
    const byRanges = await write(ranged);
    const expected = pagesOf(dir, 'once.pdf', once.pdf);
    expect(expected).toHaveLength(pages);
    expect(expected.some((page) => page.fonts.some((font) => font.startsWith('Liberation')))).toBe(true);
    expect(pagesOf(dir, 'ranges.pdf', byRanges.pdf)).toEqual(expected);
    expect(byRanges.overflows).toEqual(once.overflows);
    expect(byRanges.shrunk).toEqual(once.shrunk);
    expect(byRanges.missingGlyphs).toEqual(once.missingGlyphs);
    expect(byRanges.removal.pages).toBe(pages);
    expect(byRanges.removal.issues).toEqual(once.removal.issues);
    // The source's catalog, with the translation's language.
    const doc = await PDFDocument.load(byRanges.pdf);
    expect(doc.catalog.lookup(PDFName.of('Lang'), PDFString).decodeText()).toBe('fr');
    // Each range embeds the faces it uses: the fonts of the output grow by less than one set per range.
    expect(byRanges.pdf.length).toBeLessThan(once.pdf.length * 3);
  });

  it('interleaves each source page with its translation in a bilingual document', async () => {
    const once = pagesOf(dir, 'bilingual-once.pdf', (await write(whole, true)).pdf);
    const byRanges = pagesOf(dir, 'bilingual-ranges.pdf', (await write(ranged, true)).pdf);
    expect(once).toHaveLength(2 * pages);
    expect(byRanges).toEqual(once);
  });
});
