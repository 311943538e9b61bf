import { groupBlocks } from './blocks.util';
import type { TextItem } from './layout.types';
import { item, textLine, textWidth } from './layout.fixtures';
import { groupLines } from './lines.util';
import { isMarginNote, textLeftEdges } from './margin-notes.util';

/** A command name set in the margin, in a smaller monospace, half an em left of the text column (LaTeX's \marginpar). */
const note = (text: string, y: number, right = 129.5): TextItem =>
  item({ text, x: right - textWidth(text, 9), y, fontSize: 9, height: 9, fontName: 'CMTT9', monospace: true, hasEOL: true });
const code = (text: string, y: number): TextItem => ({ ...note(text, y), x: 134 });

const texts = (items: TextItem[]) =>
  groupBlocks({ page: { number: 1 }, lines: groupLines({ items }) })
    .sort((a, b) => b.y + b.height - (a.y + a.height) || a.x - b.x)
    .map((block) => block.lines.map((line) => line.text).join(' / '));

describe('margin notes', () => {
  it('keeps a note in the margin apart from the line beside it, and the paragraph it stands beside whole', () => {
    const items = [
      ...textLine('Acknowledgements should be placed in a section at the end of the', { x: 134, y: 700 }),
      ...textLine('paper. If you still need to refer to a support or funding program', { x: 134, y: 688 }),
      note('\\thanks', 676),
      ...textLine('in a note to the title, you can use this macro inside the title:', { x: 134, y: 676 }),
      code('\\title{<Your title>\\thanks{<granted by x>}}', 656),
      note('\\title', 636),
      ...textLine('Please code the title of your contribution as follows:', { x: 149, y: 636 }),
      ...textLine('and keep it short, as the running head has one line only.', { x: 134, y: 624 }),
    ];
    expect(texts(items)).toEqual([
      'Acknowledgements should be placed in a section at the end of the / paper. If you still need to refer to a support or funding program / in a note to the title, you can use this macro inside the title:',
      '\\thanks',
      '\\title{<Your title>\\thanks{<granted by x>}}',
      'Please code the title of your contribution as follows: / and keep it short, as the running head has one line only.',
      '\\title',
    ]);
  });

  it('keeps apart a note whose baseline falls a little off the line beside it, in a display read as a table', () => {
    // llncsdoc.pdf p. 5: "theorem (env.)" 4.3 pt under "\begin{corollary}" was read into its cell and typeset with it.
    const envs = ['corollary', 'definition', 'lemma', 'proposition', 'theorem'];
    const items = [
      ...[0, 1, 2, 3]
        .map((i) => textLine('Several environments are predefined in the document class of it.', { x: 134, y: 740 - 12 * i }))
        .flat(),
      ...envs.slice(0, 4).map((env, i) => note(`${env} (env.)`, 736 - 12 * i)),
      note('theorem (env.)', 684.7),
      ...envs.flatMap((env, i) => [code(`\\begin{${env}}`, 689 - 11 * i), { ...code(`<text> \\end{${env}}`, 689 - 11 * i), x: 229 }]),
    ];
    const blocks = texts(items);
    expect(blocks).toContain('theorem (env.)');
    expect(blocks.filter((text) => text.includes('theorem (env.)'))).toEqual(['theorem (env.)']);
  });

  it('starts a block at a code display under the sentence that introduces it (monospace after prose)', () => {
    const items = [
      ...textLine('The name of each author is given by:', { x: 134, y: 700 }),
      code('\\author{<name>}', 688),
      ...textLine('Separate two authors with the and command:', { x: 134, y: 676 }),
      code('\\author{<first> \\and <second>}', 664),
      ...textLine('Numbers refer to the addresses of the authors.', { x: 134, y: 652 }),
    ];
    expect(texts(items)).toEqual([
      'The name of each author is given by:',
      '\\author{<name>}',
      'Separate two authors with the and command:',
      '\\author{<first> \\and <second>}',
      'Numbers refer to the addresses of the authors.',
    ]);
  });

  it('leaves list markers, numbers and footnote signs hanging in the margin with their line', () => {
    const bands = [0, 1, 2, 3, 4].map((i) => textLine('Body text of the page.', { x: 134, y: 700 - 12 * i }));
    const edges = textLeftEdges(bands);
    expect(edges).toEqual([134]);
    const text = item({ text: 'Item text', x: 134 });
    for (const label of ['•', '1.', '12', '(a)', '*'])
      expect(isMarginNote(item({ text: label, x: 120, width: 5 }), text, edges)).toBe(false);
    expect(isMarginNote(item({ text: '\\inst', x: 100, width: 25 }), text, edges)).toBe(true);
    // A word just before the edge with a word space after it is no note: the line simply starts left of the column.
    expect(isMarginNote(item({ text: 'The', x: 120, width: 12 }), text, edges)).toBe(false);
  });
});
