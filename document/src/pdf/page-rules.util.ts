// Ruled lines of a page: the horizontal and vertical strokes and thin filled bars a table's cell borders, a rule under
// a header or a box's sides are drawn with, read from pdf.js's operator list (paths in user space, the current
// transformation matrix tracked through save/restore, `cm` and forms). Text reconstruction keeps a block from
// crossing them (a ruled table's rows and cells stay apart). Curves, slanted lines and filled shapes other than thin
// bars are no rules: shading behind a cell or a line of text (Word shades paragraphs line by line) parts nothing.
//
// Loaded by the parser child (pdf-parse.worker.ts) at run time: erasable TypeScript only, no imports but types.

/** pdf.js operator numbers the walk reads (`pdfjs.OPS`). */
export interface RuleOps {
  save: number;
  restore: number;
  transform: number;
  formBegin: number;
  formEnd: number;
  constructPath: number;
  /** Painting operators that stroke the path. */
  strokes: readonly number[];
  /** Painting operators that fill it. */
  fills: readonly number[];
}

/** An axis-aligned segment in page user space: horizontal (y0 = y1, x0 < x1) or vertical (x0 = x1, y0 < y1). */
export interface PageRule {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** pdf.js's path commands inside constructPath's data (DrawOPS). */
const MOVE_TO = 0;
const LINE_TO = 1;
const CURVE_TO = 2;
const QUADRATIC_TO = 3;
const CLOSE = 4;

/** Shorter segments are no rules (a dash, a glyph-like mark). */
const MIN_LENGTH = 4;
/** A filled rectangle this thin or thinner is a rule along its long side. */
const THIN = 2.5;
/** Within this many points, two segments are on one line; closer ends are joined. */
const SNAP = 0.75;
/** Segments read at most (a chart or a map): the walk stops there and the page gets no rules. */
const MAX_SEGMENTS = 20_000;
/** After joining: a page with more rules than this is a drawing, not a ruled page. */
const MAX_RULES = 1_500;

type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

function multiply(m1: readonly number[], m2: readonly number[]): Matrix {
  return [
    m1[0] * m2[0] + m1[1] * m2[2],
    m1[0] * m2[1] + m1[1] * m2[3],
    m1[2] * m2[0] + m1[3] * m2[2],
    m1[2] * m2[1] + m1[3] * m2[3],
    m1[4] * m2[0] + m1[5] * m2[2] + m2[4],
    m1[4] * m2[1] + m1[5] * m2[3] + m2[5],
  ];
}

function asMatrix(value: unknown): Matrix | undefined {
  if (!value || typeof (value as ArrayLike<number>).length !== 'number' || (value as ArrayLike<number>).length < 6) return undefined;
  const m = Array.from(value as ArrayLike<number>).slice(0, 6);
  return m.every((n) => typeof n === 'number' && Number.isFinite(n)) ? (m as Matrix) : undefined;
}

/**
 * The page's rules, joined where a border is drawn piece by piece (cell by cell), sorted: horizontal ones top to
 * bottom, then vertical ones left to right. Empty for a page drawing more than MAX_RULES of them (a chart).
 * `minLength`: shorter segments are left out (MIN_LENGTH; word breaks ask for TeX's underscores, a third of an em).
 */
export function pageRules(
  list: { fnArray: ArrayLike<number>; argsArray: ArrayLike<unknown> },
  ops: RuleOps,
  options: { minLength?: number } = {},
): PageRule[] {
  const walk = new RuleWalk(ops, options.minLength ?? MIN_LENGTH);
  for (let i = 0; i < list.fnArray.length && walk.segments.length < MAX_SEGMENTS; i++)
    walk.step(list.fnArray[i], list.argsArray[i] as unknown[] | null | undefined);
  const segments = walk.segments;
  if (segments.length >= MAX_SEGMENTS) return [];
  const rules = [
    ...joined(
      segments.filter((s) => s.y0 === s.y1),
      'h',
    ),
    ...joined(
      segments.filter((s) => s.y0 !== s.y1 || s.x0 === s.x1),
      'v',
    ),
  ];
  return rules.length > MAX_RULES ? [] : rules.map((r) => ({ x0: round(r.x0), y0: round(r.y0), x1: round(r.x1), y1: round(r.y1) }));
}

/**
 * pageRules's walk over the operators: a method per operator rather than one function holding the loop, so that V8
 * compiles it once as it gets hot (the loop in one function was compiled twice: while it ran, on the stack, then whole).
 */
class RuleWalk {
  readonly segments: PageRule[] = [];
  private readonly ops: RuleOps;
  private readonly minLength: number;
  private readonly strokes: Set<number>;
  private readonly fills: Set<number>;
  private readonly stack: Matrix[] = [];
  private ctm: Matrix = IDENTITY;

