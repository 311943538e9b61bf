import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFName, PDFRawStream, rgb, StandardFonts } from 'pdf-lib';
import { layoutSamplerPdf, mixedSizesPdf, PROSE, writePdfFile } from '../../test/utils/pdf-factory';
import type { TranslatedBlock } from '../layout/layout.types';
import { applyTranslations, buildSegments } from '../layout/segments.util';
import { PdfParseRunner } from '../pdf/pdf-parse-runner';
import { PdfTextExtractor } from '../pdf/pdf-text-extractor';
import type { PdfExtractedPage, PdfExtraction } from '../pdf/pdf.types';
import { writeTranslatedDocx } from './docx-writer';
import { typesetBoxes } from './free-space.util';
import { pageGraphics } from './page-graphics';
import {
  accentsPdf,
  ACCENTED,
  SCRIPT_TARGET,
  formXObjectPdf,
  imageDigests,
  INLINE_IMAGES,
  inlineImagePdf,
  linkUris,
  mergePdfs,
  OPERATOR_SENTENCES,
  pageContent,
  typesetBlock,
} from './output.fixtures';
import { DEJAVU_FILES } from './pdf-fonts';
import { writeTranslatedPdf, type WriteTranslatedPdfResult } from './pdf-writer';

const NON_LATIN = 'Привет, мир — Καλημέρα κόσμε';
const OVERFLOWING = `${Array.from({ length: 150 }, (_, i) => `MOT${i}`).join(' ')} FIN`;

/** The stand-in engine: deterministic, visibly different from the source, and never lower case. */
function standIn(text: string): string {
  if (text === 'Accent target') return ACCENTED;
  if (text === SCRIPT_TARGET) return NON_LATIN;
  return `FR: ${text.toUpperCase()}`;
}

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();
const pageText = (page: PdfExtractedPage) => normalize(page.items.map((item) => item.text).join(' '));

