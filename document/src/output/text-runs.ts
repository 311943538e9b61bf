/* eslint-disable max-lines -- the word markers, the runs and the fallback chain of faces are one encoding, written here and read by text-fit and the writer; split, its two halves would have to change together. */
import type { InlineSpan } from '../layout/layout.types';
import { type FontFamily, type FontStyleName, styleName } from './font-match.util';
import type { Face } from './pdf-fonts';

// A block's text as runs: its inline styles (bold, italic, super/subscript, monospace spans of the translation) and,
// character by character, the first face of a fallback chain that can draw it, so no character is drawn as a box
// when any installed face has it.
//
// Line breaking (text-fit.util) works on words measured by a function of the word's text, so each word carries its
// style changes as marker characters from Unicode's Supplementary Private Use Area-B (U+10FF00 + style bits, never
// found in real text): a word starts in the block's own style, a marker switches the style for the rest of the word.

const MARK_BASE = 0x10ff00;
const BOLD = 1;
const ITALIC = 2;
const SUP = 4;
const SUB = 8;
const MONO = 16;
const SANS = 32;
const SERIF = 64;
const MARKER = /[\u{10FD00}-\u{10FEFF}\u{10FF00}-\u{10FF7F}]/u;
const MARKERS = /[\u{10FD00}-\u{10FEFF}\u{10FF00}-\u{10FF7F}]/gu;
/** Colours (spans with `color`): U+10FD00 + k sets the block's k-th span colour (spanColors), U+10FD80 its own. */
const COLOR_BASE = 0x10fd00;
const OWN_COLOR = 0x10fd80;
const STYLE_MARKER = /[\u{10FF00}-\u{10FF7F}]/u;
/** Links (spans with `link`): U+10FE00 + k opens the block's k-th link, U+10FE80 closes it; not drawn, no width. */
const LINK_OPEN = 0x10fe00;
const LINK_CLOSE = 0x10fe80;
const MAX_LINKS = 128;
/** Underlines and strikes (spans with `underline`, `strike`): opened and closed like links; not drawn, no width. */
const UNDERLINE_OPEN = 0x10fef0;
const UNDERLINE_CLOSE = 0x10fef1;
const STRIKE_OPEN = 0x10fef2;
const STRIKE_CLOSE = 0x10fef3;

/** Super- and subscripts: their size and baseline shift, as shares of the text's size. */
export const SCRIPT_SCALE = 0.65;
/** Small capitals (SUP and SUB together, which no span asks for): capitals at this share of the size, on the baseline. */
const SMALL_CAPS = SUP | SUB;
export const SMALL_CAPS_SCALE = 0.8;
const SUP_RISE = 0.35;
const SUB_RISE = -0.15;

export interface RunStyle {
  bold: boolean;
  italic: boolean;
  script?: 'sup' | 'sub';
  mono: boolean;
  /** A proportional class other than the block's. */
  family?: 'serif' | 'sans';
}

export function styleBits(style: RunStyle): number {
  const family = style.mono ? MONO : style.family === 'sans' ? SANS : style.family === 'serif' ? SERIF : 0;
  return (style.bold ? BOLD : 0) | (style.italic ? ITALIC : 0) | (style.script === 'sup' ? SUP : style.script === 'sub' ? SUB : 0) | family;
}

function marker(bits: number): string {
  return String.fromCodePoint(MARK_BASE + bits);
}

/** The text without markers (what a reader sees). */
export function unmarked(text: string): string {
  return MARKER.test(text) ? text.replace(MARKERS, '') : text;
}

/**
 * The text with a marker wherever a word's style is not the block's (`base`), or changes inside a word. White space
 * is never marked: it is set in the block's style.
 */
