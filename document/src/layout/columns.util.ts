import type { Line } from './layout.types';
import { lineBottom, lineRight, lineTop } from './lines.util';
import { median } from './style.util';

/** A vertical band of white space between columns, in x. */
export interface Gutter {
  x0: number;
  x1: number;
}

/** The lines of one column between two full-width elements, top to bottom, with the column's horizontal bounds. */
export interface ColumnFlow {
  lines: Line[];
  left: number;
  right: number;
  /** `right` is the measure the text was set to (a ruled cell's), not only where its longest line ends. */
  measured?: boolean;
}

export interface DetectGuttersParams {
  lines: readonly Line[];
  /** Narrowest gutter, in em of the usual font size. */
  minWidthEm?: number;
}

/** A gutter is crossed by little text: at most this share of the busiest x position's coverage. */
const LOW_COVERAGE = 0.25;
/** Lines wider than this share of the text width are full-width (titles, single-column prose): they cannot be in a column. */
const NARROW = 0.6;
/** Beside a gutter, the columns must run side by side over most of the shorter one's height… */
const MIN_SIDE_BY_SIDE = 0.5;
/** …with few full-width lines crossing the gutter in that stretch. */
const MAX_CROSSING_SHARE = 0.25;
/** Prose has several words per line; a table of numbers or short labels does not make columns. */
const MIN_WORDS_PER_LINE = 3;
const MIN_LINES_PER_SIDE = 3;

/**
 * Columns are found from their gutters: x bands that the narrow lines (not wider than 60% of the text) leave white,
 * with prose on both sides running side by side over most of their height. Full-width headings or a header crossing
 * the band do not hide it; a table's short cells do not make one.
 */
export function detectGutters(params: DetectGuttersParams): Gutter[] {
  const lines = params.lines.filter((line) => line.angle === 0);
  if (lines.length < 2 * MIN_LINES_PER_SIDE) return [];
  const em = median(lines.map((line) => line.fontSize));
  const minWidth = Math.max(4, (params.minWidthEm ?? 0.8) * em);
  const left = Math.floor(Math.min(...lines.map((line) => line.x)));
  const right = Math.ceil(Math.max(...lines.map(lineRight)));
  const narrow = lines.filter((line) => line.width <= NARROW * (right - left));
  const step = Math.max(0.5, (right - left) / 4000);
  const bins = Math.max(1, Math.ceil((right - left) / step));
  // Coverage of each x position: the summed heights of the narrow lines over it (a difference array, then a prefix sum).
  const delta = new Float64Array(bins + 1);
  for (const line of narrow) {
    const from = Math.max(0, Math.floor((line.x - left) / step));
    const to = Math.min(bins, Math.ceil((lineRight(line) - left) / step));
    delta[from] += line.fontSize;
    delta[to] -= line.fontSize;
  }
  const coverage = new Float64Array(bins);
  let running = 0;
  let busiest = 0;
  for (let i = 0; i < bins; i++) {
    running += delta[i];
    coverage[i] = running;
    busiest = Math.max(busiest, running);
  }

  const gutters: Gutter[] = [];
  let i = 0;
  while (i < bins) {
    if (coverage[i] > LOW_COVERAGE * busiest) {
      i++;
      continue;
    }
    let j = i;
    while (j < bins && coverage[j] <= LOW_COVERAGE * busiest) j++;
    const gutter = { x0: left + i * step, x1: left + j * step };
    if (i > 0 && j < bins && gutter.x1 - gutter.x0 >= minWidth && isColumnGutter(gutter, lines)) gutters.push(gutter);
    i = j;
  }
  return withoutLabelGutters(gutters, lines);
}

/**
 * Gutters around a strip of short lines are not all column gutters: the white band between a reference list's labels
 * ("[Joh15a]") and its entries parts no columns. For each strip between two gutters holding no prose, the gutter on
 * the side whose lines share the strip's baselines (labels sit on their entries' first lines) is dropped.
 */
function withoutLabelGutters(gutters: readonly Gutter[], lines: readonly Line[]): Gutter[] {
  const kept = [...gutters];
  const centre = (line: Line) => line.x + line.width / 2;
  for (let k = 0; k + 1 < kept.length;) {
    const [a, b] = [kept[k], kept[k + 1]];
    const strip = lines.filter((line) => line.x >= a.x0 && lineRight(line) <= b.x1);
    if (strip.length === 0 || median(strip.map(wordCount)) >= MIN_WORDS_PER_LINE) {
      k++;
      continue;
    }
    const before = lines.filter((line) => centre(line) < a.x0 && (k === 0 || centre(line) > kept[k - 1].x1));
    const after = lines.filter((line) => centre(line) > b.x1 && (k + 2 >= kept.length || centre(line) < kept[k + 2].x0));
    const shared = (side: Line[]) =>
      strip.filter((line) => side.some((other) => Math.abs(other.y - line.y) <= 0.05 * line.fontSize)).length;
    kept.splice(shared(after) >= shared(before) ? k + 1 : k, 1);
  }
  return kept;
}

