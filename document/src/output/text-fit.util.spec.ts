import { fitText, neededHeight, placeLine, type FitTextParams } from './text-fit.util';

/** Fixed pitch at size 1: a character is 0.5, a space 0.25. */
const measure = (text: string) => [...text].reduce((w, c) => w + (c === ' ' ? 0.25 : 0.5), 0);
const fit = (overrides: Partial<FitTextParams>) =>
  fitText({ text: 'aaaa bbbb cccc', width: 100, height: 10, fontSize: 10, minFontSize: 7, leading: 1.2, measure, ...overrides });
const lineTexts = (result: ReturnType<typeof fitText>) => result.lines.map((line) => line.words.join(' '));

describe('fitText', () => {
  it('keeps the original size when the text fits on its lines', () => {
    // Each word is 20 wide at 10 pt, a space 2.5: three words are 65 wide.
    const result = fit({});
    expect(result).toMatchObject({ fontSize: 10, overflow: 0 });
    expect(lineTexts(result)).toEqual(['aaaa bbbb cccc']);
    expect(result.lines[0]).toMatchObject({ width: 65, indent: 0, available: 100, last: true });
  });

  it('wraps at the box width and uses the lines the box has room for', () => {
    const result = fit({ width: 45, height: neededHeight(2, 10, 1.2) });
    expect(result.fontSize).toBe(10);
    expect(lineTexts(result)).toEqual(['aaaa bbbb', 'cccc']);
    expect(result.lines.map((l) => l.last)).toEqual([false, true]);
  });

  it('shrinks to the largest size that fits, no further than needed', () => {
    // One line of 65 at 10 pt in a 55-wide, one-line box: 55 / 6.5 = 8.46 pt.
    const result = fit({ width: 55 });
    expect(result.overflow).toBe(0);
    expect(result.fontSize).toBeGreaterThan(8.3);
    expect(result.fontSize).toBeLessThanOrEqual(8.46);
    expect(lineTexts(result)).toEqual(['aaaa bbbb cccc']);
  });

  it('stops at the minimum size and reports how far the text runs below the box', () => {
    const text = Array.from({ length: 40 }, () => 'word').join(' ');
    const result = fit({ text, width: 60, height: 20 });
    expect(result.fontSize).toBe(7);
    expect(result.lines.length).toBeGreaterThan(5);
    expect(result.overflow).toBeCloseTo(neededHeight(result.lines.length, 7, 1.2) - 20, 1);
  });

  it('never enlarges text already smaller than the minimum', () => {
    expect(fit({ fontSize: 5, minFontSize: 6, width: 10 }).fontSize).toBe(5);
  });

  it('cuts a word longer than the line into pieces and goes on with the next words', () => {
    const result = fit({ text: 'x'.repeat(30) + ' end', width: 50, height: 100, minFontSize: 10 });
    expect(lineTexts(result)).toEqual(['x'.repeat(10), 'x'.repeat(10), 'x'.repeat(10), 'end']);
    expect(lineTexts(result).join('')).toBe('x'.repeat(30) + 'end');
    expect(result.lines.every((line) => line.width <= 50.01)).toBe(true);
  });

  it('keeps hard line breaks, and indents the first and the following lines', () => {
    const result = fit({ text: 'aaaa bbbb\ncccc', width: 100, height: 100, firstIndent: 10, restIndent: 4 });
    expect(lineTexts(result)).toEqual(['aaaa bbbb', 'cccc']);
    expect(result.lines.map((l) => [l.indent, l.available, l.last])).toEqual([
      [10, 90, true],
      [4, 96, true],
    ]);
  });

  it('sets rotated text on one line, shrunk to its length', () => {
    // 87.5 wide at 10 pt.
    const result = fit({ text: 'aaaa bbbb cccc dddd', width: 70, height: 10, singleLine: true });
    expect(result.lines).toHaveLength(1);
    expect(result.lines[0].width).toBeLessThanOrEqual(70.2);
    expect(result.fontSize).toBeCloseTo(8, 0);
    expect(fit({ text: 'aaaa bbbb cccc dddd', width: 60, height: 10, singleLine: true })).toMatchObject({ fontSize: 7, overflow: 1.25 });
  });

  it('sets words closer with tightened spacing, and says by how much each space narrows', () => {
    // Three words of 20 at 10 pt: 65 wide with spaces of 2.5, 64 with spaces at 80%.
    expect(lineTexts(fit({ width: 64, minFontSize: 10 }))).toEqual(['aaaa bbbb', 'cccc']);
    const tight = fit({ width: 64, minFontSize: 10, spaceScale: 0.8 });
    expect(lineTexts(tight)).toEqual(['aaaa bbbb cccc']);
    expect(tight.lines[0].width).toBeCloseTo(64, 5);
    expect(tight.wordSpacing).toBeCloseTo(-0.5, 5);
    expect(fit({}).wordSpacing).toBeUndefined();
  });

  it('does a bounded amount of work on a long block', () => {
    const text = Array.from({ length: 20_000 }, (_, i) => `word${i % 50}`).join(' ');
    const calls = { n: 0 };
    fitText({ text, width: 300, height: 200, fontSize: 10, minFontSize: 7, leading: 1.2, measure: (t) => (calls.n++, measure(t)) });
    expect(calls.n).toBeLessThan(100); // each distinct word measured once
  });
});

describe('placeLine', () => {
  const line = { words: ['aa', 'bb', 'cc'], width: 40, indent: 5, available: 95, last: false };

  it('places a line for each alignment', () => {
    expect(placeLine(line, 'left')).toEqual({ x: 5, wordGap: 0 });
    expect(placeLine(line, 'center')).toEqual({ x: 5 + 27.5, wordGap: 0 });
    expect(placeLine(line, 'right')).toEqual({ x: 60, wordGap: 0 });
    expect(placeLine(line, 'justified')).toEqual({ x: 5, wordGap: 27.5 });
  });

  it('does not stretch the last line of a justified paragraph, nor a one-word line', () => {
    expect(placeLine({ ...line, last: true }, 'justified').wordGap).toBe(0);
    expect(placeLine({ ...line, words: ['aa'] }, 'justified').wordGap).toBe(0);
  });

  it('narrows every gap by tightened spacing, a justified last line set flush left with its spaces as tight', () => {
    expect(placeLine(line, 'left', -0.5)).toEqual({ x: 5, wordGap: -0.5 });
    expect(placeLine(line, 'justified', -0.5)).toEqual({ x: 5, wordGap: 27 });
    expect(placeLine({ ...line, last: true }, 'justified', -0.5)).toEqual({ x: 5, wordGap: -0.5 });
    expect(placeLine({ ...line, words: ['aa'] }, 'left', -0.5).wordGap).toBe(0);
  });
});
