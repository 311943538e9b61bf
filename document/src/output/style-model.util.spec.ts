import { documentStyles, type StyledBlock } from './style-model.util';

let next = 0;
function block(overrides: Partial<StyledBlock> & { text?: string } = {}): StyledBlock {
  const { text = 'Body text of a paragraph, long enough to count.', ...rest } = overrides;
  return {
    id: `b${next++}`,
    page: 1,
    kind: 'paragraph',
    y: 500,
    height: 40,
    fontSize: 10,
    fontName: 'Times-Roman',
    bold: false,
    lineHeight: 12,
    angle: 0,
    lines: [{ text }, { text }],
    ...rest,
  };
}

describe('documentStyles', () => {
  it('gives paragraphs and list items of one size one style, the body, whatever a few hundredths of a point', () => {
    const blocks = [
      block(),
      block({ fontSize: 9.96, text: 'short' }),
      block({ kind: 'list-item', fontSize: 10.02, text: 'short' }),
      block({ kind: 'heading', fontSize: 14, bold: true, text: 'Title' }),
    ];
    const model = documentStyles(blocks);
    const body = model.styleOf.get(blocks[0].id)!;
    expect(model.body).toBe(body);
    expect(body).toMatchObject({ role: 'body', fontSize: 10, bold: false, leading: 1.2 });
    expect(model.styleOf.get(blocks[1].id)).toBe(body);
    expect(model.styleOf.get(blocks[2].id)).toBe(body);
    expect(model.styleOf.get(blocks[3].id)).toMatchObject({ role: 'heading', fontSize: 14 });
  });

  it('tells footnotes (smaller, under the body text of their page) from captions (smaller, among it)', () => {
    const blocks = [
      block({ y: 400 }),
      block({ y: 600 }),
      block({ fontSize: 8, y: 60, height: 20 }),
      block({ page: 2, y: 300 }),
      block({ page: 2, fontSize: 8, y: 40, height: 20 }),
      block({ fontSize: 9, y: 500, height: 10 }),
    ];
    const { styleOf } = documentStyles(blocks);
    expect(styleOf.get(blocks[2].id)!.role).toBe('footnote');
    expect(styleOf.get(blocks[4].id)).toBe(styleOf.get(blocks[2].id));
    expect(styleOf.get(blocks[5].id)!.role).toBe('caption');
  });

  it('keeps running headers, bold and monospace text in styles of their own, table cells in the text of their size; rotated text has none', () => {
    const blocks = [
      block(),
      block({ kind: 'table-cell' }),
      block({ kind: 'footer' }),
      block({ bold: true }),
      block({ fontName: 'Courier' }),
      block({ angle: 90 }),
    ];
    const { styleOf, styles } = documentStyles(blocks);
    const styled = [0, 2, 3, 4].map((i) => blocks[i]);
    expect(new Set(styled.map((b) => styleOf.get(b.id)!.key)).size).toBe(4);
    expect(styleOf.get(blocks[1].id)).toBe(styleOf.get(blocks[0].id));
    expect(styleOf.get(blocks[2].id)!.role).toBe('running');
    expect(styleOf.get(blocks[4].id)!.mono).toBe(true);
    expect(styleOf.has(blocks[5].id)).toBe(false);
    expect(styles.flatMap((style) => style.blockIds).sort()).toEqual(
      blocks
        .slice(0, 5)
        .map((b) => b.id)
        .sort(),
    );
    const table = [block({ kind: 'table-cell', fontSize: 7 }), block({ kind: 'table-cell', fontSize: 7 })];
    expect(documentStyles([block(), ...table]).styleOf.get(table[0].id)!.role).toBe('table');
  });
});
