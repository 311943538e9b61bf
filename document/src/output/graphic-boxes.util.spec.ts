import { graphicBoxes, type XObjectShape } from './graphic-boxes.util';

const boxesOf = (content: string, xobject?: (name: string) => XObjectShape) =>
  graphicBoxes({ bytes: Buffer.from(content, 'latin1'), xobject }).boxes;

describe('graphicBoxes', () => {
  it('boxes filled and stroked paths through the transformation matrix, restored by Q', () => {
    expect(boxesOf('q 2 0 0 2 10 10 cm 0 0 5 5 re f Q 72 100 m 540 100 l S')).toEqual([
      { x0: 10, y0: 10, x1: 20, y1: 20 },
      { x0: 72, y0: 100, x1: 540, y1: 100 },
    ]);
    // Curves count their control points (a box that holds the curve); a path ended by n paints nothing.
    expect(boxesOf('0 0 m 10 20 30 40 50 0 c b 5 5 m 9 9 l n')).toEqual([{ x0: 0, y0: 0, x1: 50, y1: 40 }]);
  });

  it('boxes images, inline images and forms where the matrix puts them; unknown XObjects paint nothing known', () => {
    const xobject = (name: string): XObjectShape =>
      name === 'Im1'
        ? { kind: 'image' }
        : name === 'Fm1'
          ? { kind: 'form', bbox: [0, 0, 100, 20], matrix: [1, 0, 0, 1, 0, 700] }
          : undefined;
    const content =
      'q 100 0 0 50 72 600 cm /Im1 Do Q q 10 0 0 10 300 300 cm BI /W 1 /H 1 /CS /G /BPC 8 ID \x00 EI Q q 1 0 0 1 50 0 cm /Fm1 Do Q /Other Do';
    expect(boxesOf(content, xobject)).toEqual([
      { x0: 72, y0: 600, x1: 172, y1: 650 },
      { x0: 300, y0: 300, x1: 310, y1: 310 },
      { x0: 50, y0: 700, x1: 150, y1: 720 },
    ]);
  });

  it('bounds a shading by the clip in force, and leaves an unclipped one out (it covers the page, limiting nothing)', () => {
    expect(boxesOf('/Sh0 sh q 10 10 100 50 re W n /Sh1 sh Q /Sh2 sh')).toEqual([{ x0: 10, y0: 10, x1: 110, y1: 60 }]);
  });

  it('stops at the bound it is given and says so, and reads past operands it cannot use', () => {
    expect(graphicBoxes({ bytes: Buffer.from('0 0 1 1 re f 2 2 1 1 re f 4 4 1 1 re f'), maxBoxes: 2 })).toMatchObject({ truncated: true });
    expect(boxesOf('/a /b cm (x) 1 re f 0 0 2 2 re f')).toEqual([{ x0: 0, y0: 0, x1: 2, y1: 2 }]);
    const text = graphicBoxes({ bytes: Buffer.from('BT (a) Tj (b) Tj (c) Tj ET 0 0 1 1 re f'), maxTextSamples: 2 });
    expect(text).toMatchObject({ truncated: false, boxes: [{ x0: 0, y0: 0, x1: 1, y1: 1 }] });
    expect(text.textColors).toHaveLength(2);
  });

  it('notes where each text operator starts and the fill colour it paints in, through q/Q, cm and the text matrices', () => {
    const content = [
      'BT /F1 12 Tf 72 700 Td (Black) Tj ET',
      'q 0 0 1 rg BT 72 680 Td (Blue) Tj 0 -14 Td (Blue again) Tj 14 TL T* (Third) Tj ET Q',
      "BT 1 0 0 1 300 500 Tm (Black after Q) Tj 0.5 g 0 -20 TD [(Gray) -250 (TJ)] TJ (Next line) ' ET",
      'q 2 0 0 2 0 0 cm 0 1 0 0 k BT 10 10 Td (Magenta) Tj ET Q',
      '/CS0 cs 1 scn BT 0 0 Td (Spot tint) Tj ET /CS1 cs 0.2 0.4 0.6 scn BT 5 5 Td (ICC) Tj ET',
    ].join('\n');
    const { textColors } = graphicBoxes({ bytes: Buffer.from(content, 'latin1') });
    expect(textColors).toEqual([
      { x: 72, y: 700, color: [0, 0, 0] },
      { x: 72, y: 680, color: [0, 0, 1] },
      { x: 72, y: 666, color: [0, 0, 1] },
      { x: 72, y: 652, color: [0, 0, 1] },
      { x: 300, y: 500, color: [0, 0, 0] },
      { x: 300, y: 480, color: [0.5, 0.5, 0.5] },
      { x: 300, y: 460, color: [0.5, 0.5, 0.5] },
      { x: 20, y: 20, color: [1, 0, 1] },
      // One component in a named colour space may be a spot colour's tint: read as black, never as white.
      { x: 0, y: 0, color: [0, 0, 0] },
      { x: 5, y: 5, color: [0.2, 0.4, 0.6] },
    ]);
  });
});
