import type { Line, TextItem } from './layout.types';
import { isMarginNote, textLeftEdges } from './margin-notes.util';
import { ASCENT_EM, DESCENT_EM, dominantStyle, itemFontSize, median, round } from './style.util';

export interface GroupLinesParams {
  items: readonly TextItem[];
  /** A horizontal gap wider than this many em between two runs is a word space. */
  spaceGapEm?: number;
  /** A gap wider than this ends the line: columns, table cells and tab stops become separate lines. */
  splitGapEm?: number;
  /** Runs whose baselines differ by at most this many em (of the larger size) share a line: sub/superscripts. */
  baselineToleranceEm?: number;
}

export const SPACE_GAP_EM = 0.15;
export const SPLIT_GAP_EM = 1.0;
const BASELINE_TOLERANCE_EM = 0.4;
/**
 * Justified text stretches its word spaces, often past the split gap. A wider gap still joins the line when blank
 * runs (the space glyphs the producer drew, or the spaces pdf.js reports for a jump in the text flow) fill it, it is
 * at most this many em…
 */
const MAX_BRIDGED_GAP_EM = 4;
/** …as wide as a word space beside it, within this share (justification stretches a line's spaces alike)… */
const STRETCH_TOLERANCE = 0.15;
/** …unless the lines around it leave the same stretch white (a column gutter running down the page). */
const GUTTER_NEIGHBOURS = 4;
const GUTTER_MIN_OPEN = 3;
/** Runs at an angle below this many degrees count as horizontal. */
const ANGLE_TOLERANCE = 1;

/**
 * Rebuilds lines from runs in any order: runs on the same baseline (within a fraction of the font size) and
 * horizontally close form a line, read left to right, with a space only where the gap is wider than ~0.15 em.
 * Wide gaps (columns, table cells) split lines, unless blank runs fill them and the lines around do not leave the
 * same stretch white (the stretched spaces of justified text); the block step decides what belongs together. Lines come top to
 * bottom, then left to right. Rotated runs each make a line of their own, after the horizontal ones.
 */
export function groupLines(params: GroupLinesParams): Line[] {
  const spaceGapEm = params.spaceGapEm ?? SPACE_GAP_EM;
  const splitGapEm = params.splitGapEm ?? SPLIT_GAP_EM;
  const tolerance = params.baselineToleranceEm ?? BASELINE_TOLERANCE_EM;
  const horizontal: TextItem[] = [];
  const blanks: TextItem[] = [];
  const rotated: TextItem[] = [];
  for (const raw of params.items) {
    if (!Number.isFinite(raw.x) || !Number.isFinite(raw.y)) continue;
    if (raw.text.trim() === '') {
      if (raw.width > 0 && isHorizontal(raw)) blanks.push(raw);
      continue;
    }
    const item = raw.width > 0 ? raw : { ...raw, width: estimateWidth(raw) };
    (isHorizontal(item) ? horizontal : rotated).push(item);
  }
  horizontal.sort((a, b) => b.y - a.y || a.x - b.x);

  const lines: Line[] = [];
  const bands = baselineBands(horizontal, tolerance).map((band) => withoutOverprints(band.sort((a, b) => a.x - b.x)));
  const bandBlanks = blanksByBand(bands, blanks, tolerance);
  const edges = textLeftEdges(bands);
  bands.forEach((band, index) => {
    let run: TextItem[] = [];
    for (const [position, item] of band.entries()) {
      const prev = run[run.length - 1];
      if (
        prev &&
        (!sameLine({ position, bands, index, blanks: bandBlanks[index], splitGapEm, spaceGapEm }) || isMarginNote(prev, item, edges))
      ) {
        lines.push(buildLine({ items: run, spaceGapEm }));
        run = [];
      }
      run.push(item);
    }
    if (run.length) lines.push(buildLine({ items: run, spaceGapEm }));
  });
  lines.sort((a, b) => b.y - a.y || a.x - b.x);
  for (const item of rotated) lines.push({ ...buildLine({ items: [item], spaceGapEm }), angle: item.angle ?? 0 });
  return lines;
}

