import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRef, PDFString, type PDFObject } from 'pdf-lib';
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

/**
 * `pdf` with an outline (items by /Dest, by a GoTo action and by name), named destinations (the catalog's /Dests
 * and its /Names tree), an open action and links within a range and across ranges (of 3 pages).
 */
async function withDestinations(pdf: Uint8Array): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf);
  const { context } = doc;
  const page = (i: number) => doc.getPage(i).ref;
  const dest = (i: number, y = 700) => context.obj([page(i), PDFName.of('XYZ'), 0, y, null]);
  const outline = context.nextRef();
  const entries = [
    { Dest: dest(1) },
    { A: context.obj({ S: 'GoTo', D: dest(4, 500) }) },
    { Dest: PDFName.of('chapter') },
    { Dest: PDFString.of('intro') },
    { Dest: context.obj([page(doc.getPageCount() - 1), PDFName.of('Fit')]) },
  ];
  const items = entries.map(() => context.nextRef());
  entries.forEach((entry, i) =>
    context.assign(
      items[i],
      context.obj({
        Title: PDFString.of(`Part ${i + 1}`),
        Parent: outline,
        ...(i > 0 ? { Prev: items[i - 1] } : {}),
        ...(i < items.length - 1 ? { Next: items[i + 1] } : {}),
        ...entry,
      }),
    ),
  );
  context.assign(outline, context.obj({ Type: 'Outlines', First: items[0], Last: items[items.length - 1], Count: items.length }));
  doc.catalog.set(PDFName.of('Outlines'), outline);
  doc.catalog.set(PDFName.of('Dests'), context.obj({ chapter: dest(7) }));
  doc.catalog.set(
    PDFName.of('Names'),
    context.obj({ Dests: context.obj({ Names: [PDFString.of('intro'), context.obj({ D: dest(2) })] }) }),
  );
  doc.catalog.set(PDFName.of('OpenAction'), context.obj([page(3), PDFName.of('Fit')]));
  const link = (from: number, to: PDFObject, y: number) => {
    const annot = context.register(
      context.obj({
        Type: 'Annot',
        Subtype: 'Link',
        Rect: [10, y, 60, y + 10],
        Border: [0, 0, 0],
        ...(to instanceof PDFArray ? { Dest: to } : { A: to }),
      }),
    );
    doc.getPage(from).node.addAnnot(annot);
  };
  link(0, dest(8), 20); // across ranges
  link(4, context.obj({ S: 'GoTo', D: dest(3) }), 20); // within its range
  link(4, dest(0), 40); // back to the first range
  return doc.save();
}

type Destinations = { open?: number; outline: Array<number | undefined>; named: Record<string, number | undefined>; links: string[] };

/** Where the outline, named destinations, open action and links of `pdf` lead: page numbers from 0. */
async function destinationsOf(pdf: Uint8Array): Promise<Destinations> {
  const doc = await PDFDocument.load(pdf);
  const index = new Map(doc.getPages().map((p, i) => [p.ref.toString(), i]));
  const dests = doc.catalog.lookupMaybe(PDFName.of('Dests'), PDFDict);
  const names = doc.catalog
    .lookupMaybe(PDFName.of('Names'), PDFDict)
    ?.lookupMaybe(PDFName.of('Dests'), PDFDict)
    ?.lookupMaybe(PDFName.of('Names'), PDFArray);
  const named = (name: string): PDFObject | undefined => {
    if (dests?.has(PDFName.of(name))) return dests.lookup(PDFName.of(name));
    for (let i = 0; names && i < names.size(); i += 2) {
      const key = names.lookup(i);
      if ((key instanceof PDFString || key instanceof PDFHexString) && key.decodeText() === name) return names.lookup(i + 1);
    }
    return undefined;
  };
  const pageOf = (value: PDFObject | undefined): number | undefined => {
    if (value instanceof PDFName) return pageOf(named(value.decodeText()));
    if (value instanceof PDFString || value instanceof PDFHexString) return pageOf(named(value.decodeText()));
    if (value instanceof PDFDict)
      return pageOf(value.lookup(PDFName.of('D')) ?? value.lookup(PDFName.of('Dest')) ?? value.lookup(PDFName.of('A')));
    if (value instanceof PDFArray) {
      const first = value.get(0);
      return first instanceof PDFRef ? index.get(first.toString()) : undefined;
    }
    return undefined;
  };
  const outline: Array<number | undefined> = [];
  let item = doc.catalog.lookupMaybe(PDFName.of('Outlines'), PDFDict)?.lookupMaybe(PDFName.of('First'), PDFDict);
  while (item) {
    outline.push(pageOf(item));
    item = item.lookupMaybe(PDFName.of('Next'), PDFDict);
  }
  const links: string[] = [];
  doc.getPages().forEach((p, i) => {
    const annots = p.node.Annots();
    for (let k = 0; annots && k < annots.size(); k++) {
      const annot = annots.lookup(k, PDFDict);
      if (annot.get(PDFName.of('Subtype')) === PDFName.of('Link')) links.push(`${i} -> ${pageOf(annot)}`);
    }
  });
  return {
    open: pageOf(doc.catalog.lookup(PDFName.of('OpenAction'))),
    outline,
    named: { chapter: pageOf(named('chapter')), intro: pageOf(named('intro')) },
    links,
  };
}

