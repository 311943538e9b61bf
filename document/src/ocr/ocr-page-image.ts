// A scanned page is usually one image drawn over the whole page and nothing else. Such a page's image is read from the
// PDF and scaled to the recognition's resolution here, in this process, which costs a fraction of pdftoppm's
// rendering of the page (it converts every pixel of a 600 dpi scan through its colour pipeline). Any other page
// (several images, drawings or text on top, masks, clips, transparency, filters other than Flate) is rendered.
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createInflate } from 'node:zlib';
import { OcrPageTooCostlyError } from './ocr-errors';
import { multiply, type Matrix } from '../output/matrix.util';
import { orientImage, RowResampler, type RasterImage } from './ocr-image.util';
import { PdfLexer, PdfName, PdfObjectReader, PdfOp, PngRows, PdfReadError, PdfStream, type PdfDict, type PdfValue } from './ocr-pdf-reader';

/** A page's one image: its stream and where the page's transformation puts the unit square it is drawn in. */
export interface PageImagePlacement {
  stream: PdfStream;
  ctm: Matrix;
}

/** Samples of a source image at most (a 600 dpi A3 scan in colour is 210 million): larger ones are rendered. */
const MAX_SOURCE_SAMPLES = 256_000_000;
/** How far (points) the image's edges may lie from the page's crop box. */
const EDGE_TOLERANCE = 1.5;
/** Bytes read from the file and inflated at a time: few hand-overs between zlib's thread and this one, little memory. */
const CHUNK = 4 << 20;

/** The bounding box of the unit square (or of a rectangle) under `m`. */
function boxOf(m: Matrix, [x, y, w, h]: [number, number, number, number] = [0, 0, 1, 1]): [number, number, number, number] {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [u, v] of [
    [x, y],
    [x + w, y],
    [x, y + h],
    [x + w, y + h],
  ]) {
    xs.push(m[0] * u + m[2] * v + m[4]);
    ys.push(m[1] * u + m[3] * v + m[5]);
  }
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

const covers = (box: readonly number[], view: readonly number[]) =>
  box[0] <= view[0] + EDGE_TOLERANCE &&
  box[1] <= view[1] + EDGE_TOLERANCE &&
  box[2] >= view[2] - EDGE_TOLERANCE &&
  box[3] >= view[3] - EDGE_TOLERANCE;
const matches = (box: readonly number[], view: readonly number[]) => box.every((edge, i) => Math.abs(edge - view[i]) <= EDGE_TOLERANCE);

/** Whether `m` turns by quarter turns only (with a mirror maybe): the image's pixels stay on the page's rows and columns. */
function axisAligned(m: Matrix): boolean {
  const scale = Math.abs(m[0]) + Math.abs(m[1]) + Math.abs(m[2]) + Math.abs(m[3]);
  const small = (n: number) => Math.abs(n) <= scale * 1e-4;
  return (small(m[1]) && small(m[2]) && !small(m[0]) && !small(m[3])) || (small(m[0]) && small(m[3]) && !small(m[1]) && !small(m[2]));
}

/** Page `number` (1-based) of the document and the resources it inherits. */
async function findPage(reader: PdfObjectReader, number: number): Promise<{ page: PdfDict; resources: PdfDict | undefined }> {
  const root = await reader.dict(reader.trailer.get('Root'));
  let node = await reader.dict(root?.get('Pages'));
  let resources = node?.get('Resources');
  let remaining = number - 1;
  for (let depth = 0; node && depth < 64; depth++) {
    const kids = await reader.resolve(node.get('Kids'));
    if (!Array.isArray(kids)) break;
    let next: PdfDict | undefined;
    for (const kid of kids) {
      const child = await reader.dict(kid);
      if (!child) continue;
      const isNode = Array.isArray(await reader.resolve(child.get('Kids')));
      if (isNode) {
        const count = Number(await reader.resolve(child.get('Count')));
        if (remaining < count) {
          next = child;
          break;
        }
        remaining -= count;
      } else if (remaining-- === 0) {
        return { page: child, resources: await reader.dict(child.get('Resources') ?? resources) };
      }
    }
    if (!next) break;
    node = next;
    resources = next.get('Resources') ?? resources;
  }
  throw new PdfReadError(`page ${number} not found`);
}

/** Form XObjects inside forms at most (cairo draws a page's image through one). */
const MAX_FORM_DEPTH = 8;

/**
 * The one image page `number` draws, when that is all it draws (directly or through form XObjects) and it covers the
 * crop box `view`: otherwise a reason to render the page instead.
 */
