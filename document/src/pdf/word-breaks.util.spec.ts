import { underscoreBetween } from './page-rules.util';
import { inkChars, inkOf, isWordGap, matchRuns, TextOps, wordBrokenRuns } from './word-breaks.util';

// Operator lists shaped like pdf.js's: showText takes glyphs {unicode, width (1/1000 em), isSpace} and numbers
// (TJ adjustments, 1/1000 em, positive moves left).
const OPS: TextOps = {
  save: 1,
  restore: 2,
  transform: 3,
  formBegin: 4,
  formEnd: 5,
  beginText: 6,
  setFont: 7,
  setCharSpacing: 8,
  setWordSpacing: 9,
  setHScale: 10,
  setLeading: 11,
  setLeadingMoveText: 12,
  moveText: 13,
  setTextMatrix: 14,
  nextLine: 15,
  setTextRise: 16,
  showText: 17,
  setFill: 18,
};
type Step = [number, unknown[]];
const list = (...steps: Step[]) => ({ fnArray: steps.map((s) => s[0]), argsArray: steps.map((s) => s[1]) });
const fonts = { F1: { fontMatrix: [0.001, 0, 0, 0.001, 0, 0] } } as Record<string, { fontMatrix: number[]; vertical?: boolean }>;
const fontOf = (id: string) => fonts[id];

/** Glyphs of `text`, every one 500/1000 em wide (spaces 250). */
const glyphs = (text: string) => [...text].map((unicode) => ({ unicode, width: unicode === ' ' ? 250 : 500, isSpace: unicode === ' ' }));
/** Words in one TJ, each followed by an adjustment of `gapEm` (negative numbers in TJ move right). */
const spacedWords = (words: string[], gapEm: number) =>
  words.flatMap((word, k) => [...glyphs(word), ...(k < words.length - 1 ? [-gapEm * 1000] : [])]);
const line = (shown: unknown[], options: { size?: number; tc?: number; matrix?: number[] } = {}): Step[] => [
  [OPS.beginText, []],
  [OPS.setFont, ['F1', options.size ?? 10]],
  [OPS.setCharSpacing, [options.tc ?? 0]],
  [OPS.setTextMatrix, [new Float32Array(options.matrix ?? [1, 0, 0, 1, 72, 700])]],
  [OPS.showText, [shown]],
];

const broken = (steps: Step[], runs: string[]) => wordBrokenRuns(runs, inkChars(list(...steps), OPS, fontOf));

describe('inkChars', () => {
  it('places each glyph on the baseline in user space: font size, Tc, TJ adjustments, Tz and the current matrix', () => {
    const chars = inkChars(
      list(
        [OPS.save, []],
        [OPS.transform, [2, 0, 0, 2, 10, 20]],
        [OPS.setHScale, [50]],
        ...line([...glyphs('ab'), -1000, ...glyphs('c')], { tc: 1, matrix: [1, 0, 0, 1, 0, 0] }),
        [OPS.restore, []],
      ),
      OPS,
      fontOf,
    );
    // a: 0→5 (×0.5 Tz) then Tc 1; b starts at (5+1)×0.5 = 3, then the TJ adjustment moves 10 more (×0.5): c at 11.
    expect(chars.map((c) => [c.char, c.x0, c.x1, c.y0, c.em])).toEqual([
      ['a', 10, 15, 20, 20],
      ['b', 16, 21, 20, 20],
      ['c', 32, 37, 20, 20],
    ]);
  });

  it('moves with Td, TD and T*, leaves white space out but lets it move the pen, and splits ligatures into letters sharing a glyph', () => {
    const chars = inkChars(
      list(
        [OPS.beginText, []],
        [OPS.setFont, ['F1', 10]],
        [OPS.moveText, [100, 500]],
        [OPS.showText, [glyphs('a b')]],
        [OPS.setLeadingMoveText, [0, -12]],
        [OPS.showText, [[{ unicode: 'ﬁ', width: 550 }]]],
        [OPS.nextLine, []],
        [OPS.showText, [glyphs('c')]],
      ),
      OPS,
      fontOf,
    );
    expect(chars.map((c) => `${c.char}@${c.x0},${c.y0}#${c.glyph}`)).toEqual([
      'a@100,500#0',
      'b@107.5,500#2',
      'f@100,488#3',
      'i@100,488#3',
      'c@100,476#4',
    ]);
  });
});

