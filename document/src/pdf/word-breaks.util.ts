/* eslint-disable max-lines -- the glyph walk and the word-break rule share the characters the one builds and the other reads, and the parsing child loads this file by path, which can import nothing local (below): split, the worker would have to load both halves and hand one to the other. */
// Word breaks from geometry: where a text run has no space between two glyphs but the gap between them is wider
// than the font's usual letter spacing, a word ends there. pdf.js inserts a space only past a fixed 0.102 em
// (TRACKING_SPACE_FACTOR in its text-content builder) and pdfminer past `word_margin` (0.1) × the glyph's larger
// side (LAParams); both miss words set with narrower gaps (tight justified lines, some PowerPoint, InDesign and
// LaTeX output) and a font whose letters are tracked tighter than zero. Here the gap is measured against the
// spacing the font's letters usually have on the page (the median gap between glyphs of that font and size):
// a word break is a gap wider than that by WORD_GAP_EM of the font size and WORD_GAP_OF_ADVANCE of the font's
// average glyph advance. Chinese, Japanese and Korean characters never get a break between them, and the spaces
// pdf.js puts between them where a line is spread out (no space glyph drawn there) are taken out.
//
// Loaded by the parser child (pdf-parse.worker.ts) at run time: erasable TypeScript only, no imports but types.

/** pdf.js operator numbers the glyph walk reads (`pdfjs.OPS`). */
export interface TextOps {
  save: number;
  restore: number;
  transform: number;
  formBegin: number;
  formEnd: number;
  beginText: number;
  setFont: number;
  setCharSpacing: number;
  setWordSpacing: number;
  setHScale: number;
  setLeading: number;
  setLeadingMoveText: number;
  moveText: number;
  setTextMatrix: number;
  nextLine: number;
  setTextRise: number;
  showText: number;
  /** The fill colour (setFillRGBColor, "#rrggbb"): the runs' colours. */
  setFill: number;
}

/** What the glyph walk needs of a loaded font (pdf.js's font object). */
export interface GlyphFont {
  fontMatrix?: number[];
  vertical?: boolean;
}

/** One character of a shown glyph, in user space: where its glyph starts and ends on the baseline. */
export interface InkChar {
  char: string;
  /** Index of the glyph it comes from (the characters of a ligature share one). */
  glyph: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** The glyph's size in user space (font size × text and current matrices). */
  em: number;
  /** Font id and size: the key of "this font's usual letter spacing". */
  key: string;
  /** Vertical writing: no gaps are measured. */
  vertical: boolean;
  /** A glyph drawn as white space (a space character) came between this character and the one before. */
  spaceBefore: boolean;
  /** The fill colour it is shown in ("#rrggbb" as pdf.js gives it; BLACK before any is set). */
  fill: string;
}

/** The fill colour before any is set. */
const BLACK = '#000000';

/** A gap wider than the usual letter spacing by this share of the font size… */
export const WORD_GAP_EM = 0.08;
/** …and by this share of the font's average glyph advance (0.09 em for most Latin text faces) is a word break. */
export const WORD_GAP_OF_ADVANCE = 0.18;
/** Gaps measured for a font before their median stands for its usual letter spacing (else 0 is assumed). */
const MIN_GAPS_FOR_USUAL = 6;
/** Gaps within one run before their median stands for the run's own letter spacing (a letter-spaced heading). */
const MIN_GAPS_IN_RUN = 4;

type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** m1 then m2 (PDF row-vector convention: p × m1 × m2). */
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

/** Six finite numbers (pdf.js hands matrices over as arrays or Float32Arrays): the first six, read in place. */
function asMatrix(value: unknown): Matrix | null {
  if (!Array.isArray(value) && !(ArrayBuffer.isView(value) && 'length' in value)) return null;
  const list = value as ArrayLike<unknown>;
  const m = [list[0], list[1], list[2], list[3], list[4], list[5]];
  return list.length >= 6 && m.every((n) => typeof n === 'number' && Number.isFinite(n)) ? (m as Matrix) : null;
}