export async function findPageImage(
  reader: PdfObjectReader,
  number: number,
  view: readonly [number, number, number, number],
): Promise<PageImagePlacement | { reason: string }> {
  const { page, resources } = await findPage(reader, number);
  const contents = await reader.resolve(page.get('Contents'));
  const streams: PdfStream[] = [];
  for (const part of Array.isArray(contents) ? contents : [contents]) {
    const stream = await reader.resolve(part);
    if (stream instanceof PdfStream) streams.push(stream);
  }
  const chunks = await Promise.all(streams.map((stream) => reader.streamData(stream)));
  const found: PageImagePlacement[] = [];
  const content = Buffer.concat(chunks.flatMap((chunk) => [chunk, Buffer.from('\n')]));
  const refused = await walkContent(reader, { content, resources, ctm: [1, 0, 0, 1, 0, 0], view, found, depth: 0 });
  if (refused) return refused;
  if (found.length === 0) return { reason: 'no image' };
  const [{ ctm: placed }] = found;
  if (!axisAligned(placed)) return { reason: 'image turned by other than quarter turns' };
  if (!matches(boxOf(placed), view)) return { reason: 'image does not cover the page' };
  return found[0];
}

/** Walks a content stream (the page's or a form's): the images it draws into `found`, or why the page must be rendered. */
async function walkContent(
  reader: PdfObjectReader,
  walk: {
    content: Uint8Array;
    resources: PdfDict | undefined;
    ctm: Matrix;
    view: readonly number[];
    found: PageImagePlacement[];
    depth: number;
  },
): Promise<{ reason: string } | undefined> {
  const { resources, view, found } = walk;
  const lexer = new PdfLexer(walk.content);
  const xobjects = await reader.dict(resources?.get('XObject'));
  const states = await reader.dict(resources?.get('ExtGState'));
  const stack: Matrix[] = [];
  let ctm = walk.ctm;
  let path: Array<[number, number, number, number]> = [];
  let curved = false;
  let clipping = false;
  const operands: PdfValue[] = [];
  for (let token = lexer.next(); token !== undefined; token = lexer.next()) {
    if (!(token instanceof PdfOp)) {
      operands.push(token);
      continue;
    }
    switch (token.op) {
      case 'q':
        stack.push(ctm);
        break;
      case 'Q':
        ctm = stack.pop() ?? ctm;
        break;
      case 'cm':
        if (operands.length !== 6 || !operands.every((n) => typeof n === 'number')) return { reason: 'bad cm' };
        ctm = multiply(operands, ctm);
        break;
      case 're':
        if (operands.length !== 4 || !operands.every((n) => typeof n === 'number')) return { reason: 'bad re' };
        path.push([...operands] as [number, number, number, number]);
        break;
      case 'm':
      case 'l':
      case 'c':
      case 'v':
      case 'y':
      case 'h':
        curved = true;
        break;
      case 'W':
      case 'W*':
        clipping = true;
        break;
      case 'n':
        // A clip that keeps the whole page changes nothing; any other is left to the renderer.
        if (clipping && (curved || path.length !== 1 || !covers(boxOf(ctm, path[0]), view))) return { reason: 'clipped' };
        path = [];
        curved = clipping = false;
        break;
      case 'S':
      case 's':
      case 'f':
      case 'F':
      case 'f*':
      case 'B':
      case 'B*':
      case 'b':
      case 'b*':
        return { reason: 'drawing' };
      case 'sh':
        return { reason: 'shading' };
      case 'Tj':
      case 'TJ':
      case "'":
      case '"':
        return { reason: 'text' };
      case 'BI':
        return { reason: 'inline image' };
      case 'gs': {
        const state = await reader.dict(operands[0] instanceof PdfName ? states?.get(operands[0].name) : undefined);
        if (!state) return { reason: 'graphics state' };
        const mask = await reader.resolve(state.get('SMask'));
        const blend = await reader.resolve(state.get('BM'));
        const alphas = [await reader.resolve(state.get('CA')), await reader.resolve(state.get('ca'))];
        if (mask !== undefined && !(mask instanceof PdfName && mask.name === 'None')) return { reason: 'soft mask' };
        if (alphas.some((a) => typeof a === 'number' && a < 1)) return { reason: 'transparency' };
        if (blend !== undefined && !(blend instanceof PdfName && ['Normal', 'Compatible'].includes(blend.name)))
          return { reason: 'blend mode' };
        break;
      }
      case 'Do': {
        const object = await reader.resolve(operands[0] instanceof PdfName ? xobjects?.get(operands[0].name) : undefined);
        if (!(object instanceof PdfStream)) return { reason: 'missing XObject' };
        const subtype = await reader.resolve(object.dict.get('Subtype'));
        if (subtype instanceof PdfName && subtype.name === 'Image') {
          found.push({ stream: object, ctm });
          if (found.length > 1) return { reason: 'several images' };
        } else if (subtype instanceof PdfName && subtype.name === 'Form') {
          if (walk.depth >= MAX_FORM_DEPTH) return { reason: 'forms nested too deep' };
          const matrix = await reader.resolve(object.dict.get('Matrix'));
          const bbox = await reader.resolve(object.dict.get('BBox'));
          const formCtm =
            Array.isArray(matrix) && matrix.length === 6 && matrix.every((n) => typeof n === 'number') ? multiply(matrix, ctm) : ctm;
          // The form's box clips what it draws.
          if (!Array.isArray(bbox) || bbox.length !== 4 || !bbox.every((n) => typeof n === 'number')) return { reason: 'form box' };
          const [x0, y0, x1, y1] = bbox;
          if (!covers(boxOf(formCtm, [x0, y0, x1 - x0, y1 - y0]), view)) return { reason: 'clipped' };
          const refused = await walkContent(reader, {
            content: await reader.streamData(object),
            resources: (await reader.dict(object.dict.get('Resources'))) ?? resources,
            ctm: formCtm,
            view,
            found,
            depth: walk.depth + 1,
          });
          if (refused) return refused;
        } else return { reason: 'XObject' };
        break;
      }
      default:
        break; // colours, line styles, text state, marked content: nothing drawn
    }
    operands.length = 0;
  }
  return undefined;
}

