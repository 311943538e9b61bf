import { groupBlocks } from './blocks.util';
import type { Block, Rule, TextItem } from './layout.types';
import { textLine, textWidth } from './layout.fixtures';
import { groupLines } from './lines.util';
import { gridPlaces, ruledAreas, splitAtRules } from './ruled-cells.util';

const h = (y: number, x0: number, x1: number): Rule => ({ x0, y0: y, x1, y1: y });
const v = (x: number, y0: number, y1: number): Rule => ({ x0: x, y0, x1: x, y1 });

/** The borders of a grid: horizontal rules at `ys` (top down) and vertical ones at `xs` (left to right). */
function grid(xs: number[], ys: number[]): Rule[] {
  const [left, right] = [xs[0], xs[xs.length - 1]];
  const [top, bottom] = [ys[0], ys[ys.length - 1]];
  return [...ys.map((y) => h(y, left, right)), ...xs.map((x) => v(x, bottom, top))];
}

function blocksOf(items: TextItem[], rules?: Rule[]): Block[] {
  return groupBlocks({ page: { number: 1 }, lines: groupLines({ items }), bodyFontSize: 10, ...(rules ? { rules } : {}) });
}
const texts = (blocks: Block[]) => blocks.map((block) => block.lines.map((line) => line.text).join(' / '));