/** An operator's argument `k` when it is a finite number, else 0. */
const numberAt = (args: readonly unknown[], k: number) => (typeof args[k] === 'number' && Number.isFinite(args[k]) ? args[k] : 0);

const WHITE = /\s/u;

/** `/\s/u`, told by the code below 0x80 (most characters of most pages). */
export const isWhite = (c: string) => (c.charCodeAt(0) < 0x80 ? c === ' ' || (c >= '\t' && c <= '\r') : WHITE.test(c));

/** inkOf of each ASCII character (its own NFKC), without a look-up: most glyphs of most pages are one of them. */
const ASCII_INKS: ReadonlyArray<readonly string[]> = Array.from({ length: 0x80 }, (_, code) => {
  const c = String.fromCharCode(code);
  return isWhite(c) ? [] : [c];
});
const inkCache = new Map<string, readonly string[]>();
/** The NFKC characters of `text` but white space, remembered per string (4,096 at most): a page's glyphs show a few
 * dozen characters over and over, and normalising and splitting each anew was most of the word-break walk. */
export function inkOf(text: string): readonly string[] {
  if (text.length === 1 && text.charCodeAt(0) < 0x80) return ASCII_INKS[text.charCodeAt(0)];
  let ink = inkCache.get(text);
  if (ink === undefined) {
    if (inkCache.size >= 4096) inkCache.clear();
    inkCache.set(text, (ink = [...text.normalize('NFKC')].filter((c) => !isWhite(c))));
  }
  return ink;
}

/**
 * Every shown character of a page's operator list, in drawing order, with its glyph's start and end on the
 * baseline in user space (the text state walked as pdf.js's canvas does: Tm, Td, TD, T*, Tc, Tw, Tz, TJ
 * adjustments, cm, q/Q and forms). Characters are NFKC, white space left out (a glyph drawn as a space, or one
 * without a character, still moves the pen).
 */
export function inkChars(
  list: { fnArray: readonly number[]; argsArray: readonly unknown[] },
  ops: TextOps,
  fontOf: (id: string) => GlyphFont | undefined,
): InkChar[] {
  const walk = new GlyphWalk(ops, fontOf);
  for (let i = 0; i < list.fnArray.length; i++) walk.step(list.fnArray[i], (list.argsArray[i] ?? []) as unknown[]);
  return walk.chars;
}

/** What q/Q and forms save and restore of the text state (all but the text matrices). */
interface SavedState {
  ctm: Matrix;
  font: string;
  size: number;
  tc: number;
  tw: number;
  th: number;
  tl: number;
  rise: number;
  fill: string;
}

/**
 * inkChars's state and steps: a method per operator and one per shown string rather than one function holding the
 * loop, so that V8 compiles each once as it gets hot; the loop in one function was compiled twice (while it ran, on
 * the stack, then whole), ~60 ms of the parsing process's CPU for 40 pages.
 */
class GlyphWalk {
  readonly chars: InkChar[] = [];
  private readonly ops: TextOps;
  private readonly fontOf: (id: string) => GlyphFont | undefined;
  private readonly stack: SavedState[] = [];
  private ctm: Matrix = IDENTITY;
  private font = '';
  private metrics: GlyphFont | undefined;
  private size = 0;
  private tc = 0;
  private tw = 0;
  private th = 1;
  private tl = 0;
  private rise = 0;
  private fill = BLACK;
  private tm: Matrix = IDENTITY; // text matrix, with the pen position applied
  private tlm: Matrix = IDENTITY; // text line matrix
  private glyphIndex = 0;
  private spaceBefore = false;

  constructor(ops: TextOps, fontOf: (id: string) => GlyphFont | undefined) {
    this.ops = ops;
    this.fontOf = fontOf;
  }

