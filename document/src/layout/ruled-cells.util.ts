import type { Line, Rule, TextItem } from './layout.types';
import { buildLine, lineRight } from './lines.util';

// Ruled cells: the borders a page draws around a table's cells part its text into areas no block may cross. Each
// line is placed by the nearest rules around it — above and below over its whole width, left and right over its
// height — and lines with the same four are one cell, read on its own; lines without rules on all four sides are the
// page's free text. Rules drawn under or through a line's text and no longer than it
// (underlines, strike-throughs) part nothing.

/** Rules within this many em below a baseline or above it (to the x-height) are drawn on the line, not between lines. */
const UNDER_EM = 0.3;
const OVER_EM = 0.6;
/** A rule this many em below a baseline or lower is under the line (a cell's text may sit close to its bottom border). */
const BELOW_EM = 0.05;
/** A rule spans a line when it reaches to within this many em of both its ends. */
const SPAN_SLACK_EM = 0.5;
/** A vertical rule beside a line crosses the line's middle: this many em above its baseline. */
const MIDDLE_EM = 0.3;

export interface RuledArea {
  /** The area's lines, top to bottom as given. */
  lines: Line[];
  /** The rule above (its y), or for the free text the top of its highest line: where the area starts, for reading order. */
  top: number;
  left: number;
  /** The lines outside ruled cells: the page's free text. */
  free: boolean;
  /** A cell of a ruled table (not free): its borders. */
  cell?: { x0: number; x1: number; y0: number; y1: number };
}

/**
 * Lines cut in two where a vertical rule passes between two of their runs (two cells' texts on one baseline that the
 * line builder joined).
 */
export function splitAtRules(lines: readonly Line[], rules: readonly Rule[]): Line[] {
  const verticals = rules.filter((rule) => rule.x0 === rule.x1);
  if (verticals.length === 0) return [...lines];
  return lines.flatMap((line) => {
    if (line.items.length < 2 || line.angle !== 0) return [line];
    const middle = line.y + MIDDLE_EM * line.fontSize;
    const crossing = verticals.filter((rule) => rule.y0 <= middle && rule.y1 >= middle && rule.x0 > line.x && rule.x0 < lineRight(line));
    if (crossing.length === 0) return [line];
    const items = [...line.items].sort((a, b) => a.x - b.x);
    const parts: TextItem[][] = [[]];
    items.forEach((item, i) => {
      const prev = items[i - 1];
      if (prev && crossing.some((rule) => rule.x0 >= prev.x + prev.width - 0.5 && rule.x0 <= item.x + 0.5)) parts.push([]);
      parts[parts.length - 1].push(item);
    });
    return parts.length === 1 ? [line] : parts.map((part) => buildLine({ items: part }));
  });
}

/**
 * The page's lines grouped into ruled cells and the free text (see above), in the order of their tops, left to right
 * at one top; a single free area when the page has no ruled cell. Work: lines × the rules near each (rules sorted).
 */
export function ruledAreas(lines: readonly Line[], rules: readonly Rule[]): RuledArea[] {
  const horizontal = lines.filter((line) => line.angle === 0);
  const rotated = lines.filter((line) => line.angle !== 0);
  const kept = withoutUnderlines(rules, horizontal);
  const across = kept.filter((rule) => rule.y0 === rule.y1).sort((a, b) => a.y0 - b.y0);
  const down = kept.filter((rule) => rule.x0 === rule.x1).sort((a, b) => a.x0 - b.x0);
  const single = (): RuledArea[] => [{ lines: [...lines], top: Infinity, left: -Infinity, free: true }];
  if (across.length === 0 && down.length === 0) return single();

  const areas = new Map<string, RuledArea>();
  for (const line of horizontal) {
    const em = line.fontSize;
    const left = line.x;
    const right = lineRight(line);
    const slack = SPAN_SLACK_EM * em;
    const spans = (rule: Rule) => rule.x0 <= left + slack && rule.x1 >= right - slack;
    const middle = line.y + MIDDLE_EM * em;
    const besides = (rule: Rule) => rule.y0 <= middle && rule.y1 >= middle;
    // Above: the lowest spanning rule over the line's x-height; below: the highest under its baseline (underlines are out).
    let above: Rule | undefined;
    for (let k = lowerBound(across, (rule) => rule.y0, line.y + OVER_EM * em); k < across.length && !above; k++)
      if (spans(across[k])) above = across[k];
    let below: Rule | undefined;
    for (let k = lowerBound(across, (rule) => rule.y0, line.y - BELOW_EM * em) - 1; k >= 0 && !below; k--)
      if (spans(across[k])) below = across[k];
    let before: Rule | undefined;
    for (let k = lowerBound(down, (rule) => rule.x0, left + 0.25 * em) - 1; k >= 0 && !before; k--) if (besides(down[k])) before = down[k];
    let after: Rule | undefined;
    for (let k = lowerBound(down, (rule) => rule.x0, right - 0.25 * em); k < down.length && !after; k++)
      if (besides(down[k])) after = down[k];
    // Only a cell closed on all four sides parts the text: a rule under a header or over the footnotes, shorter or
    // longer than the lines around it, would part a footnote's marker from its text.
    const cell = above && below && before && after ? { x0: before.x0, x1: after.x0, y0: below.y0, y1: above.y0 } : undefined;
    const closed = cell !== undefined;
    const key = cell ? [cell.x0, cell.x1, cell.y1, cell.y0].join('|') : 'free';
    let area = areas.get(key);
    if (!area) {
      area = cell
        ? { lines: [], top: cell.y1, left: cell.x0, free: false, cell }
        : { lines: [], top: -Infinity, left: Infinity, free: true };
      areas.set(key, area);
    }
    if (!closed) {
      area.top = Math.max(area.top, line.y + em);
      area.left = Math.min(area.left, left);
    }
    area.lines.push(line);
  }
  if (areas.size <= 1) return single();
  const result = withoutSingleColumns(withRowsUnruled([...areas.values()]));
  if (result.length <= 1 && result.every((area) => area.free)) return single();
  // Rotated lines go with the free text (they are read on their own anyway).
  const free = result.find((area) => area.free);
  if (free) free.lines.push(...rotated);
  else if (rotated.length) result.push({ lines: rotated, top: -Infinity, left: Infinity, free: true });
  return result.sort((a, b) => b.top - a.top || a.left - b.left);
}

