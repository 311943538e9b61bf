import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { prosePdf, writePdfFile } from '../../test/utils/pdf-factory';
import { applyTranslations, buildSegments } from '../layout/segments.util';
import { PdfParseRunner } from '../pdf/pdf-parse-runner';
import { PdfTextExtractor } from '../pdf/pdf-text-extractor';
import { PdfWriteRunner } from './pdf-write-runner';

// The bilingual PDF as the job makes it: the writing process writes the translated PDF, then interleaves it with
// the original (bilingual.ts), and the text read back from the result alternates between the two.
describe('bilingual PDF from the writing process', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pt-bilingual-'));
  const parser = new PdfParseRunner();
  const extractor = new PdfTextExtractor(parser);
  const runner = new PdfWriteRunner({ timeoutMs: 60_000, timeoutPerPageMs: 0, maxMemoryMb: 1024, concurrency: 1 });

  afterAll(() => {
    runner.close();
    parser.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers each source page followed by its translated page, sizes kept, with open({bilingual: true})', async () => {
    const source = await prosePdf({ pages: 3, language: 'en', size: [595, 842] });
    const extraction = await extractor.extract(writePdfFile(dir, 'source.pdf', source.bytes));
    const segmentation = buildSegments(extraction.pages);
    const blocks = applyTranslations(
      segmentation,
      new Map(segmentation.segments.map((s, i) => [s.id, `Traduit ${i} ${s.text.toUpperCase()}`])),
    );

    const session = runner.open({
      sourcePdf: source.bytes,
      blocks: blocks.map((b) => ({ ...b, translatedText: '' })),
      language: 'fr',
      pages: 3,
      bilingual: true,
    });
    session.typeset(blocks);
    const written = await session.finish();

    const doc = await PDFDocument.load(written.pdf);
    expect(doc.getPageCount()).toBe(6);
    expect(doc.getPages().map((page) => [page.getWidth(), page.getHeight()])).toEqual(Array(6).fill([595, 842]));
    const pages = (await extractor.extract(writePdfFile(dir, 'bilingual.pdf', written.pdf))).pages.map((page) =>
      page.items.map((item) => item.text).join(' '),
    );
    expect(pages).toHaveLength(6);
    pages.forEach((text, index) => {
      if (index % 2 === 0) expect(text).not.toContain('Traduit');
      else expect(text).toContain('Traduit');
    });
    // The original pages are the source's, text unchanged.
    expect(pages[0]).toContain(extraction.pages[0].items[0].text);
  });
});