  step(fn: number, args: unknown[]): void {
    const ops = this.ops;
    switch (fn) {
      case ops.save:
        this.save();
        break;
      case ops.restore:
        this.restore();
        break;
      case ops.formBegin: {
        this.save();
        const matrix = asMatrix(args[0]);
        if (matrix) this.ctm = multiply(matrix, this.ctm);
        break;
      }
      case ops.formEnd:
        this.restore();
        break;
      case ops.transform: {
        const matrix = asMatrix(args);
        if (matrix) this.ctm = multiply(matrix, this.ctm);
        break;
      }
      case ops.beginText:
        this.tm = this.tlm = IDENTITY;
        break;
      case ops.setFont:
        this.font = typeof args[0] === 'string' ? args[0] : '';
        this.size = Math.abs(numberAt(args, 1));
        this.metrics = this.fontOf(this.font);
        break;
      case ops.setCharSpacing:
        this.tc = numberAt(args, 0);
        break;
      case ops.setWordSpacing:
        this.tw = numberAt(args, 0);
        break;
      case ops.setHScale:
        this.th = numberAt(args, 0) / 100;
        break;
      case ops.setLeading:
        this.tl = numberAt(args, 0);
        break;
      case ops.setTextRise:
        this.rise = numberAt(args, 0);
        break;
      case ops.moveText:
        this.moveTo(numberAt(args, 0), numberAt(args, 1));
        break;
      case ops.setLeadingMoveText:
        this.tl = -numberAt(args, 1);
        this.moveTo(numberAt(args, 0), numberAt(args, 1));
        break;
      case ops.nextLine:
        this.moveTo(0, -this.tl);
        break;
      case ops.setTextMatrix: {
        const matrix = asMatrix(args[0]) ?? asMatrix(args);
        if (matrix) this.tm = this.tlm = matrix;
        break;
      }
      case ops.showText:
        if (Array.isArray(args[0])) this.show(args[0]);
        break;
      case ops.setFill:
        if (typeof args[0] === 'string') this.fill = args[0];
        break;
      default:
        break;
    }
  }

  private save(): void {
    const { ctm, font, size, tc, tw, th, tl, rise, fill } = this;
    this.stack.push({ ctm, font, size, tc, tw, th, tl, rise, fill });
  }

  private restore(): void {
    const saved = this.stack.pop();
    if (saved) {
      ({ ctm: this.ctm, font: this.font, size: this.size, tc: this.tc, tw: this.tw, th: this.th, tl: this.tl, rise: this.rise } = saved);
      this.fill = saved.fill;
    }
    this.metrics = this.fontOf(this.font);
  }

  private moveTo(tx: number, ty: number): void {
    this.tlm = multiply([1, 0, 0, 1, tx, ty], this.tlm);
    this.tm = this.tlm;
  }