describe('inkChars and matchRuns', () => {
  it('give each character the fill colour it is shown in, q/Q and forms tracked, black before any', () => {
    const steps: Step[] = [
      ...line(glyphs('Ti')),
      [OPS.save, []],
      [OPS.setFill, ['#ff0000']],
      [OPS.showText, [glyphs('Nov')]],
      [OPS.formBegin, [[1, 0, 0, 1, 0, 0]]],
      [OPS.setFill, ['#00ff00']],
      [OPS.showText, [glyphs('x')]],
      [OPS.formEnd, []],
      [OPS.showText, [glyphs('y')]],
      [OPS.restore, []],
      [OPS.showText, [glyphs('z')]],
    ];
    const matched = matchRuns(['Ti', 'No', 'v x', 'yz'], inkChars(list(...steps), OPS, fontOf));
    expect(matched?.map((run) => run.map((c) => `${c.char}${c.fill}`))).toEqual([
      ['T#000000', 'i#000000'],
      ['N#ff0000', 'o#ff0000'],
      ['v#ff0000', 'x#00ff00'],
      ['y#ff0000', 'z#000000'],
    ]);
  });

  it('match nothing (undefined) when the runs do not show the glyphs of the operator list', () => {
    expect(matchRuns(['abd'], inkChars(list(...line(glyphs('abc'))), OPS, fontOf))).toBeUndefined();
  });
});