describe('a long document written by ranges', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pt-pdf-ranges-'));
  let pages: number;
  let source: Uint8Array;
  let blocks: TranslatedBlock[];
  const whole = new PdfWriteRunner({ timeoutMs: 120_000, timeoutPerPageMs: 0, maxMemoryMb: 1024, concurrency: 1 });
  // Ranges of 3 pages, paragraphs going on from one range into the next.
  const ranged = new PdfWriteRunner({
    timeoutMs: 120_000,
    timeoutPerPageMs: 0,
    maxMemoryMb: 1024,
    concurrency: 1,
    rangePages: 3,
    rangesAbovePages: 3,
  });
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
    source = await withDestinations(
      await mergePdfs([await layoutSamplerPdf(), await variedDocumentPdf({ pages: 6, layout: 'images', seed: 7 })]),
    );
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

  it('splits the source ahead of its session while it is read (splitAhead), once, into the same document', async () => {
    const byRanges = await write(ranged);
    const rangesDirs = () =>
      readdirSync((ranged as unknown as { rangesDir: string }).rangesDir).filter((name) => name.startsWith('ranges-'));
    /** Polls until the runner's folder holds `n` ranges folders (a hang guard bounds it, not a speed check). */
    const until = async (n: number) => {
      while (rangesDirs().length !== n) await new Promise((resolve) => setTimeout(resolve, 50));
    };
    // The session before removes its ranges once it is settled, without waiting: wait for them to be gone.
    await until(0);
    ranged.splitAhead(join(dir, 'source.pdf'), pages, 'fr');
    await until(1);
    const session = ranged.open({
      sourcePath: join(dir, 'source.pdf'),
      blocks: blocks.map((b) => ({ ...b, translatedText: '' })),
      language: 'fr',
      pages,
    });
    // The session took those ranges rather than splitting again.
    expect(rangesDirs()).toHaveLength(1);
    session.typeset(blocks);
    const ahead = await session.finish();
    expect(pagesOf(dir, 'ahead.pdf', ahead.pdf)).toEqual(pagesOf(dir, 'ranges-again.pdf', byRanges.pdf));
    // Ranges split for another language are not used, and are removed.
    ranged.splitAhead(join(dir, 'source.pdf'), pages, 'es');
    const other = ranged.open({ sourcePath: join(dir, 'source.pdf'), blocks: [], language: 'fr', pages });
    await other.finish();
    await until(0);
  }, 120_000);

  it('keeps where the outline, named destinations, open action and links lead: the same pages, translated', async () => {
    const expected = await destinationsOf(source);
    expect(expected).toEqual({
      open: 3,
      outline: [1, 4, 7, 2, pages - 1],
      named: { chapter: 7, intro: 2 },
      links: ['0 -> 8', '4 -> 3', '4 -> 0'],
    });
    expect(await destinationsOf((await write(whole)).pdf)).toEqual(expected);
    expect(await destinationsOf((await write(ranged)).pdf)).toEqual(expected);
  });

  it('leads to the source pages in a bilingual document, and from a translated page to the translated pages', async () => {
    const original = await destinationsOf(source);
    const at = (page: number | undefined) => (page === undefined ? undefined : 2 * page);
    const expected: Destinations = {
      open: at(original.open),
      outline: original.outline.map(at),
      named: { chapter: at(original.named.chapter), intro: at(original.named.intro) },
      // The source's links on its pages, then the translated page's links to translated pages.
      links: original.links
        .flatMap((link) => {
          const [from, to] = link.split(' -> ').map(Number);
          return [
            { page: 2 * from, link: `${2 * from} -> ${2 * to}` },
            { page: 2 * from + 1, link: `${2 * from + 1} -> ${2 * to + 1}` },
          ];
        })
        .sort((a, b) => a.page - b.page)
        .map(({ link }) => link),
    };
    expect(await destinationsOf((await write(whole, true)).pdf)).toEqual(expected);
    expect(await destinationsOf((await write(ranged, true)).pdf)).toEqual(expected);
  });

  it('interleaves each source page with its translation in a bilingual document', async () => {
    const once = pagesOf(dir, 'bilingual-once.pdf', (await write(whole, true)).pdf);
    const byRanges = pagesOf(dir, 'bilingual-ranges.pdf', (await write(ranged, true)).pdf);
    expect(once).toHaveLength(2 * pages);
    expect(byRanges).toEqual(once);
  });
});
