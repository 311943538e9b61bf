import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { latin1, operations } from './content-stream.util';
import { contentRefs, decodeStream, DEFAULT_MAX_DECODED_BYTES, flateStream } from './pdf-text-remover';
import { multiply, type Matrix } from './matrix.util';

// Underlines and strikes of the source (layout/inline-styles.util decorationsOf): short rules drawn under or through
// words, which the translation moves. Their drawings leave the page (the writer draws the decorations again under the
// translated words): each path of the page's content streams that is painted as a thin bar lying on one of the given
// rules is cut out with its painting operator. Clipping paths, curves' control points aside, and everything else
// keep their bytes. Forms are not looked into.

/** A rule as page-rules.util reads it: a horizontal segment (y0 = y1) in user space. */
export interface DrawnRule {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** How far a drawing may lie from its rule (the parser joins and rounds them). */
const NEAR = 0.8;
/** A bar thicker than this is no rule (page-rules.util's THIN, and some slack). */
const THIN = 2.6;

const PATH = new Set(['m', 'l', 'c', 'v', 'y', 'h', 're']);
const PAINT = new Set(['S', 's', 'f', 'F', 'f*', 'B', 'B*', 'b', 'b*', 'n']);

/** The ranges [start, end) of a stream's bytes that draw one of `rules`, and the graphics state left at its end. */
export function drawnRuleRanges(
  bytes: Uint8Array,
  rules: readonly DrawnRule[],
  state: { ctm: Matrix; stack: Matrix[] },
): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let pathStart = -1;
  let box: [number, number, number, number] | undefined;
  let clipped = false;
  const add = (x: number, y: number) => {
    const m = state.ctm;
    const px = x * m[0] + y * m[2] + m[4];
    const py = x * m[1] + y * m[3] + m[5];
    box = box ? [Math.min(box[0], px), Math.min(box[1], py), Math.max(box[2], px), Math.max(box[3], py)] : [px, py, px, py];
  };
  for (const op of operations(bytes)) {
    const numbers = () => op.operands.filter((t) => t.type === 'number').map((t) => Number(latin1(bytes, t.start, t.end)));
    if (op.operator === 'q') state.stack.push(state.ctm);
    else if (op.operator === 'Q') state.ctm = state.stack.pop() ?? state.ctm;
    else if (op.operator === 'cm') {
      const m = numbers();
      if (m.length === 6 && m.every(Number.isFinite)) state.ctm = multiply(m, state.ctm);
    } else if (PATH.has(op.operator)) {
      if (pathStart < 0) pathStart = op.start;
      const n = numbers();
      if (op.operator === 're' && n.length === 4) {
        add(n[0], n[1]);
        add(n[0] + n[2], n[1] + n[3]);
      } else for (let i = 0; i + 1 < n.length; i += 2) add(n[i], n[i + 1]);
    } else if (op.operator === 'W' || op.operator === 'W*') clipped = true;
    else if (PAINT.has(op.operator)) {
      if (pathStart >= 0 && box && !clipped && op.operator !== 'n') {
        const [x0, y0, x1, y1] = box;
        const middle = (y0 + y1) / 2;
        const onRule =
          y1 - y0 <= THIN && x1 - x0 > 0 && rules.some((r) => Math.abs(middle - r.y0) <= NEAR && x0 >= r.x0 - NEAR && x1 <= r.x1 + NEAR);
        if (onRule) ranges.push([pathStart, op.end]);
      }
      pathStart = -1;
      box = undefined;
      clipped = false;
    }
  }
  return ranges;
}

/**
 * Removes from page `page` (1-based) of `doc` the drawings of the given rules (its content streams, in place);
 * returns how many paths went. A stream that cannot be decoded is left as it is.
 */
export function removeDrawnRules(doc: PDFDocument, page: number, rules: readonly DrawnRule[]): number {
  const pdfPage = doc.getPages()[page - 1];
  if (!pdfPage || rules.length === 0) return 0;
  const state = { ctm: [1, 0, 0, 1, 0, 0] as Matrix, stack: [] as Matrix[] };
  let removed = 0;
  for (const ref of contentRefs(pdfPage.node.get(PDFName.of('Contents')), doc)) {
    const stream = doc.context.lookup(ref);
    if (!(stream instanceof PDFRawStream)) return removed;
    const decoded = decodeStream(stream, DEFAULT_MAX_DECODED_BYTES);
    if ('reason' in decoded) return removed;
    const ranges = drawnRuleRanges(decoded.bytes, rules, state);
    if (ranges.length === 0) continue;
    const parts: Uint8Array[] = [];
    let cursor = 0;
    for (const [start, end] of ranges) {
      parts.push(decoded.bytes.subarray(cursor, start), SPACE);
      cursor = end;
    }
    parts.push(decoded.bytes.subarray(cursor));
    doc.context.assign(ref, flateStream(stream.dict, Buffer.concat(parts)));
    removed += ranges.length;
  }
  return removed;
}

const SPACE = new Uint8Array([0x20]);