  constructor(ops: RuleOps, minLength: number) {
    this.ops = ops;
    this.minLength = minLength;
    this.strokes = new Set(ops.strokes);
    this.fills = new Set(ops.fills);
  }

  step(fn: number, args: unknown[] | null | undefined): void {
    const ops = this.ops;
    if (fn === ops.save) this.stack.push(this.ctm);
    else if (fn === ops.restore) this.ctm = this.stack.pop() ?? this.ctm;
    else if (fn === ops.transform) {
      const matrix = asMatrix(args);
      if (matrix) this.ctm = multiply(matrix, this.ctm);
    } else if (fn === ops.formBegin) {
      this.stack.push(this.ctm);
      const matrix = asMatrix(args?.[0]);
      if (matrix) this.ctm = multiply(matrix, this.ctm);
    } else if (fn === ops.formEnd) this.ctm = this.stack.pop() ?? this.ctm;
    else if (fn === ops.constructPath && args) {
      const paint = args[0] as number;
      const stroked = this.strokes.has(paint);
      const filled = this.fills.has(paint);
      if (!stroked && !filled) return;
      const data = (args[1] as unknown[] | undefined)?.[0] as ArrayLike<number> | null | undefined;
      if (!data || typeof data.length !== 'number') return;
      walkPath(data, this.apply, stroked ? this.addSegment : undefined, filled && !stroked ? this.addBox : undefined);
    }
  }

  private readonly apply = (x: number, y: number): [number, number] => {
    const ctm = this.ctm;
    return [x * ctm[0] + y * ctm[2] + ctm[4], x * ctm[1] + y * ctm[3] + ctm[5]];
  };

  private readonly addSegment = (a: [number, number], b: [number, number]) => {
    const [x0, x1] = a[0] <= b[0] ? [a[0], b[0]] : [b[0], a[0]];
    const [y0, y1] = a[1] <= b[1] ? [a[1], b[1]] : [b[1], a[1]];
    if (y1 - y0 <= SNAP && x1 - x0 >= this.minLength) this.segments.push({ x0, y0: (y0 + y1) / 2, x1, y1: (y0 + y1) / 2 });
    else if (x1 - x0 <= SNAP && y1 - y0 >= this.minLength) this.segments.push({ x0: (x0 + x1) / 2, y0, x1: (x0 + x1) / 2, y1 });
  };

