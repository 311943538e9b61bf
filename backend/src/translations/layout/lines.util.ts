import type { Line, TextItem } from './layout.types';
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
/** Runs at an angle below this many degrees count as horizontal. */
const ANGLE_TOLERANCE = 1;

/**
 * Rebuilds lines from runs in any order: runs on the same baseline (within a fraction of the font size) and
 * horizontally close form a line, read left to right, with a space only where the gap is wider than ~0.15 em.
 * Wide gaps (columns, table cells) split lines; the block step decides what belongs together. Lines come top to
 * bottom, then left to right. Rotated runs each make a line of their own, after the horizontal ones.
 */
export function groupLines(params: GroupLinesParams): Line[] {
  const spaceGapEm = params.spaceGapEm ?? SPACE_GAP_EM;
  const splitGapEm = params.splitGapEm ?? SPLIT_GAP_EM;
  const tolerance = params.baselineToleranceEm ?? BASELINE_TOLERANCE_EM;
  const horizontal: TextItem[] = [];
  const rotated: TextItem[] = [];
  for (const raw of params.items) {
    if (raw.text.trim() === '' || !Number.isFinite(raw.x) || !Number.isFinite(raw.y)) continue;
    const item = raw.width > 0 ? raw : { ...raw, width: estimateWidth(raw) };
    (isHorizontal(item) ? horizontal : rotated).push(item);
  }
  horizontal.sort((a, b) => b.y - a.y || a.x - b.x);

  const lines: Line[] = [];
  for (const band of baselineBands(horizontal, tolerance)) {
    band.sort((a, b) => a.x - b.x);
    let run: TextItem[] = [];
    for (const item of withoutOverprints(band)) {
      const prev = run[run.length - 1];
      if (prev && gapBetween(prev, item) > splitGapEm * Math.max(itemFontSize(prev), itemFontSize(item))) {
        lines.push(buildLine({ items: run, spaceGapEm }));
        run = [];
      }
      run.push(item);
    }
    if (run.length) lines.push(buildLine({ items: run, spaceGapEm }));
  }
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