export function markRuns(text: string, spans: readonly InlineSpan[] | undefined, base: RunStyle): string {
  if (!spans || spans.length === 0) return text;
  const baseBits = styleBits(base);
  const bits = new Array<number>(text.length).fill(baseBits);
  // Links: where each opens and closes (in the order of the text), for linkPieces to find them once typeset.
  const opens = new Map<number, number>();
  const closes = new Set<number>();
  let links = 0;
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    if (!span.link || links >= MAX_LINKS || span.end <= span.start || opens.has(span.start)) continue;
    opens.set(span.start, links++);
    closes.add(span.end);
  }
  // Underlines and strikes: where each span opens and closes (closes first where one ends and the next begins).
  const decorOpens = new Map<number, string>();
  const decorCloses = new Map<number, string>();
  for (const span of spans) {
    if (span.end <= span.start) continue;
    for (const [on, open, close] of [
      [span.underline, UNDERLINE_OPEN, UNDERLINE_CLOSE],
      [span.strike, STRIKE_OPEN, STRIKE_CLOSE],
    ] as const) {
      if (!on) continue;
      decorOpens.set(span.start, (decorOpens.get(span.start) ?? '') + String.fromCodePoint(open));
      decorCloses.set(span.end, (decorCloses.get(span.end) ?? '') + String.fromCodePoint(close));
    }
  }
  const palette = spanColors(spans);
  const colors = new Array<number>(text.length).fill(-1);
  for (const span of spans) {
    if (!span.color || palette.indexOf(span.color) < 0) continue;
    for (let i = Math.max(0, span.start); i < Math.min(text.length, span.end); i++) colors[i] = palette.indexOf(span.color);
  }
  for (const span of spans) {
    const style = {
      bold: span.bold ?? base.bold,
      italic: span.italic ?? base.italic,
      script: span.script ?? base.script,
      mono: span.mono ?? base.mono,
      family: span.family ?? base.family,
    };
    const b = styleBits(style);
    for (let i = Math.max(0, span.start); i < Math.min(text.length, span.end); i++) bits[i] = b;
  }
  let out = '';
  let current = baseBits;
  let color = -1;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (closes.has(i)) out += String.fromCodePoint(LINK_CLOSE);
    if (opens.has(i)) out += String.fromCodePoint(LINK_OPEN + opens.get(i)!);
    out += (decorCloses.get(i) ?? '') + (decorOpens.get(i) ?? '');
    if (/\s/u.test(char)) {
      current = baseBits;
      color = -1;
      out += char;
      continue;
    }
    if (colors[i] !== color) {
      out += String.fromCodePoint(colors[i] < 0 ? OWN_COLOR : COLOR_BASE + colors[i]);
      color = colors[i];
    }
    if (bits[i] !== current) {
      out += marker(bits[i]);
      current = bits[i];
    }
    out += char;
  }
  if (closes.has(text.length)) out += String.fromCodePoint(LINK_CLOSE);
  out += decorCloses.get(text.length) ?? '';
  return out;
}

/**
 * A block set in small capitals (`smallCaps`): its lower-case letters become capitals at SMALL_CAPS_SCALE of the size,
 * as the source set them ("Introduction" → "I" + smaller "NTRODUCTION"); super- and subscripts stay as they are.
 * Takes and gives marked text (markRuns).
 */
export function smallCapitals(marked: string, base: RunStyle): string {
  const baseBits = styleBits(base);
  let out = '';
  let bits = baseBits; // the style the markers ask for
  let shown = baseBits; // the style in force, small capitals included
  for (const char of marked) {
    const code = char.codePointAt(0)!;
    if (code >= MARK_BASE && code < MARK_BASE + 128) {
      bits = code - MARK_BASE;
      continue;
    }
    if (code >= COLOR_BASE && code < MARK_BASE) {
      out += char;
      continue;
    }
    if (/\s/u.test(char)) {
      bits = shown = baseBits;
      out += char;
      continue;
    }
    const lower = char !== char.toUpperCase();
    const want = bits & (SUP | SUB) ? bits : lower ? bits | SMALL_CAPS : bits;
    if (want !== shown) {
      out += marker(want);
      shown = want;
    }
    out += lower ? char.toUpperCase() : char;
  }
  return out;
}

/** The distinct colours of a block's spans, in the order of the text (at most 128): markRuns' colour markers index it. */
export function spanColors(spans: readonly InlineSpan[] | undefined): string[] {
  const out: string[] = [];
  for (const span of [...(spans ?? [])].sort((a, b) => a.start - b.start))
    if (span.color && !out.includes(span.color) && out.length < 128) out.push(span.color);
  return out;
}

