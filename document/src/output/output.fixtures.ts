// Test PDFs the shared factory (test/utils/pdf-factory.ts) does not make: Form XObjects (nested) holding text and
// an image, inline images whose data looks like syntax, every text-showing operator, marked content with
// /ActualText, an unbalanced `q`, links, accents and non-Latin translations. Not used by production code.
import { deflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFPage, PDFRawStream, PDFString, rgb, StandardFonts, decodePDFRawStream } from 'pdf-lib';
import { pngBytes, type GeneratedPdf } from '../../test/utils/pdf-factory';
import type { TypesetBlock } from './output.types';

export const ACCENTED = 'Déjà vu – été à Montréal';
/** A line as long as the non-Latin translation a test gives it. */
export const SCRIPT_TARGET = 'Script target, about as long as its translation';

/**
 * Unfiltered 4×2 grey image data holding "EI", parentheses and a comment sign, which a lexer that does not skip
 * inline images reads as an unterminated string. (Data with " EI " inside also fools pdf.js, so it is left to the
 * lexer's unit tests.)
 */
export const TRICKY_IMAGE_DATA = Buffer.from('EI)(%ABC', 'latin1');

/** The inline images of `inlineImagePdf`, byte for byte as written, from BI to EI. */
export const INLINE_IMAGES = [
  Buffer.concat([Buffer.from('BI /W 4 /H 2 /BPC 8 /CS /G ID ', 'latin1'), TRICKY_IMAGE_DATA, Buffer.from('\nEI', 'latin1')]),
  Buffer.from('BI /W 2 /H 2 /BPC 8 /CS /RGB /F /AHx ID\nFF000000FF000000FF808080>\nEI', 'latin1'),
  Buffer.concat([
    Buffer.from('BI /W 8 /H 8 /BPC 8 /CS /G /F /Fl ID ', 'latin1'),
    deflateSync(Buffer.from(Array.from({ length: 64 }, (_, i) => (i * 37) & 255))),
    Buffer.from('\nEI', 'latin1'),
  ]),
];

/** The sentences drawn by `inlineImagePdf` with each text-showing operator. */
export const OPERATOR_SENTENCES = [
  'Plain string with (nested) parentheses',
  'Hello hex',
  'Kerned words here',
  'First quoted line',
  'Second quoted line',
  'Red sentence before a red box',
  'Split over two streams',
  'Hidden replacement text',
];

/**
 * One page whose content is written by hand: Tj with escaped and nested parentheses, a hex string, TJ with kerning,
 * ' and ", colour set inside a text object (a box drawn after it must stay red), marked content with /ActualText,
 * a comment, three inline images, a text object begun in one content stream and ended in the next, and a `q` left
 * open at the end.
 */
export async function inlineImagePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  page.node.setFontDictionary(PDFName.of('F1'), font.ref);
  const first = [
    '% a comment (with an open parenthesis and BT\n',
    'q 0 0 1 RG 2 w 60 60 m 552 60 l S Q\n',
    'BT /F1 12 Tf 72 720 Td (Plain string with \\(nested\\) (parentheses)) Tj ET\n',
    'BT /F1 12 Tf 72 700 Td <48656c6c6f20686578> Tj ET\n',
    'BT /F1 12 Tf 72 680 Td [(Kerned) -250 (words) -250 (here)] TJ ET\n',
    'BT /F1 12 Tf 14 TL 72 660 Td (First quoted line) \' 1 0.5 (Second quoted line) " ET\n',
    'BT 1 0 0 rg /F1 12 Tf 72 600 Td (Red sentence before a red box) Tj ET 72 560 100 20 re f\n',
    '/Span << /MCID 0 /ActualText (Hidden replacement text) >> BDC BT 0 g /F1 12 Tf 72 520 Td (Hidden replacement text) Tj ET EMC\n',
    `q 40 0 0 20 300 700 cm ${INLINE_IMAGES[0].toString('latin1')} Q\n`,
    `q 40 0 0 40 360 700 cm ${INLINE_IMAGES[1].toString('latin1')} Q\n`,
    `q 40 0 0 40 420 700 cm ${INLINE_IMAGES[2].toString('latin1')} Q\n`,
    'BT /F1 12 Tf 72 480 Td (Split over two streams) Tj\n',
  ].join('');
  const second = 'ET\nq 1 0 0 1 0 0 cm 0 0 1 rg 72 420 50 20 re f\n'; // the q stays open
  const refs = [first, second].map((text) => doc.context.register(doc.context.flateStream(Buffer.from(text, 'latin1'))));
  page.node.set(PDFName.of('Contents'), doc.context.obj(refs));
  return doc.save({ useObjectStreams: false });
}

