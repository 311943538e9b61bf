import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber } from 'pdf-lib';
import { hideLinkBordersOver } from './link-borders.util';

const numbers = (array: PDFArray | undefined) => array?.asArray().map((n) => (n as PDFNumber).asNumber());

describe('hideLinkBordersOver', () => {
  it('hides the frame of the links lying over text set again, and only theirs', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([600, 800]);
    const { context } = doc;
    // hyperref's red frame (default /Border [0 0 1]), a link with a border style, a link elsewhere, and a text note.
    const framed = context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [100, 700, 160, 712], C: [1, 0, 0] });
    const styled = context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [200, 700, 260, 712], BS: { W: 1, S: 'S' } });
    const elsewhere = context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [100, 100, 160, 112] });
    const note = context.obj({ Type: 'Annot', Subtype: 'Text', Rect: [120, 702, 130, 710] });
    page.node.set(PDFName.of('Annots'), context.obj([framed, styled, elsewhere, note].map((annot) => context.register(annot))));

    expect(hideLinkBordersOver(page, [{ x: 72, y: 690, width: 300, height: 30 }])).toBe(2);
    expect(numbers(framed.lookupMaybe(PDFName.of('Border'), PDFArray))).toEqual([0, 0, 0]);
    expect(numbers(styled.lookupMaybe(PDFName.of('Border'), PDFArray))).toEqual([0, 0, 0]);
    expect((styled.lookup(PDFName.of('BS'), PDFDict).lookup(PDFName.of('W')) as PDFNumber).asNumber()).toBe(0);
    expect(elsewhere.lookupMaybe(PDFName.of('Border'), PDFArray)).toBeUndefined();
    expect(note.lookupMaybe(PDFName.of('Border'), PDFArray)).toBeUndefined();
    // The links themselves stay.
    expect(page.node.lookup(PDFName.of('Annots'), PDFArray).size()).toBe(4);
  });
});