/** The style marker in force at the end of `before` (a word cut over lines goes on in it); '' for none. */
export function carriedStyle(before: string): string {
  if (!STYLE_MARKER.test(before)) return '';
  const chars = Array.from(before);
  for (let i = chars.length - 1; i >= 0; i--) if (STYLE_MARKER.test(chars[i])) return chars[i];
  return '';
}

/** A word as pieces of one style and colour each (markers removed; `color` only for a span colour's index). */
export function pieces(word: string, baseBits: number): Array<{ text: string; bits: number; color?: number }> {
  if (!MARKER.test(word)) return [{ text: word, bits: baseBits }];
  const out: Array<{ text: string; bits: number; color?: number }> = [];
  const push = (text: string, bits: number, color: number) => out.push(color < 0 ? { text, bits } : { text, bits, color });
  let bits = baseBits;
  let color = -1;
  let text = '';
  for (const char of word) {
    const code = char.codePointAt(0)!;
    if ((code >= MARK_BASE && code < MARK_BASE + 128) || (code >= COLOR_BASE && code <= OWN_COLOR)) {
      if (text) push(text, bits, color);
      text = '';
      if (code >= MARK_BASE) bits = code - MARK_BASE;
      else color = code === OWN_COLOR ? -1 : code - COLOR_BASE;
      continue;
    }
    if (code >= COLOR_BASE && code < MARK_BASE) continue;
    text += char;
  }
  if (text) push(text, bits, color);
  return out;
}

/** The faces of one block: for each style, its chain (the matched face first, then DejaVu fallbacks). */
export interface RunFaces {
  /** The chain for a style's bits; every chain has at least one face. */
  chain: (bits: number) => readonly Face[];
  baseBits: number;
}

export interface RunSegment {
  face: Face;
  text: string;
  /** Size factor (super/subscripts). */
  scale: number;
  /** Baseline shift as a share of the size. */
  rise: number;
}

/**
 * A styled piece of text split by face: each character goes to the first face of its style's chain that has it
 * (white space stays with the face before it; a character none has goes to the first face and is reported missing).
 */
export function segmentsOf(text: string, bits: number, faces: RunFaces, missing?: Set<string>): RunSegment[] {
  const chain = faces.chain(bits);
  const smallCaps = (bits & SMALL_CAPS) === SMALL_CAPS;
  const scale = smallCaps ? SMALL_CAPS_SCALE : bits & (SUP | SUB) ? SCRIPT_SCALE : 1;
  const rise = smallCaps ? 0 : bits & SUP ? SUP_RISE : bits & SUB ? SUB_RISE : 0;
  const first = chain[0];
  const all = (face: Face) => {
    for (const char of text) if (!face.has(char.codePointAt(0)!) && !/\s/u.test(char)) return false;
    return true;
  };
  if (all(first)) return [{ face: first, text, scale, rise }];
  const out: RunSegment[] = [];
  let face: Face | undefined;
  let run = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    let chosen = face ?? first;
    if (!(/\s/u.test(char) && face)) {
      chosen = chain.find((f) => f.has(code)) ?? first;
      if (chosen === first && !first.has(code) && !/\s/u.test(char)) missing?.add(char);
    }
    if (face && chosen !== face) {
      out.push({ face, text: run, scale, rise });
      run = '';
    }
    face = chosen;
    run += char;
  }
  if (face && run) out.push({ face, text: run, scale, rise });
  return out;
}

/** Width of a (marked) word at size 1. */
export function measureRuns(word: string, faces: RunFaces): number {
  let width = 0;
  for (const piece of pieces(word, faces.baseBits)) {
    for (const segment of segmentsOf(piece.text, piece.bits, faces)) width += segment.face.measure(segment.text) * segment.scale;
  }
  return width;
}

/** Characters of the (marked) text no face of its chains can draw, each once. */
export function missingInRuns(text: string, faces: RunFaces): string {
  const missing = new Set<string>();
  for (const word of text.split(/\s+/u)) {
    if (!word) continue;
    for (const piece of pieces(word, faces.baseBits)) segmentsOf(piece.text, piece.bits, faces, missing);
  }
  return [...missing].join('');
}

/**
 * The operators that show one line (inside BT … ET, after the line's Tm): the words, each piece in its face, size and
 * rise, spaces in the block's own face; `wordGap` points added to each space (justified lines; negative: tightened).
 */
