import { deflateSync } from 'node:zlib';
import { orientImage, RowResampler } from './ocr-image.util';
import { decodeFlate, PdfLexer, PdfName, PdfOp, PdfRef } from './ocr-pdf-reader';

const grey = (width: number, height: number, values: number[]) => ({ width, height, channels: 1 as const, data: Uint8Array.from(values) });

describe('a page image read from the file', () => {
  it('averages the source pixels under each output pixel going down, and takes the nearest going up', () => {
    const down = new RowResampler(4, 4, 1, 2, 2);
    [
      [0, 10, 100, 100],
      [20, 30, 100, 100],
      [255, 255, 0, 0],
      [255, 255, 0, 2],
    ].forEach((row) => down.push(Uint8Array.from(row)));
    expect(down.complete).toBe(true);
    expect(Array.from(down.out)).toEqual([15, 100, 255, 1]);

    // Boxes three columns wide.
    const wide = new RowResampler(6, 1, 1, 2, 1);
    wide.push(Uint8Array.from([0, 3, 6, 9, 9, 10]));
    expect(Array.from(wide.out)).toEqual([3, 9]);

    // Down by at most half both ways, unevenly (5 × 3 to 3 × 2: boxes one or two pixels wide and high), in colour:
    // the rounded mean of each box, per channel.
    const source = Array.from({ length: 3 }, (_, y) => Uint8Array.from({ length: 15 }, (_, i) => (y * 67 + i * 41) % 256));
    const reduced = new RowResampler(5, 3, 3, 3, 2);
    source.forEach((row) => reduced.push(row));
    const box = (to: number, from: number, i: number) =>
      Array.from({ length: from }, (_, k) => k).filter((k) => Math.floor((k * to) / from) === i);
    const mean = (x: number, y: number, c: number) => {
      const values = box(2, 3, y).flatMap((j) => box(3, 5, x).map((i) => source[j][i * 3 + c]));
      return Math.round(values.reduce((sum, v) => sum + v, 0) / values.length);
    };
    expect(reduced.complete).toBe(true);
    expect(Array.from(reduced.out)).toEqual([0, 1].flatMap((y) => [0, 1, 2].flatMap((x) => [0, 1, 2].map((c) => mean(x, y, c)))));

    const up = new RowResampler(2, 1, 3, 4, 2);
    up.push(Uint8Array.from([1, 2, 3, 4, 5, 6]));
    expect(Array.from(up.out)).toEqual([1, 2, 3, 1, 2, 3, 4, 5, 6, 4, 5, 6, 1, 2, 3, 1, 2, 3, 4, 5, 6, 4, 5, 6]);
  });

  it('turns and mirrors the image as the page draws it', () => {
    // Rows 1 2 3 / 4 5 6.
    const image = grey(3, 2, [1, 2, 3, 4, 5, 6]);
    expect(orientImage(image, [3, 0, 0, 2, 0, 0])).toBe(image);
    expect(Array.from(orientImage(image, [-3, 0, 0, 2, 3, 0]).data)).toEqual([3, 2, 1, 6, 5, 4]);
    expect(Array.from(orientImage(image, [3, 0, 0, -2, 0, 2]).data)).toEqual([4, 5, 6, 1, 2, 3]);
    // A quarter turn anticlockwise (x = -v, y = u): the image's first column ends at the bottom, its top row on the left.
    expect(orientImage(image, [0, 3, -2, 0, 2, 0])).toMatchObject({ width: 2, height: 3, data: Uint8Array.from([3, 6, 2, 5, 1, 4]) });
    // And clockwise (x = v, y = -u): the first column at the top, the top row on the right.
    expect(Array.from(orientImage(image, [0, -3, 2, 0, 0, 3]).data)).toEqual([4, 1, 5, 2, 6, 3]);
  });

  it('reads PDF syntax: dictionaries, references, strings, names with escapes, operators', () => {
    const lexer = new PdfLexer(Buffer.from('<< /A [1 0 R (a\\)b(c)) <41 42 4>] /B#20C -1.5 /D true >> 2 0 0 2 0 0 cm % note\n/Im0 Do'));
    const dict = lexer.next() as Map<string, unknown>;
    const [ref, literal, hex] = dict.get('A') as [PdfRef, Uint8Array, Uint8Array];
    expect(ref).toEqual(new PdfRef(1, 0));
    expect(Buffer.from(literal).toString('latin1')).toBe('a)b(c)');
    expect(Buffer.from(hex).toString('latin1')).toBe('AB@');
    expect(dict.get('B C')).toBe(-1.5);
    expect(dict.get('D')).toBe(true);
    const rest = [];
    for (let token = lexer.next(); token !== undefined; token = lexer.next()) rest.push(token);
    expect(rest).toEqual([2, 0, 0, 2, 0, 0, new PdfOp('cm'), new PdfName('Im0'), new PdfOp('Do')]);
  });

  it('undoes the PNG predictors of a Flate stream', () => {
    // Two rows of three bytes (one byte per pixel): Paeth then Average.
    const rows = [4, 10, 20, 30, 3, 5, 5, 5];
    const decoded = decodeFlate(
      deflateSync(Uint8Array.from(rows)),
      new PdfName('FlateDecode'),
      new Map([
        ['Predictor', 12],
        ['Columns', 3],
      ]),
    );
    // Paeth on the first row predicts from the left only: 10, 30, 60. Average: 5 + (0 + 10) / 2 = 10, 5 + (10 + 30) / 2 = 25, 5 + (25 + 60) / 2 = 47.
    expect(Array.from(decoded)).toEqual([10, 30, 60, 10, 25, 47]);
  });
});
