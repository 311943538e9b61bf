import type { TextAlign } from '../layout/layout.types';

// Line breaking and shrink-to-fit for one block, on widths measured once at size 1 (a font's widths scale linearly
// with its size), so trying another size costs one pass over the words.

/** Share of the em above the baseline and below it, as text reconstruction's boxes count them. */
export const ASCENT_EM = 0.8;
export const DESCENT_EM = 0.2;

export interface FitTextParams {
  text: string;
  /** The box: lines wrap at `width`; the first baseline sits ASCENT_EM below the top, the last descent at the bottom. */
  width: number;
  height: number;
  fontSize: number;
  /** Never smaller than this; below it the text overflows downward. */
  minFontSize: number;
  /** Baseline-to-baseline distance as a multiple of the size. */
  leading: number;
  /** Where the first line and the following lines start, from the box's left edge (points, not scaled). */
  firstIndent?: number;
  restIndent?: number;
  /** Width of a string at size 1. */
  measure: (text: string) => number;
  /** Rotated text: one line, shrunk to the width; no wrapping. */
  singleLine?: boolean;
  /** Word spaces at this share of their natural width (tightened spacing, below 1); default 1. */
  spaceScale?: number;
  /**
   * What a piece of a word cut over lines starts with, given the word up to the cut: the writer's inline style
   * markers (text-runs), so the rest of a long bold URL stays bold. Nothing by default.
   */
  continuation?: (before: string) => string;
}

export interface FittedLine {
  /** Space-separated words; a word longer than a line is cut into pieces, each a line of its own. */
  words: string[];
  /** Natural width at the fitted size, single spaces included. */
  width: number;
  /** The line's start from the box's left edge (indent). */
  indent: number;
  /** Room for the line: box width minus its indent. */
  available: number;
  /** Ends a paragraph (or the block): never stretched when justified. */
  last: boolean;
}

export interface FittedText {
  fontSize: number;
  lines: FittedLine[];
  /** Points beyond the box at the fitted size (below it; along the baseline for a single line); 0 when it fits. */
  overflow: number;
  /** Points added to every word space (negative when spacing was tightened); absent or 0 for natural spacing. */
  wordSpacing?: number;
}

/** Steps of the search between the minimum and the original size. */
const SEARCH_STEPS = 8;

/**
 * Lays the text out at its original size when it fits, else at the largest size between the minimum and the original
 * that fits (binary search over sizes; greedy line breaking at each), else at the minimum, reporting the overflow.
 * Hard line breaks ('\n') end paragraphs. Work: O(words × SEARCH_STEPS).
 */
export function fitText(params: FitTextParams, measured: MeasuredText = measureText(params)): FittedText {
  const layoutAt = (size: number) => layoutText(measured, size, params);
  const overflowOf = (size: number, lines: FittedLine[]) => overflowAt(size, lines, params);
  const spacing = (size: number) =>
    params.spaceScale !== undefined && params.spaceScale !== 1 ? { wordSpacing: (params.spaceScale - 1) * measured.space * size } : {};

  const original = params.fontSize;
  const atOriginal = layoutAt(original);
  if (overflowOf(original, atOriginal) <= tolerance(original))
    return { fontSize: original, lines: atOriginal, overflow: 0, ...spacing(original) };
  const min = Math.min(params.minFontSize, original);
  const atMin = layoutAt(min);
  const minOverflow = overflowOf(min, atMin);
  if (minOverflow > tolerance(min)) return { fontSize: min, lines: atMin, overflow: round(minOverflow), ...spacing(min) };

  let low = min;
  let best = atMin;
  let high = original;
  for (let step = 0; step < SEARCH_STEPS; step++) {
    const size = (low + high) / 2;
    const lines = layoutAt(size);
    if (overflowOf(size, lines) <= tolerance(size)) {
      low = size;
      best = lines;
    } else {
      high = size;
    }
  }
  const size = Math.floor(low * 10) / 10;
  return { fontSize: size, lines: size === low ? best : layoutAt(size), overflow: 0, ...spacing(size) };
}

/** Overflow within this many points still counts as fitting (rounding, a hair of the last descent). */
export function tolerance(size: number): number {
  return 0.02 * size + 0.05;
}

/** The text's lines at one size (the box, indents, leading and spacing of `params`); no search. */
export function layoutText(
  measured: MeasuredText,
  size: number,
  params: Omit<FitTextParams, 'text' | 'measure' | 'fontSize' | 'minFontSize'>,
): FittedLine[] {
  return params.singleLine ? singleLine(measured, size, params) : wrap(measured, size, params);
}

/** Points of `lines` beyond the box at `size`: below it, or along the baseline for a single line. */
export function overflowAt(
  size: number,
  lines: readonly FittedLine[],
  params: Pick<FitTextParams, 'width' | 'height' | 'leading' | 'singleLine'>,
): number {
  return params.singleLine
    ? Math.max(0, (lines[0]?.width ?? 0) - params.width)
    : Math.max(0, neededHeight(lines.length, size, params.leading) - params.height);
}

/** From the top of the first line's ascent to the bottom of the last line's descent. */
export function neededHeight(lines: number, size: number, leading: number): number {
  return lines === 0 ? 0 : (ASCENT_EM + DESCENT_EM) * size + (lines - 1) * leading * size;
}

export interface LinePlacement {
  /** From the box's left edge to the start of the line. */
  x: number;
  /** Extra space per word gap (justified lines), points. */
  wordGap: number;
}

