import { cellBoxes } from './cell-boxes.util';
import { typesetBlock } from './output.fixtures';

/** A 2×3 grid like the factory's table: columns 118 apart, text 6 pt from the rule, rows 24 apart. */
const cell = (row: number, col: number, width: number, align: 'left' | 'right' | 'center' = 'left', x = 66 + col * 118) =>
  typesetBlock({
    id: `c${row}${col}`,
    kind: 'table-cell',
    x,
    y: 700 - row * 24,
    width,
    height: 10,
    align,
    table: { table: 0, row, col, rows: 2, cols: 3 },
  });

describe('cellBoxes', () => {
  it('lets a left-aligned cell run to one em before the next column, and the last column as far as the column pitch', () => {
    const boxes = cellBoxes([cell(0, 0, 30), cell(0, 1, 50), cell(0, 2, 40), cell(1, 0, 60), cell(1, 1, 20), cell(1, 2, 70)]);
    expect(boxes.get('c00')).toEqual({ x: 66, y: 700, width: 118 - 10, height: 10 });
    expect(boxes.get('c11')).toEqual({ x: 184, y: 676, width: 108, height: 10 });
    expect(boxes.get('c02')).toMatchObject({ x: 302, width: 108 });
  });

  it('lets a right-aligned cell grow leftwards only, keeping its right edge', () => {
    const right = cell(1, 1, 20, 'right', 184 + 40);
    const boxes = cellBoxes([cell(0, 0, 30), cell(0, 1, 60), right]);
    const box = boxes.get(right.id)!;
    expect(box.x + box.width).toBe(right.x + right.width);
    expect(box.x).toBe(66 + 30 + 10);
  });

  it('gives every cell of a row the row’s depth', () => {
    const tall = { ...cell(0, 1, 50), y: 688, height: 22 };
    const boxes = cellBoxes([cell(0, 0, 30), tall]);
    expect(boxes.get('c00')).toMatchObject({ y: 688, height: 22 });
  });

  it("lets only the lower of a cell's two blocks (a heading over its paragraph) go down to the row's bottom", () => {
    const heading = { ...cell(0, 1, 50), id: 'heading', y: 700 };
    const paragraph = { ...cell(0, 1, 90), id: 'paragraph', y: 664, height: 30 };
    const boxes = cellBoxes([cell(0, 0, 30), heading, paragraph]);
    expect(boxes.get('heading')).toMatchObject({ y: 700, height: 10 });
    expect(boxes.get('paragraph')).toMatchObject({ y: 664, height: 30 });
    expect(boxes.get('c00')).toMatchObject({ y: 664 });
  });

  it('leaves other blocks alone', () => {
    expect(cellBoxes([typesetBlock()]).size).toBe(0);
  });
});
