import type { FontStyle, TextItem } from './layout.types';

/** Share of the em taken by the part of a line above the baseline; the rest (0.2) is below. */
export const ASCENT_EM = 0.8;
export const DESCENT_EM = 0.2;

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The most frequent value after rounding to `step`, weighted; ties go to the smaller value.
 * Used for "the usual" font size and leading, where a mean would be dragged by headings and gaps.
 */
export function weightedMode(params: { values: readonly number[]; weights?: readonly number[]; step: number }): number | undefined {
  const { values, weights, step } = params;
  const totals = new Map<number, number>();
  values.forEach((v, i) => {
    const key = Math.round(v / step) * step;
    totals.set(key, (totals.get(key) ?? 0) + (weights?.[i] ?? 1));
  });
  let best: number | undefined;
  let bestWeight = -1;
  for (const [key, weight] of totals) {
    if (weight > bestWeight || (weight === bestWeight && best !== undefined && key < best)) {
      best = key;
      bestWeight = weight;
    }
  }
  return best;
}

/** The size pdf.js reports, falling back on the run height when the extractor gave none. */
export function itemFontSize(item: TextItem): number {
  return item.fontSize > 0 ? item.fontSize : item.height > 0 ? item.height : 10;
}

/**
 * UTF-16 units of `text` that are not white space (what `text.replace(/\s/g, '').length` counts), without building
 * the string: layout counts the visible characters of every run several times, which was a twentieth of its time.
 */
export function visibleLength(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) if (!isWhiteCode(text.charCodeAt(i))) n++;
  return n;
}

/** JavaScript's \s: ASCII white space, NBSP, the Unicode space separators, line and paragraph separators, BOM. */
function isWhiteCode(c: number): boolean {
  if (c < 128) return c === 32 || (c >= 9 && c <= 13);
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/** Visible characters of a run: the weight of its style in a line or block. */
function charWeight(item: TextItem): number {
  return Math.max(1, visibleLength(item.text));
}

/**
 * The style most of the characters are set in (not the first run's: a bold first word does not make a bold line).
 * Font size is the character-weighted mode; bold/italic need a strict majority of characters.
 */
export function dominantStyle(items: readonly TextItem[]): FontStyle {
  if (items.length === 0) return { fontSize: 0, fontName: '', bold: false, italic: false };
  const weights = items.map(charWeight);
  const total = weights.reduce((a, b) => a + b, 0);
  const fontSize = weightedMode({ values: items.map(itemFontSize), weights, step: 0.1 })!;
  const names = new Map<string, number>();
  let bold = 0;
  let italic = 0;
  items.forEach((item, i) => {
    names.set(item.fontName, (names.get(item.fontName) ?? 0) + weights[i]);
    if (item.bold) bold += weights[i];
    if (item.italic) italic += weights[i];
  });
  const fontName = [...names.entries()].sort((a, b) => b[1] - a[1])[0][0];
  return { fontSize: round(fontSize), fontName, bold: bold * 2 > total, italic: italic * 2 > total };
}

/**
 * The body text size of a page or document: the size most characters are set in.
 * Headings are "larger than the body", so this is the reference for heading detection.
 */
export function bodyFontSize(items: readonly TextItem[]): number {
  const textItems = items.filter((item) => item.text.trim() !== '');
  if (textItems.length === 0) return 10;
  return round(weightedMode({ values: textItems.map(itemFontSize), weights: textItems.map(charWeight), step: 0.1 })!);
}

/** Two decimals are plenty for points and keep test expectations readable. */
export function round(value: number): number {
  return Math.round(value * 100) / 100;
}
