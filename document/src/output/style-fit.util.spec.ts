import {
  fitAtSize,
  justifyCutParagraph,
  keepOnOneLine,
  largestFittingSize,
  sharedStyleSize,
  shrinkToFit,
  styleFloor,
  tightLeading,
  TIGHT_SPACE,
} from './style-fit.util';
import { measureText, neededHeight } from './text-fit.util';

/** Fixed pitch at size 1: a character is 0.5, a space 0.25. */
const measure = (text: string) => [...text].reduce((w, c) => w + (c === ' ' ? 0.25 : 0.5), 0);
const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');
const layout = (overrides: Partial<Parameters<typeof fitAtSize>[2]> = {}) => ({ width: 100, height: 100, leading: 1.2, ...overrides });

describe('styleFloor', () => {
  it('is 85% of the size rounded up to half a point, never above the size', () => {
    expect(styleFloor(10)).toBe(8.5);
    expect(styleFloor(9)).toBe(8); // 7.65 → 8: at least 85% whatever the rounding of a reader
    expect(styleFloor(0.5)).toBe(0.5);
  });
});

describe('tightLeading', () => {
  it('tightens by 8% down to 1.08 em, and leaves a tighter leading alone', () => {
    expect(tightLeading(1.2)).toBeCloseTo(1.104, 3);
    expect(tightLeading(1.15)).toBeCloseTo(1.08, 3);
    expect(tightLeading(1)).toBe(1);
  });
});

describe('fitAtSize', () => {
  it('keeps the source leading and spacing when the text fits', () => {
    const fit = fitAtSize(measureText({ text: words(4), measure }), 10, layout());
    expect(fit).toMatchObject({ leading: 1.2, fitted: { fontSize: 10, overflow: 0 } });
    expect(fit!.fitted.wordSpacing).toBeUndefined();
  });

  it('tightens the leading before the spacing, and both before giving up', () => {
    // 4 words of 20 at 10 pt with spaces of 2.5: two per 45-wide line.
    const measured = measureText({ text: words(8), measure });
    // Four lines need 10 + 3 × 12 = 46 at 1.2 em, 10 + 3 × 11.04 = 43.1 at the tight leading.
    const leadingOnly = fitAtSize(measured, 10, layout({ width: 45, height: 44 }));
    expect(leadingOnly).toMatchObject({ leading: tightLeading(1.2), fitted: { fontSize: 10 } });
    expect(leadingOnly!.fitted.wordSpacing).toBeUndefined();
    // Three words per line only with spaces at 80%: 60 + 2 × 2 = 64 in a 64-wide box (3 lines at the source leading).
    const spacing = fitAtSize(measured, 10, layout({ width: 64, height: neededHeight(3, 10, 1.2) }));
    expect(spacing).toMatchObject({ leading: 1.2 });
    expect(spacing!.fitted.lines.map((line) => line.words.length)).toEqual([3, 3, 2]);
    expect(spacing!.fitted.wordSpacing).toBeCloseTo((TIGHT_SPACE - 1) * 0.25 * 10, 5);
    expect(fitAtSize(measured, 10, layout({ width: 45, height: 30 }))).toBeUndefined();
  });
});

describe('largestFittingSize', () => {
  const measured = measureText({ text: words(3), measure });
  it('is the high end when the text fits there, undefined when it does not fit even at the low end', () => {
    expect(largestFittingSize(measured, layout(), 8.5, 10)).toBe(10);
    expect(largestFittingSize(measured, layout({ width: 30, height: 10 }), 8.5, 10)).toBeUndefined();
  });

  it('finds the size between them to a tenth of a point', () => {
    // One line of 3 words: 60 + 2 × 0.25 × 0.8 at size 1 = 6.4 per point; 60 wide holds 9.375 pt.
    const size = largestFittingSize(measured, layout({ width: 60, height: 10 }), 8.5, 10)!;
    expect(size).toBeGreaterThanOrEqual(9.2);
    expect(size).toBeLessThanOrEqual(9.4);
  });
});