export function showRuns(params: {
  words: readonly string[];
  wordGap: number;
  size: number;
  faces: RunFaces;
  /** The page resource name of a face's font. */
  key: (face: Face) => string;
  num: (value: number) => string;
  /** The fill colours of the block's spans (spanColors, 0–1 each) and its own, when it has coloured spans. */
  colors?: { spans: ReadonlyArray<readonly [number, number, number]>; own: readonly [number, number, number] };
}): string {
  const { words, wordGap, size, faces, key, num, colors } = params;
  let currentColor = -1;
  const setColor = (color: number) => {
    if (!colors || color === currentColor) return;
    const rgb = color < 0 ? colors.own : colors.spans[color];
    if (!rgb) return;
    flush();
    out += `${num(rgb[0])} ${num(rgb[1])} ${num(rgb[2])} rg `;
    currentColor = color;
  };
  const base = faces.chain(faces.baseBits)[0];
  let out = '';
  // The state at the start of a line: the block's face and size, no rise (set by the block's Tf).
  let currentFace = base;
  let currentSize = size;
  let currentRise = 0;
  // Glyphs shown in the current state, joined into one Tj (or one TJ when spaces are widened).
  let hex = '';
  let parts: string[] = [];
  const flush = () => {
    if (hex) parts.push(`<${hex}>`);
    if (parts.length === 1) out += `${parts[0]} Tj `;
    else if (parts.length > 1) out += `[${parts.join(' ')}] TJ `;
    hex = '';
    parts = [];
  };
  const setState = (face: Face, scale: number, rise: number) => {
    const s = size * scale;
    const r = rise * size;
    const sizeChanged = face !== currentFace || Math.abs(s - currentSize) > 1e-6;
    const riseChanged = Math.abs(r - currentRise) > 1e-6;
    if (!sizeChanged && !riseChanged) return;
    flush();
    if (sizeChanged) out += `/${key(face)} ${num(s)} Tf `;
    if (riseChanged) out += `${num(r)} Ts `;
    currentFace = face;
    currentSize = s;
    currentRise = r;
  };
  const adjust = Math.abs(wordGap) > 0.01 ? num(-(wordGap * 1000) / size) : '';
  words.forEach((word, i) => {
    for (const piece of pieces(word, faces.baseBits)) {
      setColor(piece.color ?? -1);
      for (const segment of segmentsOf(piece.text, piece.bits, faces)) {
        setState(segment.face, segment.scale, segment.rise);
        hex += segment.face.encode(segment.text);
      }
    }
    if (i < words.length - 1) {
      setColor(-1);
      setState(base, 1, 0);
      hex += base.encode(' ');
      if (adjust) {
        parts.push(`<${hex}>`, adjust);
        hex = '';
      }
    }
  });
  setColor(-1);
  setState(base, 1, 0);
  flush();
  return `${out}\n`;
}

/** The bits of a block's own style. */
export function baseStyle(bold: boolean, italic: boolean): RunStyle {
  return { bold, italic, mono: false };
}

/** The font style name of a style's bits. */
export function styleNameOf(bits: number): FontStyleName {
  return styleName(!!(bits & BOLD), !!(bits & ITALIC));
}

export function isMonoBits(bits: number): boolean {
  return !!(bits & MONO);
}

/** The class a style's bits ask for, when other than the block's. */
export function familyOfBits(bits: number): FontFamily | undefined {
  return bits & MONO ? 'mono' : bits & SANS ? 'sans' : bits & SERIF ? 'serif' : undefined;
}

export type { FontFamily };

/** A link's place on one line of the typeset block: from x0 to x1 along the baseline at y. */
export interface LinkPiece {
  link: number;
  x0: number;
  x1: number;
  y: number;
}

/**
 * Where the block's links (markRuns' link markers) fell once typeset: per line, from the marker that opens a link
 * (or the line's start, when it goes on from the line before) to the one that closes it (or the line's end).
 */
