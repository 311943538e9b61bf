import type { Line } from './layout.types';
import { visibleLength } from './style.util';

/** The colour most of a line's characters are set in (#rrggbb), or undefined for black (or unknown). */
export function lineColor(line: Pick<Line, 'items'>): string | undefined {
  const counts = new Map<string | undefined, number>();
  for (const item of line.items) counts.set(item.color, (counts.get(item.color) ?? 0) + Math.max(1, visibleLength(item.text)));
  let best: string | undefined;
  let most = -1;
  for (const [color, n] of counts) {
    if (n > most) {
      best = color;
      most = n;
    }
  }
  return best;
}
