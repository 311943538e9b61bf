import { backgroundAround, encodePgm, parsePnm, rotateImage, toGrey, type RasterImage } from './ocr-image.util';

/** A 3 × 2 grey image: 1 2 3 / 4 5 6. */
const small: RasterImage = { width: 3, height: 2, channels: 1, data: Uint8Array.from([1, 2, 3, 4, 5, 6]) };

describe('page images', () => {
  it('reads binary PGM and PPM headers (comments too) and refuses anything else', () => {
    const pgm = Buffer.concat([Buffer.from('P5\n# pdftoppm\n3 2\n255\n'), Buffer.from([1, 2, 3, 4, 5, 6])]);
    expect(parsePnm(pgm)).toMatchObject({ width: 3, height: 2, channels: 1 });
    expect([...parsePnm(pgm).data]).toEqual([1, 2, 3, 4, 5, 6]);
    const ppm = Buffer.concat([Buffer.from('P6 1 1 255\n'), Buffer.from([10, 20, 30])]);
    expect(parsePnm(ppm)).toMatchObject({ width: 1, height: 1, channels: 3 });
    expect(() => parsePnm(Buffer.from('P3\n1 1\n255\n0 0 0'))).toThrow(/not a binary 8-bit PNM/);
    expect(() => parsePnm(Buffer.from('P5\n3 2\n255\n\x01'))).toThrow(/truncated/);
  });

  it('turns an image by quarter turns clockwise', () => {
    expect(rotateImage(small, 90)).toMatchObject({ width: 2, height: 3, data: Uint8Array.from([4, 1, 5, 2, 6, 3]) });
    expect(rotateImage(small, 180).data).toEqual(Uint8Array.from([6, 5, 4, 3, 2, 1]));
    expect(rotateImage(small, 270)).toMatchObject({ width: 2, height: 3, data: Uint8Array.from([3, 6, 2, 5, 1, 4]) });
    expect(rotateImage(rotateImage(small, 90), 270).data).toEqual(small.data);
  });

  it('writes grey PGM for Tesseract from colour', () => {
    const rgb: RasterImage = { width: 1, height: 1, channels: 3, data: Uint8Array.from([255, 255, 255]) };
    expect(toGrey(rgb).data[0]).toBe(255);
    expect(Buffer.from(encodePgm(rgb)).toString('latin1')).toBe('P5\n1 1\n255\n\xff');
  });

  it('samples the background around a box, not the ink of a neighbour', () => {
    // A cream page with a dark word inside the box and a dark rule crossing the ring on one side.
    const width = 100;
    const height = 60;
    const data = new Uint8Array(width * height * 3);
    for (let i = 0; i < width * height; i++) data.set([245, 235, 200], i * 3);
    for (let y = 20; y < 40; y++) for (let x = 20; x < 80; x++) data.set([20, 20, 20], (y * width + x) * 3);
    for (let y = 0; y < height; y++) data.set([0, 0, 0], (y * width + 15) * 3);
    expect(backgroundAround({ width, height, channels: 3, data }, { left: 20, top: 20, width: 60, height: 20 }, 5)).toBe('#f5ebc8');
  });
});