/** How an image's samples are stored, when this reader can decode them. */
interface SampleFormat {
  width: number;
  height: number;
  channels: 1 | 3;
  bits: 1 | 8;
  invert: boolean;
  flate: boolean;
  /** 1 none, 2 TIFF, 10+ PNG. */
  predictor: number;
}

async function sampleFormat(reader: PdfObjectReader, dict: PdfDict): Promise<SampleFormat | { reason: string }> {
  const get = (key: string) => reader.resolve(dict.get(key));
  const width = await get('Width');
  const height = await get('Height');
  if (typeof width !== 'number' || typeof height !== 'number' || width < 1 || height < 1) return { reason: 'image size' };
  if ((await get('ImageMask')) === true) return { reason: 'stencil mask' };
  if ((await get('SMask')) !== undefined || (await get('Mask')) !== undefined) return { reason: 'masked image' };
  const bits = await get('BitsPerComponent');
  if (bits !== 1 && bits !== 8) return { reason: `${typeof bits === 'number' ? bits : 'no'} bits per component` };
  let space = await get('ColorSpace');
  if (Array.isArray(space) && space[0] instanceof PdfName) {
    const [family, parameters] = [space[0].name, await reader.dict(space[1])];
    if (family === 'ICCBased') {
      const n = await reader.resolve(parameters?.get('N'));
      space = new PdfName(n === 1 ? 'DeviceGray' : n === 3 ? 'DeviceRGB' : 'other');
    } else if (family === 'CalGray' || family === 'CalRGB') space = new PdfName(family === 'CalGray' ? 'DeviceGray' : 'DeviceRGB');
  }
  const channels =
    space instanceof PdfName && space.name === 'DeviceGray' ? 1 : space instanceof PdfName && space.name === 'DeviceRGB' ? 3 : 0;
  if (!channels) return { reason: 'colour space' };
  if (bits === 1 && channels !== 1) return { reason: '1-bit colour' };
  const decode = await get('Decode');
  let invert = false;
  if (Array.isArray(decode)) {
    const pairs = decode.map(Number);
    if (pairs.length !== channels * 2) return { reason: 'decode array' };
    invert = pairs[0] === 1 && pairs[1] === 0;
    const identity = pairs.every((v, i) => v === i % 2);
    if (!identity && !(channels === 1 && invert)) return { reason: 'decode array' };
  }
  const filter = await get('Filter');
  const filters = filter === undefined || filter === null ? [] : Array.isArray(filter) ? filter : [filter];
  if (filters.length > 1 || (filters.length === 1 && !(filters[0] instanceof PdfName && ['FlateDecode', 'Fl'].includes(filters[0].name))))
    return { reason: 'image filter' };
  const parms = await get('DecodeParms');
  const p = await reader.dict(Array.isArray(parms) ? parms[0] : parms);
  const predictor = Number((await reader.resolve(p?.get('Predictor'))) ?? 1);
  if (predictor > 1) {
    const colors = Number((await reader.resolve(p?.get('Colors'))) ?? 1);
    const pbits = Number((await reader.resolve(p?.get('BitsPerComponent'))) ?? 8);
    const columns = Number((await reader.resolve(p?.get('Columns'))) ?? 1);
    if (colors !== channels || pbits !== bits || columns !== width) return { reason: 'predictor parameters' };
    if (predictor === 2 && bits !== 8) return { reason: 'TIFF predictor' };
    if (predictor > 2 && predictor < 10) return { reason: 'predictor' };
  }
  if (width * height * channels > MAX_SOURCE_SAMPLES) return { reason: 'image too large' };
  return { width, height, channels, bits, invert, flate: filters.length === 1, predictor };
}

