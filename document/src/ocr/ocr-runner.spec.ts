import { osdTurn, pageDpi, readAcross } from './ocr-runner';

describe('orientation of a scanned page', () => {
  it("takes Tesseract's turn when it is sure enough, none otherwise", () => {
    expect(osdTurn('Page number: 0\nOrientation in degrees: 270\nRotate: 90\nOrientation confidence: 8.02\nScript: Latin\n')).toBe(90);
    expect(osdTurn('Page number: 0\nOrientation in degrees: 180\nRotate: 180\nOrientation confidence: 0.4\n')).toBe(0);
    expect(osdTurn('Too few characters. Skipping this page')).toBe(0);
  });

  it('tells lines read across a page lying on its side by their words taller than wide', () => {
    const word = (text: string, width: number, height: number) => ({ text, width, height });
    expect(readAcross([{ words: [word('uejd', 36, 68), word('peroidde', 36, 158), word('ay}', 28, 52), word('The', 80, 30)] }])).toBe(true);
    expect(readAcross([{ words: [word('Upright', 200, 40), word('text', 90, 40), word('I', 8, 40)] }])).toBe(false);
    expect(readAcross([])).toBe(false);
  });

  it('renders a large page at less than the usual resolution', () => {
    expect(pageDpi(300, [0, 0, 595.28, 841.89])).toBe(300);
    // A0 (841 × 1189 mm): 300 dpi would be 139 million pixels.
    expect(pageDpi(300, [0, 0, 2384, 3370])).toBe(152);
  });
});
