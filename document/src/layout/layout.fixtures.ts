// Test builders for the layout specs: text runs laid out with a fixed-pitch metric (a character is 0.5 em, a space
// 0.25 em), so positions in the specs can be worked out by hand. Not used by production code.
import type { PageText, TextItem } from './layout.types';

export const CHAR_EM = 0.5;
export const SPACE_EM = 0.25;

export function item(overrides: Partial<TextItem> = {}): TextItem {
  const fontSize = overrides.fontSize ?? 10;
  const text = overrides.text ?? 'text';
  return {
    text,
    x: 72,
    y: 700,
    width: textWidth(text, fontSize),
    height: fontSize,
    fontName: overrides.bold ? 'Helvetica-Bold' : 'Helvetica',
    fontSize,
    bold: false,
    italic: false,
    hasEOL: false,
    ...overrides,
  };
}

export interface LineOptions {
  x?: number;
  y?: number;
  fontSize?: number;
  bold?: boolean;
  italic?: boolean;
  /** How the extractor cut the line: one run, one run per word, or one run per character. */
  split?: 'line' | 'words' | 'chars';
}

/** The width of a text in the fixed-pitch metric. */
export function textWidth(text: string, fontSize = 10): number {
  let width = 0;
  for (const c of text) width += (c === ' ' ? SPACE_EM : CHAR_EM) * fontSize;
  return width;
}

/** One line of text as runs, starting at (x, y). */
export function textLine(text: string, options: LineOptions = {}): TextItem[] {
  const { x = 72, y = 700, fontSize = 10, bold = false, italic = false, split = 'line' } = options;
  const base = { y, fontSize, height: fontSize, bold, italic, fontName: bold ? 'Helvetica-Bold' : 'Helvetica' };
  if (split === 'line') return [item({ ...base, text, x, hasEOL: true })];
  const pieces = split === 'words' ? text.split(/(\s+)/) : [...text];
  const items: TextItem[] = [];
  let cursor = x;
  for (const piece of pieces) {
    if (piece.trim() !== '') items.push(item({ ...base, text: piece, x: cursor }));
    cursor += textWidth(piece, fontSize);
  }
  return items;
}

export interface ParagraphOptions extends LineOptions {
  /** Baseline to baseline. */
  leading?: number;
  /** Extra x of the first line. */
  indent?: number;
}

/** Lines one under the other, the first baseline at y. */
export function paragraph(lines: readonly string[], options: ParagraphOptions = {}): TextItem[] {
  const { y = 700, leading = 12, indent = 0, x = 72 } = options;
  return lines.flatMap((text, i) => textLine(text, { ...options, x: x + (i === 0 ? indent : 0), y: y - i * leading }));
}

export function page(number: number, items: TextItem[], size: { width?: number; height?: number } = {}): PageText {
  return { number, width: size.width ?? 612, height: size.height ?? 792, items };
}

/** A fixed shuffle (no Math.random: the specs must be repeatable). */
export function shuffled<T>(values: readonly T[], seed = 7): T[] {
  const out = [...values];
  let state = seed;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) % 2147483648;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Filler prose of `words` words, deterministic. */
export function prose(words: number, offset = 0): string {
  const vocabulary = ['the', 'layout', 'keeps', 'each', 'column', 'reading', 'order', 'while', 'text', 'flows', 'down', 'page'];
  return Array.from({ length: words }, (_, i) => vocabulary[(i + offset) % vocabulary.length]).join(' ');
}

/** Five pages: "ACME Report 2026" on top (not on the title page), "Page n of 5" at the bottom, a body of their own. */
export function reportPages(): PageText[] {
  return [1, 2, 3, 4, 5].map((n) =>
    page(n, [
      ...(n > 1 ? textLine('ACME Report 2026', { y: 760, x: 250 }) : []),
      ...paragraph([`Body of page ${n} talks about ${prose(4, n)}.`, `It goes on for a while on page ${n}.`], { y: 700 }),
      ...textLine(`Page ${n} of 5`, { y: 30, x: 280 }),
    ]),
  );
}
