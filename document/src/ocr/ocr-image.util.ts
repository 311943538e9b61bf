// Page images as poppler's pdftoppm writes them (binary PNM: P5 grey, P6 RGB), or as read from a PDF's image
// (ocr-page-image.ts), handled in memory without an image library: read, scaled row by row, turned and mirrored by a
// page's matrix or by quarter turns, reduced to grey for Tesseract, and sampled for a background colour.

import { writeFile } from 'node:fs/promises';
import type { Matrix } from '../output/matrix.util';

/** A raster image: `channels` bytes per pixel (1 grey, 3 RGB), rows top to bottom. */
export interface RasterImage {
  width: number;
  height: number;
  channels: 1 | 3;
  data: Uint8Array;
}

/** Reads a binary PNM (P5 or P6, maxval 255). Throws on anything else. */
export function parsePnm(bytes: Uint8Array): RasterImage {
  const fields: string[] = [];
  let at = 0;
  while (fields.length < 4 && at < bytes.length) {
    const c = bytes[at];
    if (c === 0x23) {
      while (at < bytes.length && bytes[at] !== 0x0a) at++; // comment to the end of the line
    } else if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) {
      at++;
    } else {
      let token = '';
      while (at < bytes.length && ![0x20, 0x0a, 0x0d, 0x09].includes(bytes[at])) token += String.fromCharCode(bytes[at++]);
      fields.push(token);
    }
  }
  at++; // the single whitespace after maxval
  const [magic, w, h, max] = fields;
  const channels = magic === 'P5' ? 1 : magic === 'P6' ? 3 : 0;
  const width = Number(w);
  const height = Number(h);
  if (!channels || !(width > 0) || !(height > 0) || max !== '255') throw new Error(`not a binary 8-bit PNM image (${fields.join(' ')})`);
  const size = width * height * channels;
  if (bytes.length - at < size) throw new Error(`PNM image truncated: ${bytes.length - at} of ${size} bytes`);
  return { width, height, channels: channels, data: bytes.subarray(at, at + size) };
}

/** The image as a binary PGM (P5), what Tesseract reads on its standard input. */
export function encodePgm(image: RasterImage): Uint8Array {
  const grey = toGrey(image);
  const header = Buffer.from(`P5\n${grey.width} ${grey.height}\n255\n`, 'latin1');
  const out = new Uint8Array(header.length + grey.data.length);
  out.set(header, 0);
  out.set(grey.data, header.length);
  return out;
}

/**
 * Writes the image as a binary PGM (grey) to a new file `path` (owner-only), what Tesseract reads: its header and
 * samples written one after the other, without a copy of the page in one buffer.
 */
export async function writePgm(path: string, image: RasterImage): Promise<void> {
  const grey = toGrey(image);
  await writeFile(path, [Buffer.from(`P5\n${grey.width} ${grey.height}\n255\n`, 'latin1'), grey.data], { flag: 'wx', mode: 0o600 });
}

/** Luma (BT.601) of an RGB image; a grey image as it is. */
export function toGrey(image: RasterImage): RasterImage {
  if (image.channels === 1) return image;
  const { width, height, data } = image;
  const out = new Uint8Array(width * height);
  for (let i = 0, j = 0; i < out.length; i++, j += 3) out[i] = (data[j] * 77 + data[j + 1] * 150 + data[j + 2] * 29) >> 8;
  return { width, height, channels: 1, data: out };
}

/**
 * The image turned clockwise by `degrees` (0, 90, 180 or 270): a pixel at (x, y) of the result shows the source
 * pixel `sourceOf(x, y)` gives.
 */
export function rotateImage(image: RasterImage, degrees: number): RasterImage {
  const turn = (((degrees % 360) + 360) % 360) as 0 | 90 | 180 | 270;
  if (turn === 0) return image;
  const { width, height, channels, data } = image;
  const outWidth = turn === 180 ? width : height;
  const outHeight = turn === 180 ? height : width;
  const out = new Uint8Array(data.length);
  // One pass over the result, walking the source with fixed steps (no per-pixel call: a page is ~9 million pixels).
  for (let y = 0; y < outHeight; y++) {
    // The source pixel shown at (0, y) and the step to the next x (sourcePixel, in byte offsets).
    let from: number;
    let step: number;
    if (turn === 90) {
      from = ((height - 1) * width + y) * channels;
      step = -width * channels;
    } else if (turn === 180) {
      from = ((height - 1 - y) * width + (width - 1)) * channels;
      step = -channels;
    } else {
      from = (0 * width + (width - 1 - y)) * channels;
      step = width * channels;
    }
    let to = y * outWidth * channels;
    if (channels === 1) {
      for (let x = 0; x < outWidth; x++, to++, from += step) out[to] = data[from];
    } else {
      for (let x = 0; x < outWidth; x++, to += 3, from += step) {
        out[to] = data[from];
        out[to + 1] = data[from + 1];
        out[to + 2] = data[from + 2];
      }
    }
  }
  return { width: outWidth, height: outHeight, channels, data: out };
}

