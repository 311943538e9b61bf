import type { FontWidths, KeepRegion, ShownText } from './keep-glyphs.util';
import { applyMatrix as apply, type Matrix } from './matrix.util';

// Cutting the text a page does not keep (keep-glyphs.util decides which): operators cut whole, and operators cut glyph
// by glyph: where each glyph lies on the page, which block it belongs to, and the `TJ` that draws only the glyphs that
// stay, each exactly where it was.

/** What cutting a shown text glyph by glyph needs: present when every glyph's advance is known and it runs horizontally. */
export interface ShownLayout {
  /** The strings and TJ adjustments, in order. */
  parts: ReadonlyArray<Uint8Array | number>;
  font: FontWidths;
  size: number;
  charSpacing: number;
  wordSpacing: number;
  /** Horizontal scaling (Tz / 100). */
  scale: number;
  rise: number;
  /** Text space at the operator's start to page space. */
  matrix: Matrix;
  /** The whole advance in text space (scaling included). */
  advance: number;
}

/** Each glyph's horizontal extent on the page (its advance), in order. */
export function glyphSpans(layout: ShownLayout): Array<[number, number]> {
  const { font, size, charSpacing, wordSpacing, scale, rise, matrix } = layout;
  const spans: Array<[number, number]> = [];
  const step = font.bytes;
  let at = 0;
  for (const part of layout.parts) {
    if (typeof part === 'number') {
      at += (-part / 1000) * size * scale;
      continue;
    }
    for (let i = 0; i + step - 1 < part.length; i += step) {
      const code = step === 2 ? (part[i] << 8) | part[i + 1] : part[i];
      const advance = (font.width(code) * font.scale * size + charSpacing + (step === 1 && code === 32 ? wordSpacing : 0)) * scale;
      const a = apply(matrix, at, rise)[0];
      const b = apply(matrix, at + advance, rise)[0];
      spans.push([Math.min(a, b), Math.max(a, b)]);
      at += advance;
    }
  }
  return spans;
}

/** The regions a glyph whose middle is at `x` belongs to: those it lies in, else the nearest (all of them on a tie). */
export function glyphOwners(x: number, regions: readonly KeepRegion[]): string[] {
  const inside = regions.filter((r) => x >= r.x && x <= r.x + r.width);
  if (inside.length > 0) return inside.map((r) => r.id);
  const distance = (r: KeepRegion) => (x < r.x ? r.x - x : x - r.x - r.width);
  const nearest = Math.min(...regions.map(distance));
  return regions.filter((r) => distance(r) - nearest < 0.01).map((r) => r.id);
}

/**
 * A `TJ` drawing the glyphs that stay (`stays`, per glyph) where they were: each glyph cut becomes an adjustment of
 * its advance (character and word spacing included; scaling applies to both alike), merged with the source's.
 */
export function showing(layout: ShownLayout, stays: readonly boolean[]): string {
  const { font, size, charSpacing, wordSpacing } = layout;
  const step = font.bytes;
  const items: string[] = [];
  let hex = '';
  let pending = 0;
  let glyph = 0;
  const flush = () => {
    if (hex) items.push(`<${hex}>`);
    hex = '';
  };
  for (const part of layout.parts) {
    if (typeof part === 'number') {
      pending += part;
      continue;
    }
    for (let i = 0; i + step - 1 < part.length; i += step) {
      const code = step === 2 ? (part[i] << 8) | part[i + 1] : part[i];
      if (stays[glyph++]) {
        if (Math.abs(pending) > 1e-9) {
          flush();
          items.push(adjustment(pending));
          pending = 0;
        }
        for (let k = 0; k < step; k++) hex += part[i + k].toString(16).padStart(2, '0');
      } else {
        const advance = font.width(code) * font.scale * size + charSpacing + (step === 1 && code === 32 ? wordSpacing : 0);
        pending -= (1000 * advance) / size;
      }
    }
  }
  flush();
  if (Math.abs(pending) > 1e-9) items.push(adjustment(pending));
  return items.length > 0 ? `[${items.join(' ')}] TJ ` : '';
}

/** A TJ adjustment, without exponent. */
function adjustment(value: number): string {
  const fixed = value.toFixed(4).replace(/\.?0+$/, '');
  return fixed === '-0' || fixed === '' ? '0' : fixed;
}

export interface KeepStripResult {
  bytes: Uint8Array;
  removed: number;
  clippingText: number;
}

/**
 * The stream with the text-showing operators not kept cut out; everything else stays, text objects and positioning
 * included (they draw nothing). `'` and `"` keep their line move (`T*`, and the spacing of `"`), and a cut operator
 * whose advance is known leaves it (an empty `TJ`), so the text after them stays in place. An operator of `split`
 * becomes a `TJ` of the glyphs that stay, each where it was.
 */
export function cutTexts(
  bytes: Uint8Array,
  texts: readonly ShownText[],
  kept: ReadonlySet<number>,
  properties: ReadonlyArray<readonly [number, number]> = [],
  split: ReadonlyMap<number, readonly boolean[]> = new Map(),
): KeepStripResult {
  const parts: Buffer[] = [];
  const source = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  let cursor = 0;
  let removed = 0;
  let clippingText = 0;
  const cuts: Array<{ start: number; end: number; with: string }> = properties.map(([start, end]) => ({ start, end, with: ' ' }));
  texts.forEach((text, index) => {
    if (kept.has(index)) return;
    const move =
      text.operator === "'"
        ? ' T* '
        : text.operator === '"'
          ? ` ${text.spacing ? `${text.spacing[0]} Tw ${text.spacing[1]} Tc ` : ''}T* `
          : ' ';
    const stays = split.get(index);
    const shown = text.layout && (stays || Math.abs(text.layout.advance) > 1e-9) ? showing(text.layout, stays ?? []) : '';
    cuts.push({ start: text.start, end: text.end, with: `${move}${shown}` });
    removed++;
    if (text.clipping) clippingText++;
  });
  if (cuts.length === 0) return { bytes, removed, clippingText };
  for (const cut of cuts.sort((a, b) => a.start - b.start)) {
    if (cut.start < cursor) continue;
    parts.push(source.subarray(cursor, cut.start), Buffer.from(cut.with, 'latin1'));
    cursor = cut.end;
  }
  parts.push(source.subarray(cursor));
  const out = Buffer.concat(parts);
  return { bytes: new Uint8Array(out.buffer, out.byteOffset, out.length), removed, clippingText };
}