  /** One showText: its glyphs' characters, placed. */
  private show(glyphs: unknown[]): void {
    const { metrics, size, tc, tw, th, rise, fill, chars } = this;
    const vertical = !!metrics?.vertical;
    const scale = size * (metrics?.fontMatrix?.[0] ?? 0.001);
    const key = `${this.font}@${Math.round(size * 100)}`;
    // Text and current matrices stay as they are within one showText: the glyphs' rendering matrix and size too.
    const trm = multiply(this.tm, this.ctm);
    const em = size * Math.hypot(trm[2], trm[3]);
    let x = 0; // pen advance in text space, unscaled by Tz
    for (let n = 0; n < glyphs.length; n++) {
      const glyph = glyphs[n];
      if (typeof glyph === 'number') {
        x -= (glyph * size) / 1000;
        continue;
      }
      const g = glyph as { unicode?: unknown; width?: unknown; isSpace?: unknown } | null;
      if (!g) continue;
      const width = typeof g.width === 'number' && Number.isFinite(g.width) ? g.width * scale : 0;
      const spacing = tc + (g.isSpace ? tw : 0);
      const unicode = typeof g.unicode === 'string' ? g.unicode : ''; // NFKC empties no string
      const ink = inkOf(unicode);
      if (ink.length === 0 && unicode.length > 0) this.spaceBefore = true;
      if (ink.length > 0) {
        const { glyphIndex, spaceBefore } = this;
        if (!vertical) {
          // The glyph's start and end on the baseline, (x, rise) and (x + width, rise) through the rendering matrix.
          const u0 = x * th;
          const u1 = (x + width) * th;
          const x0 = u0 * trm[0] + rise * trm[2] + trm[4];
          const y0 = u0 * trm[1] + rise * trm[3] + trm[5];
          const x1 = u1 * trm[0] + rise * trm[2] + trm[4];
          const y1 = u1 * trm[1] + rise * trm[3] + trm[5];
          for (let c = 0; c < ink.length; c++)
            chars.push({ char: ink[c], glyph: glyphIndex, x0, y0, x1, y1, em, key, vertical, spaceBefore, fill });
        } else {
          for (let c = 0; c < ink.length; c++)
            chars.push({ char: ink[c], glyph: glyphIndex, x0: 0, y0: 0, x1: 0, y1: 0, em: 0, key, vertical, spaceBefore, fill });
        }
        this.spaceBefore = false;
      }
      this.glyphIndex++;
      x += width + spacing;
    }
    if (!vertical) this.tm = multiply([1, 0, 0, 1, x * th, 0], this.tm);
  }
}