describe('writeTranslatedPdf', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pt-pdf-writer-'));
  const extractor = new PdfTextExtractor(new PdfParseRunner());
  let source: Uint8Array;
  let before: PdfExtraction;
  let blocks: TranslatedBlock[];
  let result: WriteTranslatedPdfResult;
  let after: PdfExtraction;
  /** Page numbers (1-based) of the documents merged into the source. */
  const at = { table: 3, image: 5, blank: 6, mixed: 9, forms: 13, accents: 14, inline: 15 };

  beforeAll(async () => {
    source = await mergePdfs([
      await layoutSamplerPdf(),
      await mixedSizesPdf(),
      await formXObjectPdf(),
      await accentsPdf(),
      await inlineImagePdf(),
    ]);
    before = await extractor.extract(writePdfFile(dir, 'source.pdf', source));
    const segmentation = buildSegments(before.pages);
    blocks = [
      ...applyTranslations(segmentation, new Map(segmentation.segments.map((segment) => [segment.id, standIn(segment.text)]))),
      // Far too much text for its box, on the blank page, with a block (left empty) close under it.
      {
        ...typesetBlock({
          id: 'big',
          page: at.blank,
          x: 72,
          y: 600,
          width: 200,
          height: 24,
          fontSize: 10,
          lineHeight: 12,
          translatedText: OVERFLOWING,
        }),
        text: '',
        sentences: [],
        issues: [],
        lines: [],
      },
      {
        ...typesetBlock({ id: 'under-big', page: at.blank, x: 72, y: 560, width: 200, height: 12, translatedText: '' }),
        text: '',
        sentences: [],
        issues: [],
        lines: [],
      },
    ];
    result = await writeTranslatedPdf({ sourcePdf: source, blocks, language: 'fr' });
    after = await extractor.extract(writePdfFile(dir, 'output.pdf', result.pdf));
  }, 30_000); // two parses in a child process and a write: about 3 s, more on a busy machine

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps the page count, sizes, boxes and rotation', () => {
    expect(before.pageCount).toBe(15);
    const shape = (p: PdfExtractedPage) => ({ width: p.width, height: p.height, rotation: p.rotation, view: p.view });
    expect(after.pages.map(shape)).toEqual(before.pages.map(shape));
  });

  it('keeps every image: as many drawn per page, and the same bytes', async () => {
    expect(after.pages.map((p) => p.images)).toEqual(before.pages.map((p) => p.images));
    expect(before.pages[at.image - 1].images).toBe(1);
    expect(before.pages[at.forms - 1].images).toBe(1); // inside the nested form
    expect(await imageDigests(result.pdf)).toEqual(await imageDigests(source));
  });

  it('holds every translated block and none of the source text', () => {
    for (const block of blocks) {
      if (!/\p{L}/u.test(block.translatedText)) continue;
      expect({ block: block.id, found: pageText(after.pages[block.page - 1]).includes(normalize(block.translatedText)) }).toEqual({
        block: block.id,
        found: true,
      });
    }
    // The stand-in never writes lower case except in its two special translations: any lower case is source text.
    for (const page of after.pages) {
      const rest = pageText(page).replaceAll(ACCENTED, '').replaceAll(NON_LATIN, '');
      expect({ page: page.number, lowerCase: rest.match(/[^\s]*\p{Ll}[^\s]*/gu) ?? [] }).toEqual({ page: page.number, lowerCase: [] });
    }
    const all = after.pages.map(pageText).join(' ');
    for (const sentence of [...PROSE.en, ...OPERATOR_SENTENCES, 'Nested form sentence about the harbour.']) {
      expect(all).not.toContain(sentence.split(' ').slice(0, 5).join(' '));
    }
    expect(all).toContain('FR: THE HARBOUR WAS QUIET IN THE EARLY MORNING');
    expect(all).toContain('FR: NESTED FORM SENTENCE ABOUT THE HARBOUR.');
    expect(pageText(after.pages[at.table - 1])).toContain('FR: INK CARTRIDGES');
  });

  it('renders accents and non-Latin letters with the embedded font', () => {
    const accents = pageText(after.pages[at.accents - 1]);
    expect(accents).toContain('FR: DÉJÀ VU – ÉTÉ À MONTRÉAL');
    expect(accents).toContain(ACCENTED);
    expect(accents).toContain(NON_LATIN);
    expect(result.missingGlyphs).toEqual([]);
    // Helvetica's stand-in, Liberation Sans, has Cyrillic and Greek.
    expect(after.pages[at.accents - 1].items.find((item) => item.text.includes('Привет'))?.fontName).toMatch(/^LiberationSans-\d+$/);
  });

  it('sets each block inside its box (table cells in their cells, one-liners in the room beside them) unless it reported an overflow', async () => {
    const graphics = pageGraphics(await PDFDocument.load(source));
    const geometry = (n: number) => {
      const [left, bottom, right, top] = after.pages[n - 1].view;
      return { left, right, bottom, top, graphics: graphics.get(n)?.boxes };
    };
    const boxesOf = typesetBoxes(blocks, geometry);
    const overflowing = new Set(result.overflows.map((o) => o.blockId));
    for (const page of after.pages) {
      const boxes = blocks
        .filter((b) => b.page === page.number && b.angle === 0)
        .map((b) => {
          const box = boxesOf.get(b.id) ?? b;
          // An overflowing block may run on down to the page's bottom.
          return overflowing.has(b.id) ? { ...box, y: -1e9, height: box.y + box.height + 1e9 } : box;
        });
      for (const item of page.items.filter((i) => i.angle === 0 && i.text.trim())) {
        const inside = boxes.some(
          (box) =>
            item.x >= box.x - 1 && item.x + item.width <= box.x + box.width + 1 && item.y >= box.y - 1 && item.y <= box.y + box.height + 1,
        );
        expect({ page: page.number, text: item.text, inside }).toEqual({ page: page.number, text: item.text, inside: true });
      }
    }
  });

  it('removes text from nested Form XObjects and keeps inline images, links and drawings', async () => {
    expect(result.removal).toMatchObject({ formXObjects: 2, issues: [] });
    const doc = await PDFDocument.load(result.pdf);
    const original = await PDFDocument.load(source);
    const inline = pageContent(doc, at.inline - 1);
    for (const image of INLINE_IMAGES) expect(inline.includes(image)).toBe(true);
    for (const page of [at.forms, at.accents]) expect(linkUris(doc, page - 1)).toEqual(linkUris(original, page - 1));
    expect(linkUris(doc, at.forms - 1)).toEqual(['https://example.com/pagetranslate']);
    expect(pageContent(doc, at.table - 1).toString('latin1')).toMatch(/ l\s+S/); // the table's rules
  });

  it('writes the same blocks as a DOCX: paragraphs, the table and a page break per source page', async () => {
    const docx = await writeTranslatedDocx({ blocks, pageCount: before.pageCount, language: 'fr' });
    const xml = strFromU8(unzipSync(new Uint8Array(docx))['word/document.xml']);
    expect(xml).toContain('FR: THE HARBOUR WAS QUIET IN THE EARLY MORNING');
    expect(xml).toContain(ACCENTED);
    expect(xml.match(/<w:pageBreakBefore\/>/g)).toHaveLength(before.pageCount - 1);
    if (blocks.some((b) => b.kind === 'table-cell')) expect(xml).toMatch(/<w:tbl>[\s\S]*FR: INK CARTRIDGES[\s\S]*<\/w:tbl>/);
  });

  it('reports a block given far too much text, sets it at the minimum size and draws all of it below its box', () => {
    expect(result.overflows).toEqual([
      {
        page: at.blank,
        blockId: 'big',
        kind: 'paragraph',
        fontSize: 7,
        lines: expect.any(Number),
        overflow: expect.any(Number),
        beyondPage: false,
      },
    ]);
    expect(result.overflows[0].overflow).toBeGreaterThan(50);
    const page = after.pages[at.blank - 1];
    expect(pageText(page)).toBe(OVERFLOWING);
    expect(page.items.filter((i) => i.text.trim()).every((i) => Math.abs(i.fontSize - 7) < 0.01)).toBe(true);
  });
});

