import type { Line } from './layout.types';
import { lineRight } from './lines.util';
import { weightedMode } from './style.util';

/** The distance from a line's baseline to the next baseline below it in the same column, for lines of one size. */
export interface LineSpacing {
  fontSize: number;
  distance: number;
}

/** The widest baseline distance read as line spacing (Word's double spacing is ~2.3 em). */
const MAX_LEADING_EM = 2.5;

/** Lines whose sizes differ by more than this share are not measured against each other. */
const SAME_SIZE = 0.05;

/**
 * For each line, the baseline distance to the nearest line below that overlaps it horizontally (so the columns of a
 * page are measured apart) and has the same size; distances outside 0.8–2.5 em (overlaps, section gaps, the labels of
 * a chart stacked a bar apart) are left out: double spacing is 2–2.3 em.
 */
export function lineSpacings(lines: readonly Line[]): LineSpacing[] {
  const sorted = lines.filter((line) => line.angle === 0).sort((a, b) => b.y - a.y);
  const spacings: LineSpacing[] = [];
  sorted.forEach((line, i) => {
    for (let k = i + 1; k < sorted.length; k++) {
      const below = sorted[k];
      const distance = line.y - below.y;
      if (distance > MAX_LEADING_EM * line.fontSize) break;
      if (below.x >= lineRight(line) || lineRight(below) <= line.x) continue;
      if (distance >= 0.8 * line.fontSize && Math.abs(below.fontSize - line.fontSize) <= SAME_SIZE * line.fontSize) {
        spacings.push({ fontSize: line.fontSize, distance });
      }
      break;
    }
  });
  return spacings;
}

/**
 * The usual baseline-to-baseline distance for each size: the most frequent spacing of lines of that size (a
 * paragraph's lines usually outnumber the gaps between paragraphs). With `tightest`, the smallest spacing seen often
 * enough (at least twice and 10% of the time) instead: line spacing even where most paragraphs are one or two lines.
 * Undefined for a size with no measured spacing.
 */
export function usualLeading(
  spacings: readonly LineSpacing[],
  options: { tightest?: boolean } = {},
): (fontSize: number) => number | undefined {
  const key = (size: number) => Math.round(size * 2) / 2;
  const bySize = new Map<number, number[]>();
  for (const { fontSize, distance } of spacings) {
    const distances = bySize.get(key(fontSize));
    if (distances) distances.push(distance);
    else bySize.set(key(fontSize), [distance]);
  }
  const usual = new Map<number, number>();
  for (const [size, distances] of bySize) {
    const mode = weightedMode({ values: distances, step: STEP })!;
    usual.set(size, options.tightest ? (tightest(distances) ?? mode) : mode);
  }
  return (fontSize) => usual.get(key(fontSize));
}

const STEP = 0.25;

function tightest(distances: readonly number[]): number | undefined {
  const counts = new Map<number, number>();
  for (const distance of distances) {
    const rounded = Math.round(distance / STEP) * STEP;
    counts.set(rounded, (counts.get(rounded) ?? 0) + 1);
  }
  const needed = Math.max(2, 0.1 * distances.length);
  return [...counts.entries()].sort((a, b) => a[0] - b[0]).find(([, count]) => count >= needed)?.[0];
}
