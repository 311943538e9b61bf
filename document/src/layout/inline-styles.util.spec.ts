import { familyOf } from '../output/font-match.util';
import { decorationsOf, inlineFieldsOf, inlineSpansOf, linkRectsOf, markInline, smallCapsSize, takeInline } from './inline-styles.util';
import type { Block, TextItem } from './layout.types';
import { protectText } from './protect.util';

function item(text: string, x: number, y: number, overrides: Partial<TextItem> = {}): TextItem {
  return {
    text,
    x,
    y,
    width: text.length * 5,
    height: 10,
    fontName: 'Times-Roman',
    fontSize: 10,
    bold: false,
    italic: false,
    hasEOL: false,
    ...overrides,
  };
}

function blockOf(lines: TextItem[][], style: Partial<Block> = {}): Block {
  const ls = lines.map((items) => ({
    text: items.map((i) => i.text).join(''),
    x: items[0].x,
    y: items[0].y,
    width: 100,
    height: 10,
    items,
    angle: 0,
    fontSize: 10,
    fontName: 'Times-Roman',
    bold: false,
    italic: false,
  }));
  return {
    id: 'p1-b0',
    page: 1,
    kind: 'paragraph',
    x: 72,
    y: 600,
    width: 300,
    height: 40,
    align: 'left',
    lineHeight: 12,
    lines: ls,
    angle: 0,
    fontSize: 10,
    fontName: 'Times-Roman',
    bold: false,
    italic: false,
    ...style,
  };
}

const serifOnly = () => 'serif' as const;

