import { deflateSync } from 'node:zlib';
import { decodePDFRawStream, PDFDocument, PDFName, PDFRawStream, StandardFonts } from 'pdf-lib';
import { layoutSamplerPdf } from '../../test/utils/pdf-factory';
import { latin1, operations } from './content-stream.util';
import { formXObjectPdf, imageDigests, INLINE_IMAGES, inlineImagePdf, OPERATOR_SENTENCES, pageContent } from './output.fixtures';
import { removeText, textRemover } from './pdf-text-remover';

const TEXT_OPERATORS = new Set(['BT', 'ET', 'Tj', 'TJ', "'", '"', 'Td', 'TD', 'Tm', 'T*']);

/** What the page draws apart from text: each operator with its operands, as written. */
const drawing = (content: Uint8Array) =>
  [...operations(content)]
    .filter((op) => !TEXT_OPERATORS.has(op.operator))
    .map((op) =>
      latin1(content, op.start, op.end)
        .replace(/\/ActualText \([^)]*\)/, '')
        .replace(/\s+/g, ' '),
    );

/** Every Form XObject's decoded content, in object order. */
function formContents(doc: PDFDocument): string[] {
  const out: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (object instanceof PDFRawStream && object.dict.lookup(PDFName.of('Subtype')) === PDFName.of('Form')) {
      out.push(Buffer.from(decodePDFRawStream(object).decode()).toString('latin1'));
    }
  }
  return out;
}

async function onePage(content: Uint8Array, dict: Record<string, unknown> = {}): Promise<PDFDocument> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([300, 300]);
  page.node.setFontDictionary(PDFName.of('F1'), font.ref);
  page.node.set(PDFName.of('Contents'), doc.context.register(doc.context.stream(content, dict as never)));
  return doc;
}