/**
 * One line from runs already known to belong together (sorted here by x): the text joins runs with a space only
 * where the gap exceeds `spaceGapEm`; the baseline is the median baseline of the runs in the dominant size.
 */
export function buildLine(params: { items: readonly TextItem[]; spaceGapEm?: number }): Line {
  const spaceGapEm = params.spaceGapEm ?? SPACE_GAP_EM;
  const items = [...params.items].sort((a, b) => a.x - b.x);
  const style = dominantStyle(items);
  let text = '';
  items.forEach((item, i) => {
    const prev = items[i - 1];
    if (prev && !/\s$/.test(text) && !/^\s/.test(item.text)) {
      const em = Math.max(itemFontSize(prev), itemFontSize(item));
      if (gapBetween(prev, item) > spaceGapEm * em) text += ' ';
    }
    text += item.text;
  });
  const mainRuns = items.filter((item) => Math.abs(itemFontSize(item) - style.fontSize) < 0.05 * style.fontSize);
  const x = Math.min(...items.map((item) => item.x));
  const right = Math.max(...items.map((item) => item.x + item.width));
  return {
    ...style,
    text: text.replace(/[ \t\r\n]+/g, ' ').trim(),
    x: round(x),
    y: round(median((mainRuns.length ? mainRuns : items).map((item) => item.y))),
    width: round(right - x),
    height: round(Math.max(...items.map((item) => (item.height > 0 ? item.height : itemFontSize(item))))),
    items,
    angle: 0,
  };
}

export function lineRight(line: Line): number {
  return line.x + line.width;
}

export function lineTop(line: Line): number {
  return line.y + ASCENT_EM * line.fontSize;
}

export function lineBottom(line: Line): number {
  return line.y - DESCENT_EM * line.fontSize;
}

/** Horizontal white space between the end of `a` and the start of `b` (negative when they overlap). */
function gapBetween(a: TextItem, b: TextItem): number {
  return b.x - (a.x + a.width);
}

function isHorizontal(item: TextItem): boolean {
  const angle = (((item.angle ?? 0) % 360) + 360) % 360;
  return angle < ANGLE_TOLERANCE || angle > 360 - ANGLE_TOLERANCE;
}

/**
 * Whether the run at `position` on band `index` carries on the line of the run before it: a gap up to the split gap,
 * or a stretched word space of justified text — filled by blank runs, as wide as a word space next to it on the
 * band (justification stretches every space of a line alike; table cells are set apart by unequal gaps), and not
 * in a gutter.
 */
function sameLine(params: {
  position: number;
  bands: readonly TextItem[][];
  index: number;
  blanks: readonly TextItem[];
  splitGapEm: number;
  spaceGapEm: number;
}): boolean {
  const { position, bands, index, blanks, splitGapEm, spaceGapEm } = params;
  const band = bands[index];
  const prev = band[position - 1];
  const item = band[position];
  const em = Math.max(itemFontSize(prev), itemFontSize(item));
  const gap = gapBetween(prev, item);
  if (gap <= splitGapEm * em) return true;
  if (gap > MAX_BRIDGED_GAP_EM * em) return false;
  const alike = (at: number) => {
    if (at < 1 || at >= band.length) return false;
    const other = gapBetween(band[at - 1], band[at]);
    return other > spaceGapEm * em && Math.abs(other - gap) <= Math.max(STRETCH_TOLERANCE * gap, 0.5);
  };
  if (!alike(position - 1) && !alike(position + 1)) return false;
  const from = prev.x + prev.width;
  return bridged(from, item.x, blanks, em) && !isGutter({ bands, index, from, to: item.x, em });
}

