import type { Line, TextItem } from './layout.types';
import { parseListMarker } from './list-marker.util';
import { itemFontSize } from './style.util';

// Margin notes: a word set in the margin on the baseline of a paragraph's line (LaTeX's \marginpar, a command name
// beside the paragraph that explains it, line labels). Its gap to the text can be narrower than a column gap, so
// without this the note and the line read as one: the paragraph's first line started in the margin, in the note's font.

/** A left edge of the text: where at least this share of the page's lines (and MIN_LINES of them) start. */
const EDGE_SHARE = 0.2;
const MIN_LINES = 4;
/** Run starts this close (points) count as one edge. */
const EDGE_TOLERANCE = 1;
/** A paragraph's first line may start this many em right of the edge. */
const MAX_INDENT_EM = 3;
/** The note stands at least this far from the line's text. */
const GAP_EM = 0.3;
/** Labels that hang in the margin but belong to their line: list markers, numbers, footnote signs. */
const HANGING_LABEL = /^(?:[\d.]+|\(?[a-zA-Z\d]{1,3}[.)]|[*†‡§¶]+)$/u;

/**
 * The x positions where many lines of the page start (the left edges of its text columns), from bands of runs on
 * one baseline, each sorted by x.
 */
export function textLeftEdges(bands: readonly (readonly TextItem[])[]): number[] {
  const counts = new Map<number, number>();
  for (const band of bands) {
    if (band.length === 0) continue;
    const key = Math.round(band[0].x / EDGE_TOLERANCE);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const needed = Math.max(MIN_LINES, EDGE_SHARE * bands.length);
  const edges: number[] = [];
  for (const [key, count] of counts) {
    const near = count + (counts.get(key - 1) ?? 0) + (counts.get(key + 1) ?? 0);
    if (near >= needed && count >= (counts.get(key - 1) ?? 0) && count >= (counts.get(key + 1) ?? 0)) edges.push(key * EDGE_TOLERANCE);
  }
  return edges.sort((a, b) => a - b);
}

/**
 * Whether `prev` is a note in the margin beside the line `item` starts: `prev` ends left of a text edge, with some
 * white after it, and `item` starts on that edge or indented from it (a paragraph's first line). List markers, numbers and footnote signs hanging in the margin
 * stay with their line.
 */
export function isMarginNote(prev: TextItem, item: TextItem, edges: readonly number[]): boolean {
  if (edges.length === 0) return false;
  const em = Math.max(itemFontSize(prev), itemFontSize(item));
  const right = prev.x + prev.width;
  // The line starts on the edge, or indented from it like a paragraph's first line.
  const edge = edges.find((x) => item.x >= x - EDGE_TOLERANCE && item.x <= x + MAX_INDENT_EM * em);
  if (edge === undefined || right > edge - 0.25 * em || item.x - right < GAP_EM * em) return false;
  const text = prev.text.trim();
  if (HANGING_LABEL.test(text) || parseListMarker(`${text} x`)?.rest === 'x') return false;
  return true;
}

/**
 * Notes in the margin whose baseline falls a little off the line beside them (within 0.6 em, so not in its row: a
 * stack of notes beside a code display), each beside a line that starts on a text edge (isMarginNote); the other
 * lines. Taken apart before tables are looked for, where a note would be read into the cell beside it.
 */
export function notesBeside(lines: readonly Line[], edges: readonly number[]): { notes: Line[]; rest: Line[] } {
  if (edges.length === 0) return { notes: [], rest: [...lines] };
  const notes = new Set<Line>();
  for (const line of lines) {
    const last = line.items[line.items.length - 1];
    if (!last || (line.angle ?? 0) !== 0) continue;
    const beside = lines.some(
      (other) =>
        other !== line &&
        other.items.length > 0 &&
        other.x > line.x + line.width &&
        Math.abs(other.y - line.y) <= 0.6 * Math.max(line.fontSize, other.fontSize) &&
        isMarginNote(last, other.items[0], edges),
    );
    if (beside) notes.add(line);
  }
  return { notes: [...notes], rest: lines.filter((line) => !notes.has(line)) };
}