describe('removeText', () => {
  it('removes every text-showing operator, keeps inline images byte for byte and the drawing in order', async () => {
    const doc = await PDFDocument.load(await inlineImagePdf());
    const before = pageContent(doc, 0);
    const report = removeText(doc);
    const after = pageContent(doc, 0);

    expect(report).toMatchObject({ pages: 1, contentStreams: 2, textOperatorsRemoved: 8, issues: [] });
    for (const image of INLINE_IMAGES) expect(after.includes(image)).toBe(true);
    for (const sentence of OPERATOR_SENTENCES) expect(after.toString('latin1')).not.toContain(sentence);
    expect(after.toString('latin1').replace(/%.*\n/, '')).not.toMatch(/48656c6c6f|\bTj\b|\bTJ\b|\bBT\b/);
    // The q left open is closed by an appended stream, after which everything drawn is as before.
    expect(drawing(after)).toEqual([...drawing(before), 'Q']);
    expect(drawing(after)).toContain('1 0 0 rg');
    expect(drawing(after).indexOf('1 0 0 rg')).toBeLessThan(drawing(after).indexOf('72 560 100 20 re'));
  });

  it('removes the text of nested Form XObjects, each once, and leaves images and links alone', async () => {
    const source = await formXObjectPdf();
    const doc = await PDFDocument.load(source);
    const report = removeText(doc);
    expect(report.formXObjects).toBe(2);
    expect(report.issues).toEqual([]);
    expect(report.textOperatorsRemoved).toBe(3);
    const forms = formContents(doc);
    expect(forms).toHaveLength(2);
    for (const content of forms) {
      expect(content).not.toMatch(/\bTj\b|\bBT\b/);
      expect(content).toMatch(/\bDo\b/); // the nested form or the image is still drawn
    }
    const saved = await doc.save();
    expect(await imageDigests(saved)).toEqual(await imageDigests(source));
    expect((await PDFDocument.load(saved)).getPages()[0].node.Annots()?.size()).toBe(1);
  });

  it('keeps paths, images, page sizes and rotation of every layout, and leaves text-free streams untouched', async () => {
    const sampler = await layoutSamplerPdf();
    const doc = await PDFDocument.load(sampler.bytes);
    const pages = doc.getPages();
    const before = pages.map((_, i) => pageContent(doc, i));
    const untouched = pages.map((page) => page.node.Contents());
    removeText(doc);
    pages.forEach((page, i) => {
      expect(drawing(pageContent(doc, i))).toEqual(drawing(before[i]));
      expect(pageContent(doc, i).toString('latin1')).not.toMatch(/\bTj\b/);
      if (!/\bTj\b/.test(before[i].toString('latin1'))) expect(page.node.Contents()).toBe(untouched[i]);
    });
    const saved = await PDFDocument.load(await doc.save());
    expect(saved.getPages().map((p) => ({ ...p.getSize(), rotation: p.getRotation().angle }))).toEqual(
      sampler.pages.map(({ width, height, rotation }) => ({ width, height, rotation })),
    );
    expect(await imageDigests(await doc.save())).toEqual(await imageDigests(sampler.bytes));
  });

  it('decodes filter chains pdf-lib knows (ASCIIHex over Flate) and re-encodes with Flate', async () => {
    const hex = Buffer.from(
      deflateSync(Buffer.from('BT /F1 12 Tf 10 10 Td (chained) Tj ET 0 0 5 5 re f', 'latin1')).toString('hex') + '>',
      'latin1',
    );
    const doc = await onePage(hex, { Filter: ['ASCIIHexDecode', 'FlateDecode'] });
    expect(removeText(doc)).toMatchObject({ textOperatorsRemoved: 1, issues: [] });
    const stream = doc.context.lookup(doc.getPages()[0].node.get(PDFName.of('Contents'))) as PDFRawStream;
    expect(stream.dict.lookup(PDFName.of('Filter'))).toBe(PDFName.of('FlateDecode'));
    // Text state (Tf) is kept: it is legal outside text objects and may matter to a stream left undecoded.
    expect(pageContent(doc, 0).toString('latin1').replace(/\s+/g, ' ').trim()).toBe('/F1 12 Tf 0 0 5 5 re f');
  });

  it('reports and leaves alone the streams it cannot decode', async () => {
    const image = await onePage(Buffer.from('not a jpeg'), { Filter: 'DCTDecode' });
    expect(removeText(image).issues).toEqual([
      { page: 1, stream: expect.stringMatching(/ 0 R$/), reason: 'unsupported-filter', detail: '/DCTDecode' },
    ]);
    const predicted = await onePage(deflateSync(Buffer.from('BT (x) Tj ET')), { Filter: 'FlateDecode', DecodeParms: { Predictor: 12 } });
    expect(removeText(predicted).issues[0]).toMatchObject({ reason: 'unsupported-filter', detail: '/FlateDecode with a predictor' });
    const corrupt = await onePage(Buffer.from('\x78\x9c\xff\xff\xff garbage'), { Filter: 'FlateDecode' });
    expect(removeText(corrupt).issues[0]).toMatchObject({ reason: 'undecodable' });
    const huge = await onePage(deflateSync(Buffer.alloc(2_000_000, 0x20)), { Filter: 'FlateDecode' });
    expect(removeText(huge, { maxDecodedBytes: 1_000_000 }).issues[0]).toMatchObject({ reason: 'too-large' });
  });

  it('tolerates a Flate stream with a damaged checksum, as readers do', async () => {
    const packed = Buffer.from(deflateSync(Buffer.from('BT (damaged) Tj ET 1 w', 'latin1')));
    packed.writeUInt32BE(0, packed.length - 4);
    const doc = await onePage(packed, { Filter: 'FlateDecode' });
    expect(removeText(doc)).toMatchObject({ textOperatorsRemoved: 1, issues: [] });
    expect(pageContent(doc, 0).toString('latin1').trim()).toBe('1 w');
  });
});

describe('textRemover', () => {
  const content = new Uint8Array(
    Buffer.from('0 0 1 rg 10 10 50 50 re f BT /F1 10 Tf 20 250 Td (Total) Tj 100 0 Td (1,234) Tj ET', 'latin1'),
  );

  it('keeps the glyphs of kept regions only, page by page and once per page', async () => {
    const doc = await onePage(content);
    const remover = textRemover(doc);
    const regions = [
      { id: 'label', x: 18, y: 246, width: 30, height: 12, keep: false },
      { id: 'number', x: 118, y: 246, width: 30, height: 12, keep: true },
    ];
    remover.removePage(1, regions);
    remover.removePage(1); // a second call does nothing
    const after = pageContent(doc, 0).toString('latin1');
    expect(after).toContain('(1,234) Tj');
    expect(after).not.toContain('(Total)');
    expect(after).toContain('10 10 50 50 re f');
    expect(remover.report).toMatchObject({ pages: 1, textOperatorsRemoved: 1, kept: ['number'] });
  });

  it('removes everything, as removeText does, on a page without kept regions', async () => {
    const doc = await onePage(content);
    const remover = textRemover(doc);
    remover.removePage(1, [{ id: 'number', x: 118, y: 246, width: 30, height: 12, keep: false }]);
    expect(pageContent(doc, 0).toString('latin1')).not.toMatch(/\bTj\b/);
    expect(remover.report.kept).toBeUndefined();
  });
});