/** Whether a line crosses the whole gutter (a full-width heading, header, caption) rather than sitting beside it. */
export function crossesGutter(line: Line, gutter: Gutter): boolean {
  const slack = 1;
  return line.x < gutter.x0 + slack && lineRight(line) > gutter.x1 - slack;
}

/**
 * Reading order over columns: the page is cut into horizontal sections at every line that crosses a gutter. Within a
 * section, the columns hold only the stretch where every column has text starting at its left edge, grown up and
 * down by the lines that carry on at the column's line spacing; what lies above or below that stretch (a short
 * heading over both columns, the end of a paragraph above, a table under them whose cells happen to avoid the
 * gutter) is read as full width. Columns are read left to right, each top to bottom, between the full-width parts.
 */
export function columnFlows(params: { lines: readonly Line[]; gutters: readonly Gutter[] }): ColumnFlow[] {
  const { gutters } = params;
  const lines = [...params.lines].sort((a, b) => b.y - a.y || a.x - b.x);
  if (lines.length === 0) return [];
  const textLeft = Math.min(...lines.map((line) => line.x));
  const textRight = Math.max(...lines.map(lineRight));
  if (gutters.length === 0) return [{ lines, left: textLeft, right: textRight }];

  const bounds = [textLeft, ...gutters.flatMap((g) => [g.x0, g.x1]), textRight];
  const flows: ColumnFlow[] = [];
  let spanning: Line[] = [];
  const closeSpanning = () => {
    if (spanning.length) flows.push({ lines: spanning, left: textLeft, right: textRight });
    spanning = [];
  };
  const pushColumns = (columns: Line[][]) =>
    columns.forEach((column, c) => {
      if (column.length) flows.push({ lines: column, left: bounds[2 * c], right: bounds[2 * c + 1] });
    });
  // Lines above or below the columns that are themselves side by side (the end of a column's text beside a picture's
  // caption in the other) are read column by column too, else a paragraph would be cut by the caption beside it.
  const pushRest = (rest: Line[]) => {
    const columns = sideBySide(rest, gutters);
    if (!columns) {
      spanning.push(...rest);
      return;
    }
    closeSpanning();
    pushColumns(columns);
  };
  const closeSection = (section: Line[]) => {
    if (section.length === 0) return;
    const { above, columns, below } = splitSection(section, gutters);
    pushRest(above);
    if (columns.some((column) => column.length)) closeSpanning();
    pushColumns(columns);
    pushRest(below);
  };
  let section: Line[] = [];
  for (const line of lines) {
    if (gutters.some((g) => crossesGutter(line, g))) {
      closeSection(section);
      section = [];
      spanning.push(line);
    } else {
      section.push(line);
    }
  }
  closeSection(section);
  closeSpanning();
  return flows;
}

/** A line starting within this many em of its column's left edge is set in the column. */
const EDGE_EM = 1;
/** Lines carry on a column when the baseline distance is at most this multiple of its line spacing. */
const CARRY_ON = 1.3;

/**
 * The lines of a section between two crossing lines (top to bottom): those read as columns, and those above and below
 * the columns, read full width. No columns when one of them has no line starting at its edge.
 */
function splitSection(section: readonly Line[], gutters: readonly Gutter[]): { above: Line[]; columns: Line[][]; below: Line[] } {
  const columns: Line[][] = gutters.map((): Line[] => []).concat([[]]);
  for (const line of section) columns[gutters.filter((g) => (g.x0 + g.x1) / 2 < line.x + line.width / 2).length].push(line);
  const atEdge = columns.map((column) => {
    const edge = commonStart(column);
    return column.filter((line) => Math.abs(line.x - edge) <= EDGE_EM * line.fontSize);
  });
  if (atEdge.some((column) => column.length === 0)) return { above: [], columns: [], below: [...section] };
  // Where every column has started and none has ended yet, judged on prose lines: a table's cells or a short heading
  // above or below the columns may start at a column's edge too (the lines that carry on are added back below).
  const prose = atEdge.map((column) => {
    const long = column.filter((line) => wordCount(line) >= MIN_WORDS_PER_LINE);
    return long.length ? long : column;
  });
  const top = Math.min(...prose.map((column) => column[0].y));
  const bottom = Math.max(...prose.map((column) => column[column.length - 1].y));
  if (top < bottom) return { above: [], columns: [], below: [...section] };

  const inColumns = new Set<Line>();
  for (const column of columns) {
    const within = column.filter((line) => line.y <= top + 0.5 && line.y >= bottom - 0.5);
    if (within.length === 0) continue;
    const spacing = columnSpacing(within);
    const carriesOn = (a: Line, b: Line) =>
      Math.abs(a.y - b.y) <= CARRY_ON * spacing + 0.5 && Math.abs(a.fontSize - b.fontSize) <= 0.1 * Math.max(a.fontSize, b.fontSize);
    let first = column.indexOf(within[0]);
    let last = column.indexOf(within[within.length - 1]);
    while (first > 0 && carriesOn(column[first - 1], column[first])) first--;
    while (last < column.length - 1 && carriesOn(column[last], column[last + 1])) last++;
    for (const line of column.slice(first, last + 1)) inColumns.add(line);
  }
  const rest = section.filter((line) => !inColumns.has(line));
  return {
    above: rest.filter((line) => line.y > top),
    columns: columns.map((column) => column.filter((line) => inColumns.has(line))),
    below: rest.filter((line) => line.y <= top),
  };
}

