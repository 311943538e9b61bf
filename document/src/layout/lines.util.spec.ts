import type { TextItem } from './layout.types';
import { item, shuffled, textLine, textWidth } from './layout.fixtures';
import { buildLine, groupLines } from './lines.util';

describe('groupLines', () => {
  it('joins runs of a line left to right with a space only over gaps wider than 0.15 em', () => {
    const items = [
      item({ text: 'world', x: 100, y: 700 }),
      item({ text: 'Hello', x: 72, y: 700 }), // ends at 97: 3 pt gap → space
      item({ text: '!', x: 125.5, y: 700 }), // 'world' ends at 125: 0.5 pt gap → no space
    ];
    expect(groupLines({ items }).map((line) => line.text)).toEqual(['Hello world!']);
  });

  it('rebuilds lines from single characters arriving in any order', () => {
    const items = shuffled([
      ...textLine('Second line here.', { y: 688, split: 'chars' }),
      ...textLine('First line, split into glyphs.', { y: 700, split: 'chars' }),
    ]);
    const lines = groupLines({ items });
    expect(lines.map((line) => line.text)).toEqual(['First line, split into glyphs.', 'Second line here.']);
    expect(lines[0]).toMatchObject({ x: 72, y: 700, fontSize: 10 });
  });

  it('keeps superscripts and subscripts on their line', () => {
    const items = [
      item({ text: 'E = mc', x: 72, y: 700 }), // ends at 97
      item({ text: '2', x: 97.2, y: 703.5, fontSize: 6, height: 6 }),
      item({ text: 'and H', x: 106, y: 700 }), // ends at 128.5
      item({ text: '2', x: 128.6, y: 698, fontSize: 6, height: 6 }),
      item({ text: 'O', x: 131.8, y: 700 }),
    ];
    const lines = groupLines({ items });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ text: 'E = mc2 and H2O', y: 700, fontSize: 10 });
  });

  it('splits a baseline shared by two columns at the wide gap', () => {
    const items = [...textLine('left column text', { x: 72 }), ...textLine('right column text', { x: 320 })];
    expect(groupLines({ items }).map((line) => [line.text, line.x])).toEqual([
      ['left column text', 72],
      ['right column text', 320],
    ]);
  });

  /** A justified line: words with the stretched spaces drawn between them as blank runs (as Chromium prints them). */
  const justified = (words: readonly string[], options: { x?: number; y?: number; space: number }) => {
    const items: TextItem[] = [];
    const y = options.y ?? 700;
    let cursor = options.x ?? 72;
    words.forEach((word, i) => {
      if (i > 0) {
        items.push(item({ text: ' ', x: cursor, y, width: options.space }));
        cursor += options.space;
      }
      items.push(item({ text: word, x: cursor, y }));
      cursor += textWidth(word);
    });
    return items;
  };

  it('keeps a justified line whole when its stretched spaces (wider than the split gap) are drawn as blank runs', () => {
    const items = justified(['inspected', 'more', 'than', 'two', 'hundred'], { space: 18 }); // 1.8 em spaces
    expect(groupLines({ items }).map((line) => line.text)).toEqual(['inspected more than two hundred']);
    // Without the blank runs the same gaps are cell or column boundaries.
    expect(groupLines({ items: items.filter((run) => run.text !== ' ') })).toHaveLength(5);
    // Past 4 em a blank run is no word space.
    expect(groupLines({ items: justified(['one', 'two'], { space: 45 }) })).toHaveLength(2);
  });

  it('splits a table row whose cell gaps blank runs fill, since its gaps are not alike as justified spaces are', () => {
    // pdf.js reports each jump between cells as a blank run: 'Area' ends at 92, 'Speed' at 159.5.
    const row = [
      item({ text: 'Area', x: 72 }),
      item({ text: ' ', x: 92, width: 33 }),
      item({ text: 'Speed', x: 125 }),
      item({ text: ' ', x: 150, width: 49 }),
      item({ text: 'Contact', x: 199 }),
    ];
    expect(groupLines({ items: row }).map((line) => line.text)).toEqual(['Area', 'Speed', 'Contact']);
  });

  it('still splits at a gutter that blank runs fill when the lines around leave the same stretch white', () => {
    // A producer that draws each row across both columns: pdf.js reports the jump over the gutter (174.5 to 200) as a
    // blank run as wide as the justified spaces of the right column, whose words differ from row to row.
    const rows = Array.from({ length: 6 }, (_, i) => {
      const y = 700 - 12 * i;
      return [
        ...textLine(`left column row ${i} text`, { x: 72, y }),
        item({ text: ' ', x: 174.5, y, width: 25.5 }),
        ...justified(['r'.repeat(3 + i), 'column', 'words'], { x: 200, y, space: 25.5 }),
      ];
    });
    const lines = groupLines({ items: rows.flat() });
    expect(lines.map((line) => line.x)).toEqual([72, 200, 72, 200, 72, 200, 72, 200, 72, 200, 72, 200]);
    expect(lines[1].text).toBe('rrr column words');
  });

  it('drops the offset copy some producers draw to fake bold', () => {
    const items = [item({ text: 'Bold', x: 72 }), item({ text: 'Bold', x: 72.3 }), item({ text: 'title', x: 96.5 })];
    expect(groupLines({ items }).map((line) => line.text)).toEqual(['Bold title']);
  });

  it('ignores blank runs, estimates missing widths and keeps rotated text apart', () => {
    const items = [
      item({ text: '   ', x: 60 }),
      item({ text: 'no width', x: 72, width: 0 }),
      item({ text: 'given', x: 115 }), // 'no width' is 40 pt by estimate: ends at 112
      item({ text: 'DRAFT', x: 300, y: 400, angle: 45 }),
    ];
    const lines = groupLines({ items });
    expect(lines.map((line) => [line.text, line.angle])).toEqual([
      ['no width given', 0],
      ['DRAFT', 45],
    ]);
  });

  it('orders lines top to bottom, then left to right', () => {
    const items = [...textLine('bottom', { y: 100 }), ...textLine('top right', { x: 400, y: 700 }), ...textLine('top left', { y: 700 })];
    expect(groupLines({ items }).map((line) => line.text)).toEqual(['top left', 'top right', 'bottom']);
  });
});

describe('buildLine', () => {
  it('takes the dominant style by characters, not the first run', () => {
    const line = buildLine({
      items: [item({ text: 'Note:', bold: true, x: 72 }), item({ text: 'the rest of the line is regular', x: 100 })],
    });
    expect(line).toMatchObject({ text: 'Note: the rest of the line is regular', bold: false, x: 72 });
    expect(line.width).toBe(100 + 25 * 5 + 6 * 2.5 - 72);
  });
});