  private readonly addBox = (corners: Array<[number, number]>) => {
    const xs = corners.map((c) => c[0]);
    const ys = corners.map((c) => c[1]);
    const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    if (y1 - y0 <= THIN && x1 - x0 >= this.minLength) this.segments.push({ x0, y0: (y0 + y1) / 2, x1, y1: (y0 + y1) / 2 });
    else if (x1 - x0 <= THIN && y1 - y0 >= this.minLength) this.segments.push({ x0: (x0 + x1) / 2, y0, x1: (x0 + x1) / 2, y1 });
    // A larger filled shape is shading (a cell's background, a highlighted line), not a border.
  };
}

/**
 * Walks one painted path: `segment` gets each straight piece (stroked paths), `box` each sub-path made of straight
 * axis-aligned pieces only (filled paths: a rectangle, a bar). Curved sub-paths give neither.
 */
function walkPath(
  data: ArrayLike<number>,
  apply: (x: number, y: number) => [number, number],
  segment?: (a: [number, number], b: [number, number]) => void,
  box?: (corners: Array<[number, number]>) => void,
): void {
  let start: [number, number] | undefined;
  let current: [number, number] | undefined;
  let corners: Array<[number, number]> = [];
  let straight = true;
  const closeSubpath = () => {
    if (box && straight && corners.length >= 2) {
      // Only rectangles: every piece horizontal or vertical.
      const axisAligned = corners.every((c, k) => {
        const next = corners[(k + 1) % corners.length];
        return Math.abs(c[0] - next[0]) <= SNAP || Math.abs(c[1] - next[1]) <= SNAP;
      });
      if (axisAligned) box(corners);
    }
    corners = [];
    straight = true;
  };
  for (let k = 0; k < data.length;) {
    const op = data[k];
    if (op === MOVE_TO) {
      closeSubpath();
      current = start = apply(data[k + 1], data[k + 2]);
      corners.push(current);
      k += 3;
    } else if (op === LINE_TO) {
      const point = apply(data[k + 1], data[k + 2]);
      if (current) segment?.(current, point);
      current = point;
      corners.push(point);
      k += 3;
    } else if (op === CURVE_TO) {
      current = apply(data[k + 5], data[k + 6]);
      straight = false;
      k += 7;
    } else if (op === QUADRATIC_TO) {
      current = apply(data[k + 3], data[k + 4]);
      straight = false;
      k += 5;
    } else if (op === CLOSE) {
      if (current && start) segment?.(current, start);
      current = start;
      k += 1;
    } else return;
  }
  closeSubpath();
}

/** Collinear segments (within SNAP) that touch or overlap, joined; horizontal ones sorted top down, vertical left to right. */
function joined(segments: PageRule[], axis: 'h' | 'v'): PageRule[] {
  const across = (s: PageRule) => (axis === 'h' ? s.y0 : s.x0);
  const from = (s: PageRule) => (axis === 'h' ? s.x0 : s.y0);
  const to = (s: PageRule) => (axis === 'h' ? s.x1 : s.y1);
  const sorted = [...segments].sort((a, b) => across(a) - across(b) || from(a) - from(b));
  const out: PageRule[] = [];
  // Group by position across the axis (a sweep over the sorted positions), then join along it.
  let g = 0;
  while (g < sorted.length) {
    let end = g + 1;
    while (end < sorted.length && across(sorted[end]) - across(sorted[end - 1]) <= SNAP) end++;
    const group = sorted.slice(g, end).sort((a, b) => from(a) - from(b));
    const at = group.reduce((sum, s) => sum + across(s), 0) / group.length;
    let lo = from(group[0]);
    let hi = to(group[0]);
    const push = () => out.push(axis === 'h' ? { x0: lo, y0: at, x1: hi, y1: at } : { x0: at, y0: lo, x1: at, y1: hi });
    for (const s of group.slice(1)) {
      if (from(s) <= hi + SNAP) hi = Math.max(hi, to(s));
      else {
        push();
        lo = from(s);
        hi = to(s);
      }
    }
    push();
    g = end;
  }
  return axis === 'h' ? out.sort((a, b) => b.y0 - a.y0 || a.x0 - b.x0) : out;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** A character's glyph on its baseline, as word-breaks.util places it (InkChar). */
export interface GlyphBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  em: number;
  vertical: boolean;
}

/**
 * The horizontal rule that fills the gap between two characters on their baseline, if one does: TeX (Texinfo's \_
 * above all) draws an underscore outside a typewriter font as a rule a third of an em wide, so "asn1_node" is shown as "asn1",
 * a rule, "node". Read as a word break, an identifier becomes words, and words get translated.
 */
export function underscoreBetween(a: GlyphBox, b: GlyphBox, rules: readonly PageRule[]): PageRule | undefined {
  if (rules.length === 0 || a.vertical || b.vertical || a.em <= 0) return undefined;
  if (Math.abs(a.y1 - a.y0) > 0.05 * a.em) return undefined; // rotated text: no underscores read
  const baseline = a.y1;
  const gap = b.x0 - a.x1;
  if (gap <= 0) return undefined;
  return rules.find(
    (rule) =>
      rule.y0 === rule.y1 &&
      rule.y0 >= baseline - 0.3 * a.em &&
      rule.y0 <= baseline + 0.15 * a.em &&
      rule.x0 >= a.x1 - 0.1 * a.em &&
      rule.x1 <= b.x0 + 0.1 * a.em &&
      rule.x1 - rule.x0 >= Math.max(0.15 * a.em, 0.4 * gap) &&
      rule.x1 - rule.x0 <= 1.2 * a.em,
  );
}