/** Lines of two columns on one baseline: this share of the shorter side or more reads as the rows of a table (of short cells). */
const SHARED_ROWS = 0.3;

/**
 * The lines (none crossing a gutter) split into the columns' sides when two sides hold text over a common height with
 * few baselines in common (a table's rows share theirs: its cells stay together); undefined when they read full width.
 */
function sideBySide(lines: readonly Line[], gutters: readonly Gutter[]): Line[][] | undefined {
  if (lines.length < 2) return undefined;
  const columns: Line[][] = gutters.map((): Line[] => []).concat([[]]);
  for (const line of lines) columns[gutters.filter((g) => (g.x0 + g.x1) / 2 < line.x + line.width / 2).length].push(line);
  const filled = columns.filter((column) => column.length > 0);
  if (filled.length < 2) return undefined;
  for (let c = 0; c + 1 < filled.length; c++) {
    const a = filled[c];
    const b = filled[c + 1];
    const top = Math.min(Math.max(...a.map(lineTop)), Math.max(...b.map(lineTop)));
    const bottom = Math.max(Math.min(...a.map(lineBottom)), Math.min(...b.map(lineBottom)));
    if (top <= bottom) return undefined;
    // Rows on shared baselines read as a table, unless both sides are prose (two columns set on one baseline grid).
    const prose = median(a.map(wordCount)) >= MIN_WORDS_PER_LINE && median(b.map(wordCount)) >= MIN_WORDS_PER_LINE;
    const [fewer, more] = a.length <= b.length ? [a, b] : [b, a];
    const shared = fewer.filter((line) => more.some((other) => Math.abs(other.y - line.y) <= 0.05 * line.fontSize)).length;
    if (!prose && shared >= Math.max(1, SHARED_ROWS * fewer.length)) return undefined;
  }
  return columns;
}

/** The column's left edge: the x where the most lines start (within an em), the leftmost such. */
function commonStart(column: readonly Line[]): number {
  const lines = [...column].sort((a, b) => a.x - b.x);
  let best = lines[0]?.x ?? 0;
  let bestCount = 0;
  let end = 0;
  for (let start = 0; start < lines.length; start++) {
    end = Math.max(end, start);
    while (end + 1 < lines.length && lines[end + 1].x - lines[start].x <= EDGE_EM * lines[start].fontSize) end++;
    if (end - start + 1 > bestCount) {
      bestCount = end - start + 1;
      best = lines[start].x;
    }
  }
  return best;
}

/** The usual baseline distance between consecutive lines of a column (1.2 em when none are that close). */
function columnSpacing(lines: readonly Line[]): number {
  const size = median(lines.map((line) => line.fontSize));
  const spacings: number[] = [];
  for (let i = 1; i < lines.length; i++) {
    const distance = lines[i - 1].y - lines[i].y;
    if (distance > 0.5 * size && distance <= 2 * size) spacings.push(distance);
  }
  return spacings.length ? median(spacings) : 1.2 * size;
}

/**
 * Prose on both sides (enough lines, several words each), side by side over most of the shorter side's height, and
 * few lines crossing the gutter in that stretch.
 */
function isColumnGutter(gutter: Gutter, lines: readonly Line[]): boolean {
  const centre = (gutter.x0 + gutter.x1) / 2;
  const crossing = lines.filter((line) => crossesGutter(line, gutter));
  const beside = lines.filter((line) => !crossesGutter(line, gutter));
  const leftSide = beside.filter((line) => line.x + line.width / 2 < centre);
  const rightSide = beside.filter((line) => line.x + line.width / 2 >= centre);
  if (leftSide.length < MIN_LINES_PER_SIDE || rightSide.length < MIN_LINES_PER_SIDE) return false;
  const words = (side: Line[]) => median(side.map(wordCount));
  if (words(leftSide) < MIN_WORDS_PER_LINE || words(rightSide) < MIN_WORDS_PER_LINE) return false;
  const range = (side: Line[]) => ({ top: Math.max(...side.map(lineTop)), bottom: Math.min(...side.map(lineBottom)) });
  const l = range(leftSide);
  const r = range(rightSide);
  const overlapTop = Math.min(l.top, r.top);
  const overlapBottom = Math.max(l.bottom, r.bottom);
  if (overlapTop - overlapBottom < MIN_SIDE_BY_SIDE * Math.min(l.top - l.bottom, r.top - r.bottom)) return false;
  const within = (line: Line) => line.y <= overlapTop && line.y >= overlapBottom;
  const crossingWithin = crossing.filter(within).length;
  return crossingWithin <= MAX_CROSSING_SHARE * (beside.filter(within).length + crossingWithin);
}

function wordCount(line: Line): number {
  return line.text.split(/\s+/).filter(Boolean).length;
}
