import { deepenedBoxes, typesetBoxes, widenedBoxes, withinGraphics, type PageGeometry } from './free-space.util';
import { typesetBlock } from './output.fixtures';

const letter = (): PageGeometry => ({ left: 0, right: 612, bottom: 0, top: 792 });
const oneLine = (id: string, overrides = {}) => typesetBlock({ id, lines: [{ x: 72, text: 'x' }], ...overrides });

describe('widenedBoxes', () => {
  it('lets a one-line left-aligned block grow rightwards, at most 1.6 times its width', () => {
    const boxes = widenedBoxes([oneLine('a', { width: 100 }), typesetBlock({ id: 'body', y: 500, width: 468, height: 100 })], letter);
    expect(boxes.get('a')).toEqual({ x: 72, y: 700, width: 160, height: 12 });
  });

  it('lets a short label grow by 4 em, more than 1.6 times its width', () => {
    const boxes = widenedBoxes(
      [oneLine('a', { width: 25, fontSize: 8 }), typesetBlock({ id: 'body', y: 500, width: 468, height: 100 })],
      letter,
    );
    expect(boxes.get('a')).toMatchObject({ x: 72, width: 25 + 32 });
  });

  it('stops one em before text beside it on the same lines, and inside the page margins', () => {
    const left = oneLine('left', { width: 200 });
    const right = typesetBlock({ id: 'right', x: 300, width: 240, lines: [{ x: 300, text: 'y' }] });
    const boxes = widenedBoxes([left, right], letter);
    expect(boxes.get('left')).toMatchObject({ x: 72, width: 300 - 10 - 72 });
    expect(boxes.has('right')).toBe(false); // already at the right margin (mirrored from the left one: 72)
  });

  it('grows right-aligned blocks leftwards and centred ones both ways', () => {
    const boxes = widenedBoxes(
      [
        oneLine('r', { x: 440, width: 100, align: 'right' }),
        oneLine('c', { x: 256, y: 600, width: 100, align: 'center' }),
        typesetBlock({ id: 'wide', x: 72, y: 400, width: 468 }),
      ],
      letter,
    );
    expect(boxes.get('r')).toEqual({ x: 380, y: 700, width: 160, height: 12 });
    expect(boxes.get('c')).toEqual({ x: 226, y: 600, width: 160, height: 12 });
  });

  it('leaves multi-line blocks, table cells, rotated text and text overlapping other text alone', () => {
    const blocks = [
      typesetBlock({
        id: 'multi',
        width: 100,
        height: 26,
        lines: [
          { x: 72, text: 'a' },
          { x: 72, text: 'b' },
        ],
      }),
      oneLine('cell', { y: 600, width: 50, kind: 'table-cell', table: { table: 0, row: 0, col: 0, rows: 1, cols: 1 } }),
      oneLine('turned', { y: 500, angle: 90 }),
      oneLine('under', { y: 400, width: 100 }),
      oneLine('over', { x: 100, y: 402, width: 100 }),
      typesetBlock({ id: 'wide', x: 72, y: 100, width: 468 }),
    ];
    expect([...widenedBoxes(blocks, letter).keys()]).toEqual([]);
  });

  it('compares a block with the blocks of its bands only, and gives up on text piled on text: bounded work', () => {
    // A dense page: 1,000 rows of 5 cells, 12 pt apart; then 2,000 one-line blocks stacked 0.3 pt apart.
    const dense = Array.from({ length: 5000 }, (_, i) =>
      oneLine(`d${i}`, { x: 72 + (i % 5) * 100, y: 20 + Math.floor(i / 5) * 12, width: 60 }),
    );
    const piled = Array.from({ length: 2000 }, (_, i) => oneLine(`p${i}`, { page: 2, y: 100 + i * 0.3, width: 60 }));
    const boxes = widenedBoxes([...dense, ...piled], letter);
    expect(boxes.get('d0')).toMatchObject({ width: 100 - 10 });
    expect([...boxes.keys()].some((id) => id.startsWith('p'))).toBe(false);
  });
});

describe('typesetBoxes', () => {
  it('gives table cells their cell box', () => {
    const cell = typesetBlock({ id: 'cell', kind: 'table-cell', width: 30, table: { table: 0, row: 0, col: 0, rows: 1, cols: 2 } });
    const next = typesetBlock({ id: 'next', kind: 'table-cell', x: 190, width: 30, table: { table: 0, row: 0, col: 1, rows: 1, cols: 2 } });
    expect(typesetBoxes([cell, next], letter).get('cell')).toMatchObject({ x: 72, width: 190 - 10 - 72 });
  });
});