/** Text drawn inside a Form XObject that itself draws another (nested) with an image, plus a link on the page. */
export async function formXObjectPdf(): Promise<Uint8Array> {
  const inner = await PDFDocument.create();
  const innerFont = await inner.embedFont(StandardFonts.TimesRoman);
  const innerPage = inner.addPage([400, 200]);
  innerPage.drawText('Nested form sentence about the harbour.', { x: 20, y: 150, size: 14, font: innerFont });
  innerPage.drawImage(await inner.embedPng(pngBytes(20, 10)), { x: 20, y: 20, width: 100, height: 50 });

  const middle = await PDFDocument.create();
  const middleFont = await middle.embedFont(StandardFonts.Helvetica);
  const middlePage = middle.addPage([500, 400]);
  middlePage.drawText('Outer form sentence about the library.', { x: 20, y: 360, size: 14, font: middleFont });
  const [embeddedInner] = await middle.embedPdf(await inner.save());
  middlePage.drawPage(embeddedInner, { x: 20, y: 20 });

  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  page.drawText('Page sentence above the forms.', { x: 72, y: 740, size: 14, font });
  const [embeddedMiddle] = await doc.embedPdf(await middle.save());
  page.drawPage(embeddedMiddle, { x: 56, y: 200 });
  addLink(doc, page, [72, 100, 300, 120], 'https://example.com/pagetranslate');
  return doc.save({ useObjectStreams: false });
}

/** Accented source text, two lines whose translations are accented and non-Latin, a box, an image and a link. */
export async function accentsPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595.28, 841.89]);
  page.drawRectangle({ x: 60, y: 60, width: 475, height: 720, borderColor: rgb(0.2, 0.4, 0.8), borderWidth: 3, color: rgb(0.95, 0.95, 1) });
  page.drawText(ACCENTED, { x: 72, y: 740, size: 16, font });
  page.drawText('Accent target', { x: 72, y: 640, size: 12, font });
  page.drawText(SCRIPT_TARGET, { x: 72, y: 540, size: 12, font });
  page.drawImage(await doc.embedPng(pngBytes(32, 24)), { x: 300, y: 300, width: 160, height: 120 });
  addLink(doc, page, [72, 200, 300, 220], 'https://example.com/accents');
  return doc.save({ useObjectStreams: false });
}

function addLink(doc: PDFDocument, page: PDFPage, rect: [number, number, number, number], uri: string): void {
  const link = doc.context.register(
    doc.context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: rect,
      Border: [0, 0, 0],
      A: { Type: 'Action', S: 'URI', URI: PDFString.of(uri) },
    }),
  );
  page.node.set(PDFName.of('Annots'), doc.context.obj([link]));
}

/** Pages of several documents in one file, in order. */
export async function mergePdfs(parts: ReadonlyArray<Uint8Array | GeneratedPdf>): Promise<Uint8Array> {
  const merged = await PDFDocument.create();
  for (const part of parts) {
    const source = await PDFDocument.load(part instanceof Uint8Array ? part : part.bytes);
    for (const page of await merged.copyPages(source, source.getPageIndices())) merged.addPage(page);
  }
  return merged.save({ useObjectStreams: false });
}

// ---- Reading back ----------------------------------------------------------------------------------------------

/** Every image XObject's encoded bytes, as a sorted list of hex SHA-256 digests. */
export async function imageDigests(bytes: Uint8Array): Promise<string[]> {
  const { createHash } = await import('node:crypto');
  const doc = await PDFDocument.load(bytes);
  const digests: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (object instanceof PDFRawStream && object.dict.lookup(PDFName.of('Subtype')) === PDFName.of('Image')) {
      digests.push(createHash('sha256').update(object.contents).digest('hex'));
    }
  }
  return digests.sort();
}

/** A page's content streams, decoded and joined (Form XObjects not included). */
export function pageContent(doc: PDFDocument, index: number): Buffer {
  const contents = doc.getPages()[index].node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
  return Buffer.concat(
    streams
      .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
      .map((s) => Buffer.concat([Buffer.from(decodePDFRawStream(s).decode()), Buffer.from('\n')])),
  );
}

/** The URIs of a page's link annotations. */
export function linkUris(doc: PDFDocument, index: number): string[] {
  const annots = doc.getPages()[index].node.Annots();
  if (!annots) return [];
  return annots.asArray().map((ref) => {
    const annot = doc.context.lookup(ref, PDFDict);
    const action = annot.lookup(PDFName.of('A'), PDFDict);
    return (action.lookup(PDFName.of('URI')) as PDFString).decodeText();
  });
}

/** A block of text reconstruction's shape, with overrides. */
export function typesetBlock(overrides: Partial<TypesetBlock> = {}): TypesetBlock {
  return {
    id: 'p1-b0',
    page: 1,
    kind: 'paragraph',
    x: 72,
    y: 700,
    width: 300,
    height: 12,
    fontSize: 10,
    fontName: 'Helvetica',
    bold: false,
    italic: false,
    align: 'left',
    lineHeight: 12,
    angle: 0,
    translatedText: 'Texte traduit.',
    ...overrides,
  };
}
