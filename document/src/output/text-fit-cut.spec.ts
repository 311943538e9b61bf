import { fitText } from './text-fit.util';

/**
 * A word longer than the line, marked as text-runs marks inline styles: a marker character (here '§') sets what
 * follows it in a wider face (twice as wide), so a piece measured whole is wider than its characters one by one.
 */
const measure = (text: string) => {
  let width = 0;
  let wide = false;
  for (const c of text) {
    if (c === '§') wide = true;
    else width += wide ? 1 : 0.5;
  }
  return width;
};

describe('fitText, a word cut over lines', () => {
  it('never sets a piece of a marked word wider than the box', () => {
    const word = `§${'x'.repeat(40)}`;
    const fitted = fitText({
      text: word,
      width: 100,
      height: 1000,
      fontSize: 10,
      minFontSize: 10,
      leading: 1.2,
      measure,
      continuation: () => '§',
    });
    expect(fitted.lines.length).toBeGreaterThan(1);
    for (const line of fitted.lines) expect(measure(line.words.join(' ')) * 10).toBeLessThanOrEqual(100.01);
    // Nothing lost: the pieces hold the word's characters.
    expect(fitted.lines.map((line) => line.words.join('').replace(/§/g, '')).join('')).toBe('x'.repeat(40));
  });
});