describe('writeTranslatedPdf typesetting', () => {
  /** Our layer: the last content stream of the first page, decoded. */
  async function layer(
    blocks: Parameters<typeof writeTranslatedPdf>[0]['blocks'],
    options: Partial<Parameters<typeof writeTranslatedPdf>[0]> = {},
  ) {
    const written = await writeTranslatedPdf({ sourcePdf: await accentsPdf(), blocks, ...options });
    const doc = await PDFDocument.load(written.pdf);
    return { content: pageContent(doc, 0).toString('latin1'), doc, written };
  }

  it('keeps a list marker at the box edge and starts every line where the source text did (hanging indent)', async () => {
    const item = typesetBlock({
      kind: 'list-item',
      marker: '•',
      width: 120,
      height: 30,
      lines: [
        {
          x: 72,
          text: '• Premier',
          items: [
            { x: 72, text: '•' },
            { x: 90, text: 'Premier' },
          ],
        },
      ],
      translatedText: 'Premier point de la liste, assez long pour tenir sur deux lignes',
    });
    const { content } = await layer([item]);
    const firstBaseline = 700 + 30 - 0.8 * 10;
    expect(content).toContain(`1 0 0 1 72 ${firstBaseline} Tm <`);
    expect(content).toContain(`1 0 0 1 90 ${firstBaseline} Tm <`);
    expect(content).toContain(`1 0 0 1 90 ${firstBaseline - 12} Tm <`);
  });

  it('slants the upright face when no italic file is installed, and turns rotated text', async () => {
    const files = { ...DEJAVU_FILES, sans: { ...DEJAVU_FILES.sans, italic: 'not-installed.ttf' } };
    const missing = {
      regular: '/not-installed.ttf',
      bold: '/not-installed.ttf',
      italic: '/not-installed.ttf',
      boldItalic: '/not-installed.ttf',
    };
    const { content } = await layer(
      [
        typesetBlock({ italic: true, fontName: 'Helvetica-Oblique' }),
        typesetBlock({ id: 'turned', y: 300, angle: 90, width: 200, translatedText: 'Texte tourné' }),
      ],
      { fonts: { files, typefaces: { 'liberation-sans': missing } } },
    );
    expect(content).toMatch(/1 0 0\.213 1 72 \S+ Tm/);
    expect(content).toContain('0 1 -1 0 72 300 Tm');
  });

  it('sets each block in the colour its source text was painted in', async () => {
    const source = await PDFDocument.create();
    const font = await source.embedFont(StandardFonts.Helvetica);
    const page = source.addPage([612, 792]);
    page.drawText('A blue heading', { x: 72, y: 700, size: 16, font, color: rgb(0.2, 0.4, 0.8) });
    page.drawText('A black paragraph.', { x: 72, y: 660, size: 10, font });
    const written = await writeTranslatedPdf({
      sourcePdf: await source.save(),
      blocks: [
        typesetBlock({ id: 'h', kind: 'heading', y: 696, height: 18, fontSize: 16, translatedText: 'Un titre bleu' }),
        typesetBlock({ id: 'p', y: 657, translatedText: 'Un paragraphe noir.' }),
      ],
    });
    const content = pageContent(await PDFDocument.load(written.pdf), 0).toString('latin1');
    expect(content).toMatch(/BT \/PT1 16 Tf 0\.2 0\.4 0\.8 rg/);
    expect(content).toMatch(/BT \/PT1 10 Tf 0 0 0 rg/);
  });

  it('draws on top of the page in a clean graphics state, writes the language, and refuses a block off the document', async () => {
    const { doc } = await layer([typesetBlock()], { language: 'fr-CA' });
    const contents = doc.getPages()[0].node.Contents() as PDFArray;
    const streams = contents
      .asArray()
      .map((ref) => Buffer.from(decodePDFRawStream(doc.context.lookup(ref) as PDFRawStream).decode()).toString('latin1'));
    expect(streams[0]).toBe('q\n');
    expect(streams.at(-2)).toBe('Q\n');
    expect(streams.at(-1)).toMatch(/^q BT \/PT1 10 Tf 0 0 0 rg/);
    expect(doc.catalog.get(PDFName.of('Lang'))?.toString()).toBe('(fr-CA)');
    await expect(writeTranslatedPdf({ sourcePdf: await accentsPdf(), blocks: [typesetBlock({ page: 2 })] })).rejects.toThrow(RangeError);
  });
});