describe('deepenedBoxes', () => {
  /** Letter, 1-inch margins, with the given graphics. */
  const page =
    (graphics: PageGeometry['graphics'] = []) =>
    () => ({ ...letter(), graphics });
  const para = (id: string, y: number, overrides = {}) =>
    typesetBlock({
      id,
      y,
      height: 36,
      width: 468,
      fontSize: 10,
      lineHeight: 12,
      lines: [
        { x: 72, text: 'a' },
        { x: 72, text: 'b' },
        { x: 72, text: 'c' },
      ],
      ...overrides,
    });

  it('lets a paragraph grow down to just above the next block under it, and the lowest one to the mirrored top margin', () => {
    // Tops at 720 (the highest text: a 72 pt top margin) and 660; bottoms at 684 and 624.
    const boxes = deepenedBoxes([para('first', 684), para('second', 624)], page());
    expect(boxes.get('first')).toEqual({ x: 72, y: 660 + 3.6, width: 468, height: 720 - 663.6 });
    expect(boxes.get('second')).toEqual({ x: 72, y: 72, width: 468, height: 660 - 72 });
  });

  it('stops at the nearest graphic edge below over its width: a rule, a picture, the bottom of the box it sits in', () => {
    const rule = { x0: 72, y0: 600, x1: 540, y1: 600.5 };
    expect(deepenedBoxes([para('p', 684)], page([rule])).get('p')).toMatchObject({ y: 600.5 + 3.6 });
    const shaded = { x0: 66, y0: 670, x1: 546, y1: 726 }; // the paragraph's own background
    expect(deepenedBoxes([para('p', 684)], page([shaded])).get('p')).toMatchObject({ y: 670 + 3.6 });
    const beside = { x0: 560, y0: 100, x1: 600, y1: 700 }; // in the margin, not under the text
    expect(deepenedBoxes([para('p', 684)], page([beside])).get('p')).toMatchObject({ y: 72 });
  });

  it('leaves table cells, running headers and footers, text piled on text, and pages with unknown graphics alone', () => {
    const cell = typesetBlock({ id: 'cell', kind: 'table-cell', y: 684, table: { table: 0, row: 0, col: 0, rows: 1, cols: 1 } });
    const footer = typesetBlock({ id: 'footer', kind: 'footer', y: 30 });
    const piled = [para('under', 684), para('over', 690)];
    expect([...deepenedBoxes([cell, footer, ...piled], page()).keys()]).toEqual([]);
    expect(deepenedBoxes([para('p', 684)], letter).size).toBe(0);
  });
});

describe('withinGraphics', () => {
  const block = typesetBlock({ id: 'b', x: 488, y: 700, width: 42, height: 10, fontSize: 10 });
  const grown = new Map([['b', { x: 410, y: 700, width: 140, height: 10 }]]);
  const on = (graphics: PageGeometry['graphics']) => () => ({ ...letter(), graphics });

  it('stops a grown box a fifth of an em before the nearest vertical edge beside the text, each side', () => {
    const borders = [
      { x0: 453, y0: 690, x1: 453.5, y1: 716 }, // the cell's left border
      { x0: 542, y0: 690, x1: 542.5, y1: 716 }, // its right border
      { x0: 330, y0: 690, x1: 330.5, y1: 716 }, // a border further left: not the nearest
    ];
    expect(withinGraphics(grown, new Map([['b', block]]), on(borders)).get('b')).toEqual({
      x: 455.5,
      y: 700,
      width: 540 - 455.5,
      height: 10,
    });
  });

  it('is never narrower than the text, ignores underlines and graphics above or below, and leaves unknown pages alone', () => {
    const underline = { x0: 488, y0: 698, x1: 530, y1: 698.6 };
    const below = { x0: 400, y0: 600, x1: 600, y1: 650 };
    const tight = { x0: 500, y0: 690, x1: 501, y1: 716 }; // crosses the text itself
    expect(withinGraphics(grown, new Map([['b', block]]), on([underline, below, tight])).get('b')).toEqual(grown.get('b'));
    expect(withinGraphics(grown, new Map([['b', block]]), letter).get('b')).toEqual(grown.get('b'));
  });
});