/**
 * Page `number`'s image in user-space orientation (top of the page up) at `dpi`, the size pdftoppm gives the crop
 * box `view`, when the page is one image covering it that this reader decodes; `{reason}` when the page must be
 * rendered. Throws OcrPageTooCostlyError past the deadline, and other errors for a file it cannot read.
 */
export async function extractPageImage(
  pdfPath: string,
  page: { number: number; view: readonly [number, number, number, number] },
  dpi: number,
  deadline: number,
): Promise<{ image: RasterImage } | { reason: string }> {
  const reader = await PdfObjectReader.open(pdfPath);
  try {
    const placement = await findPageImage(reader, page.number, page.view);
    if ('reason' in placement) return placement;
    const format = await sampleFormat(reader, placement.stream.dict);
    if ('reason' in format) return format;
    const { start, length } = await reader.streamExtent(placement.stream);
    const [vx0, vy0, vx1, vy1] = page.view;
    const width = Math.ceil(((vx1 - vx0) * dpi) / 72 - 1e-6);
    const height = Math.ceil(((vy1 - vy0) * dpi) / 72 - 1e-6);
    const [a, b, c, d] = placement.ctm;
    const straight = Math.abs(a) + Math.abs(d) > Math.abs(b) + Math.abs(c);
    // The image's own columns span the page's width when it is drawn straight, its height when turned.
    const resampler = new RowResampler(format.width, format.height, format.channels, straight ? width : height, straight ? height : width);
    const rows = sampleRows(format, (row) => resampler.push(row));
    const sink = async function (source: AsyncIterable<Buffer>) {
      for await (const chunk of source) {
        if (Date.now() > deadline) throw new OcrPageTooCostlyError(page.number, 'reading the page image passed the page deadline');
        rows(chunk);
      }
    };
    const file = createReadStream(pdfPath, { start, end: start + length - 1, highWaterMark: CHUNK });
    if (format.flate) await pipeline(file, createInflate({ chunkSize: CHUNK }), sink);
    else await pipeline(file, sink);
    if (!resampler.complete) return { reason: 'image data short' };
    const own: RasterImage = { width: resampler.outWidth, height: resampler.outHeight, channels: format.channels, data: resampler.out };
    return { image: orientImage(own, placement.ctm) };
  } finally {
    await reader.close();
  }
}

/** A consumer of decoded stream bytes that hands `onRow` each row of samples (8 bits each), predictors undone. */
function sampleRows(format: SampleFormat, onRow: (row: Uint8Array) => void): (chunk: Uint8Array) => void {
  const { width, channels, bits, invert, predictor } = format;
  const rowBytes = Math.ceil((width * channels * bits) / 8);
  const png = predictor >= 10;
  const stored = new Uint8Array(rowBytes + (png ? 1 : 0));
  const unfilter = png ? new PngRows(rowBytes, Math.max(1, (channels * bits) / 8)) : undefined;
  const samples = new Uint8Array(width * channels);
  let filled = 0;
  const row = () => {
    let bytes = unfilter ? unfilter.row(stored) : stored;
    if (predictor === 2) for (let i = channels; i < rowBytes; i++) bytes[i] = (bytes[i] + bytes[i - channels]) & 0xff;
    if (bits === 1) {
      const [zero, one] = invert ? [255, 0] : [0, 255];
      for (let i = 0; i < width; i++) samples[i] = (bytes[i >> 3] >> (7 - (i & 7))) & 1 ? one : zero;
      bytes = samples;
    } else if (invert) {
      for (let i = 0; i < rowBytes; i++) samples[i] = 255 - bytes[i];
      bytes = samples;
    }
    onRow(bytes);
  };
  return (chunk) => {
    let at = 0;
    while (at < chunk.length) {
      const take = Math.min(stored.length - filled, chunk.length - at);
      stored.set(chunk.subarray(at, at + take), filled);
      filled += take;
      at += take;
      if (filled === stored.length) {
        row();
        filled = 0;
      }
    }
  };
}