describe('ruled table cells', () => {
  // Two rows of a ruled table whose cells wrap: the second row's text starts one leading and a little under the first
  // row's last line, at the same x (the last column of chelsea_pdta.pdf p. 26: two rows read as one paragraph).
  const rows = [
    ...textLine('2022', { x: 250, y: 694 }),
    ...textLine('Municipal council, service of', { x: 310, y: 700 }),
    ...textLine('planning and development', { x: 310, y: 688 }),
    ...textLine('2023', { x: 250, y: 668 }),
    ...textLine('Municipal council, service of', { x: 310, y: 674 }),
    ...textLine('leisure and active transport', { x: 310, y: 662 }),
  ];
  const rowRules = grid([240, 300, 460], [712, 681, 655]);

  it('never lets a block cross the border between two rows', () => {
    const blocks = texts(blocksOf(rows, rowRules));
    expect(blocks.filter((text) => text.startsWith('Municipal'))).toEqual([
      'Municipal council, service of / planning and development',
      'Municipal council, service of / leisure and active transport',
    ]);
    // Without the rules the four lines read as one paragraph: what the borders change.
    expect(texts(blocksOf(rows)).filter((text) => text.startsWith('Municipal'))).toHaveLength(1);
  });

  // A cell whose two lines have the next cell's one line between them (centred in its row): read line by line down the
  // page, the wrapped cell was cut in two around it.
  const interleaved = [
    ...textLine('Consider a share of the transfer duties and', { x: 72, y: 700 }),
    ...textLine('for active transport.', { x: 72, y: 688 }),
    ...textLine('2023', { x: 320, y: 694 }),
    ...textLine('Set up a financing partnership for the benefit', { x: 72, y: 668 }),
    ...textLine('with the private sector.', { x: 72, y: 656 }),
    ...textLine('2021-2022', { x: 320, y: 662 }),
  ];
  const interleavedRules = grid([60, 300, 400], [712, 679, 647]);

  it('reads a ruled table cell by cell, row by row, each wrapped cell whole', () => {
    const blocks = blocksOf(interleaved, interleavedRules);
    expect(texts(blocks)).toEqual([
      'Consider a share of the transfer duties and / for active transport.',
      '2023',
      'Set up a financing partnership for the benefit / with the private sector.',
      '2021-2022',
    ]);
    expect(blocks.map((block) => [block.kind, block.table?.row, block.table?.col])).toEqual([
      ['table-cell', 0, 0],
      ['table-cell', 0, 1],
      ['table-cell', 1, 0],
      ['table-cell', 1, 1],
    ]);
    expect(texts(blocksOf(interleaved))).not.toEqual(texts(blocks));
  });

  it('keeps the text outside the table in its place, before and after it', () => {
    const items = [
      ...textLine('Table 1. Costs of the plan', { x: 72, y: 730 }),
      ...interleaved,
      ...textLine('All amounts are in dollars.', { x: 72, y: 620 }),
    ];
    expect(texts(blocksOf(items, interleavedRules))).toEqual([
      'Table 1. Costs of the plan',
      'Consider a share of the transfer duties and / for active transport.',
      '2023',
      'Set up a financing partnership for the benefit / with the private sector.',
      '2021-2022',
      'All amounts are in dollars.',
    ]);
  });

  it('parts nothing with an underline, a rule over the footnotes or a frame open on one side', () => {
    const prose = [
      ...textLine('A paragraph whose first line is underlined', { x: 72, y: 700 }),
      ...textLine('goes on in the second line.', { x: 72, y: 688 }),
      ...textLine('1', { x: 72, y: 640, fontSize: 6 }),
      ...textLine('A footnote wider than its rule.', { x: 76, y: 636, fontSize: 8 }),
    ];
    const rules = [
      h(698.5, 72, 72 + textWidth('A paragraph whose first line is underlined')),
      h(650, 72, 150),
      // A frame on three sides (no right side).
      h(720, 60, 400),
      h(620, 60, 400),
      v(60, 620, 720),
    ];
    expect(texts(blocksOf(prose, rules))).toEqual(texts(blocksOf(prose)));
  });

  it('reads a framed paragraph or one shaded line by line (a single column of cells) as the free text', () => {
    const lines = [
      'Summary: most of the people who answered want links with the',
      'neighbouring towns, and the trail seems the best way to make',
      'them, all year round.',
    ];
    const items = lines.flatMap((text, k) => textLine(text, { x: 72, y: 700 - 13 * k }));
    const shaded = grid([66, 400], [711, 698, 685, 672]);
    expect(texts(blocksOf(items, shaded))).toEqual([lines.join(' / ')]);
  });

  it('ends a block at a line broken on purpose inside a cell whose measure the borders give', () => {
    const items = [
      ...textLine('This is a paragraph', { x: 72, y: 700 }),
      ...textLine('This is another paragraph', { x: 72, y: 688 }),
      ...textLine('B', { x: 320, y: 700 }),
    ];
    expect(texts(blocksOf(items, grid([60, 300, 400], [712, 680])))).toEqual(['This is a paragraph', 'This is another paragraph', 'B']);
  });

  it('cuts a line the line builder joined over a cell border', () => {
    const lines = groupLines({ items: [...textLine('Budget', { x: 72, y: 700 }), ...textLine('$', { x: 110, y: 700 })] });
    expect(lines).toHaveLength(1);
    expect(splitAtRules(lines, [v(105, 690, 712)]).map((line) => line.text)).toEqual(['Budget', '$']);
  });

  it('reads each row of a band ruled only every few rows as a row of its own (a spreadsheet)', () => {
    const states = ['Alabama', 'Alaska', 'Arizona'];
    const items = states.flatMap((state, k) => [
      ...textLine(state, { x: 72, y: 700 - 12 * k }),
      ...textLine(String(1000 + k), { x: 320, y: 700 - 12 * k }),
    ]);
    const blocks = blocksOf(items, grid([60, 300, 400], [712, 674]));
    expect(texts(blocks)).toEqual(['Alabama', '1000', 'Alaska', '1001', 'Arizona', '1002']);
    expect(blocks.map((block) => [block.table?.row, block.table?.col])).toEqual([
      [0, 0],
      [0, 1],
      [1, 0],
      [1, 1],
      [2, 0],
      [2, 1],
    ]);
  });

  it('leaves a heading over several columns out of the grid', () => {
    const items = [
      ...textLine('Pre-Pawn', { x: 150, y: 724 }),
      ...textLine('Handgun', { x: 72, y: 700 }),
      ...textLine('Long Gun', { x: 200, y: 700 }),
    ];
    const rules = [h(736, 60, 300), h(712, 60, 300), h(690, 60, 300), v(60, 690, 736), v(300, 690, 736), v(180, 690, 712)];
    const blocks = blocksOf(items, rules);
    expect(
      blocks.map((block) => [block.lines[0].text, block.kind === 'table-cell' ? `${block.table!.row},${block.table!.col}` : block.kind]),
    ).toEqual([
      ['Pre-Pawn', 'paragraph'],
      ['Handgun', '1,0'],
      ['Long Gun', '1,1'],
    ]);
  });

  it('numbers the cells of each table by their borders', () => {
    const areas = ruledAreas(groupLines({ items: interleaved }), interleavedRules);
    const places = [...gridPlaces(areas).entries()].map(([index, place]) => [
      areas[index].lines[0].text,
      place.row,
      place.col,
      place.rows,
      place.cols,
    ]);
    expect(places).toEqual([
      ['Consider a share of the transfer duties and', 0, 0, 2, 2],
      ['2023', 0, 1, 2, 2],
      ['Set up a financing partnership for the benefit', 1, 0, 2, 2],
      ['2021-2022', 1, 1, 2, 2],
    ]);
  });
});
