import { PDFArray, PDFDict, PDFDocument, PDFName, PDFPageLeaf, PDFRef, PDFString, StandardFonts } from 'pdf-lib';
import { buildBilingualPdf } from './bilingual';

const MARK = PDFName.of('PTMark');
const SIZES: Array<[number, number]> = [
  [612, 792],
  [842, 595],
  [420, 595],
];

/** The mark a test page carries in its dictionary (copied with the page): which document and page it came from. */
const markOf = (doc: PDFDocument, index: number) => (doc.getPage(index).node.lookup(MARK) as PDFString).decodeText();

/** A GoTo link on `page` to `target`'s page, at the top left. */
function addGoToLink(doc: PDFDocument, page: number, target: number) {
  const link = doc.context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: [10, 10, 100, 30],
    Border: [0, 0, 0],
    P: doc.getPage(page).ref,
    A: { S: 'GoTo', D: [doc.getPage(target).ref, PDFName.of('Fit')] },
  });
  doc.getPage(page).node.addAnnot(doc.context.register(link));
}

/** Three pages of different sizes (one rotated), links, an outline and page labels: the original. */
async function original(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  SIZES.forEach((size, index) => {
    const page = doc.addPage(size);
    page.drawText(`Original page ${index + 1}`, { x: 40, y: 60, size: 14, font });
    page.node.set(MARK, PDFString.of(`original-${index + 1}`));
  });
  doc.getPage(2).setRotation({ type: 'degrees', angle: 90 } as never);
  addGoToLink(doc, 0, 2);
  const uri = doc.context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: [10, 40, 100, 60],
    A: { S: 'URI', URI: PDFString.of('https://example.com/') },
  });
  doc.getPage(1).node.addAnnot(doc.context.register(uri));
  // Two bookmarks, to pages 2 and 3.
  const outlinesRef = doc.context.nextRef();
  const [first, second] = [doc.context.nextRef(), doc.context.nextRef()];
  doc.context.assign(
    first,
    doc.context.obj({ Title: PDFString.of('Two'), Parent: outlinesRef, Next: second, Dest: [doc.getPage(1).ref, PDFName.of('Fit')] }),
  );
  doc.context.assign(
    second,
    doc.context.obj({ Title: PDFString.of('Three'), Parent: outlinesRef, Prev: first, Dest: [doc.getPage(2).ref, PDFName.of('Fit')] }),
  );
  doc.context.assign(outlinesRef, doc.context.obj({ Type: 'Outlines', First: first, Last: second, Count: 2 }));
  doc.catalog.set(PDFName.of('Outlines'), outlinesRef);
  doc.catalog.set(PDFName.of('PageLabels'), doc.context.obj({ Nums: [0, { S: 'r' }] }));
  return doc.save();
}

/** What the writer makes of it: the same pages (sizes, rotation, links kept) with other text, and a comment. */
async function translatedFrom(source: Uint8Array): Promise<Uint8Array> {
  const doc = await PDFDocument.load(source);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.getPages().forEach((page, index) => {
    page.drawText(`Page traduite ${index + 1}`, { x: 40, y: 90, size: 14, font });
    page.node.set(MARK, PDFString.of(`translated-${index + 1}`));
  });
  const comment = doc.context.obj({
    Type: 'Annot',
    Subtype: 'Text',
    Rect: [0, 0, 20, 20],
    P: doc.getPage(1).ref,
    Contents: PDFString.of('note'),
  });
  doc.getPage(1).node.addAnnot(doc.context.register(comment));
  return doc.save();
}

const pageObjectCount = (doc: PDFDocument) =>
  doc.context.enumerateIndirectObjects().filter(([, object]) => object instanceof PDFPageLeaf).length;

function linkTarget(doc: PDFDocument, pageIndex: number): number {
  const annots = doc.getPage(pageIndex).node.lookup(PDFName.of('Annots'), PDFArray);
  for (let i = 0; i < annots.size(); i++) {
    const action = annots.lookup(i, PDFDict).lookup(PDFName.of('A'));
    if (action instanceof PDFDict && action.lookup(PDFName.of('S')) === PDFName.of('GoTo')) {
      const ref = action.lookup(PDFName.of('D'), PDFArray).get(0) as PDFRef;
      return doc.getPages().findIndex((page) => page.ref === ref);
    }
  }
  throw new Error(`no GoTo link on page ${pageIndex + 1}`);
}

describe('buildBilingualPdf', () => {
  let source: Uint8Array;
  let doc: PDFDocument;

  beforeAll(async () => {
    source = await original();
    doc = await PDFDocument.load(await buildBilingualPdf(source, await translatedFrom(source)));
  });

  it('interleaves each original page with its translated page, both of the same size and rotation', () => {
    expect(doc.getPageCount()).toBe(6);
    expect(doc.getPages().map((_, index) => markOf(doc, index))).toEqual([
      'original-1',
      'translated-1',
      'original-2',
      'translated-2',
      'original-3',
      'translated-3',
    ]);
    const sizes = doc.getPages().map((page) => [page.getWidth(), page.getHeight(), page.getRotation().angle]);
    expect(sizes).toEqual([
      [612, 792, 0],
      [612, 792, 0],
      [842, 595, 0],
      [842, 595, 0],
      [420, 595, 90],
      [420, 595, 90],
    ]);
  });

  it('keeps the original pages’ links and bookmarks on them, and points the translated pages’ links at translated pages', () => {
    expect(linkTarget(doc, 0)).toBe(4); // original page 1 → original page 3
    expect(linkTarget(doc, 1)).toBe(5); // translated page 1 → translated page 3
    const outlines = doc.catalog.lookup(PDFName.of('Outlines'), PDFDict);
    const destinations: number[] = [];
    for (let item = outlines.lookup(PDFName.of('First')); item instanceof PDFDict; item = item.lookup(PDFName.of('Next'))) {
      const ref = item.lookup(PDFName.of('Dest'), PDFArray).get(0);
      destinations.push(doc.getPages().findIndex((page) => page.ref === ref));
    }
    expect(destinations).toEqual([2, 4]);
    const uri = doc.getPage(2).node.lookup(PDFName.of('Annots'), PDFArray).lookup(0, PDFDict).lookup(PDFName.of('A'), PDFDict);
    expect((uri.lookup(PDFName.of('URI')) as PDFString).decodeText()).toBe('https://example.com/');
  });

  it('brings no detached copies of pages along, drops the translated pages’ other annotations and the page labels', () => {
    expect(pageObjectCount(doc)).toBe(6);
    const annotsOf = (index: number) => doc.getPage(index).node.lookup(PDFName.of('Annots'));
    expect((annotsOf(3) as PDFArray).size()).toBe(1); // the URI link; the comment went
    expect(doc.catalog.get(PDFName.of('PageLabels'))).toBeUndefined();
  });

  it('refuses documents whose page counts differ', async () => {
    const shorter = await PDFDocument.create();
    shorter.addPage();
    await expect(buildBilingualPdf(source, await shorter.save())).rejects.toThrow('the translated PDF has 1 pages, the original 3');
  });
});