/**
 * Where a fitted line starts, and how much its word gaps are stretched, for the block's alignment. `wordSpacing`: the
 * fitted text's change to every space (tightened spacing), included in the gaps. A justified paragraph's last line is
 * set flush left.
 */
export function placeLine(line: FittedLine, align: TextAlign, wordSpacing = 0): LinePlacement {
  const free = Math.max(0, line.available - line.width);
  const gap = line.words.length > 1 ? wordSpacing : 0;
  switch (align) {
    case 'center':
      return { x: line.indent + free / 2, wordGap: gap };
    case 'right':
      return { x: line.indent + free, wordGap: gap };
    case 'justified':
      return { x: line.indent, wordGap: !line.last && line.words.length > 1 ? gap + free / (line.words.length - 1) : gap };
    default:
      return { x: line.indent, wordGap: gap };
  }
}

interface MeasuredParagraph {
  words: string[];
  /** Widths at size 1. */
  widths: number[];
}

/** A text's words and their widths at size 1, measured once for every size and spacing tried. */
export interface MeasuredText {
  paragraphs: MeasuredParagraph[];
  /** A word space at size 1. */
  space: number;
  measure: (text: string) => number;
}

type Measured = MeasuredText;

export function measureText(params: Pick<FitTextParams, 'text' | 'measure'>): MeasuredText {
  const cache = new Map<string, number>();
  const measure = (text: string) => {
    let width = cache.get(text);
    if (width === undefined) {
      width = params.measure(text);
      cache.set(text, width);
    }
    return width;
  };
  const paragraphs = params.text.split(/\r\n|\r|\n/).map((paragraph) => {
    const words = paragraph.split(/[ \t]+/).filter(Boolean);
    return { words, widths: words.map(measure) };
  });
  return { paragraphs, space: measure(' '), measure };
}

type LayoutParams = Omit<FitTextParams, 'text' | 'measure' | 'fontSize' | 'minFontSize'>;

function wrap(measured: Measured, size: number, params: LayoutParams): FittedLine[] {
  const lines: FittedLine[] = [];
  const first = clampIndent(params.firstIndent ?? 0, params.width);
  const rest = clampIndent(params.restIndent ?? 0, params.width);
  const space = measured.space * size * (params.spaceScale ?? 1);
  let words: string[] = [];
  let width = 0;
  const indentOf = () => (lines.length === 0 ? first : rest);
  const flush = (last: boolean) => {
    const indent = indentOf();
    lines.push({ words, width, indent, available: params.width - indent, last });
    words = [];
    width = 0;
  };
  for (const paragraph of measured.paragraphs) {
    paragraph.words.forEach((word, i) => {
      const wordWidth = paragraph.widths[i] * size;
      const available = () => params.width - indentOf() + 0.01;
      if (words.length > 0 && width + space + wordWidth > available()) flush(false);
      if (words.length === 0 && wordWidth > available()) {
        // Longer than a whole line: cut it into pieces that fit; the last piece goes on like a word.
        const pieces = cutWord(
          word,
          (piece) => measured.measure(piece) * size,
          available,
          () => flush(false),
          (piece) => {
            words = [piece];
            width = measured.measure(piece) * size;
          },
          params.continuation,
        );
        if (pieces === 0) {
          words = [word];
          width = wordWidth;
        }
        return;
      }
      width = words.length === 0 ? wordWidth : width + space + wordWidth;
      words.push(word);
    });
    flush(true);
  }
  return lines;
}

/**
 * Cuts `word` into the longest prefixes that fit, each flushed as a line; the remainder is left as the current line.
 * Returns the number of pieces (0 when the word has a single character, which is then drawn as is).
 */
function cutWord(
  word: string,
  widthOf: (piece: string) => number,
  available: () => number,
  flush: () => void,
  setCurrent: (piece: string) => void,
  continuation?: (before: string) => string,
): number {
  const chars = Array.from(word);
  if (chars.length < 2) return 0;
  let pieces = 0;
  let start = 0;
  while (start < chars.length) {
    let end = start + 1;
    let width = widthOf(chars[start]);
    // Widths are summed per character (kerning ignored), so the cut is linear in the word's length.
    while (end < chars.length && width + widthOf(chars[end]) <= available()) width += widthOf(chars[end++]);
    const lead = start > 0 && continuation ? continuation(chars.slice(0, start).join('')) : '';
    // Measured whole, the piece may be wider than its characters one by one (inline style markers set the characters
    // after them in another face): shortened until it fits, so no line runs past the box (into the next column).
    while (end > start + 1 && widthOf(lead + chars.slice(start, end).join('')) > available()) end--;
    setCurrent(lead + chars.slice(start, end).join(''));
    pieces++;
    if (end < chars.length) flush();
    start = end;
  }
  return pieces;
}

function singleLine(measured: Measured, size: number, params: LayoutParams): FittedLine[] {
  const words = measured.paragraphs.flatMap((p) => p.words);
  const widths = measured.paragraphs.flatMap((p) => p.widths);
  if (words.length === 0) return [];
  const width = (widths.reduce((sum, w) => sum + w, 0) + measured.space * (params.spaceScale ?? 1) * (words.length - 1)) * size;
  return [{ words, width, indent: 0, available: params.width, last: true }];
}

function clampIndent(indent: number, width: number): number {
  return Math.min(Math.max(0, indent), width / 2);
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
