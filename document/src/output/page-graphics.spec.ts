import { PDFArray, PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { blockColors } from './text-colors.util';
import { pageGraphics } from './page-graphics';

/** A page whose content is `content`, with the colour spaces CS0 (ICC-based gray), CS1 (a spot colour) and CS2 (an alias of DeviceRGB). */
async function pageWith(content: string): Promise<PDFDocument> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([600, 400]);
  const { context } = doc;
  const icc = context.register(context.stream('', { N: 1, Alternate: 'DeviceGray' }));
  const tint = context.register(context.stream('{ pop 0 0 0 }', { FunctionType: 4, Domain: [0, 1], Range: [0, 1, 0, 1, 0, 1] }));
  const spaces = context.obj({
    CS0: context.obj([PDFName.of('ICCBased'), icc]),
    CS1: context.obj([PDFName.of('Separation'), PDFName.of('PANTONE 123 C'), PDFName.of('DeviceRGB'), tint]),
    CS2: PDFName.of('DeviceRGB'),
  });
  (page.node.Resources() as PDFDict).set(PDFName.of('ColorSpace'), spaces);
  page.node.set(PDFName.of('Contents'), context.register(context.stream(content)));
  expect(page.node.Resources()!.lookup(PDFName.of('ColorSpace'), PDFDict).lookup(PDFName.of('CS0'), PDFArray).size()).toBe(2);
  return doc;
}

describe('pageGraphics text colours', () => {
  it('reads white text over a black band in an ICC-based gray space as white (it was read as black: black on black)', async () => {
    const doc = await pageWith(
      [
        '0 g 30 300 540 22 re f',
        '/CS0 cs 1 scn BT /F1 16 Tf 1 0 0 1 35 305 Tm (AXE 1 - RESSOURCES) Tj ET',
        '/CS0 cs 0 scn BT /F1 11 Tf 1 0 0 1 35 250 Tm (Black body text) Tj ET',
        '/CS2 cs 0 0 1 scn BT /F1 11 Tf 1 0 0 1 35 200 Tm (Blue) Tj ET',
      ].join('\n'),
    );
    const samples = pageGraphics(doc).get(1)!.textColors;
    expect(samples.map((s) => s.color)).toEqual([
      [1, 1, 1],
      [0, 0, 0],
      [0, 0, 1],
    ]);
    const colors = blockColors([{ id: 'band', page: 1, x: 34, y: 300, width: 200, height: 20, angle: 0 }], () => samples);
    expect(colors.get('band')).toEqual([1, 1, 1]);
  });

  it('gives a rotated stamp in the margin the colour it was drawn in (white on white stays invisible, it was set in black)', async () => {
    const doc = await pageWith(
      '1 g BT /F1 1 Tf 0 5 -5 0 22 18 Tm (jbell on DSKJLSW7X2PROD with PROPOSALS) Tj ET 0 g BT 0 5 -5 0 300 18 Tm (Black) Tj ET',
    );
    const samples = pageGraphics(doc).get(1)!.textColors;
    const stamp = { id: 'stamp', page: 1, x: 22, y: 18, width: 120, height: 5, angle: 90 };
    const black = { id: 'black', page: 1, x: 300, y: 18, width: 20, height: 5, angle: 90 };
    const colors = blockColors([stamp, black], () => samples);
    expect(colors.get('stamp')).toEqual([1, 1, 1]);
    expect(colors.has('black')).toBe(false);
  });

  it("still reads a spot colour's one-component tint as black, never as white", async () => {
    const doc = await pageWith(
      '/CS1 cs 1 scn BT /F1 11 Tf 1 0 0 1 35 250 Tm (Spot) Tj ET /CS1 cs 0 scn BT 1 0 0 1 35 200 Tm (No ink) Tj ET',
    );
    expect(
      pageGraphics(doc)
        .get(1)!
        .textColors.map((s) => s.color),
    ).toEqual([
      [0, 0, 0],
      [0, 0, 0],
    ]);
  });
});