/** For an image of `width` × `height` turned clockwise by `turn`, the source pixel shown at (x, y) of the result. */
export function sourcePixel(turn: 0 | 90 | 180 | 270, x: number, y: number, width: number, height: number): [number, number] {
  switch (turn) {
    case 90:
      return [y, height - 1 - x];
    case 180:
      return [width - 1 - x, height - 1 - y];
    case 270:
      return [width - 1 - y, x];
    default:
      return [x, y];
  }
}

/** Pixels sampled along each side of the ring around a box. */
const RING_SAMPLES = 48;

/**
 * The background colour around a box of pixels (`#rrggbb`): the median of the pixels on a ring `margin` pixels
 * outside it, the lighter half only, so a neighbouring word or a rule the ring crosses does not darken it.
 */
export function backgroundAround(
  image: RasterImage,
  box: { left: number; top: number; width: number; height: number },
  margin: number,
): string {
  const { width, height, channels, data } = image;
  const x0 = Math.max(0, Math.round(box.left - margin));
  const y0 = Math.max(0, Math.round(box.top - margin));
  const x1 = Math.min(width - 1, Math.round(box.left + box.width + margin));
  const y1 = Math.min(height - 1, Math.round(box.top + box.height + margin));
  const samples: number[][] = [];
  const take = (x: number, y: number) => {
    const at = (Math.round(y) * width + Math.round(x)) * channels;
    samples.push(channels === 1 ? [data[at], data[at], data[at]] : [data[at], data[at + 1], data[at + 2]]);
  };
  for (let i = 0; i <= RING_SAMPLES; i++) {
    const fx = x0 + ((x1 - x0) * i) / RING_SAMPLES;
    const fy = y0 + ((y1 - y0) * i) / RING_SAMPLES;
    take(fx, y0);
    take(fx, y1);
    take(x0, fy);
    take(x1, fy);
  }
  const lum = (p: number[]) => p[0] * 0.299 + p[1] * 0.587 + p[2] * 0.114;
  samples.sort((a, b) => lum(b) - lum(a));
  const lighter = samples.slice(0, Math.max(1, Math.ceil(samples.length / 2)));
  const median = (c: number) => lighter.map((p) => p[c]).sort((a, b) => a - b)[Math.floor(lighter.length / 2)];
  return `#${[0, 1, 2].map((c) => median(c).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Resampling of an image's rows as they are decoded to `outWidth` × `outHeight`: smaller, each output pixel the
 * average of the source pixels falling in it (a box filter, as a renderer scales down); larger, the nearest source
 * pixel (as pdftoppm scales up an image without /Interpolate). Rows are summed column by column as they come (a
 * plain pass over the row), and the columns binned once per output row.
 */
export class RowResampler {
  readonly out: Uint8Array;
  /** The source rows of the output row being made, summed column by column (width × channels). */
  private readonly sum: Uint32Array;
  /** Down: where each output column's source columns start (outWidth + 1 entries). Up: each one's source column. */
  private readonly columns: Int32Array;
  /** Down: the output row of each source row. Up: the source row of each output row. */
  private readonly rows: Int32Array;
  private readonly down: { x: boolean; y: boolean };
  private rowIn = 0;
  private rowOut = 0;
  private rowsSummed = 0;
  private shares: { rows: number; values: Float64Array } | undefined;
  /** Down, every output column two source columns wide or one. */
  private narrow = false;
  /**
   * Down to half the size or more both ways (a 600 dpi scan read at 300 dpi, the commonest case): every box one or two
   * source pixels wide and high. Each output pixel is then made in integers from the box's first and last column
   * (`left`, `right`: the same for a box one column wide, in bytes) of its first and last row (`first`, the row kept
   * while the next comes; the same row for a box one row high): (a + b + c + d + 2) >> 2, the box's rounded mean as
   * `emit` makes it, a pixel counted twice in a box one wide or high changing nothing. No sums, no shares.
   */
  private readonly pairs: { first: Uint8Array; left: Int32Array; right: Int32Array } | undefined;
  private held = false;

  constructor(
    private readonly width: number,
    private readonly height: number,
    private readonly channels: 1 | 3,
    readonly outWidth: number,
    readonly outHeight: number,
  ) {
    this.down = { x: width >= outWidth, y: height >= outHeight };
    this.out = new Uint8Array(outWidth * outHeight * channels);
    this.sum = new Uint32Array(width * channels);
    if (this.down.x) {
      const bins = binOf(width, outWidth);
      this.columns = new Int32Array(outWidth + 1);
      for (let i = width - 1; i >= 0; i--) this.columns[bins[i]] = i;
      this.columns[outWidth] = width;
      this.narrow = width <= 2 * outWidth && this.columns.every((start, x) => x === outWidth || this.columns[x + 1] - start <= 2);
    } else this.columns = nearestOf(outWidth, width);
    this.rows = this.down.y ? binOf(height, outHeight) : nearestOf(outHeight, height);
    if (this.down.x && this.down.y && width <= 2 * outWidth && height <= 2 * outHeight) {
      const left = new Int32Array(outWidth);
      const right = new Int32Array(outWidth);
      for (let x = 0; x < outWidth; x++) {
        left[x] = this.columns[x] * channels;
        right[x] = (this.columns[x + 1] - 1) * channels;
      }
      this.pairs = { first: new Uint8Array(width * channels), left, right };
    }
  }

  get complete(): boolean {
    return this.rowIn >= this.height;
  }

  /** The next source row (width × channels samples). */
  push(row: Uint8Array): void {
    if (this.rowIn >= this.height) return;
    if (this.pairs) return this.pair(row, this.rowIn++);
    const { sum } = this;
    const n = sum.length;
    if (this.rowsSummed === 0) sum.set(row.subarray(0, n));
    else for (let i = 0; i < n; i++) sum[i] += row[i];
    this.rowsSummed++;
    const j = this.rowIn++;
    if (this.down.y) {
      if (j + 1 < this.height && this.rows[j + 1] === this.rows[j]) return;
      this.emit(this.rows[j]);
    } else {
      // Going up, the output rows showing this source row are the same pixels: made once, then copied.
      const length = this.outWidth * this.channels;
      for (let made = -1; this.rowOut < this.outHeight && this.rows[this.rowOut] === j; this.rowOut++) {
        if (made < 0) this.emit((made = this.rowOut));
        else this.out.copyWithin(this.rowOut * length, made * length, (made + 1) * length);
      }
    }
    this.rowsSummed = 0;
  }

  /** Source row `j` of an image reduced by at most half both ways (`pairs`). */
  private pair(row: Uint8Array, j: number): void {
    const { first, left, right } = this.pairs!;
    const y = this.rows[j];
    if (j + 1 < this.height && this.rows[j + 1] === y) {
      first.set(row.subarray(0, first.length));
      this.held = true;
      return;
    }
    const top = this.held ? first : row;
    this.held = false;
    const { out, outWidth } = this;
    if (this.channels === 1) {
      for (let x = 0, to = y * outWidth; x < outWidth; x++, to++) {
        const l = left[x];
        const r = right[x];
        out[to] = (top[l] + top[r] + row[l] + row[r] + 2) >> 2;
      }
      return;
    }
    for (let x = 0, to = y * outWidth * 3; x < outWidth; x++)
      for (let c = 0, l = left[x], r = right[x]; c < 3; c++, l++, r++) out[to++] = (top[l] + top[r] + row[l] + row[r] + 2) >> 2;
  }

  private emit(y: number): void {
    const { sum, channels, outWidth, out, columns, rowsSummed } = this;
    let to = y * outWidth * channels;
    if (!this.down.x && rowsSummed === 1) {
      // One source row (going up both ways): each output pixel the nearest source pixel, as it is.
      if (channels === 1) for (let x = 0; x < outWidth; x++) out[to++] = sum[columns[x]];
      else
        for (let x = 0; x < outWidth; x++) {
          const from = columns[x] * 3;
          out[to++] = sum[from];
          out[to++] = sum[from + 1];
          out[to++] = sum[from + 2];
        }
      return;
    }
    if (!this.down.x) {
      for (let x = 0; x < outWidth; x++)
        for (let c = 0, from = columns[x] * channels; c < channels; c++)
          out[to++] = Math.floor((sum[from + c] + (rowsSummed >> 1)) / rowsSummed);
      return;
    }
    const shares = this.sharesOf(rowsSummed);
    if (channels === 1 && this.narrow) {
      // Boxes one or two columns wide (a scan at up to twice the resolution read): no inner loop.
      for (let x = 0; x < outWidth; x++) {
        const start = columns[x];
        out[to++] = (columns[x + 1] - start === 2 ? sum[start] + sum[start + 1] : sum[start]) * shares[x] + 0.5;
      }
      return;
    }
    if (channels === 1) {
      for (let x = 0; x < outWidth; x++) {
        const end = columns[x + 1];
        let total = 0;
        for (let i = columns[x]; i < end; i++) total += sum[i];
        out[to++] = total * shares[x] + 0.5;
      }
      return;
    }
    for (let x = 0; x < outWidth; x++) {
      const end = columns[x + 1] * 3;
      let r = 0;
      let g = 0;
      let b = 0;
      for (let i = columns[x] * 3; i < end; i += 3) {
        r += sum[i];
        g += sum[i + 1];
        b += sum[i + 2];
      }
      const share = shares[x];
      out[to++] = r * share + 0.5;
      out[to++] = g * share + 0.5;
      out[to++] = b * share + 0.5;
    }
  }

  /** 1 / the number of source pixels in each output column's box, for boxes `rows` high (kept: it is nearly always the same). */
  private sharesOf(rows: number): Float64Array {
    if (this.shares?.rows !== rows) {
      const values = new Float64Array(this.outWidth);
      for (let x = 0; x < this.outWidth; x++) values[x] = 1 / ((this.columns[x + 1] - this.columns[x]) * rows);
      this.shares = { rows, values };
    }
    return this.shares.values;
  }
}

/** For `from` source positions binned into `to` (≤ from): the bin of each. */
function binOf(from: number, to: number): Int32Array {
  const bins = new Int32Array(from);
  for (let i = 0; i < from; i++) bins[i] = Math.min(to - 1, Math.floor((i * to) / from));
  return bins;
}

/** For `to` (> from) output positions: the nearest of `from` source positions. */
function nearestOf(to: number, from: number): Int32Array {
  const nearest = new Int32Array(to);
  for (let i = 0; i < to; i++) nearest[i] = Math.min(from - 1, Math.floor(((i + 0.5) * from) / to));
  return nearest;
}

/**
 * The image (in its own rows and columns, scaled) as seen in user space: a pixel at (x, y) of the result, x to the
 * right and y down the page, shows the image pixel the matrix puts there (quarter turns and mirrors).
 */
export function orientImage(image: RasterImage, ctm: Matrix): RasterImage {
  const [a, b, c, d] = ctm;
  const straight = Math.abs(a) + Math.abs(d) > Math.abs(b) + Math.abs(c);
  if (straight && a > 0 && d > 0) return image;
  const { width: w, height: h, channels, data } = image;
  const [outWidth, outHeight] = straight ? [w, h] : [h, w];
  // Source column i and row j of the output pixel (X, Y): straight, i follows X (a) and j follows Y (d); turned,
  // j follows X (c: image rows run along the page's x) and i follows Y (b).
  const out = new Uint8Array(data.length);
  let startI: number, startJ: number, stepXi: number, stepXj: number, stepYi: number, stepYj: number;
  if (straight) {
    [startI, stepXi, stepXj] = a > 0 ? [0, 1, 0] : [w - 1, -1, 0];
    [startJ, stepYi, stepYj] = d > 0 ? [0, 0, 1] : [h - 1, 0, -1];
  } else {
    [startJ, stepXi, stepXj] = c > 0 ? [h - 1, 0, -1] : [0, 0, 1];
    [startI, stepYi, stepYj] = b > 0 ? [w - 1, -1, 0] : [0, 1, 0];
  }
  const stepX = (stepXi + stepXj * w) * channels;
  const stepY = (stepYi + stepYj * w) * channels;
  let row = (startI + startJ * w) * channels;
  for (let Y = 0, to = 0; Y < outHeight; Y++, row += stepY) {
    let from = row;
    if (channels === 1) for (let X = 0; X < outWidth; X++, from += stepX) out[to++] = data[from];
    else
      for (let X = 0; X < outWidth; X++, from += stepX) {
        out[to++] = data[from];
        out[to++] = data[from + 1];
        out[to++] = data[from + 2];
      }
  }
  return { width: outWidth, height: outHeight, channels, data: out };
}
