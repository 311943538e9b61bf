import { textLine } from './layout.fixtures';
import { groupLines } from './lines.util';
import { detectTables, groupRows } from './tables.util';

const row = (y: number, cells: string[], xs = [72, 200, 330]) =>
  cells.flatMap((text, col) => (text ? textLine(text, { y, x: xs[col] }) : []));

describe('detectTables', () => {
  it('finds a 3×3 grid and leaves the other lines', () => {
    const lines = groupLines({
      items: [
        ...textLine('Before the table.', { y: 700 }),
        ...row(680, ['A', 'B', 'C']),
        ...row(665, ['1', '2', '3']),
        ...row(650, ['x', 'y', 'z']),
        ...textLine('After.', { y: 620 }),
      ],
    });
    const { tables, rest } = detectTables({ lines });
    expect(tables).toHaveLength(1);
    expect(tables[0]).toMatchObject({ rows: 3, cols: 3, y: 680 });
    expect(tables[0].cells.map((cell) => `${cell.row}${cell.col}:${cell.lines[0].text}`)).toEqual([
      '00:A',
      '01:B',
      '02:C',
      '10:1',
      '11:2',
      '12:3',
      '20:x',
      '21:y',
      '22:z',
    ]);
    expect(rest.map((line) => line.text)).toEqual(['Before the table.', 'After.']);
  });

  it('gives a column of its own to cells the header row leaves empty, rather than merging two columns', () => {
    // The body's third column (dot leaders) runs past the header's "Cost per product"; the fourth has no header cell
    // in the first row, only its second line, "operators", just under it.
    const xs = [72, 200, 330, 460];
    const lines = groupLines({
      items: [
        ...row(680, ['Action', 'Labor cost', 'Cost per product'], xs),
        ...textLine('operators', { y: 675, x: 460 }),
        ...row(660, ['Install', '$85', '$85 .............', '$6,205'], xs),
        ...row(645, ['Verify', '$85', '$85 .............', '$6,205'], xs),
      ],
    });
    const [table] = detectTables({ lines }).tables;
    expect(table).toMatchObject({ rows: 3, cols: 4 });
    expect(table.cells.filter((cell) => cell.row === 0).map((cell) => [cell.col, cell.lines.map((line) => line.text).join(' / ')])).toEqual(
      [
        [0, 'Action'],
        [1, 'Labor cost'],
        [2, 'Cost per product'],
        [3, 'operators'],
      ],
    );
    expect(table.cells.filter((cell) => cell.row === 1).map((cell) => cell.lines[0].text)).toEqual([
      'Install',
      '$85',
      '$85 .............',
      '$6,205',
    ]);
  });

  it('starts a cell of its own for a bulleted line under a wrapped cell: the next item is not joined to the one above', () => {
    // An "Actions" column of bulleted items beside a due-date column: the third line is a new item of the first column.
    const xs = [72, 400];
    const lines = groupLines({
      items: [
        ...row(680, ['• Seek stable and predictable', '2021'], xs),
        ...textLine('sources of financing.', { y: 667, x: 82 }),
        ...textLine('• Continue enriching the partnership', { y: 654, x: 72 }),
        ...row(641, ['with volunteers at every level.', '2022'], xs),
      ],
    });
    const [table] = detectTables({ lines }).tables;
    expect(table.cells.map((cell) => [cell.row, cell.col, cell.lines.map((line) => line.text).join(' / ')])).toEqual([
      [0, 0, '• Seek stable and predictable / sources of financing.'],
      [0, 1, '2021'],
      [1, 0, '• Continue enriching the partnership'],
      [2, 0, 'with volunteers at every level.'],
      [2, 1, '2022'],
    ]);
  });

  it('keeps empty cells empty and right-aligned numbers in their column', () => {
    const lines = groupLines({
      items: [...row(680, ['Name', 'Total']), ...row(665, ['Widgets', '1,234'], [72, 215]), ...row(650, ['Gadgets', '', ''])],
    });
    const { tables } = detectTables({ lines });
    expect(tables).toHaveLength(1);
    expect(tables[0].cells.map((cell) => [cell.row, cell.col])).toEqual([
      [0, 0],
      [0, 1],
      [1, 0],
      [1, 1],
    ]);
  });

  it('keeps a header row whose labels do not line up with the right-aligned numbers under them', () => {
    const lines = groupLines({
      items: [
        ...row(680, ['Service', 'Cost', 'Change'], [77, 233, 389]),
        ...row(665, ['Treatment', '$4,250,000', '+2%'], [77, 316, 509]),
        ...row(650, ['Maintenance', '$2,100,000', '-1%'], [77, 316, 514]),
        ...row(635, ['Customer service', '$640,000', '+5%'], [77, 327, 509]),
      ],
    });
    const { tables, rest } = detectTables({ lines });
    expect(rest).toEqual([]);
    expect(tables).toHaveLength(1);
    expect(tables[0]).toMatchObject({ rows: 4, cols: 3, y: 680 });
    expect(tables[0].cells.filter((cell) => cell.col === 1).map((cell) => cell.lines[0].text)).toEqual([
      'Cost',
      '$4,250,000',
      '$2,100,000',
      '$640,000',
    ]);
  });

  it('does not take a row above a table for its header when its lines do not fall one per column', () => {
    const lines = groupLines({
      items: [...row(695, ['Quarterly figures', 'page 4'], [72, 400]), ...row(680, ['A', 'B', 'C']), ...row(665, ['1', '2', '3'])],
    });
    const { tables, rest } = detectTables({ lines });
    expect(tables[0]).toMatchObject({ rows: 2, y: 680 });
    expect(rest.map((line) => line.text)).toEqual(['Quarterly figures', 'page 4']);
  });

  it('joins a wrapped cell line to its cell', () => {
    const lines = groupLines({
      items: [
        ...row(680, ['Key', 'Value']),
        ...row(665, ['Colour', 'A long value that']),
        ...textLine('wraps', { y: 655, x: 200 }),
        ...row(640, ['Size', 'Small']),
      ],
    });
    const { tables } = detectTables({ lines });
    expect(tables[0].rows).toBe(3);
    expect(tables[0].cells.find((cell) => cell.row === 1 && cell.col === 1)?.lines.map((line) => line.text)).toEqual([
      'A long value that',
      'wraps',
    ]);
  });

  it('does not take a list laid out with tabs, or a single row, for a table', () => {
    const list = groupLines({ items: [...row(680, ['•', 'first item'], [72, 90]), ...row(665, ['•', 'second item'], [72, 90])] });
    expect(detectTables({ lines: list }).tables).toEqual([]);
    const single = groupLines({ items: row(680, ['Left', 'Right']) });
    expect(detectTables({ lines: single }).tables).toEqual([]);
  });

  it('does not take two lines of loose prose whose wide gaps line up for a table', () => {
    const lines = groupLines({
      items: [
        ...row(680, ['the quick brown fox jumps', 'over the lazy dog and runs'], [72, 230]),
        ...row(668, ['into the deep dark forest', 'where nobody can find him now'], [72, 232]),
      ],
    });
    expect(detectTables({ lines }).tables).toEqual([]);
  });

  it('ends the table where the column gaps stop lining up', () => {
    const lines = groupLines({ items: [...row(680, ['A', 'B']), ...row(665, ['C', 'D']), ...row(650, ['E', 'F'], [150, 300])] });
    const { tables, rest } = detectTables({ lines });
    expect(tables[0].rows).toBe(2);
    expect(rest.map((line) => line.text)).toEqual(['E', 'F']);
  });
});

describe('groupRows', () => {
  it('groups lines sharing a baseline, left to right', () => {
    const lines = groupLines({ items: [...row(680, ['A', 'B']), ...textLine('C', { y: 660 })] });
    expect(groupRows(lines).map((r) => r.map((line) => line.text))).toEqual([['A', 'B'], ['C']]);
  });
});
