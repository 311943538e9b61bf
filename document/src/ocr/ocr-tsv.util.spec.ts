import { evenSizes, linesToItems, parseTsv } from './ocr-tsv.util';
import type { RasterImage } from './ocr-image.util';

const HEADER = 'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext';
const word = (line: number, n: number, left: number, top: number, width: number, height: number, conf: number, text: string) =>
  `5\t1\t1\t1\t${line}\t${n}\t${left}\t${top}\t${width}\t${height}\t${conf}\t${text}`;

/** A white page of 600 × 800 pixels standing for a 144 × 192 pt page box (1 px = 0.24 pt). */
const white: RasterImage = { width: 600, height: 800, channels: 1, data: new Uint8Array(600 * 800).fill(255) };
const VIEW: [number, number, number, number] = [0, 0, 144, 192];

describe('Tesseract TSV', () => {
  it('groups words by line and leaves out empty words and rows of other levels', () => {
    const tsv = [
      HEADER,
      '4\t1\t1\t1\t1\t0\t10\t10\t200\t30\t-1\t',
      word(1, 1, 10, 10, 90, 30, 96, 'Hello'),
      word(1, 2, 110, 10, 100, 30, 91, 'world'),
      word(1, 3, 220, 10, 5, 30, 95, ' '),
      word(2, 1, 10, 60, 80, 30, 88, 'again'),
    ].join('\n');
    expect(parseTsv(tsv).map((line) => line.words.map((w) => w.text))).toEqual([['Hello', 'world'], ['again']]);
  });

  it('places a line in user space: baseline from the words without descenders, size from the ascent', () => {
    // "Hello" and "world" sit on the baseline at y = 40 px; "happy" reaches 8 px below it.
    const lines = parseTsv(
      [
        HEADER,
        word(1, 1, 100, 10, 90, 30, 96, 'Hello'),
        word(1, 2, 200, 10, 100, 30, 90, 'world'),
        word(1, 3, 310, 10, 100, 38, 94, 'happy'),
      ].join('\n'),
    );
    const [item] = linesToItems(lines, { image: white, turn: 0, view: VIEW });
    expect(item).toMatchObject({ text: 'Hello world happy', angle: 0, hasEOL: true, bold: false });
    expect(item.x).toBeCloseTo(100 * 0.24);
    expect(item.y).toBeCloseTo(192 - 40 * 0.24);
    expect(item.fontSize).toBeCloseTo(((40 - 10) / 0.73) * 0.24, 1);
    expect(item.width).toBeCloseTo(310 * 0.24);
    expect(item.ocr!.background).toBe('#ffffff');
    expect(item.ocr!.confidence).toBeCloseTo((96 * 5 + 90 * 5 + 94 * 5) / 15);
    // The cover holds the ink, descenders included.
    const [x0, y0, x1, y1] = item.ocr!.box;
    expect(x0).toBeLessThan(100 * 0.24);
    expect(x1).toBeGreaterThan(410 * 0.24);
    expect(y0).toBeLessThan(192 - 48 * 0.24);
    expect(y1).toBeGreaterThan(192 - 10 * 0.24);
  });

  it('leaves out words read with little confidence and lines without a letter or digit', () => {
    const lines = parseTsv(
      [HEADER, word(1, 1, 10, 10, 50, 30, 12, 'xq~'), word(2, 1, 10, 60, 50, 30, 90, '—'), word(3, 1, 10, 110, 80, 30, 85, 'kept')].join(
        '\n',
      ),
    );
    expect(linesToItems(lines, { image: white, turn: 0, view: VIEW }).map((i) => i.text)).toEqual(['kept']);
  });

  it('turns boxes back from a page read turned a quarter clockwise: the text runs upwards in user space', () => {
    // The user-oriented image is 600 × 800; turned 90° clockwise Tesseract saw 800 × 600 and a line at its top left.
    const lines = parseTsv([HEADER, word(1, 1, 50, 20, 200, 30, 95, 'Upright')].join('\n'));
    const [item] = linesToItems(lines, { image: white, turn: 90, view: VIEW });
    expect(item.angle).toBe(90);
    // The turned image's top-left corner is the user image's bottom-left: the baseline starts near the left edge,
    // low on the page, and runs up.
    expect(item.x).toBeGreaterThan(0);
    expect(item.x).toBeLessThan(60 * 0.24);
    expect(item.y).toBeCloseTo(50 * 0.24, 0);
  });

  it('sets the body in one size, leaving a heading its own', () => {
    const item = (text: string, fontSize: number) => ({
      text,
      x: 0,
      y: 0,
      width: 1,
      height: fontSize,
      fontName: 'OCR',
      fontSize,
      bold: false,
      italic: false,
      angle: 0,
      hasEOL: true,
    });
    const sizes = evenSizes([
      item('A heading', 20),
      item('body text of a line', 11.2),
      item('another body line', 10.4),
      item('more body text here', 10.8),
    ]).map((i) => i.fontSize);
    expect(sizes).toEqual([20, 10.8, 10.8, 10.8]);
  });
});