const REAL_PRODUCERS = [
  {
    name: 'a Chromium-printed report (subset CID fonts, space glyphs, shapes for bullets and borders)',
    file: 'chromium-report.pdf',
    sources: [
      'The water treatment plant operated',
      'inspected more than two hundred',
      'Three pumps were replaced',
      'Treatment of drinking water',
      'The city will continue to replace',
    ],
    translations: ['FR: THE WATER TREATMENT PLANT', 'FR: THREE PUMPS', 'FR: TREATMENT OF DRINKING WATER', 'FR: THE CITY WILL CONTINUE'],
  },
  {
    name: 'a LibreOffice-exported report (two-column section, ruled table, footnote, header and footer)',
    file: 'libreoffice-report.pdf',
    sources: [
      'The water treatment plant operated',
      'Our engineers inspected',
      'Treatment of drinking',
      'About five',
      'kilometres of pipes will',
      'Riverton Water Service',
      'The fiscal year ended',
    ],
    translations: [
      'FR: THE WATER TREATMENT PLANT',
      'FR: OUR ENGINEERS',
      'FR: TREATMENT OF DRINKING WATER',
      'FR: RIVERTON WATER SERVICE',
      'FR: THE FISCAL YEAR ENDED',
      'FR: ABOUT',
      'FIVE KILOMETRES OF PIPES WILL BE REPLACED',
    ],
  },
];

describe.each(REAL_PRODUCERS)('writeTranslatedPdf on $name', ({ file: fixture, sources, translations }) => {
  const dir = mkdtempSync(join(tmpdir(), 'pt-pdf-writer-real-'));
  const extractor = new PdfTextExtractor(new PdfParseRunner());
  let before: PdfExtraction;
  let after: PdfExtraction;
  let result: WriteTranslatedPdfResult;

  beforeAll(async () => {
    const file = join(__dirname, '../../test/fixtures', fixture);
    before = await extractor.extract(file);
    const segmentation = buildSegments(before.pages);
    const blocks = applyTranslations(segmentation, new Map(segmentation.segments.map((segment) => [segment.id, standIn(segment.text)])));
    result = await writeTranslatedPdf({ sourcePdf: readFileSync(file), blocks, language: 'fr' });
    after = await extractor.extract(writePdfFile(dir, 'output.pdf', result.pdf));
  }, 30_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps its pages and removes every source sentence, the stretched justified lines included', () => {
    expect(after.pages.map(({ width, height }) => ({ width, height }))).toEqual(
      before.pages.map(({ width, height }) => ({ width, height })),
    );
    const text = after.pages.map(pageText).join(' ');
    for (const source of sources) expect(text).not.toContain(source);
    for (const translated of translations) expect(text).toContain(translated);
    expect(result.removal.issues).toEqual([]);
    expect(result.overflows).toEqual([]);
  });
});