/**
 * Rows whose borders are not drawn (a spreadsheet ruled every five rows, its row lines too faint to be paths): when
 * every cell side by side between the same two rules holds lines on the same baselines, two or more, the lines of
 * each baseline are a cell of their own row. A wrapped cell beside one-line cells stays whole.
 */
function withRowsUnruled(areas: readonly RuledArea[]): RuledArea[] {
  const bands = new Map<string, RuledArea[]>();
  for (const area of areas) {
    if (!area.cell) continue;
    const key = `${area.cell.y0}|${area.cell.y1}`;
    bands.set(key, [...(bands.get(key) ?? []), area]);
  }
  const split = new Map<RuledArea, RuledArea[]>();
  for (const band of bands.values()) {
    if (band.length < 2) continue;
    const em = Math.min(...band.flatMap((area) => area.lines.map((line) => line.fontSize)));
    // Each cell's lines by baseline, top down (a marker and its text set apart by a tab share one).
    const rowsOf = (area: RuledArea) => {
      const rows: Line[][] = [];
      for (const line of [...area.lines].sort((a, b) => b.y - a.y)) {
        const last = rows[rows.length - 1];
        if (last && last[0].y - line.y <= 0.2 * em) last.push(line);
        else rows.push([line]);
      }
      return rows;
    };
    const cells = band.map(rowsOf);
    const n = cells[0].length;
    if (n < 2 || cells.some((rows) => rows.length !== n || rows.some((row, k) => Math.abs(row[0].y - cells[0][k][0].y) > 0.2 * em)))
      continue;
    const baselines = cells[0].map((row) => row[0].y);
    band.forEach((area, a) => {
      const cell = area.cell!;
      split.set(
        area,
        cells[a].map((lines, k) => {
          // Each row's cell reaches halfway to the next row's baseline (the band's rules at both ends).
          const y1 = k === 0 ? cell.y1 : (baselines[k - 1] + baselines[k]) / 2;
          const y0 = k === n - 1 ? cell.y0 : (baselines[k] + baselines[k + 1]) / 2;
          return { lines, top: y1, left: area.left, free: false, cell: { ...cell, y0, y1 } };
        }),
      );
    });
  }
  return split.size === 0 ? [...areas] : areas.flatMap((area) => split.get(area) ?? [area]);
}

/** A table cell's place in its grid: cells side by side or stacked whose borders touch are one table. */
export interface GridPlace {
  table: number;
  row: number;
  col: number;
  rows: number;
  cols: number;
}

/**
 * Rows and columns of the ruled cells (areas with rules on all four sides): cells whose boxes touch or overlap (a
 * shared border) are one table; within it, columns are the cells' distinct left borders and rows their distinct top
 * ones. A cell spanning several columns gets no place. Keyed by the index of the area in `areas`. Work: cells sorted, then their neighbours near each.
 */
