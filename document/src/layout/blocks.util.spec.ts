/* eslint-disable max-lines -- groupBlocks' cases (one per kind of layout) share the fixture builders and the blocksOf helper at its top. */
import { estimateAlign, groupBlocks } from './blocks.util';
import type { Block, TextItem } from './layout.types';
import { item, paragraph, prose, shuffled, textLine, textWidth } from './layout.fixtures';
import { groupLines } from './lines.util';

function blocksOf(items: TextItem[], bodyFontSize?: number): Block[] {
  return groupBlocks({ page: { number: 1 }, lines: groupLines({ items }), bodyFontSize });
}

const texts = (blocks: Block[]) => blocks.map((block) => block.lines.map((line) => line.text).join(' / '));

describe('groupBlocks', () => {
  it('reads a single-column page as heading then paragraphs split on spacing and on indentation', () => {
    const items = [
      ...textLine('Annual Report', { y: 740, fontSize: 18 }),
      ...paragraph(['First paragraph line one,', 'line two of the first one,', 'and its end.'], { y: 700 }),
      ...paragraph(['Second paragraph after a gap,', 'it goes on here.'], { y: 655 }),
      ...paragraph(['Third paragraph, indented,', 'without any extra space.'], { y: 631, indent: 18 }),
    ];
    const blocks = blocksOf(shuffled(items));
    expect(texts(blocks)).toEqual([
      'Annual Report',
      'First paragraph line one, / line two of the first one, / and its end.',
      'Second paragraph after a gap, / it goes on here.',
      'Third paragraph, indented, / without any extra space.',
    ]);
    expect(blocks.map((block) => block.kind)).toEqual(['heading', 'paragraph', 'paragraph', 'paragraph']);
    expect(blocks[0].headingLevel).toBe(1);
    expect(blocks.map((block) => block.id)).toEqual(['p1-b0', 'p1-b1', 'p1-b2', 'p1-b3']);
  });

  it('ends an entry of a table of contents at its leader and page number, an entry of two lines kept whole', () => {
    // chelsea_pdta.pdf p. 3: the entries were read as one justified paragraph ("Put in context....4 1.1. Reason…").
    const items = paragraph(
      [
        'Mise en contexte........................................4',
        'Pourquoi avons-nous besoin d’une révision? ..............5',
        'Une stratégie pour l’avenir du Plan directeur de transport actif',
        'de Chelsea ..............................................23',
        'Structuration du Plan d’action . . . . . . . . . . . . 24',
      ],
      { y: 700 },
    );
    expect(texts(blocksOf(items))).toEqual([
      'Mise en contexte........................................4',
      'Pourquoi avons-nous besoin d’une révision? ..............5',
      'Une stratégie pour l’avenir du Plan directeur de transport actif / de Chelsea ..............................................23',
      'Structuration du Plan d’action . . . . . . . . . . . . 24',
    ]);
  });

  it('keeps the box, size, style and line height the writer re-typesets into', () => {
    const [block] = blocksOf(paragraph(['Two lines of text', 'in one block.'], { y: 700, x: 100, fontSize: 10, leading: 12 }));
    // Bottom: lowest baseline 688 minus 0.2 em; top: 700 plus 0.8 em; right: the longer line's end.
    expect(block).toMatchObject({
      x: 100,
      y: 686,
      width: textWidth('Two lines of text'),
      height: 22,
      fontSize: 10,
      bold: false,
      italic: false,
      lineHeight: 12,
      kind: 'paragraph',
      angle: 0,
    });
  });

  it('takes a bold body-size line as a heading, and splits where the weight changes', () => {
    const items = [
      ...textLine('Methods', { y: 700, bold: true }),
      ...paragraph(['We measured everything twice', 'and wrote it all down.'], { y: 688 }),
    ];
    const blocks = blocksOf(items);
    expect(blocks.map((block) => [block.kind, block.lines.length])).toEqual([
      ['heading', 1],
      ['paragraph', 2],
    ]);
    expect(blocks[0].headingLevel).toBe(3);
  });

  it('keeps a paragraph opening with a run-in label (bold small capitals) whole, and starts one at the next label', () => {
    const label = (text: string, rest: string, y: number) => [
      ...textLine(text, { y, fontSize: 7.4, bold: true }),
      ...textLine(rest, { y, x: 72 + textWidth(`${text} `, 7.4) }),
    ];
    const items = [
      ...label('FOR FURTHER INFORMATION CONTACT:', 'Ian', 700),
      ...paragraph(['Won, Manager, Seattle ACO Branch,', 'FAA, 2200 South 216th St., Des Moines.'], { y: 690, leading: 10 }),
      ...label('DATES:', 'The FAA must receive comments', 670),
      ...paragraph(['on this proposed AD by September 21.'], { y: 660 }),
    ];
    const blocks = blocksOf(items, 9);
    expect(texts(blocks)).toEqual([
      'FOR FURTHER INFORMATION CONTACT: Ian / Won, Manager, Seattle ACO Branch, / FAA, 2200 South 216th St., Des Moines.',
      'DATES: The FAA must receive comments / on this proposed AD by September 21.',
    ]);
    expect(blocks.map((block) => [block.kind, block.fontSize, block.bold])).toEqual([
      ['paragraph', 10, false],
      ['paragraph', 10, false],
    ]);
  });

  it('starts an entry of a list of definitions at each italic term the line before left room for', () => {
    const entry = (term: string, rest: string, y: number) => [
      ...textLine(term, { y, italic: true }),
      ...textLine(rest, { y, x: 72 + textWidth(term) }),
    ];
    const items = [
      // The widest line sets the measure: a description wrapped over two lines.
      ...entry('ivalue', ': vector used to specify the value to set, a number or a string', 700),
      ...paragraph(['terminated by a null character.'], { y: 688 }),
      ...entry('len', ': number of bytes of the value', 676),
      ...entry('name element', ': an element of the structure.', 664),
      ...paragraph(['Set the value of one element inside a structure.'], { y: 652 }),
    ];
    expect(texts(blocksOf(items))).toEqual([
      'ivalue: vector used to specify the value to set, a number or a string / terminated by a null character.',
      'len: number of bytes of the value',
      'name element: an element of the structure.',
      'Set the value of one element inside a structure.',
    ]);
  });

  it('keeps a phrase set apart inside a paragraph in it, even where it takes most of a line', () => {
    const items = [
      ...paragraph(['Comments should be sent to the person identified', 'by the staff named in the'], { y: 700 }),
      // "in the" regular, then the phrase in bold small capitals: the line is mostly bold.
      ...textLine('in the', { y: 676 }),
      ...textLine('FOR FURTHER INFORMATION', { y: 676, x: 72 + textWidth('in the '), fontSize: 7.4, bold: true }),
      ...textLine('CONTACT', { y: 664, fontSize: 7.4, bold: true }),
      ...textLine('section of this notice, by mail.', { y: 664, x: 72 + textWidth('CONTACT ', 7.4) }),
    ];
    const blocks = blocksOf(items);
    expect(texts(blocks)).toEqual([
      'Comments should be sent to the person identified / by the staff named in the / in the FOR FURTHER INFORMATION / CONTACT section of this notice, by mail.',
    ]);
  });

  it('reads an indented first line over a line as full as it as a paragraph start, not as centred text', () => {
    // A 7 pt footnote: its first line indented by 7 pt and 2.5 pt short of the second, so their centres almost match.
    const line = (text: string, x: number, y: number, width: number) => item({ text, x, y, width, fontSize: 7, height: 7 });
    const items = [
      line('6 Flight data recorder data from the Lion', 79, 700, 124),
      line('Air Flight 610 accident airplane indicated that on', 72, 692, 133.5),
      line('the flight just prior to the accident flight (Lion Air', 72, 684, 134),
      line('Flight 043), the airplane experienced the same', 72, 676, 120),
      line('single erroneous sensor failure.', 72, 668, 110),
    ];
    const blocks = blocksOf(items, 9);
    expect(blocks).toHaveLength(1);
    expect(blocks[0].align).not.toBe('center');
  });

  it('reads text set side by side in two narrow columns (sub-captions) as two paragraphs, not as table cells', () => {
    // Two columns; in the right one, prose above and below covers the narrow gap: it is no gutter, so the two
    // sub-columns reach table detection.
    const leftColumn = Array.from({ length: 20 }, (_, i) => prose(7, i));
    const above = Array.from({ length: 5 }, (_, i) => `${prose(6, i + 1)} on`);
    const below = Array.from({ length: 5 }, (_, i) => `${prose(6, i + 2)} on`);
    const left = ['the inputs are', 'the signals and', 'the weights that', 'are learned.'];
    const right = ['a picture of a', 'small feed forward', 'network with red', 'input nodes.'];
    const items = [
      ...paragraph(leftColumn, { x: 72, y: 700 }),
      ...paragraph(above, { x: 320, y: 700 }),
      ...paragraph(left, { x: 320, y: 632 }),
      ...paragraph(right, { x: 425, y: 632 }),
      ...paragraph(below, { x: 320, y: 572 }),
    ];
    const blocks = blocksOf(items);
    expect(texts(blocks)).toEqual([leftColumn.join(' / '), above.join(' / '), left.join(' / '), right.join(' / '), below.join(' / ')]);
    expect(blocks.every((block) => block.kind === 'paragraph')).toBe(true);
  });

  it('gives each side-by-side column its own part of the line above them that the line builder joined', () => {
    const leftColumn = Array.from({ length: 20 }, (_, i) => prose(7, i));
    const above = Array.from({ length: 5 }, (_, i) => `${prose(6, i + 1)} on`);
    const left = ['the inputs are', 'the signals and', 'the weights that', 'are learned.'];
    const right = ['a picture of a', 'small feed forward', 'network with red', 'input nodes.'];
    // The two sub-captions' first lines touch: one line for the line builder.
    const headA = 'Fig. 1 shows that the';
    const items = [
      ...paragraph(leftColumn, { x: 72, y: 700 }),
      ...paragraph(above, { x: 320, y: 700 }),
      ...textLine(headA, { x: 414 - textWidth(headA), y: 641 }),
      ...textLine('Fig. 2 is', { x: 413, y: 641 }),
      ...paragraph(left, { x: 320, y: 632 }),
      ...paragraph(right, { x: 425, y: 632 }),
    ];
    const all = texts(blocksOf(items));
    expect(all.some((text) => text.startsWith(`${headA} / the inputs are`))).toBe(true);
    expect(all.some((text) => text.startsWith('Fig. 2 is / a picture of a'))).toBe(true);
    expect(all.some((text) => text.includes('Fig. 1') && text.includes('Fig. 2'))).toBe(false);
  });

  it("does not join two columns' lines into one where no gutter was found, when the gap between them goes on below", () => {
    const items = [
      ...textLine('(4) In the Operating Procedures chapter,', { x: 53, y: 119, fontSize: 8 }),
      ...textLine('paragraph with the information in figure 3 to', { x: 222, y: 119, fontSize: 8 }),
      ...textLine('replace the existing Runaway Stabilizer', { x: 45, y: 110, fontSize: 8 }),
      ...textLine('paragraph (h)(4) of this AD.', { x: 222, y: 110, fontSize: 8 }),
    ];
    const blocks = blocksOf(items, 9);
    expect(blocks.some((block) => block.lines.some((line) => line.text.includes('chapter, paragraph')))).toBe(false);
    // A bullet set apart by a tab stays with its text, from item to item.
    const bullets = blocksOf([
      ...textLine('•', { y: 700 }),
      ...textLine('First item', { y: 700, x: 100 }),
      ...textLine('•', { y: 686 }),
      ...textLine('Second item', { y: 686, x: 100 }),
    ]);
    expect(bullets.map((block) => [block.kind, block.marker])).toEqual([
      ['list-item', '•'],
      ['list-item', '•'],
    ]);
  });

  it("cuts a line joined over the column gutter (both columns' last lines a word space apart) back into its columns", () => {
    const items = [
      ...paragraph(
        Array.from({ length: 12 }, (_, i) => prose(7, i)),
        { x: 72, y: 700 },
      ),
      ...paragraph(
        Array.from({ length: 12 }, (_, i) => prose(7, i + 3)),
        { x: 320, y: 700 },
      ),
      // The last row: the left column's line ends at 292, the right one's starts at 300 (the gutter runs 272–320).
      ...textLine('the end of the left column text here', { x: 292 - textWidth('the end of the left column text here'), y: 556 }),
      ...textLine('and the right one goes on', { x: 300, y: 556 }),
    ];
    const blocks = blocksOf(items);
    expect(blocks.some((block) => block.lines.some((line) => line.text.includes('here and the right')))).toBe(false);
  });

  it('still sets a bold heading apart from a paragraph that opens with a bold label', () => {
    const items = [
      ...textLine('Background', { y: 700, bold: true }),
      ...textLine('Summary:', { y: 688, bold: true }),
      ...textLine('the plan goes on.', { y: 688, x: 72 + textWidth('Summary: ') }),
    ];
    expect(texts(blocksOf(items))).toEqual(['Background', 'Summary: the plan goes on.']);
  });

  it('makes one list item per bullet or number, wrapped lines included, with the marker apart', () => {
    const items = [
      ...textLine('You will need:', { y: 700 }),
      ...textLine('•', { y: 688, x: 72 }),
      ...textLine('a pen that writes', { y: 688, x: 84 }),
      ...textLine('in blue,', { y: 676, x: 84 }),
      ...textLine('• paper;', { y: 664 }),
      ...textLine('1. Write the title.', { y: 640 }),
      ...textLine('2. Sign at the', { y: 628 }),
      ...textLine('bottom.', { y: 616, x: 87 }),
      ...textLine('a) first option', { y: 592 }),
      ...textLine('b) second option', { y: 580 }),
      ...textLine('(iii) third option', { y: 568 }),
      ...textLine('- last one', { y: 556 }),
    ];
    const blocks = blocksOf(items);
    expect(blocks.map((block) => [block.kind, block.marker, block.lines.length])).toEqual([
      ['paragraph', undefined, 1],
      ['list-item', '•', 2],
      ['list-item', '•', 1],
      ['list-item', '1.', 1],
      ['list-item', '2.', 2],
      ['list-item', 'a)', 1],
      ['list-item', 'b)', 1],
      ['list-item', '(iii)', 1],
      ['list-item', '-', 1],
    ]);
    expect(blocks[1].lines[0].text).toBe('• a pen that writes');
  });

  it('reads a justified list item as justified, its first line counted from its text after the marker (not right-aligned)', () => {
    // Every line but the last reaches the right edge (x 300); the wrapped lines hang under the text, right of the bullet.
    const right = 300;
    const line = (text: string, x: number, y: number) =>
      textLine(text, { x, y, split: 'words' }).map((item, i, all) => ({
        ...item,
        x: i === 0 ? x : item.x + (right - (all[all.length - 1].x + all[all.length - 1].width)) * (i / (all.length - 1)),
      }));
    const items = [
      ...textLine('•', { x: 72, y: 700 }),
      ...line('Consider a share of the transfer duties for', 90, 700),
      ...line('the active transport of the whole region.', 90, 688),
      ...textLine('And more.', { x: 90, y: 676 }),
    ];
    const [block] = blocksOf(items);
    expect([block.kind, block.lines.length, block.align]).toEqual(['list-item', 3, 'justified']);
  });

  it('starts a numbered list indented under an introduction that ends without a colon', () => {
    const items = [
      ...textLine('Third paragraph before a numbered list', { y: 700 }),
      ...textLine('1. Number one', { y: 686, x: 90 }),
      ...textLine('2. Number two', { y: 672, x: 90 }),
    ];
    const blocks = blocksOf(items);
    expect(blocks.map((block) => [block.kind, block.marker])).toEqual([
      ['paragraph', undefined],
      ['list-item', '1.'],
      ['list-item', '2.'],
    ]);
  });

  it('ends a list item at a short line: the line under it at the marker is the next paragraph, not its continuation', () => {
    const items = [
      ...textLine('The list below has three items and a long introduction line.', { y: 700 }),
      ...textLine('1. Number one', { y: 686 }),
      ...textLine('This is a paragraph after the list', { y: 672 }),
    ];
    expect(blocksOf(items).map((block) => [block.kind, block.lines.length])).toEqual([
      ['paragraph', 1],
      ['list-item', 1],
      ['paragraph', 1],
    ]);
  });

  it('keeps an item indented like a first line together with its lines at the margin', () => {
    const items = [
      ...textLine('certify that the proposed regulation:', { y: 700 }),
      ...textLine('(1) Is not a significant regulatory', { y: 690, x: 81 }),
      ...textLine('action under Executive Order 12866,', { y: 680 }),
      ...textLine('(2) Will not affect intrastate aviation', { y: 670, x: 81 }),
      ...textLine('in Alaska.', { y: 660 }),
    ];
    expect(texts(blocksOf(items))).toEqual([
      'certify that the proposed regulation:',
      '(1) Is not a significant regulatory / action under Executive Order 12866,',
      '(2) Will not affect intrastate aviation / in Alaska.',
    ]);
  });

  it('makes one item per Word bullet drawn from Wingdings (a private-use code point), its wrapped lines in it', () => {
    // chelsea_pdta.pdf p. 17: the items were one paragraph and the second bullet a box in the middle of the text.
    const items = [
      ...textLine('\uF0A7', { y: 700, x: 74 }),
      ...textLine('Physical and mental health reduces the footprint and I consider safety', { y: 700, x: 92 }),
      ...textLine('at night or in bad weather; for the health, the footprint.', { y: 687, x: 92 }),
      ...textLine('\uF0A7', { y: 674, x: 74 }),
      ...textLine('To be in health, not to pollute and to leave the car, but in light of', { y: 674, x: 92 }),
      ...textLine('the practical side.', { y: 661, x: 92 }),
    ];
    const blocks = blocksOf(items);
    expect(blocks.map((block) => [block.kind, block.marker, block.lines.length])).toEqual([
      ['list-item', '\uF0A7', 2],
      ['list-item', '\uF0A7', 2],
    ]);
  });

  it("reads a chart's labels stacked a bar apart (3 em) as labels, not as the lines of one paragraph", () => {
    // chelsea_pdta.pdf p. 17: a bar chart's labels, right-aligned, 23.6 pt apart at 8 pt, were one paragraph whose
    // translation ran from label to label.
    const label = (text: string, y: number) => textLine(text, { y, x: 280 - textWidth(text, 8), fontSize: 8 });
    const items = [
      ...label('MA SECURITE ET L ACCESSIBILITE', 700),
      ...label('MA SANTE PHYSIQUE ET MENTALE', 676.4),
      ...label('LA REDUCTION DU TEMPS', 652.8),
      ...label('MON CHOIX DE VIE', 629.2),
    ];
    expect(texts(blocksOf(items))).toEqual([
      'MA SECURITE ET L ACCESSIBILITE',
      'MA SANTE PHYSIQUE ET MENTALE',
      'LA REDUCTION DU TEMPS',
      'MON CHOIX DE VIE',
    ]);
  });

  it('keeps a definition\'s label at the right edge (Texinfo\'s "[Function]") apart from the wrapped line under it', () => {
    // libtasn1.pdf: "[Function]" and the rest of the prototype below it were one justified block, drawn over the line.
    const items = [
      ...textLine('Lines of the paragraph before it run from the left edge of the column to its right edge here.', { y: 724 }),
      ...textLine('int asn1_expand (asn1_node_const definitions,', { y: 700 }),
      ...textLine('[Function]', { x: 522 - textWidth('[Function]'), y: 700 }),
      ...textLine('asn1_node * element, const char * octetName, const char * name)', { x: 110, y: 688 }),
    ];
    expect(texts(blocksOf(items)).slice(1)).toEqual([
      'int asn1_expand (asn1_node_const definitions, / asn1_node * element, const char * octetName, const char * name)',
      '[Function]',
    ]);
  });

  it('does not start a list at a number that only continues a sentence', () => {
    const items = paragraph(['The figures are shown on page', '12. They come from the survey.'], { y: 700 });
    expect(blocksOf(items).map((block) => block.kind)).toEqual(['paragraph']);
  });

  it('turns a 3×3 grid into table cells in row order, between the paragraphs around it', () => {
    const row = (y: number, cells: string[]) => cells.flatMap((text, col) => textLine(text, { y, x: [72, 200, 330][col] }));
    const items = [
      ...paragraph(['Prices of the season, as agreed with the growers', 'and the co-operative in March.'], { y: 700 }),
      ...row(660, ['Item', 'Quantity', 'Price']),
      ...row(645, ['Apples', '3', '$2.95']),
      ...row(630, ['Pears', '12', '$10.00']),
      ...paragraph(['Prices include taxes.'], { y: 600 }),
    ];
    const blocks = blocksOf(shuffled(items));
    expect(blocks[0].kind).toBe('paragraph');
    expect(blocks[blocks.length - 1]).toMatchObject({
      kind: 'paragraph',
      lines: [expect.objectContaining({ text: 'Prices include taxes.' })],
    });
    const cells = blocks.filter((block) => block.kind === 'table-cell');
    expect(cells.map((cell) => [cell.table!.row, cell.table!.col, cell.lines[0].text])).toEqual([
      [0, 0, 'Item'],
      [0, 1, 'Quantity'],
      [0, 2, 'Price'],
      [1, 0, 'Apples'],
      [1, 1, '3'],
      [1, 2, '$2.95'],
      [2, 0, 'Pears'],
      [2, 1, '12'],
      [2, 2, '$10.00'],
    ]);
    expect(cells[0].table).toEqual({ table: 0, row: 0, col: 0, rows: 3, cols: 3 });
    expect(blocks.slice(1, 10).every((block) => block.kind === 'table-cell')).toBe(true);
  });

  it('reads a two-column page column by column, under a full-width title and above a centred footer', () => {
    const column = (x: number, offset: number) => [
      ...paragraph(
        Array.from({ length: 9 }, (_, i) => prose(7, offset + i)),
        { x, y: 700 },
      ),
      ...paragraph(
        Array.from({ length: 9 }, (_, i) => prose(7, offset + 20 + i)),
        { x, y: 580 },
      ),
    ];
    const items = [
      ...textLine('Two Columns Side By Side In One Page Title', { y: 740, fontSize: 16, x: 140 }),
      ...column(72, 0),
      ...column(320, 5),
      ...textLine('Page 1', { y: 40, x: 290 }),
    ];
    const blocks = blocksOf(shuffled(items), 10);
    expect(blocks.map((block) => [block.kind, block.x, block.lines.length])).toEqual([
      ['heading', 140, 1],
      ['paragraph', 72, 9],
      ['paragraph', 72, 9],
      ['paragraph', 320, 9],
      ['paragraph', 320, 9],
      ['paragraph', 290, 1],
    ]);
    expect(blocks[1].lines[0].text).toBe(prose(7, 0));
    expect(blocks[3].lines[0].text).toBe(prose(7, 5));
  });

  it('keeps lines of a centred title together and tells its alignment', () => {
    const centred = (text: string, y: number) => textLine(text, { y, x: 306 - textWidth(text) / 2 });
    const blocks = blocksOf([...centred('A centred title that', 700), ...centred('runs over two lines', 688)]);
    expect(blocks).toHaveLength(1);
    expect(blocks[0].lines).toHaveLength(2);
    expect(blocks[0].align).toBe('center');
  });

  it('splits after the short last line of a justified paragraph, even without indent or space', () => {
    const full = 'x'.repeat(60);
    const items = paragraph([full, full, 'Short end.', full, full], { y: 700 }).map((item, i) =>
      // Justified text: every full line reaches the same right edge.
      i === 2 ? item : { ...item, text: i < 2 ? `Full line ${i} ` + 'x'.repeat(47) : `Next para ${i} ` + 'x'.repeat(47) },
    );
    const blocks = blocksOf(items);
    expect(blocks.map((block) => block.lines.length)).toEqual([3, 2]);
    expect(blocks[0].align).toBe('justified');
  });

  it('splits where a sentence ends a line that had room for the next word: items whose bullets are shapes, not text', () => {
    const items = paragraph(
      [
        'Three pumps were replaced at the',
        'main station.',
        'Two hundred kilometres of pipes',
        'were inspected.',
        'Every sample met the standard.',
      ],
      { y: 700 },
    );
    expect(texts(blocksOf(items))).toEqual([
      'Three pumps were replaced at the / main station.',
      'Two hundred kilometres of pipes / were inspected.',
      'Every sample met the standard.',
    ]);
    // A line wrapped by the producer had no room left for the next word: the sentence that ends there goes on.
    const wrapped = paragraph(['A full line, as wide as the rest, ends here.', 'Then the next one', 'is shorter.'], { y: 700 });
    expect(blocksOf(wrapped)).toHaveLength(1);
  });

  it('takes no hanging indent from a line that starts right of the line above it (the next cell of a table)', () => {
    const items = [
      ...textLine('$$$', { x: 683, y: 438 }),
      ...textLine('service des loisirs et travaux publics', { x: 736, y: 431.6, fontSize: 10 }),
    ];
    expect(blocksOf(items, 10)).toHaveLength(2);
  });

  it('keeps a hanging indent in one block while its sentence goes on', () => {
    const items = [
      ...textLine('Smith, J. (2020). A long title about the layout', { y: 700 }),
      ...textLine('of documents, Journal of Tests.', { y: 688, x: 90 }),
      ...textLine('Jones, K. (2021). Another reference that wraps', { y: 676 }),
      ...textLine('onto a second line.', { y: 664, x: 90 }),
    ];
    expect(texts(blocksOf(items))).toEqual([
      'Smith, J. (2020). A long title about the layout / of documents, Journal of Tests.',
      'Jones, K. (2021). Another reference that wraps / onto a second line.',
    ]);
  });

  it('takes a numbered line set large or bold for a heading, number included', () => {
    const blocks = blocksOf(
      [...textLine('1. Introduction', { y: 700, fontSize: 14 }), ...paragraph(['Body text follows here.'], { y: 680 })],
      10,
    );
    expect(blocks[0]).toMatchObject({ kind: 'heading', headingLevel: 2 });
    expect(blocks[0].marker).toBeUndefined();
  });

  it('splits one-line paragraphs spaced wider than the document usually does, only after a full sentence', () => {
    const lines = [
      'First paragraph is one line.',
      'Second one is a line too.',
      'third line has no capital',
      'Fourth without a stop',
      'Fifth line.',
    ];
    const items = paragraph(lines, { y: 700, leading: 24 });
    const documentLeading = () => 12;
    const blocks = groupBlocks({ page: { number: 1 }, lines: groupLines({ items }), documentLeading });
    expect(texts(blocks)).toEqual([
      'First paragraph is one line.',
      'Second one is a line too. / third line has no capital / Fourth without a stop / Fifth line.',
    ]);
    // Without the document's spacing the page's own (24) is the usual one: nothing to split on.
    expect(blocksOf(items)).toHaveLength(1);
  });

  it('reads two short columns side by side column by column where no gutter runs down the page (under a figure)', () => {
    const blocks = blocksOf([
      ...textLine('(4) In the Operating Procedures chapter,', { x: 53, y: 119, fontSize: 8 }),
      ...textLine('paragraph with the information in figure 3 to', { x: 222, y: 119, fontSize: 8 }),
      ...textLine('replace the existing Runaway Stabilizer', { x: 45, y: 110, fontSize: 8 }),
      ...textLine('paragraph (h)(4) of this AD.', { x: 222, y: 110, fontSize: 8 }),
    ]);
    expect(texts(blocks)).toEqual([
      '(4) In the Operating Procedures chapter, / replace the existing Runaway Stabilizer',
      'paragraph with the information in figure 3 to / paragraph (h)(4) of this AD.',
    ]);
  });

  it("does not run a cell's wrapped line on into the next column's text set level with it (a ruled table row)", () => {
    // "Ongoing" is centred in the next column beside the middle line of a three-line item; the lines above and below
    // end well before it.
    const blocks = blocksOf([
      ...textLine('Plan the upkeep of the network at the level of', { x: 72, y: 700 }),
      ...textLine('public works staff all year long (upkeep and', { x: 72, y: 688 }),
      ...textLine('Ongoing', { x: 72 + textWidth('public works staff all year long (upkeep and') + 25, y: 688 }),
      ...textLine('repairs).', { x: 72, y: 676 }),
    ]);
    expect(texts(blocks)).toContain('Ongoing');
    expect(texts(blocks).join(' | ')).not.toContain('and Ongoing');
  });

  it('keeps rotated text as a block of its own', () => {
    const stamp = textLine('CONFIDENTIAL', { y: 400, x: 300 }).map((i) => ({ ...i, angle: 90 }));
    const blocks = blocksOf([...textLine('Body text.', { y: 700 }), ...stamp]);
    expect(blocks.map((block) => [block.lines[0].text, block.angle])).toEqual([
      ['Body text.', 0],
      ['CONFIDENTIAL', 90],
    ]);
  });
});

describe('estimateAlign', () => {
  const line = (x: number, text: string, y = 700) => groupLines({ items: textLine(text, { x, y }) })[0];
  it('reads one line from its margins in the column', () => {
    expect(estimateAlign([line(72, 'left')], 72, 540)).toBe('left');
    expect(estimateAlign([line(540 - textWidth('right'), 'right')], 72, 540)).toBe('right');
    expect(estimateAlign([line(306 - textWidth('middle') / 2, 'middle')], 72, 540)).toBe('center');
  });

  it('reads several lines from their edges', () => {
    expect(estimateAlign([line(72, 'aaaa bbbb', 700), line(72, 'cc', 688)], 72, 540)).toBe('left');
    expect(estimateAlign([line(100, 'aaaa bbbb', 700), line(132.5, 'cc', 688)], 72, 540)).toBe('right');
  });
});