export function linkPieces(params: {
  lines: ReadonlyArray<{ words: readonly string[]; x: number; y: number; wordGap: number }>;
  size: number;
  faces: RunFaces;
}): LinkPiece[] {
  const { lines, size, faces } = params;
  const space = faces.chain(faces.baseBits)[0].measure(' ') * size;
  const out: LinkPiece[] = [];
  let open: number | undefined;
  for (const line of lines) {
    let x = line.x;
    let from = x;
    line.words.forEach((word, w) => {
      if (w > 0) x += space + line.wordGap;
      if (!/[\u{10FE00}-\u{10FEFF}]/u.test(word)) {
        x += measureRuns(word, faces) * size;
        return;
      }
      let prefix = '';
      for (const char of word) {
        const code = char.codePointAt(0)!;
        if (code > LINK_CLOSE && code < MARK_BASE) continue;
        if (code >= LINK_OPEN && code < MARK_BASE) {
          const at = x + measureRuns(prefix, faces) * size;
          if (code >= LINK_CLOSE) {
            if (open !== undefined && at > from) out.push({ link: open, x0: from, x1: at, y: line.y });
            open = undefined;
          } else {
            open = code - LINK_OPEN;
            from = at;
          }
          continue;
        }
        prefix += char;
      }
      x += measureRuns(word, faces) * size;
    });
    if (open !== undefined && x > from) out.push({ link: open, x0: from, x1: x, y: line.y });
  }
  return out;
}

/** An underline or a strike on one line of the typeset block: from x0 to x1, for the line whose baseline is at y. */
export interface DecorationPiece {
  kind: 'underline' | 'strike';
  x0: number;
  x1: number;
  y: number;
}

/** Underlines sit this far under the baseline, strikes this far above it, as shares of the size; both this thick. */
export const UNDERLINE_DROP = 0.12;
export const STRIKE_RISE = 0.26;
export const DECORATION_THICKNESS = 0.05;

/**
 * Where the block's underlines and strikes (markRuns' decoration markers) fell once typeset: per line, from the
 * marker that opens one (or the line's start, when it goes on from the line before) to the one that closes it (or
 * the line's end), spaces between its words included.
 */
export function decorationPieces(params: {
  lines: ReadonlyArray<{ words: readonly string[]; x: number; y: number; wordGap: number }>;
  size: number;
  faces: RunFaces;
}): DecorationPiece[] {
  const { lines, size, faces } = params;
  const space = faces.chain(faces.baseBits)[0].measure(' ') * size;
  const out: DecorationPiece[] = [];
  const open: Record<DecorationPiece['kind'], number | undefined> = { underline: undefined, strike: undefined };
  const kinds = ['underline', 'strike'] as const;
  for (const line of lines) {
    let x = line.x;
    for (const kind of kinds) if (open[kind] !== undefined) open[kind] = x;
    line.words.forEach((word, w) => {
      if (w > 0) x += space + line.wordGap;
      if (!/[\u{10FEF0}-\u{10FEF3}]/u.test(word)) {
        x += measureRuns(word, faces) * size;
        return;
      }
      let prefix = '';
      for (const char of word) {
        const code = char.codePointAt(0)!;
        if (code >= UNDERLINE_OPEN && code <= STRIKE_CLOSE) {
          const at = x + measureRuns(prefix, faces) * size;
          const kind = code <= UNDERLINE_CLOSE ? 'underline' : 'strike';
          if (code === UNDERLINE_OPEN || code === STRIKE_OPEN) open[kind] = at;
          else {
            const from = open[kind];
            if (from !== undefined && at > from) out.push({ kind, x0: from, x1: at, y: line.y });
            open[kind] = undefined;
          }
          continue;
        }
        prefix += char;
      }
      x += measureRuns(word, faces) * size;
    });
    for (const kind of kinds) {
      const from = open[kind];
      if (from !== undefined && x > from) out.push({ kind, x0: from, x1: x, y: line.y });
    }
  }
  return out;
}

/** Fill operators drawing the pieces as thin bars in the current fill colour. */
export function decorationOperators(pieces: readonly DecorationPiece[], size: number, num: (value: number) => string): string {
  if (pieces.length === 0) return '';
  const thickness = Math.max(0.4, DECORATION_THICKNESS * size);
  let out = '';
  for (const piece of pieces) {
    const middle = piece.kind === 'underline' ? piece.y - UNDERLINE_DROP * size : piece.y + STRIKE_RISE * size;
    out += `${num(piece.x0)} ${num(middle - thickness / 2)} ${num(piece.x1 - piece.x0)} ${num(thickness)} re `;
  }
  return `${out}f\n`;
}
