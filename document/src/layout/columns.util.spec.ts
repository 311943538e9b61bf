import { columnFlows, detectGutters } from './columns.util';
import { paragraph, prose, textLine } from './layout.fixtures';
import { groupLines } from './lines.util';

const twoColumns = (rows = 12) => [
  ...paragraph(
    Array.from({ length: rows }, (_, i) => prose(7, i)),
    { x: 72, y: 700 },
  ),
  ...paragraph(
    Array.from({ length: rows }, (_, i) => prose(7, i + 3)),
    { x: 320, y: 697 },
  ),
];

describe('detectGutters', () => {
  it('finds the white band between two columns of prose, even under a full-width title', () => {
    const title = textLine('A title that runs right across both of the columns', { y: 740, fontSize: 14 });
    const lines = groupLines({ items: [...title, ...twoColumns()] });
    const gutters = detectGutters({ lines });
    expect(gutters).toHaveLength(1);
    expect(gutters[0].x0).toBeGreaterThan(250);
    expect(gutters[0].x1).toBeLessThanOrEqual(320);
  });

  it('finds none on a single column, nor between the short cells of a table', () => {
    const single = groupLines({
      items: paragraph(
        Array.from({ length: 12 }, (_, i) => prose(12, i)),
        { y: 700 },
      ),
    });
    expect(detectGutters({ lines: single })).toEqual([]);
    const cells = Array.from({ length: 12 }, (_, i) => [
      ...textLine(`Item ${i}`, { x: 72, y: 700 - 14 * i }),
      ...textLine(`${i * 3}`, { x: 300, y: 700 - 14 * i }),
    ]).flat();
    expect(detectGutters({ lines: groupLines({ items: cells }) })).toEqual([]);
  });

  it('finds no gutter between the labels of a reference list and its entries', () => {
    const references = Array.from({ length: 6 }, (_, i) => [
      ...textLine(`[Ab${i}]`, { x: 320, y: 700 - 24 * i }),
      ...paragraph([prose(5, i), prose(5, i + 1)], { x: 370, y: 700 - 24 * i }),
    ]).flat();
    const lines = groupLines({
      items: [
        ...paragraph(
          Array.from({ length: 12 }, (_, i) => prose(7, i)),
          { x: 72, y: 700 },
        ),
        ...references,
      ],
    });
    const gutters = detectGutters({ lines });
    expect(gutters).toHaveLength(1);
    expect(gutters[0].x1).toBeLessThanOrEqual(320);
    expect(columnFlows({ lines, gutters }).map((flow) => flow.lines.length)).toEqual([12, 18]);
  });

  it('finds none when a column is only a few lines long beside nothing', () => {
    expect(detectGutters({ lines: groupLines({ items: paragraph([prose(7), prose(7, 1)], { y: 700 }) }) })).toEqual([]);
  });
});