describe('wordBrokenRuns', () => {
  const words = ['Overview', 'of', 'the', 'Technology', 'Acceptance', 'Model'];

  it('breaks words drawn apart without spaces, even narrower than pdf.js’s 0.102 em', () => {
    expect(broken(line(spacedWords(words, 0.095)), [words.join('')])).toEqual(['Overview of the Technology Acceptance Model']);
    expect(broken(line(spacedWords(words, 0.3)), [words.join('')])).toEqual(['Overview of the Technology Acceptance Model']);
  });

  it('measures against the usual letter spacing: tight tracking breaks at a smaller gap, and never inside its words', () => {
    // Tc −0.6 (−0.06 em at 10 pt): letters overlap; words 0.04 em apart are 0.1 em wider than the letter spacing.
    const tight = line(spacedWords(words, 0.1), { tc: -0.6 });
    expect(broken(tight, [words.join('')])).toEqual(['Overview of the Technology Acceptance Model']);
    const sentence = 'Tight tracking keeps every letter of these words together';
    expect(broken(line(glyphs(sentence), { tc: -0.6 }), [sentence])).toEqual([sentence]);
  });

  it('finds no break in a letter-spaced heading, in kerning, or between glyphs already separated by a space', () => {
    expect(broken(line(glyphs('INTRODUCTION'), { tc: 0.8 }), ['INTRODUCTION'])).toEqual(['INTRODUCTION']);
    const kerned = ['A', -30, 'V', 50, 'A', -40, 'T', 80, 'a', -50, 'r'].map((g) => (typeof g === 'number' ? g : glyphs(g)[0]));
    expect(broken(line(kerned), ['AVATar'])).toEqual(['AVATar']);
    // Justified: Tw widens each space by 0.4 em; the glyphs beside a space are not measured.
    const justified = line(glyphs('justified text stretches its spaces'));
    justified.splice(3, 0, [OPS.setWordSpacing, [4]]);
    expect(broken(justified, ['justified text stretches its spaces'])).toEqual(['justified text stretches its spaces']);
  });

  it('reads a rule drawn on the baseline between two words as an underscore (TeX draws \\_ so), whether pdf.js spaced them or not', () => {
    // 10 pt glyphs 5 pt wide from x 72: "asn1" ends at 92, "expand" starts 4.4 pt further; Texinfo's rule: 0.3 em wide,
    // 0.07 em after the letter, just above the baseline (700).
    const steps = line(spacedWords(['asn1', 'expand', 'node'], 0.44));
    const rule = { x0: 92.7, y0: 700.2, x1: 95.7, y1: 700.2 };
    const chars = inkChars(list(...steps), OPS, fontOf);
    const at = (rules: Array<typeof rule>) => (a: (typeof chars)[number], b: (typeof chars)[number]) =>
      underscoreBetween(a, b, rules) !== undefined;
    expect(wordBrokenRuns(['asn1expandnode'], chars, at([rule]))).toEqual(['asn1_expand node']);
    expect(wordBrokenRuns(['asn1 expand node'], chars, at([rule]))).toEqual(['asn1_expand node']);
    expect(wordBrokenRuns(['asn1expandnode'], chars)).toEqual(['asn1 expand node']);
    // An underline under a word, or a rule a line below, is no underscore.
    const under = { x0: 72, y0: 698.5, x1: 92, y1: 698.5 };
    const below = { x0: 92.7, y0: 688, x1: 95.7, y1: 688 };
    expect(wordBrokenRuns(['asn1expandnode'], chars, at([under, below]))).toEqual(['asn1 expand node']);
  });

  it('keeps runs apart: two runs of one line are joined by the layout, not here; a run of one character is left as it is', () => {
    const steps = line(spacedWords(['Hello', 'world'], 1));
    expect(broken(steps, ['Hello', 'world'])).toEqual(['Hello', 'world']);
  });

  it('invents no breaks between Chinese, Japanese or Korean characters, nor inside a number', () => {
    const cjk = [...'日本語の文書です'].flatMap((unicode, k) => [{ unicode, width: 1000 }, ...(k % 3 === 2 ? [-200] : [])]);
    expect(broken(line(cjk), ['日本語の文書です'])).toEqual(['日本語の文書です']);
    // pdf.js spaces a spread-out line; with no space glyph drawn the spaces go, with one they stay.
    expect(broken(line(cjk), ['日本語 の文書 です'])).toEqual(['日本語の文書です']);
    const withSpace = [...glyphs('日本'), { unicode: ' ', width: 250, isSpace: true }, ...glyphs('語')];
    expect(broken(line(withSpace), ['日本 語'])).toEqual(['日本 語']);
    expect(broken(line([...glyphs('1'), -300, ...glyphs('0')]), ['10'])).toEqual(['10']);
  });

  it('gives up (undefined) when the runs do not show the glyphs of the operator list', () => {
    expect(broken(line(glyphs('abc')), ['abd'])).toBeUndefined();
  });

  it('calls a gap a break only past both the share of the font size and the share of the average advance', () => {
    expect(isWordGap(0.095, 0, 0.5)).toBe(true); // past 0.08 em and past 0.18 × 0.5 = 0.09 em
    expect(isWordGap(0.085, 0, 0.5)).toBe(false);
    expect(isWordGap(0.085, 0, 0.3)).toBe(true); // a narrow face: 0.054 em of advance, 0.08 em of size
    expect(isWordGap(0.05, -0.06, 0.5)).toBe(true);
    expect(isWordGap(0.1, 0, 0.9)).toBe(false); // a wide face: 0.18 × 0.9 = 0.162 em
  });
});

describe('inkOf', () => {
  it('gives the NFKC characters without white space (/\\s/u), the ASCII ones told by their codes', () => {
    const slow = (text: string) => [...text.normalize('NFKC')].filter((c) => !/\s/u.test(c));
    const samples = ['ﬁ', 'e\u0301', '\u00a0', '\u3000', '\ufeff', 'A B\tC', '½', '日本 語', ''];
    for (let code = 0; code < 0x3100; code++) samples.push(String.fromCodePoint(code));
    for (const text of samples) expect([text, inkOf(text)]).toEqual([text, slow(text)]);
    expect(inkOf('ﬁ')).toEqual(['f', 'i']);
  });
});
