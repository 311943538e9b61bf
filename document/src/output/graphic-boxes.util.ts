import { latin1, operations, type Token } from './content-stream.util';
import { applyMatrix as apply, IDENTITY, multiply, type Matrix } from './matrix.util';

// Where a page paints graphics (filled or stroked paths, images, forms, shadings), as boxes in page space: what a
// translated block must not grow over. Read from the content stream with the current transformation matrix tracked
// through q/Q/cm; colours, clipping of paths and line widths are ignored (a box is where paint may be, roughly).
// The same pass notes where each text-showing operator starts and the fill colour it paints in: the colour a
// translated block is set in (text extraction does not report colours).

/** Axis-aligned, in page user space: x0 ≤ x1, y0 ≤ y1. */
export interface GraphicBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** RGB, 0–1 each. */
export type Rgb = readonly [number, number, number];

/** A text-showing operator: where its text starts (page space) and the fill colour in force. */
export interface TextColorSample {
  x: number;
  y: number;
  color: Rgb;
}

/** What a `Do` paints: an image (the unit square), a form (its BBox through its Matrix), or nothing known. */
export type XObjectShape = { kind: 'image' } | { kind: 'form'; bbox: readonly number[]; matrix: readonly number[] } | undefined;

export interface GraphicBoxesParams {
  /** A decoded content stream. */
  bytes: Uint8Array;
  /** The XObject a `Do` names (without the slash). */
  xobject?: (name: string) => XObjectShape;
  /** The matrix the stream starts with (a form drawn by a page); identity by default. */
  matrix?: readonly number[];
  /** Stops reading after this many boxes: a page drawing more is too busy to leave room anyway. */
  maxBoxes?: number;
  /** Notes the colour of at most this many text operators (the first ones): bounded memory on a hostile page. */
  maxTextSamples?: number;
  /**
   * What a named colour space (a `cs` operand from the page's /ColorSpace resources) holds, when it is a plain one:
   * ICC-based, calibrated or an alias of a device space, read by its component count like the device spaces. Spaces
   * it does not know (a spot colour's tint, indexed, patterns) keep being read as black for one component.
   */
  colorSpace?: (name: string) => 'plain' | undefined;
}

const PAINT_PATH = new Set(['S', 's', 'f', 'F', 'f*', 'B', 'B*', 'b', 'b*']);
const DEFAULT_MAX_BOXES = 5000;
const DEFAULT_MAX_TEXT_SAMPLES = 20_000;

/**
 * The boxes of what a content stream paints, in order. A clipping path (`W n`) paints nothing but bounds a shading
 * (`sh`), whose box is the clip in force (nothing without one: it covers the whole page and limits nothing).
 * Never throws: unreadable operands are skipped. Linear in the stream's length.
 */
