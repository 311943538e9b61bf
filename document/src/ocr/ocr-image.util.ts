// Page images as poppler's pdftoppm writes them (binary PNM: P5 grey, P6 RGB), handled in memory without an image
// library: read, turned by quarter turns, reduced to grey for Tesseract, and sampled for a background colour.

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