describe('sharedStyleSize', () => {
  it('is the source size when every block fits at it', () => {
    expect(
      sharedStyleSize(
        [
          { largest: 10, chars: 500 },
          { largest: 10, chars: 20 },
        ],
        10,
      ),
    ).toBe(10);
  });

  it('is one reduction for the whole style, the one its longer translations need', () => {
    expect(
      sharedStyleSize(
        [
          { largest: 10, chars: 500 },
          { largest: 9.2, chars: 300 },
          { largest: 9.6, chars: 300 },
        ],
        10,
      ),
    ).toBe(9.2);
  });

  it('leaves the few characters that need more than the rest to be shrunk on their own', () => {
    expect(
      sharedStyleSize(
        [
          { largest: 10, chars: 1000 },
          { largest: 9.5, chars: 900 },
          { largest: 8.6, chars: 150 },
        ],
        10,
      ),
    ).toBe(9.5);
  });

  it('does not let a block that fits even at the floor in no way drag the others down', () => {
    expect(
      sharedStyleSize(
        [
          { largest: undefined, chars: 5000 },
          { largest: 9.6, chars: 100 },
          { largest: 10, chars: 300 },
        ],
        10,
      ),
    ).toBe(9.6);
  });

  it('never goes below the floor, however many blocks would need it', () => {
    expect(
      sharedStyleSize(
        [
          { largest: 8.5, chars: 500 },
          { largest: 9, chars: 100 },
        ],
        10,
      ),
    ).toBe(8.5);
    expect(sharedStyleSize([{ largest: undefined, chars: 500 }], 10)).toBe(8.5);
    expect(sharedStyleSize([{ largest: undefined, chars: 500 }], 6, 6)).toBe(6);
    expect(sharedStyleSize([], 10)).toBe(10);
  });
});

describe('shrinkToFit', () => {
  it('shrinks one block below its style size in the tightest layout, down to the minimum', () => {
    const text = words(6);
    const measured = measureText({ text, measure });
    const fit = shrinkToFit(measured, 10, 7, { ...layout({ width: 100, height: 10 }), text, measure });
    expect(fit.fitted.overflow).toBe(0);
    expect(fit.fitted.fontSize).toBeLessThan(10);
    expect(fit.fitted.fontSize).toBeGreaterThanOrEqual(7);
    expect(fit.leading).toBe(tightLeading(1.2));
  });
});

describe('justifyCutParagraph', () => {
  const line = (width: number, last: boolean) => ({ words: ['aa', 'bb', 'cc'], width, indent: 0, available: 100, last });
  const fitted = (width: number) => ({ fontSize: 10, overflow: 0, lines: [line(95, false), line(width, true)] });

  it('justifies the last line of a justified block whose sentence goes on elsewhere, when it is nearly full', () => {
    expect(justifyCutParagraph(fitted(80), 'justified', true).lines[1].last).toBe(false);
  });

  it("leaves a paragraph's real end, a short line and other alignments flush", () => {
    expect(justifyCutParagraph(fitted(80), 'justified', false).lines[1].last).toBe(true);
    expect(justifyCutParagraph(fitted(40), 'justified', true).lines[1].last).toBe(true);
    expect(justifyCutParagraph(fitted(80), 'left', true).lines[1].last).toBe(true);
  });
});

describe('keepOnOneLine', () => {
  const text = 'Tu cueilles';
  const measured = measureText({ text, measure });
  // 52.5 wide at 10 pt, 31.5 at the 6 pt minimum: two lines in a one-line, 25-wide cell.
  const params = { width: 25, height: 8, leading: 1.2 };
  const shrunk = shrinkToFit(measured, 10, 6, { ...params, text, measure });

  it('sets a one-line source that fits at no size on one line, running on past the box along its baseline', () => {
    expect(shrunk.fitted.lines).toHaveLength(2);
    const fit = keepOnOneLine(measured, shrunk, params, { lines: [{}], height: 8, lineHeight: 9.6, fontSize: 8 });
    expect(fit.fitted.lines.map((line) => line.words)).toEqual([['Tu', 'cueilles']]);
    expect(fit.fitted.fontSize).toBe(6);
    expect(fit.fitted.overflow).toBeCloseTo(31.5 - 25, 1);
  });

  it('leaves a block of several source lines, or one that fits, as it is', () => {
    expect(keepOnOneLine(measured, shrunk, params, { lines: [{}, {}], height: 20, lineHeight: 9.6, fontSize: 8 })).toBe(shrunk);
    const fits = shrinkToFit(measured, 10, 6, { ...params, width: 100, text, measure });
    expect(keepOnOneLine(measured, fits, params, { lines: [{}], height: 8, lineHeight: 9.6, fontSize: 8 })).toBe(fits);
  });
});