describe('inline styles', () => {
  it('underlines and strikes the words a short rule lies under or through, and no more', () => {
    // "Read the whole text, not the old one." at 5 pt a character: "whole" from x 117 to 142, "old" from 212 to 227.
    const block = blockOf([[item('Read the whole text, not the old one.', 72, 700)]]);
    const text = block.lines[0].text;
    const rules = [
      { x0: 117, y0: 698.6, x1: 142, y1: 698.6 },
      { x0: 212, y0: 702.7, x1: 227, y1: 702.7 },
      // A table border and a rule under the line across the column reach past its words: no decoration.
      { x0: 60, y0: 697, x1: 400, y1: 697 },
      { x0: 72, y0: 698, x1: 300, y1: 698 },
    ];
    const fields = inlineFieldsOf(block, text, [], rules);
    expect(
      (fields.sourceInline ?? []).map((s) => [text.slice(s.start, s.end), s.underline ? 'underline' : s.strike ? 'strike' : '']),
    ).toEqual([
      ['whole', 'underline'],
      ['old', 'strike'],
    ]);
    expect(fields.decorations).toEqual(rules.slice(0, 2));
    expect(takeInline('Lisez le texte ⟦n⟧entier⟦/n⟧, pas l’⟦x⟧ancien⟦/x⟧.', block).spans).toEqual([
      { start: 15, end: 21, underline: true },
      { start: 29, end: 35, strike: true },
    ]);
    // A rule among a formula's runs is a fraction bar.
    const formula = blockOf([[item('so ', 72, 700), item('a', 87, 700, { fontName: 'CMMI10' }), item(' holds', 92, 700)]]);
    expect(decorationsOf(formula, [{ x0: 86, y0: 698, x1: 93, y1: 698 }])).toEqual([]);
  });

  it('finds a bold run-in label, an italic title across a line break and a raised note marker', () => {
    const block = blockOf([
      [
        item('AGENCY:', 72, 700, { bold: true, fontName: 'Times-Bold' }),
        item(' The agency published ', 110, 700),
        item('The Long', 220, 700, { italic: true }),
      ],
      [item('Title', 72, 688, { italic: true }), item(' yester-', 100, 688)],
      [item('day.', 72, 676), item('2', 92, 680, { fontSize: 6, height: 6 })],
    ]);
    // The paragraph text as reconstruction gives it: the hyphenated word joined.
    const joined = 'AGENCY: The agency published The Long Title yesterday.2';
    const spans = inlineSpansOf(block, joined, serifOnly);
    expect(spans.map((s) => [joined.slice(s.start, s.end), s])).toEqual([
      ['AGENCY:', { start: 0, end: 7, bold: true }],
      ['The Long Title', { start: 29, end: 43, italic: true }],
      ['2', { start: 54, end: 55, script: 'sup' }],
    ]);
  });

  it('finds nothing in a paragraph of one style, and reads a regular word inside a bold block as a span', () => {
    expect(inlineSpansOf(blockOf([[item('Plain text here.', 72, 700)]]), 'Plain text here.', serifOnly)).toEqual([]);
    const bold = blockOf([[item('Bold text ', 72, 700, { bold: true }), item('plain', 130, 700), item(' end', 160, 700, { bold: true })]], {
      bold: true,
    });
    expect(inlineSpansOf(bold, 'Bold text plain end', serifOnly)).toEqual([{ start: 10, end: 15, bold: false }]);
  });

  it('finds a sans label and a monospaced command in a serif paragraph', () => {
    const block = blockOf(
      [
        [
          item('SUMMARY:', 72, 700, { fontName: 'Helvetica-Bold', bold: true }),
          item(' Run ', 120, 700),
          item('make all', 150, 700, { fontName: 'Courier' }),
          item(' now.', 200, 700),
        ],
      ],
      { fontName: 'Times-Roman' },
    );
    expect(inlineSpansOf(block, 'SUMMARY: Run make all now.', (i) => familyOf(i))).toEqual([
      { start: 0, end: 8, bold: true, family: 'sans' },
      { start: 13, end: 21, mono: true },
    ]);
    expect(takeInline('⟦bs⟧RÉSUMÉ :⟦/bs⟧ Lancez ⟦m⟧make all⟦/m⟧.', { bold: false, italic: false })).toEqual({
      text: 'RÉSUMÉ : Lancez make all.',
      spans: [
        { start: 0, end: 8, bold: true, family: 'sans' },
        { start: 16, end: 24, mono: true },
      ],
    });
  });

  it('marks whole words around the placeholders of a protected sentence', () => {
    const source = 'See section 12 of the Act now.';
    const protectedText = protectText(source);
    expect(protectedText.text).toBe('See section ⟦0⟧ of the Act now.');
    expect(
      markInline(source, protectedText, [
        { start: 4, end: 14, bold: true },
        { start: 22, end: 25, italic: true },
      ]),
    ).toEqual({
      text: 'See ⟦b⟧section ⟦0⟧⟦/b⟧ of the ⟦i⟧Act⟦/i⟧ now.',
      tokens: ['12'],
    });
  });

  it('makes a word with a style change inside it a placeholder, its marks within, and keeps a note number after a word marked', () => {
    const source = 'Water is H2O and LATEX word2 here.';
    const spans = [
      { start: 10, end: 11, script: 'sub' as const },
      { start: 18, end: 19, script: 'sup' as const },
      { start: 19, end: 20, script: 'sub' as const },
      { start: 27, end: 28, script: 'sup' as const },
    ];
    const marked = markInline(source, protectText(source), spans);
    // H2O is protected (a code): the mark goes into its token; LATEX becomes a placeholder of its own.
    expect(marked).toEqual({ text: 'Water is ⟦0⟧ and ⟦1⟧ word⟦u⟧2⟦/u⟧ here.', tokens: ['H⟦d⟧2⟦/d⟧O', 'L⟦u⟧A⟦/u⟧⟦d⟧T⟦/d⟧EX'] });
    // Restored into a translation, the marks come back with the word.
    expect(takeInline('L’eau est H⟦d⟧2⟦/d⟧O.', { bold: false, italic: false })).toEqual({
      text: 'L’eau est H2O.',
      spans: [{ start: 11, end: 12, script: 'sub' }],
    });
  });

  it('reads marks back as spans of the plain translation, joining one style split by the engine', () => {
    expect(takeInline('⟦b⟧Agence⟦/b⟧⟦b⟧:⟦/b⟧ L’agence ⟦i⟧Le⟦/i⟧ ⟦i⟧Long Titre⟦/i⟧ hier⟦u⟧2⟦/u⟧.', { bold: false, italic: false })).toEqual({
      text: 'Agence: L’agence Le Long Titre hier2.',
      spans: [
        { start: 0, end: 7, bold: true },
        { start: 17, end: 30, italic: true },
        { start: 35, end: 36, script: 'sup' },
      ],
    });
  });

  it('tolerates marks the engine left unbalanced and gives absolute styles inside a bold block', () => {
    expect(takeInline('un ⟦b⟧mot normal', { bold: true, italic: false })).toEqual({
      text: 'un mot normal',
      spans: [{ start: 3, end: 13, bold: false }],
    });
    expect(takeInline('un mot⟦/i⟧ ici', { bold: false, italic: false })).toEqual({ text: 'un mot ici', spans: [] });
  });

  it('finds a heading in simulated small capitals, and no small capitals in capitals at two sizes otherwise', () => {
    // "II. BASICS OF MACHINE" as pdfTeX sets an IEEE heading: initials at 10 pt, the rest at 8 pt, one baseline.
    const runs = (...parts: Array<[string, number]>) => {
      let x = 72;
      return parts.map(([text, size]) => {
        const run = item(text, x, 700, { fontSize: size, width: text.length * size * 0.5 });
        x += run.width;
        return run;
      });
    };
    expect(smallCapsSize(blockOf([runs(['II. B', 10], ['ASICS OF ', 8], ['M', 10], ['ACHINE', 8])]))).toBe(10);
    // Lower-case letters, a whole word at the larger size, or a raised smaller run: not small capitals.
    expect(smallCapsSize(blockOf([runs(['I. I', 10], ['ntroduction', 8])]))).toBeUndefined();
    expect(smallCapsSize(blockOf([runs(['NOTICE ', 10], ['OF HEARING', 8])]))).toBeUndefined();
    expect(smallCapsSize(blockOf([[item('A', 72, 700), item('B', 77, 704, { fontSize: 8 })]]))).toBeUndefined();
    // A capital and small print far smaller (a footnote marker size): not small capitals.
    expect(smallCapsSize(blockOf([runs(['A', 10], ['BC', 5])]))).toBeUndefined();
  });

  it('finds the words a link lies over, and gives the translated link spans their rectangles in order', () => {
    const links = [
      { x0: 112, y0: 698, x1: 177, y1: 709 },
      { x0: 222, y0: 698, x1: 242, y1: 709 },
    ];
    // "see the annual report and the site": 5 pt per character from x 72.
    const block = blockOf([[item('see the annual report and the site', 72, 700)]]);
    const spans = inlineSpansOf(block, block.lines[0].text, serifOnly, links);
    expect(spans.map((span) => [block.lines[0].text.slice(span.start, span.end), span.link])).toEqual([
      ['annual report', links[0]],
      ['site', links[1]],
    ]);
    const { text, spans: translated } = takeInline('voir le ⟦l⟧rapport annuel⟦/l⟧ et le ⟦l⟧site⟦/l⟧', block);
    expect(linkRectsOf(translated, spans).map((span) => [text.slice(span.start, span.end), span.link])).toEqual([
      ['rapport annuel', links[0]],
      ['site', links[1]],
    ]);
    // The engine merged the two: no link is moved rather than a wrong one.
    const merged = takeInline('⟦l⟧rapport annuel et site⟦/l⟧', block);
    expect(linkRectsOf(merged.spans, spans)).toEqual([]);
  });
});
