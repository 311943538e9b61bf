import { groupBlocks } from './blocks.util';
import type { TextItem } from './layout.types';
import { textLine } from './layout.fixtures';
import { groupLines } from './lines.util';
import { lineColor } from './text-color.util';

const colored = (items: TextItem[], color: string) => items.map((it) => ({ ...it, color }));
const blocksOf = (items: TextItem[]) =>
  groupBlocks({ page: { number: 1 }, lines: groupLines({ items }) }).map((b) => b.lines.map((l) => l.text).join(' / '));

describe('colour changes split blocks', () => {
  it('reads the colour most of a line is set in (black when none is given)', () => {
    const [line] = groupLines({ items: [...colored(textLine('Red words here', { x: 72 }), '#ff0000'), ...textLine('ok', { x: 150 })] });
    expect(lineColor(line)).toBe('#ff0000');
    expect(lineColor(groupLines({ items: textLine('Black') })[0])).toBeUndefined();
  });

  it('keeps a red subtitle apart from the black title above it', () => {
    const items = [
      ...textLine('Firearm Background Checks', { y: 700, fontSize: 15 }),
      ...colored(textLine('November - 2015', { y: 682, fontSize: 15 }), '#ff0000'),
    ];
    expect(blocksOf(items)).toEqual(['Firearm Background Checks', 'November - 2015']);
    // The same two lines in one colour are one title.
    expect(blocksOf(items.map((it) => ({ ...it, color: undefined })))).toEqual(['Firearm Background Checks / November - 2015']);
  });

  it('lets a sentence run on into a line of another colour (a link wrapped over two lines)', () => {
    const items = [
      ...textLine('Read the full report on the', { y: 700 }),
      ...colored(textLine('agency web site and its annex.', { y: 688 }), '#0000ff'),
    ];
    expect(blocksOf(items)).toEqual(['Read the full report on the / agency web site and its annex.']);
  });
});
