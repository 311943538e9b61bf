import { item } from './layout.fixtures';
import { bodyFontSize, dominantStyle, median, visibleLength, weightedMode } from './style.util';

describe('style helpers', () => {
  it('median and weighted mode', () => {
    expect(median([])).toBe(0);
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(weightedMode({ values: [12, 12.1, 18, 18], step: 0.5 })).toBe(12);
    expect(weightedMode({ values: [10, 20], weights: [1, 5], step: 1 })).toBe(20);
    expect(weightedMode({ values: [], step: 1 })).toBeUndefined();
  });

  it('weighs styles by characters', () => {
    const items = [
      item({ text: 'Big', fontSize: 20, bold: true }),
      item({ text: 'many more small characters', fontSize: 10, italic: true }),
    ];
    expect(dominantStyle(items)).toEqual({ fontSize: 10, fontName: 'Helvetica', bold: false, italic: true });
    expect(bodyFontSize(items)).toBe(10);
    expect(bodyFontSize([])).toBe(10);
  });

  it('counts the characters that are not white space as /\\s/ reads it, every space character included', () => {
    const spaces = ' \t\n\v\f\r\u00A0\u1680\u2000\u2005\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF';
    for (const text of ['', 'a b', `x${spaces}y`, 'café 𝐀\u200B', '東京 都', spaces])
      expect(visibleLength(text)).toBe(text.replace(/\s/g, '').length);
  });
});