describe('columnFlows', () => {
  it('reads the left column to its end before the right one, full-width lines between sections', () => {
    const lines = groupLines({
      items: [
        ...textLine('Title across the page, wider than a column', { y: 740, x: 150, fontSize: 14 }),
        ...twoColumns(6),
        ...textLine('Footer line that spans the whole width of the page', { y: 40, x: 150 }),
      ],
    });
    const flows = columnFlows({ lines, gutters: detectGutters({ lines }) });
    expect(flows.map((flow) => [flow.lines.length, flow.lines[0].x])).toEqual([
      [1, 150],
      [6, 72],
      [6, 320],
      [1, 150],
    ]);
    expect(flows[1].right).toBeLessThan(flows[2].left);
  });

  it('reads a short heading over the columns before them and a table under them whole, though neither crosses the gutter', () => {
    const lines = groupLines({
      items: [
        ...textLine('1. Summary', { y: 730, fontSize: 13 }),
        ...twoColumns(6),
        ...textLine('2. Costs', { y: 610, fontSize: 13 }),
        ...[590, 576, 562].flatMap((y, i) => [
          ...textLine(`Service ${i}`, { x: 72, y }),
          ...textLine(`$${i}00`, { x: 340, y }),
          ...textLine(`+${i}%`, { x: 460, y }),
        ]),
      ],
    });
    const flows = columnFlows({ lines, gutters: detectGutters({ lines }) });
    expect(flows.map((flow) => [flow.lines.length, flow.lines[0].x])).toEqual([
      [1, 72],
      [6, 72],
      [6, 320],
      [10, 72],
    ]);
    expect(flows[3].lines.map((line) => line.text.split(' ')[0])).toEqual([
      '2.',
      'Service',
      '$000',
      '+0%',
      'Service',
      '$100',
      '+1%',
      'Service',
      '$200',
      '+2%',
    ]);
  });

  it('reads a table under the columns whole when its cells start at the columns’ edges', () => {
    const lines = groupLines({
      items: [
        ...twoColumns(6),
        ...textLine('2. Costs', { y: 610, fontSize: 13 }),
        // Labels at the left column's edge, amounts right-aligned ending near the right column's edge.
        ...[590, 576, 562].flatMap((y, i) => [
          ...textLine(`Service ${i}`, { x: 72, y }),
          ...textLine(`$${i},000`, { x: 318, y }),
          ...textLine(`+${i}%`, { x: 460, y }),
        ]),
      ],
    });
    const flows = columnFlows({ lines, gutters: detectGutters({ lines }) });
    expect(flows.map((flow) => [flow.lines.length, flow.lines[0].x])).toEqual([
      [6, 72],
      [6, 320],
      [10, 72],
    ]);
  });

  it('keeps in its column a last line standing below the shorter column, at the column’s line spacing', () => {
    const lines = groupLines({
      items: [
        ...paragraph(
          Array.from({ length: 7 }, (_, i) => prose(7, i)),
          { x: 72, y: 700 },
        ),
        ...paragraph(
          Array.from({ length: 5 }, (_, i) => prose(7, i + 3)),
          { x: 320, y: 700 },
        ),
        ...textLine('A full width closing line after a gap', { x: 72, y: 600 }),
      ],
    });
    const flows = columnFlows({ lines, gutters: detectGutters({ lines }) });
    expect(flows.map((flow) => flow.lines.length)).toEqual([7, 5, 1]);
  });

  it('is one flow, top to bottom, without gutters', () => {
    const lines = groupLines({ items: [...textLine('b', { y: 600 }), ...textLine('a', { y: 700 })] });
    expect(columnFlows({ lines, gutters: [] }).map((flow) => flow.lines.map((line) => line.text))).toEqual([['a', 'b']]);
  });
  it("reads a column's text above the other column's start apart from a caption beside it, so the caption cuts no paragraph", () => {
    // Left: a paragraph (700–604), then the column section (580–460); right: a picture's caption at 646, then prose 580–460.
    const above = Array.from({ length: 9 }, (_, i) => `${prose(7, i)} a`);
    const lines = groupLines({
      items: [
        ...paragraph(above, { x: 72, y: 700 }),
        ...textLine('Fig. 1: A jellyfish', { x: 360, y: 646 }),
        ...paragraph(
          Array.from({ length: 11 }, (_, i) => prose(7, i + 1)),
          { x: 72, y: 580 },
        ),
        ...paragraph(
          Array.from({ length: 11 }, (_, i) => prose(7, i + 2)),
          { x: 320, y: 580 },
        ),
      ],
    });
    const flows = columnFlows({ lines, gutters: detectGutters({ lines }) });
    const texts = flows.map((flow) => flow.lines.map((line) => line.text));
    expect(texts).toContainEqual(above);
    expect(texts).toContainEqual(['Fig. 1: A jellyfish']);
    expect(flows.map((flow) => flow.lines.length)).toEqual([9, 1, 11, 11]);
  });

  it('reads prose beside prose above the columns column by column, even on shared baselines (a baseline grid)', () => {
    const lines = groupLines({
      items: [
        ...paragraph(
          Array.from({ length: 9 }, (_, i) => `${prose(7, i)} a`),
          { x: 72, y: 700 },
        ),
        ...paragraph(
          Array.from({ length: 3 }, (_, i) => prose(6, i + 4)),
          { x: 345, y: 640 },
        ),
        ...paragraph(
          Array.from({ length: 11 }, (_, i) => prose(7, i + 1)),
          { x: 72, y: 580 },
        ),
        ...paragraph(
          Array.from({ length: 11 }, (_, i) => prose(7, i + 2)),
          { x: 320, y: 580 },
        ),
      ],
    });
    const flows = columnFlows({ lines, gutters: detectGutters({ lines }) });
    expect(flows.map((flow) => flow.lines.length)).toEqual([9, 3, 11, 11]);
  });

  it('keeps rows beside each other above the columns together when they share baselines (a table)', () => {
    const rows = [640, 628, 616].flatMap((y, i) => [
      ...textLine(`Service ${i}`, { x: 72, y }),
      ...textLine(`${i}00 dollars`, { x: 340, y }),
    ]);
    const lines = groupLines({
      items: [
        ...rows,
        ...paragraph(
          Array.from({ length: 11 }, (_, i) => prose(7, i + 1)),
          { x: 72, y: 580 },
        ),
        ...paragraph(
          Array.from({ length: 11 }, (_, i) => prose(7, i + 2)),
          { x: 320, y: 580 },
        ),
      ],
    });
    const flows = columnFlows({ lines, gutters: detectGutters({ lines }) });
    expect(flows.map((flow) => flow.lines.length)).toEqual([6, 11, 11]);
  });
});