export function graphicBoxes(params: GraphicBoxesParams): { boxes: GraphicBox[]; truncated: boolean; textColors: TextColorSample[] } {
  const { bytes } = params;
  const maxBoxes = params.maxBoxes ?? DEFAULT_MAX_BOXES;
  const maxTextSamples = params.maxTextSamples ?? DEFAULT_MAX_TEXT_SAMPLES;
  const boxes: GraphicBox[] = [];
  const textColors: TextColorSample[] = [];
  let ctm: Matrix = params.matrix?.length === 6 ? (params.matrix.map(Number) as Matrix) : IDENTITY;
  let clip: GraphicBox | undefined;
  let fill: Rgb = BLACK;
  let namedSpace = false;
  const stack: Array<{ ctm: Matrix; clip: GraphicBox | undefined; fill: Rgb; namedSpace: boolean; leading: number }> = [];
  let path: GraphicBox | undefined;
  let clipping = false;
  // Text state: the line matrix (the text matrix at the start of the current line) and the leading (TL).
  let line: Matrix = IDENTITY;
  let leading = 0;
  const nextLine = (tx: number, ty: number) => {
    if (Number.isFinite(tx) && Number.isFinite(ty)) line = multiply([1, 0, 0, 1, tx, ty], line);
  };
  const shown = () => {
    if (textColors.length >= maxTextSamples) return;
    const [x, y] = apply(ctm, line[4], line[5]);
    if (Number.isFinite(x) && Number.isFinite(y)) textColors.push({ x, y, color: fill });
  };

  const numbers = (operands: readonly Token[]) => operands.map((t) => (t.type === 'number' ? Number(latin1(bytes, t.start, t.end)) : NaN));
  const addPoint = (x: number, y: number) => {
    if (!Number.isFinite(x) || !Number.isFinite(y)) return;
    const [px, py] = apply(ctm, x, y);
    path = path
      ? { x0: Math.min(path.x0, px), y0: Math.min(path.y0, py), x1: Math.max(path.x1, px), y1: Math.max(path.y1, py) }
      : { x0: px, y0: py, x1: px, y1: py };
  };
  const push = (box: GraphicBox | undefined) => {
    if (box) boxes.push(box);
  };

  for (const op of operations(bytes)) {
    if (boxes.length >= maxBoxes) return { boxes, truncated: true, textColors };
    switch (op.operator) {
      case 'q':
        stack.push({ ctm, clip, fill, namedSpace, leading });
        break;
      case 'Q': {
        const saved = stack.pop();
        if (saved) ({ ctm, clip, fill, namedSpace, leading } = saved);
        break;
      }
      case 'g':
      case 'rg':
      case 'k':
        fill = colorOf(numbers(op.operands)) ?? fill;
        namedSpace = false;
        break;
      case 'sc':
      case 'scn': {
        // One component in a named space may be a spot colour's tint (1 = full ink, not white): not read.
        const values = numbers(op.operands);
        fill = namedSpace && values.length === 1 ? BLACK : (colorOf(values) ?? fill);
        break;
      }
      case 'cs': {
        const name = op.operands[0];
        const space = name?.type === 'name' ? latin1(bytes, name.start + 1, name.end) : '';
        namedSpace = !DEVICE_SPACES.has(space) && params.colorSpace?.(space) !== 'plain';
        fill = BLACK; // the initial colour of the device spaces (and of ICC-based spaces in practice)
        break;
      }
      case 'BT':
        line = IDENTITY;
        break;
      case 'Tm': {
        const m = numbers(op.operands);
        if (m.length === 6 && m.every(Number.isFinite)) line = m as Matrix;
        break;
      }
      case 'Td': {
        const [tx, ty] = numbers(op.operands);
        nextLine(tx, ty);
        break;
      }
      case 'TD': {
        const [tx, ty] = numbers(op.operands);
        if (Number.isFinite(ty)) leading = -ty;
        nextLine(tx, ty);
        break;
      }
      case 'TL': {
        const [value] = numbers(op.operands);
        if (Number.isFinite(value)) leading = value;
        break;
      }
      case 'T*':
        nextLine(0, -leading);
        break;
      case "'":
      case '"':
        nextLine(0, -leading);
        shown();
        break;
      case 'Tj':
      case 'TJ':
        shown();
        break;
      case 'cm': {
        const m = numbers(op.operands);
        if (m.length === 6 && m.every(Number.isFinite)) ctm = multiply(m, ctm);
        break;
      }
      case 'm':
      case 'l': {
        const [x, y] = numbers(op.operands);
        addPoint(x, y);
        break;
      }
      case 'c':
      case 'v':
      case 'y': {
        const values = numbers(op.operands);
        for (let i = 0; i + 1 < values.length; i += 2) addPoint(values[i], values[i + 1]);
        break;
      }
      case 're': {
        const [x, y, w, h] = numbers(op.operands);
        addPoint(x, y);
        addPoint(x + w, y + h);
        addPoint(x + w, y);
        addPoint(x, y + h);
        break;
      }
      case 'W':
      case 'W*':
        clipping = true;
        break;
      case 'n':
        if (clipping && path) clip = clip ? intersect(clip, path) : path;
        path = undefined;
        clipping = false;
        break;
      case 'sh':
        push(clip);
        break;
      case 'BI':
        push(unitSquare(ctm));
        break;
      case 'Do': {
        const name = op.operands[0];
        const shape = name?.type === 'name' ? params.xobject?.(latin1(bytes, name.start + 1, name.end)) : undefined;
        if (shape?.kind === 'image') push(unitSquare(ctm));
        else if (shape?.kind === 'form') push(formBox(shape, ctm));
        break;
      }
      default:
        if (PAINT_PATH.has(op.operator)) {
          if (clipping && path) clip = clip ? intersect(clip, path) : path;
          push(path);
          path = undefined;
          clipping = false;
        }
    }
  }
  return { boxes, truncated: false, textColors };
}

const BLACK: Rgb = [0, 0, 0];
const DEVICE_SPACES = new Set(['DeviceGray', 'DeviceRGB', 'DeviceCMYK', 'G', 'RGB', 'CMYK']);

/** A fill colour from its operands, read by their count: gray, RGB or CMYK (a pattern's name gives none). */
function colorOf(values: readonly number[]): Rgb | undefined {
  if (!values.every((v) => Number.isFinite(v))) return undefined;
  const unit = values.map((v) => Math.min(1, Math.max(0, v)));
  if (unit.length === 1) return [unit[0], unit[0], unit[0]];
  if (unit.length === 3) return [unit[0], unit[1], unit[2]];
  if (unit.length === 4) {
    const [c, m, y, k] = unit;
    return [(1 - c) * (1 - k), (1 - m) * (1 - k), (1 - y) * (1 - k)];
  }
  return undefined;
}

function boxOfPoints(points: Array<[number, number]>): GraphicBox {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

function unitSquare(ctm: Matrix): GraphicBox {
  return boxOfPoints([apply(ctm, 0, 0), apply(ctm, 1, 0), apply(ctm, 0, 1), apply(ctm, 1, 1)]);
}

function formBox(shape: { bbox: readonly number[]; matrix: readonly number[] }, ctm: Matrix): GraphicBox | undefined {
  const [x0, y0, x1, y1] = shape.bbox.map(Number);
  if (![x0, y0, x1, y1].every(Number.isFinite)) return undefined;
  const matrix =
    shape.matrix.length === 6 && shape.matrix.every((n) => Number.isFinite(Number(n))) ? multiply(shape.matrix.map(Number), ctm) : ctm;
  return boxOfPoints([apply(matrix, x0, y0), apply(matrix, x1, y0), apply(matrix, x0, y1), apply(matrix, x1, y1)]);
}

function intersect(a: GraphicBox, b: GraphicBox): GraphicBox {
  return { x0: Math.max(a.x0, b.x0), y0: Math.max(a.y0, b.y0), x1: Math.min(a.x1, b.x1), y1: Math.min(a.y1, b.y1) };
}