export function gridPlaces(areas: readonly RuledArea[]): Map<number, GridPlace> {
  const { cells, groups, distinct, touch } = tableGroups(areas);
  const places = new Map<number, GridPlace>();
  let table = 0;
  for (const members of [...groups].sort((a, b) => cells[b[0]].cell.y1 - cells[a[0]].cell.y1)) {
    const lefts = distinct(members.map((i) => cells[i].cell.x0));
    const tops = distinct(members.map((i) => -cells[i].cell.y1));
    const at = (values: number[], v: number) => values.findIndex((w) => Math.abs(w - v) <= touch);
    for (const i of members) {
      // A cell over several columns (a group's heading above its columns) has no one place: it stays as it reads.
      const { x0, x1 } = cells[i].cell;
      if (lefts.some((left) => left > x0 + touch && left < x1 - touch)) continue;
      places.set(cells[i].index, {
        table,
        row: at(tops, -cells[i].cell.y1),
        col: at(lefts, cells[i].cell.x0),
        rows: tops.length,
        cols: lefts.length,
      });
    }
    table++;
  }
  return places;
}

type CellRef = { index: number; cell: NonNullable<RuledArea['cell']> };

/** The ruled cells (by index into `areas`) grouped into tables: cells whose boxes touch or overlap. */
function tableGroups(areas: readonly RuledArea[]): {
  cells: CellRef[];
  groups: number[][];
  distinct: (values: number[]) => number[];
  touch: number;
} {
  const cells = areas.map((area, index) => ({ index, cell: area.cell })).filter((c): c is CellRef => !!c.cell);
  const parent = cells.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i])));
  const touch = 1;
  const order = [...cells.keys()].sort((a, b) => cells[a].cell.x0 - cells[b].cell.x0);
  for (let a = 0; a < order.length; a++) {
    const p = cells[order[a]].cell;
    for (let b = a + 1; b < order.length && cells[order[b]].cell.x0 <= p.x1 + touch; b++) {
      const q = cells[order[b]].cell;
      if (q.y0 <= p.y1 + touch && q.y1 >= p.y0 - touch) parent[find(order[b])] = find(order[a]);
    }
  }
  const byRoot = new Map<number, number[]>();
  cells.forEach((_, i) => byRoot.set(find(i), [...(byRoot.get(find(i)) ?? []), i]));
  const distinct = (values: number[]) => values.sort((a, b) => a - b).filter((v, k, all) => k === 0 || v - all[k - 1] > touch);
  return { cells, groups: [...byRoot.values()], distinct, touch };
}

/**
 * Ruled cells of a single column (a framed paragraph, a paragraph shaded line by line, a box) are no table: their
 * lines go back to the free text, read as the page reads.
 */
function withoutSingleColumns(areas: readonly RuledArea[]): RuledArea[] {
  const { cells, groups, distinct } = tableGroups(areas);
  const demoted = new Set<number>();
  for (const members of groups)
    if (distinct(members.map((i) => cells[i].cell.x0)).length < 2) for (const i of members) demoted.add(cells[i].index);
  if (demoted.size === 0) return [...areas];
  const kept = areas.filter((_, index) => !demoted.has(index));
  const lines = [...demoted].flatMap((index) => areas[index].lines);
  const free = kept.find((area) => area.free);
  if (free) {
    // Back in the order the page's lines come in (top down, left to right), which the reading of the free text expects.
    free.lines = [...free.lines, ...lines].sort((a, b) => b.y - a.y || a.x - b.x);
    free.top = Math.max(free.top, ...lines.map((line) => line.y + line.fontSize));
    free.left = Math.min(free.left, ...lines.map((line) => line.x));
  } else
    kept.push({
      lines: lines.sort((a, b) => b.y - a.y || a.x - b.x),
      top: Math.max(...lines.map((line) => line.y + line.fontSize)),
      left: Math.min(...lines.map((line) => line.x)),
      free: true,
    });
  return kept;
}

/** Horizontal rules drawn on a line of text (underlines, strike-throughs) left out: they part nothing. */
function withoutUnderlines(rules: readonly Rule[], lines: readonly Line[]): Rule[] {
  const byY = [...lines].sort((a, b) => a.y - b.y);
  const maxEm = Math.max(0, ...lines.map((line) => line.fontSize));
  return rules.filter((rule) => {
    if (rule.y0 !== rule.y1) return true;
    for (
      let k = lowerBound(byY, (line) => line.y, rule.y0 - OVER_EM * maxEm);
      k < byY.length && byY[k].y <= rule.y0 + UNDER_EM * maxEm;
      k++
    ) {
      const line = byY[k];
      const onLine = rule.y0 >= line.y - UNDER_EM * line.fontSize && rule.y0 <= line.y + OVER_EM * line.fontSize;
      // Under or through the line's text only: a border running on past the text (a cell's text touching it) stays.
      const slack = SPAN_SLACK_EM * line.fontSize;
      if (onLine && rule.x0 >= line.x - slack && rule.x1 <= lineRight(line) + slack) return false;
    }
    return true;
  });
}

/** First index whose key is ≥ value (the array sorted by key, ascending). */
function lowerBound<T>(sorted: readonly T[], key: (item: T) => number, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (key(sorted[mid]) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
