import type { Rgb, TextColorSample } from './graphic-boxes.util';

/** What the colour of a block needs: where it is. */
export interface ColoredBlockGeometry {
  id: string;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  angle: number;
}

/** A text operator starting this close outside a block's box still counts as its text (rounding, a marker). */
const TOLERANCE = 1;

/**
 * The colour each block's source text was painted in: of the text-showing operators starting inside its box, the
 * colour most of them used (rotated blocks: the operators starting where their baseline starts; white stamps in the
 * margin stay white). Blocks whose text was mostly black and blocks with no operator found (text drawn inside a form,
 * a page that could not be read) are left out: they are set in black.
 */
export function blockColors(
  blocks: readonly ColoredBlockGeometry[],
  samplesOf: (page: number) => readonly TextColorSample[],
): Map<string, Rgb> {
  const colors = new Map<string, Rgb>();
  for (const block of blocks) {
    const counts = new Map<string, { color: Rgb; count: number }>();
    for (const sample of samplesOf(block.page)) {
      if (block.angle !== 0) {
        // Rotated text is one operator: (x, y) is where its baseline starts, `height` its size.
        if (Math.hypot(sample.x - block.x, sample.y - block.y) > TOLERANCE + 0.5 * block.height) continue;
      } else {
        if (sample.x < block.x - TOLERANCE || sample.x > block.x + block.width + TOLERANCE) continue;
        if (sample.y < block.y - TOLERANCE || sample.y > block.y + block.height + TOLERANCE) continue;
      }
      const key = sample.color.map((c) => c.toFixed(3)).join(' ');
      const entry = counts.get(key) ?? { color: sample.color, count: 0 };
      entry.count++;
      counts.set(key, entry);
    }
    let best: { color: Rgb; count: number } | undefined;
    for (const entry of counts.values()) if (!best || entry.count > best.count) best = entry;
    if (best && best.color.some((c) => c > 0.001)) colors.set(block.id, best.color);
  }
  return colors;
}