/** What may end a word before a break, and what may start the next (modifier letters and accents drawn apart never do). */
const WORD_END = /^[\p{L}\p{N}.,;:!?)\]}"'’”»%]$/u;
const WORD_START = /^[\p{L}\p{N}(["'‘“«]$/u;
const MODIFIER = /^[\p{Lm}\p{Sk}\p{M}]$/u;
const DIGIT = /^\p{N}$/u;
/** Never inside a number ("10" drawn in a tight chart label stays one figure). */
const canBreak = (a: string, b: string) =>
  WORD_END.test(a) && WORD_START.test(b) && !MODIFIER.test(a) && !MODIFIER.test(b) && !(DIGIT.test(a) && DIGIT.test(b));

const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}\u3000-\u303F\uFF00-\uFFEF]/u;

/** The length of a character's glyph on its baseline: Math.hypot's, which for level text is the width itself (faster). */
function advanceOf(c: InkChar): number {
  const dy = c.y1 - c.y0;
  return dy === 0 ? Math.abs(c.x1 - c.x0) : Math.hypot(c.x1 - c.x0, dy);
}

/** The gap between two characters of different glyphs on one baseline, in user space units; null when not on one line. */
function gapBetween(a: InkChar, b: InkChar): number | null {
  if (a.vertical || b.vertical || a.glyph === b.glyph) return null;
  const length = advanceOf(a);
  const ux = length > 0 ? (a.x1 - a.x0) / length : 1;
  const uy = length > 0 ? (a.y1 - a.y0) / length : 0;
  const dx = b.x0 - a.x1;
  const dy = b.y0 - a.y1;
  if (Math.abs(-dx * uy + dy * ux) > 0.3 * a.em) return null; // another baseline
  return dx * ux + dy * uy;
}

/** median's working copy: grown to the longest list yet (a page's gaps for one font run to thousands), never shrunk. */
let scratch = new Float64Array(1024);

/**
 * The middle value (the mean of the two middle ones for an even count), selected in a working copy, not sorted (sorting
 * a page's thousands of gaps was a tenth of the walk). A list holding a NaN is sorted by the comparator as it always
 * was (which leaves a NaN where it finds it, so the middle is not a selection's).
 */
const median = (values: number[]): number => {
  if (values.includes(NaN)) {
    const sorted = [...values].sort((p, q) => p - q);
    const mid = sorted.length >> 1;
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  }
  const n = values.length;
  if (scratch.length < n) scratch = new Float64Array(n);
  for (let i = 0; i < n; i++) scratch[i] = values[i];
  const mid = n >> 1;
  const upper = selectInPlace(scratch, n, mid);
  if (n % 2) return upper;
  let lower = -Infinity; // the largest of those before the middle, all at most `upper`
  for (let i = 0; i < mid; i++) if (scratch[i] > lower) lower = scratch[i];
  return (lower + upper) / 2;
};

/** Rounds of selection before the rest is sorted natively: a list built to make the pivots bad costs no more than a sort. */
const MAX_SELECTION_ROUNDS = 64;

/** The k-th smallest of a[0..n) without NaN (Hoare's selection), leaving a[0..k) at most it and a[k+1..n) at least it. */
function selectInPlace(a: Float64Array, n: number, k: number): number {
  let lo = 0;
  let hi = n - 1;
  for (let round = 0; hi > lo; round++) {
    if (round === MAX_SELECTION_ROUNDS) {
      a.subarray(lo, hi + 1).sort();
      return a[k];
    }
    const pivot = a[(lo + hi) >> 1];
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (a[i] < pivot) i++;
      while (a[j] > pivot) j--;
      if (i <= j) {
        const swapped = a[i];
        a[i++] = a[j];
        a[j--] = swapped;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return a[k];
  }
  return a[k];
}

/**
 * Per font and size: its usual letter spacing (median gap, em) and its average glyph advance (em), from the runs
 * added one by one (a method per run rather than one loop over the page: see GlyphWalk).
 */
class FontSpacing {
  private readonly gaps = new Map<string, number[]>();
  private readonly advances = new Map<string, { sum: number; count: number }>();
  private readonly known = new Map<string, { usual: number; advance: number }>();
  // The last key asked, at hand: a run asks for its font over and over.
  private lastKey: string | undefined;
  private last = { usual: 0, advance: 0.5 };

  add(run: readonly InkChar[], runGaps: ReadonlyArray<number | null>): void {
    for (let k = 0; k < run.length; k++) {
      const c = run[k];
      if (c.em <= 0) continue;
      if (k === 0 || run[k - 1].glyph !== c.glyph) {
        let a = this.advances.get(c.key);
        if (!a) this.advances.set(c.key, (a = { sum: 0, count: 0 }));
        a.sum += advanceOf(c) / c.em;
        a.count++;
      }
      if (k === 0) continue;
      const gap = runGaps[k];
      if (gap === null || run[k - 1].key !== c.key) continue;
      let list = this.gaps.get(c.key);
      if (!list) this.gaps.set(c.key, (list = []));
      list.push(gap / c.em);
    }
  }

  of(key: string): { usual: number; advance: number } {
    if (key === this.lastKey) return this.last;
    let spacing = this.known.get(key);
    if (!spacing) {
      const g = this.gaps.get(key) ?? [];
      const a = this.advances.get(key);
      spacing = { usual: g.length >= MIN_GAPS_FOR_USUAL ? median(g) : 0, advance: a && a.count > 0 ? a.sum / a.count : 0.5 };
      this.known.set(key, spacing);
    }
    this.lastKey = key;
    return (this.last = spacing);
  }
}

/** A run's own letter spacing per font (median gap, em), where it has enough gaps to tell. */
function runSpacing(run: readonly InkChar[], runGaps: ReadonlyArray<number | null>): Map<string, number> {
  const gaps = new Map<string, number[]>();
  for (let k = 1; k < run.length; k++) {
    const gap = runGaps[k];
    if (gap === null || run[k - 1].key !== run[k].key || run[k].em <= 0) continue;
    const list = gaps.get(run[k].key) ?? [];
    list.push(gap / run[k].em);
    gaps.set(run[k].key, list);
  }
  const usual = new Map<string, number>();
  for (const [key, list] of gaps) if (list.length >= MIN_GAPS_IN_RUN) usual.set(key, median(list));
  return usual;
}

/** The smallest of the gaps runSpacing reads (em; NaN left out, Infinity when none): none of its medians is below it. */
function smallestGap(run: readonly InkChar[], runGaps: ReadonlyArray<number | null>): number {
  let smallest = Infinity;
  for (let k = 1; k < run.length; k++) {
    const gap = runGaps[k];
    if (gap === null || run[k - 1].key !== run[k].key || run[k].em <= 0) continue;
    const em = gap / run[k].em;
    if (em < smallest) smallest = em;
  }
  return smallest;
}

/** Whether the gap from `a` to `b` is a word break for a font with this usual spacing and advance. */
export function isWordGap(gapEm: number, usualEm: number, advanceEm: number): boolean {
  const excess = gapEm - usualEm;
  return excess > WORD_GAP_EM && excess > WORD_GAP_OF_ADVANCE * advanceEm;
}

/**
 * The text of each run (as pdf.js's text content gives them, in order) with a space where two of its characters
 * are drawn further apart than a word's letters (see the top of this file). Runs and glyphs are matched
 * character by character (matchRuns); `undefined` when they do not match, and the runs then stay as they are.
 * `underscoreAt`: whether the gap between two characters holds an underscore drawn as a rule (page-rules.util's
 * underscoreBetween): "_" there instead of a space.
 */
export function wordBrokenRuns(
  runs: readonly string[],
  chars: readonly InkChar[],
  underscoreAt: (a: InkChar, b: InkChar) => boolean = () => false,
): string[] | undefined {
  const matched = matchRuns(runs, chars);
  return matched && breakMatchedRuns(runs, matched, underscoreAt);
}

/**
 * The glyph characters each run shows: runs and glyphs matched character by character (white space aside, NFKC on
 * both sides); `undefined` when they do not match.
 */
export function matchRuns(runs: readonly string[], chars: readonly InkChar[]): InkChar[][] | undefined {
  const matched: InkChar[][] = [];
  let at = 0;
  for (const run of runs) {
    const end = matchedUpTo(run, chars, at);
    if (end < 0) return undefined;
    matched.push(chars.slice(at, end));
    at = end;
  }
  return matched;
}

/** wordBrokenRuns, the runs matched already (matchRuns). */
export function breakMatchedRuns(
  runs: readonly string[],
  matched: ReadonlyArray<readonly InkChar[]>,
  underscoreAt: (a: InkChar, b: InkChar) => boolean = () => false,
): string[] {
  // Each character's gap from the one before it (null for a run's first), measured once for the three uses below.
  const gapsOf = matched.map(gapsWithin);
  const spacing = new FontSpacing();
  for (let r = 0; r < matched.length; r++) spacing.add(matched[r], gapsOf[r]);
  return runs.map((run, r) => brokenRun(run, matched[r], gapsOf[r], spacing, underscoreAt));
}

/**
 * Where the glyph characters a run shows end, from `at`: its characters matched one by one (white space aside, NFKC
 * on both sides); -1 when they differ.
 */
function matchedUpTo(run: string, chars: readonly InkChar[], at: number): number {
  for (const c of run.normalize('NFKC')) {
    if (isWhite(c)) continue;
    if (chars[at]?.char !== c) return -1;
    at++;
  }
  return at;
}

/** Each of a run's characters' gap from the one before it (gapBetween), null for the first. */
function gapsWithin(run: readonly InkChar[]): Array<number | null> {
  const gaps: Array<number | null> = [];
  for (let k = 0; k < run.length; k++) gaps.push(k === 0 ? null : gapBetween(run[k - 1], run[k]));
  return gaps;
}

/** One run's text with its word breaks (wordBrokenRuns): `mine`, its glyph characters; `gaps`, theirs. */
function brokenRun(
  run: string,
  mine: readonly InkChar[],
  gaps: ReadonlyArray<number | null>,
  spacing: FontSpacing,
  underscoreAt: (a: InkChar, b: InkChar) => boolean,
): string {
  if (mine.length < 2) return run;
  let smallest: number | undefined; // smallestGap, once a gap is measured
  let ownUsual: Map<string, number> | undefined; // runSpacing, once a gap may be wide
  // The run is copied in slices between the places a break goes in or white space changes: most runs are kept whole.
  let out = '';
  let copied = 0; // UTF-16 index in `run` up to which `out` holds it
  let k = 0; // index in `mine` of the next ink character
  let whiteFrom = -1; // where the run's white space since the last ink character starts (-1: none)
  for (let i = 0; i < run.length;) {
    const { size, inkLength } = pointAt(run, i);
    if (inkLength === 0) {
      if (whiteFrom < 0) whiteFrom = i;
      i += size;
      continue;
    }
    if (whiteFrom >= 0) {
      // pdf.js puts a space into a run wherever glyphs are 0.102 em apart; between Chinese, Japanese or Korean
      // characters with no space glyph drawn there, that is a spread-out line, not a word break.
      const cjkGap = k > 0 && k < mine.length && CJK_CHAR.test(mine[k - 1].char) && CJK_CHAR.test(mine[k].char) && !mine[k].spaceBefore;
      // pdf.js's space where TeX drew an underscore as a rule (no space glyph): the underscore.
      if (k > 0 && k < mine.length && !mine[k].spaceBefore && underscoreAt(mine[k - 1], mine[k])) {
        out += run.slice(copied, whiteFrom) + '_';
        copied = i;
      } else if (cjkGap) {
        out += run.slice(copied, whiteFrom);
        copied = i;
      }
    } else if (k > 0 && k < mine.length) {
      const a = mine[k - 1];
      const b = mine[k];
      const gap = gaps[k];
      // The gap first: the characters' classes (regular expressions) only where it is wide enough, a few times a line.
      if (gap !== null && a.key === b.key && a.em > 0) {
        const { usual, advance } = spacing.of(a.key);
        const gapEm = gap / a.em;
        // The run's own spacing (its medians) only for a gap wider than the run's smallest gap or the font's usual
        // spacing by WORD_GAP_EM: no median is below the smallest gap, so a narrower gap is no break whichever applies.
        smallest ??= smallestGap(mine, gaps);
        if (gapEm - (usual < smallest ? usual : smallest) > WORD_GAP_EM) {
          ownUsual ??= runSpacing(mine, gaps);
          const wide = isWordGap(gapEm, ownUsual.get(a.key) ?? usual, advance);
          if (wide && canBreak(a.char, b.char) && !CJK_CHAR.test(a.char) && !CJK_CHAR.test(b.char)) {
            out += run.slice(copied, i) + (underscoreAt(a, b) ? '_' : ' ');
            copied = i;
          }
        }
      }
    }
    k += inkLength;
    whiteFrom = -1;
    i += size;
  }
  // Nothing changes before a run's first ink character: a run copied from 0 is the run as it is.
  return copied === 0 ? run : out + run.slice(copied);
}

/**
 * The code point of `text` at UTF-16 index `i` (as a string's iterator gives them, lone surrogates alone): its length
 * in UTF-16 units and its number of ink characters (inkOf). ASCII is its own NFKC: one, unless it is white space.
 */
function pointAt(text: string, i: number): { size: number; inkLength: number } {
  const code = text.charCodeAt(i);
  if (code < 0x80) return code === 0x20 || (code >= 0x09 && code <= 0x0d) ? ASCII_WHITE : ASCII_INK;
  const size = text.codePointAt(i)! > 0xffff ? 2 : 1;
  return { size, inkLength: inkOf(text.slice(i, i + size)).length };
}
const ASCII_WHITE = { size: 1, inkLength: 0 } as const;
const ASCII_INK = { size: 1, inkLength: 1 } as const;