/** The blank runs of each band (by baseline), sorted by x; a blank run far from every band is dropped. */
function blanksByBand(bands: readonly TextItem[][], blanks: readonly TextItem[], toleranceEm: number): TextItem[][] {
  const result = bands.map((): TextItem[] => []);
  if (blanks.length === 0) return result;
  const baselines = bands.map((band) => median(band.map((item) => item.y)));
  const sizes = bands.map((band) => Math.max(...band.map(itemFontSize)));
  // Bands by baseline, lowest first: the nearest bands to a blank run are found by binary search.
  const order = bands.map((_, i) => i).sort((a, b) => baselines[a] - baselines[b]);
  for (const blank of blanks) {
    let lo = 0;
    let hi = order.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (baselines[order[mid]] < blank.y) lo = mid + 1;
      else hi = mid;
    }
    let best = -1;
    for (const i of [order[lo - 1], order[lo]]) {
      if (i === undefined) continue;
      const distance = Math.abs(baselines[i] - blank.y);
      if (distance <= toleranceEm * sizes[i] && (best < 0 || distance < Math.abs(baselines[best] - blank.y))) best = i;
    }
    if (best >= 0) result[best].push(blank);
  }
  for (const list of result) list.sort((a, b) => a.x - b.x);
  return result;
}

/** Whether blank runs (sorted by x) cover the stretch from `from` to `to`, give or take a quarter em at each end. */
function bridged(from: number, to: number, blanks: readonly TextItem[], em: number): boolean {
  const slack = 0.25 * em;
  let reached = from;
  for (const blank of blanks) {
    if (blank.x > reached + slack) break;
    reached = Math.max(reached, blank.x + blank.width);
    if (reached >= to - slack) return true;
  }
  return false;
}

/**
 * Whether the stretch from `from` to `to` on band `index` is part of a white band running down the page: at least
 * GUTTER_MIN_OPEN of the nearest bands above and below have text on both sides of it, none in it, and a gap there not
 * much wider (justified word spaces hardly ever line up over several lines; a column gutter does on every line).
 */
function isGutter(params: { bands: readonly TextItem[][]; index: number; from: number; to: number; em: number }): boolean {
  const { bands, index, from, to, em } = params;
  const inset = 0.1 * em;
  let open = 0;
  const first = Math.max(0, index - GUTTER_NEIGHBOURS);
  const last = Math.min(bands.length - 1, index + GUTTER_NEIGHBOURS);
  for (let j = first; j <= last && open < GUTTER_MIN_OPEN; j++) {
    if (j === index) continue;
    let before = -Infinity;
    let after = Infinity;
    let inside = false;
    for (const item of bands[j]) {
      const right = item.x + item.width;
      if (right <= from + inset) before = Math.max(before, right);
      else if (item.x >= to - inset) after = Math.min(after, item.x);
      else inside = true;
    }
    if (!inside && after - before <= to - from + 2 * em) open++;
  }
  return open >= GUTTER_MIN_OPEN;
}

/** Half an em per character: a fair average for Latin text when the extractor gave no width. */
function estimateWidth(item: TextItem): number {
  return item.text.length * 0.5 * itemFontSize(item);
}

/**
 * Runs sorted top to bottom, cut wherever the baseline moves more than the tolerance away from the band's main
 * baseline (the one of its largest run, so a superscript met first does not anchor the band).
 */
function baselineBands(items: readonly TextItem[], toleranceEm: number): TextItem[][] {
  const bands: TextItem[][] = [];
  let band: TextItem[] = [];
  let anchor: TextItem | undefined;
  for (const item of items) {
    const size = itemFontSize(item);
    if (anchor && Math.abs(anchor.y - item.y) <= toleranceEm * Math.max(size, itemFontSize(anchor))) {
      band.push(item);
      if (size > itemFontSize(anchor)) anchor = item;
      continue;
    }
    if (band.length) bands.push(band);
    band = [item];
    anchor = item;
  }
  if (band.length) bands.push(band);
  return bands;
}

/**
 * Drops the copies some producers draw a fraction of a point away to fake bold: same text, almost same place.
 * The band is sorted by x, so a copy can only be among the few runs just before.
 */
function withoutOverprints(band: readonly TextItem[]): TextItem[] {
  const kept: TextItem[] = [];
  for (const item of band) {
    const em = itemFontSize(item);
    const near = Math.max(0.3 * Math.min(item.width, em), 0.05 * em);
    let duplicate = false;
    for (let i = kept.length - 1; i >= 0 && item.x - kept[i].x <= near; i--) {
      if (kept[i].text === item.text && Math.abs(kept[i].y - item.y) <= 0.1 * em) duplicate = true;
    }
    if (!duplicate) kept.push(item);
  }
  return kept;
}
