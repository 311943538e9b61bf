/* eslint-disable max-lines -- the inline marks are one format: writing them around the source's words and reading them back from the translation must change together (see the format below). */
import { familyOf } from '../output/font-match.util';
import type { Block, InlineSpan, LinkRect, ProtectedText, Rule, SourceBlock, TextItem } from './layout.types';
import { itemFontSize, visibleLength } from './style.util';

// Inline styles inside a paragraph (a bold run-in label, an italic title, a superscript note marker, a monospace
// command) from the source runs, carried through the engine as marks around the words they style, and read back
// from the translation as spans of the translated text.
//
// Marks: `⟦c⟧…⟦/c⟧` where c says how the words differ from their block's own style, one letter each: `b` bold
// toggled, `i` italic toggled, `u` superscript, `d` subscript, `m` monospace, `s` sans-serif and `r` serif (a
// class other than the block's: a sans run-in label in a serif paragraph), `l` under a link annotation (the block's
// links in order: linkRectsOf gives each translated link span its source rectangle), `c` in another colour than the
// block's (the same way: the colours come back by order), `n` underlined and `x` struck through (a short rule drawn
// under or through the words, decorations()). They are relative, so two blocks of
// different base styles sharing a sentence share its segment. Engines keep them with the words they wrap (Apertium:
// word-bound blanks; see engines/translation-engine.ts).

/** A mark as it appears in a segment or a translation. */
export const INLINE_MARK = /⟦(\/?)([biudmrslcnx]{1,8})⟧/gu;

interface CharStyle {
  bold: boolean;
  italic: boolean;
  script?: 'sup' | 'sub';
  mono: boolean;
  /** A proportional class other than the block's. */
  family?: 'serif' | 'sans';
  /** Index of the page's link annotation lying over the character. */
  link?: number;
  /** A fill colour other than the block's. */
  color?: string;
  underline?: boolean;
  strike?: boolean;
}

/** A rule drawn under or through the words of one line of a block, and which. */
interface Decoration {
  rule: Rule;
  kind: 'underline' | 'strike';
  /** The line's baseline and size. */
  line: number;
}

/** Where a rule sits from a line's baseline, as shares of its size: under it (an underline) or through its middle. */
const UNDERLINE_FROM = -0.35;
const UNDERLINE_TO = 0.05;
const STRIKE_FROM = 0.15;
const STRIKE_TO = 0.45;
/** A decoration starts and ends within this share of the size of the line's words (no wider than they are). */
const DECORATION_SLACK = 0.5;

/**
 * The page's horizontal rules that decorate words of a block's lines: right under a line's baseline (an underline)
 * or through the middle of its lowercase letters (a strike), from where some of its words start to where they end.
 * A rule reaching past the line's words (a table border, a rule under a heading across the column, a fraction bar
 * over formula runs) decorates nothing.
 */
export function decorationsOf(block: Pick<Block, 'lines'>, rules: readonly Rule[]): Decoration[] {
  const horizontal = rules.filter((rule) => rule.y0 === rule.y1);
  if (horizontal.length === 0) return [];
  const out: Decoration[] = [];
  const taken = new Set<Rule>();
  block.lines.forEach((line, l) => {
    const items = line.items.filter((item) => /\S/u.test(item.text));
    if (items.length === 0) return;
    const size = line.fontSize;
    const left = Math.min(...items.map((item) => item.x));
    const right = Math.max(...items.map((item) => item.x + item.width));
    for (const rule of horizontal) {
      if (taken.has(rule)) continue;
      const dy = (rule.y0 - line.y) / size;
      const kind = dy >= UNDERLINE_FROM && dy <= UNDERLINE_TO ? 'underline' : dy >= STRIKE_FROM && dy <= STRIKE_TO ? 'strike' : undefined;
      if (!kind) continue;
      if (rule.x0 < left - DECORATION_SLACK * size || rule.x1 > right + DECORATION_SLACK * size) continue;
      // Under a formula's runs, a rule is a fraction bar.
      const over = items.filter((item) => item.x < rule.x1 && item.x + item.width > rule.x0);
      if (over.length === 0 || over.some((item) => MATH_FONT_NAME.test(item.fontName.replace(/^[A-Z]{6}\+/u, '')))) continue;
      taken.add(rule);
      out.push({ rule, kind, line: l });
    }
  });
  return out;
}

/** Math fonts (TeX's, Cambria Math, Symbol): a rule among their runs is part of a formula. */
const MATH_FONT_NAME = /^(?:CMMI|CMSY|CMEX|MSAM|MSBM)\d|Math(?![a-z])|^Symbol/u;

/** A character is under a link when its middle is inside the rectangle and half its height is. */
function linkAt(links: readonly LinkRect[], x: number, bottom: number, top: number): number | undefined {
  for (let k = 0; k < links.length; k++) {
    const r = links[k];
    if (x < r.x0 || x > r.x1) continue;
    if (Math.min(top, r.y1) - Math.max(bottom, r.y0) >= 0.5 * (top - bottom)) return k;
  }
  return undefined;
}

function mostCommonColor(items: readonly TextItem[]): string | undefined {
  const counts = new Map<string | undefined, number>();
  for (const item of items) counts.set(item.color, (counts.get(item.color) ?? 0) + visibleLength(item.text));
  let best: string | undefined;
  let most = 0;
  for (const [color, n] of counts) {
    if (n > most) {
      best = color;
      most = n;
    }
  }
  return best;
}

/** A run raised or lowered by at least this share of the line's size, and set smaller, is a super/subscript. */
const SCRIPT_SHIFT = 0.2;
const SCRIPT_SIZE = 0.85;

/**
 * The spans of `text` (the block's paragraph text, as reconstruction joined it from the lines) whose runs differ from
 * the block's style: bold or italic other than the block's, raised or lowered and smaller, or monospaced inside
 * proportional text. Runs are matched to the text character by character (white space aside; hyphens the join
 * dropped are skipped). Linear in the text.
 */
export function inlineSpansOf(
  block: Pick<Block, 'bold' | 'italic' | 'lines' | 'fontName'>,
  text: string,
  classOf: (item: TextItem) => 'serif' | 'sans' | 'mono',
  links: readonly LinkRect[] = [],
  decorations: readonly Decoration[] = [],
): InlineSpan[] {
  const ownItem = block.lines.flatMap((line) => line.items).find((item) => item.fontName === block.fontName);
  const blockClass = ownItem ? classOf(ownItem) : undefined;
  // Most blocks are in one style: only then is the text walked character by character.
  // The block's colour: the one most of its characters are in (none: black); runs in another carry theirs.
  const blockColor = mostCommonColor(block.lines.flatMap((line) => line.items));
  const itemStyles = block.lines.map((line) =>
    line.items.map((item) => {
      const style = styleOfItem(item, line.y, line.fontSize, blockClass, classOf);
      return item.color !== blockColor && /\S/u.test(item.text) ? { ...style, color: item.color ?? '#000000' } : style;
    }),
  );
  const differs = (style: CharStyle) =>
    style.bold !== block.bold ||
    style.italic !== block.italic ||
    style.script !== undefined ||
    style.mono ||
    style.family !== undefined ||
    style.link !== undefined ||
    style.color !== undefined ||
    !!style.underline ||
    !!style.strike;
  // Runs a link lies over (by their boxes): their characters are placed one by one below.
  const linked = block.lines.map((line) =>
    line.items.map(
      (item) =>
        links.length > 0 &&
        linkAt(
          links.map((r) => ({ ...r, x0: r.x0 - item.width - 1, x1: r.x1 + item.width + 1 })),
          item.x,
          item.y - 0.2 * itemFontSize(item),
          item.y + 0.8 * itemFontSize(item),
        ) !== undefined,
    ),
  );
  if (!itemStyles.some((line) => line.some(differs)) && !linked.some((line) => line.some(Boolean)) && decorations.length === 0) return [];
  /** The decorations over a character of line `l` whose middle is at `x`. */
  const decorated = (l: number, x: number): Pick<CharStyle, 'underline' | 'strike'> | undefined => {
    let found: Pick<CharStyle, 'underline' | 'strike'> | undefined;
    for (const d of decorations) if (d.line === l && x >= d.rule.x0 && x <= d.rule.x1) found = { ...found, [d.kind]: true };
    return found;
  };
  const styles: Array<CharStyle | undefined> = new Array(text.length);
  let cursor = 0;
  let any = false;
  for (const [l, line] of block.lines.entries()) {
    for (const [k, item] of line.items.entries()) {
      const itemStyle = itemStyles[l][k];
      const chars = [...item.text];
      const size = itemFontSize(item);
      let middles: number[] | undefined;
      for (const [c, char] of chars.entries()) {
        if (/\s/u.test(char)) continue;
        // The character's middle, the run's width shared evenly (pdf.js gives a run's box, not its glyphs').
        const link = linked[l][k]
          ? linkAt(links, item.x + ((c + 0.5) * item.width) / chars.length, item.y - 0.2 * size, item.y + 0.8 * size)
          : undefined;
        const linkStyle = link === undefined ? itemStyle : { ...itemStyle, link };
        const decoration = decorations.length > 0 ? decorated(l, item.x + (middles ??= charMiddles(chars, item.width))[c]) : undefined;
        const style = decoration ? { ...linkStyle, ...decoration } : linkStyle;
        const different = differs(style);
        let at = cursor;
        while (at < text.length && /\s/u.test(text[at])) at++;
        if (at >= text.length) break;
        if (text.startsWith(char, at)) {
          if (different) {
            for (let c = 0; c < char.length; c++) styles[at + c] = style;
            any = true;
          }
          cursor = at + char.length;
        } else if (!/[-\u00AD\u2010]/u.test(char)) {
          // Not where expected (the text was rebuilt differently): look a few characters ahead before giving up on it.
          const found = text.indexOf(char, at);
          if (found >= 0 && found - at <= 3) {
            if (different) for (let c = 0; c < char.length; c++) styles[found + c] = style;
            cursor = found + char.length;
          }
        }
      }
    }
  }
  if (decorations.length > 0) any = snapDecorations(text, styles, block, differs);
  if (!any) return [];
  return spansOf(text, styles, block, links);
}

/** Rough advance widths of Latin letters (Helvetica's and Times' proportions, in em): narrow, wide and the rest. */
function roughWidth(char: string): number {
  if (/[\s.,;:'"!|()[\]ijlftrI`]/u.test(char)) return 0.3;
  if (/[mwMW@%]/u.test(char)) return 0.85;
  if (/[A-Z]/u.test(char)) return 0.68;
  return 0.52;
}

/** Where each character's middle lies from a run's start: its width shared by the characters' rough widths. */
function charMiddles(chars: readonly string[], width: number): number[] {
  const widths = chars.map(roughWidth);
  const total = widths.reduce((sum, w) => sum + w, 0) || 1;
  let at = 0;
  return widths.map((w) => {
    const middle = ((at + w / 2) * width) / total;
    at += w;
    return middle;
  });
}

/**
 * Underlines and strikes word by word: a run's characters are placed by rough widths (charMiddles), so a rule's ends
 * may fall a character off; a word is decorated when most of its characters are. Whether any character is styled.
 */
function snapDecorations(
  text: string,
  styles: Array<CharStyle | undefined>,
  block: Pick<Block, 'bold' | 'italic'>,
  differs: (style: CharStyle) => boolean,
): boolean {
  for (const word of text.matchAll(/\S+/gu)) {
    const from = word.index;
    const to = from + word[0].length;
    for (const kind of ['underline', 'strike'] as const) {
      let n = 0;
      for (let i = from; i < to; i++) if (styles[i]?.[kind]) n++;
      const on = n * 2 > to - from;
      for (let i = from; i < to; i++) {
        const style = styles[i];
        // Punctuation next to a decorated word keeps what the rule said of it ("underline," underlined without its comma).
        if (on && !style?.[kind] && !/[\p{L}\p{N}]/u.test(text[i])) continue;
        if (!!style?.[kind] === on) continue;
        const next: CharStyle = { ...(style ?? { bold: block.bold, italic: block.italic, mono: false }) };
        if (on) next[kind] = true;
        else delete next[kind];
        styles[i] = differs(next) ? next : undefined;
      }
    }
  }
  return styles.some(Boolean);
}

function styleOfItem(
  item: TextItem,
  baseline: number,
  lineSize: number,
  blockClass: 'serif' | 'sans' | 'mono' | undefined,
  classOf: (item: TextItem) => 'serif' | 'sans' | 'mono',
): CharStyle {
  const size = itemFontSize(item);
  let script: CharStyle['script'];
  if (size < SCRIPT_SIZE * lineSize && item.text.trim().length <= 12) {
    if (item.y > baseline + SCRIPT_SHIFT * lineSize) script = 'sup';
    else if (item.y < baseline - SCRIPT_SHIFT * 0.5 * lineSize) script = 'sub';
  }
  const own = classOf(item);
  const mono = blockClass !== 'mono' && own === 'mono';
  const family = blockClass !== undefined && !mono && own !== 'mono' && own !== blockClass ? own : undefined;
  return { bold: item.bold, italic: item.italic, script, mono, ...(family ? { family } : {}) };
}

/** Spans of equal style; a span grows over the white space between two runs of the same style. */
function spansOf(
  text: string,
  styles: Array<CharStyle | undefined>,
  block: Pick<Block, 'bold' | 'italic'>,
  links: readonly LinkRect[],
): InlineSpan[] {
  const spans: InlineSpan[] = [];
  let open: InlineSpan | undefined;
  let openKey = '';
  for (let i = 0; i < text.length; i++) {
    const style = styles[i];
    if (style === undefined) {
      if (open && /\s/u.test(text[i])) continue;
      open = undefined;
      openKey = '';
      continue;
    }
    const span = toSpan(style, block, links);
    const key = JSON.stringify(span);
    if (open && key === openKey) {
      open.end = i + 1;
      continue;
    }
    open = { start: i, end: i + 1, ...span };
    openKey = key;
    spans.push(open);
  }
  return spans;
}

function toSpan(style: CharStyle, block: Pick<Block, 'bold' | 'italic'>, links: readonly LinkRect[]): Omit<InlineSpan, 'start' | 'end'> {
  const span: Omit<InlineSpan, 'start' | 'end'> = {};
  if (style.link !== undefined && links[style.link]) span.link = links[style.link];
  if (style.color !== undefined) span.color = style.color;
  if (style.bold !== block.bold) span.bold = style.bold;
  if (style.italic !== block.italic) span.italic = style.italic;
  if (style.script) span.script = style.script;
  if (style.mono) span.mono = true;
  if (style.family) span.family = style.family;
  if (style.underline) span.underline = true;
  if (style.strike) span.strike = true;
  return span;
}

/** The mark letters of a span (relative to its block). */
export function codeOf(span: Omit<InlineSpan, 'start' | 'end'>): string {
  const family = span.family === 'sans' ? 's' : span.family === 'serif' ? 'r' : '';
  return `${span.bold !== undefined ? 'b' : ''}${span.italic !== undefined ? 'i' : ''}${span.script === 'sup' ? 'u' : span.script === 'sub' ? 'd' : ''}${span.mono ? 'm' : ''}${family}${span.link ? 'l' : ''}${span.color ? 'c' : ''}${span.underline ? 'n' : ''}${span.strike ? 'x' : ''}`;
}

/**
 * A protected sentence with its inline spans marked. `spans` are offsets into `source` (the sentence before
 * protection); a span with a placeholder's edge inside it takes the whole placeholder. A style change in the middle of
 * a word (H₂O, the raised A of the LaTeX logo) cannot go through an engine, which would cut the word in two: the word
 * becomes a placeholder of its own, its marks inside, so it comes back as it was, styled.
 */
export function markInline(source: string, protectedText: ProtectedText, spans: readonly InlineSpan[]): ProtectedText {
  if (spans.length === 0) return protectedText;
  // Offsets of the source in the protected text: the text between placeholders is the same on both sides.
  const pieces = piecesOf(source, protectedText);
  const map = offsetMap(pieces, protectedText.text.length);
  const text = protectedText.text;
  const tokens = [...protectedText.tokens];
  const marked: Array<{ start: number; end: number; code: string }> = [];
  // Marks inside one placeholder's text (the 2 of a protected H2O) go into its token, from its end backwards.
  const within = new Map<number, Array<{ from: number; to: number; code: string }>>();
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    const code = codeOf(span);
    const holder = pieces.find((piece) => piece.token !== undefined && span.start >= piece.from && span.end <= piece.to);
    if (code && holder && (span.start > holder.from || span.end < holder.to)) {
      const list = within.get(holder.token!) ?? [];
      list.push({ from: span.start - holder.from, to: span.end - holder.from, code });
      within.set(holder.token!, list);
      continue;
    }
    const start = map(span.start, 'start');
    const end = map(span.end, 'end');
    const last = marked[marked.length - 1];
    if (code && end > start && (!last || start >= last.end)) marked.push({ start, end, code });
  }
  // Words with a style change inside: [from, to) of the protected text, without placeholders in them.
  const words: Array<{ from: number; to: number }> = [];
  for (const { start, end } of marked) {
    if (!alnumOnBothSides(text, start) || !alnumOnBothSides(text, end)) continue;
    let from = start;
    while (from > 0 && !/\s/u.test(text[from - 1])) from--;
    let to = end;
    while (to < text.length && !/\s/u.test(text[to])) to++;
    if (text.slice(from, to).includes('⟦')) continue;
    const previous = words[words.length - 1];
    if (previous && from < previous.to) previous.to = Math.max(previous.to, to);
    else words.push({ from, to });
  }
  for (const [index, list] of within) {
    let token = tokens[index];
    for (const { from, to, code } of list.sort((a, b) => b.from - a.from))
      token = `${token.slice(0, from)}⟦${code}⟧${token.slice(from, to)}⟦/${code}⟧${token.slice(to)}`;
    tokens[index] = token;
  }
  const opens = new Map<number, string>();
  const closes = new Map<number, string>();
  for (const { start, end, code } of marked) {
    // Inside a word that becomes a placeholder, or cutting a word elsewhere: no mark in the text.
    if (words.some((w) => start >= w.from && end <= w.to)) continue;
    if (insideWord(text, start) || insideWord(text, end)) continue;
    opens.set(start, code);
    closes.set(end, code);
  }
  let out = '';
  let i = 0;
  while (i <= text.length) {
    const word = words.find((w) => w.from === i);
    if (word) {
      let token = '';
      for (let k = word.from; k <= word.to; k++) {
        for (const m of marked) {
          if (m.start < word.from || m.end > word.to) continue;
          if (m.end === k) token += `⟦/${m.code}⟧`;
          if (m.start === k) token += `⟦${m.code}⟧`;
        }
        if (k < word.to) token += text[k];
      }
      out += `⟦${tokens.length}⟧`;
      tokens.push(token);
      i = word.to;
      if (i === text.length) break;
      continue;
    }
    if (closes.has(i)) out += `⟦/${closes.get(i)}⟧`;
    if (opens.has(i)) out += `⟦${opens.get(i)}⟧`;
    if (i < text.length) out += text[i];
    i++;
  }
  return { text: out, tokens };
}

function alnumOnBothSides(text: string, at: number): boolean {
  return at > 0 && at < text.length && /[\p{L}\p{N}]/u.test(text[at - 1]) && /[\p{L}\p{N}]/u.test(text[at]);
}

function insideWord(text: string, at: number): boolean {
  return at > 0 && at < text.length && /\p{L}/u.test(text[at - 1]) && /\p{L}/u.test(text[at]);
}

interface Piece {
  /** Source offsets it covers. */
  from: number;
  to: number;
  /** Where it is in the protected text, and its length there. */
  at: number;
  length: number;
  /** The placeholder's index, for a placeholder. */
  token?: number;
}

/** The protected text as literal pieces and placeholders, each with the source range it stands for. */
function piecesOf(source: string, protectedText: ProtectedText): Piece[] {
  const pieces: Piece[] = [];
  const re = /⟦(\d+)⟧/gu;
  let s = 0;
  let p = 0;
  for (let m = re.exec(protectedText.text); m; m = re.exec(protectedText.text)) {
    const literal = m.index - p;
    pieces.push({ from: s, to: s + literal, at: p, length: literal });
    s += literal;
    const token = protectedText.tokens[Number(m[1])] ?? '';
    const found = source.indexOf(token, s);
    const tokenStart = found >= 0 ? found : s;
    pieces.push({ from: tokenStart, to: tokenStart + token.length, at: m.index, length: m[0].length, token: Number(m[1]) });
    s = tokenStart + token.length;
    p = m.index + m[0].length;
  }
  pieces.push({ from: s, to: source.length, at: p, length: protectedText.text.length - p });
  return pieces;
}

/** Maps an offset of the unprotected sentence to the protected one (a placeholder's inside maps to its edges). */
function offsetMap(pieces: readonly Piece[], length: number): (offset: number, edge: 'start' | 'end') => number {
  return (offset, edge) => {
    for (const piece of pieces) {
      if (offset < piece.from || offset > piece.to) continue;
      if (piece.token !== undefined) return edge === 'start' ? piece.at : piece.at + piece.length;
      return piece.at + Math.min(offset - piece.from, piece.length);
    }
    return Math.min(offset, length);
  };
}

/**
 * A translation with its marks taken out: the plain text and its spans, absolute (bold/italic as the words are set,
 * from the block's own style and the mark). Unbalanced marks are tolerated: an unclosed mark runs to the end, a
 * stray close is dropped.
 */
export function takeInline(marked: string, block: { bold: boolean; italic: boolean }): { text: string; spans: InlineSpan[] } {
  if (!marked.includes('⟦')) return { text: marked, spans: [] };
  const spans: InlineSpan[] = [];
  let text = '';
  let last = 0;
  let open: { code: string; start: number } | undefined;
  const close = (end: number) => {
    if (!open) return;
    const span = spanOf(open.code, open.start, end, block);
    if (span.end > span.start) {
      const previous = spans[spans.length - 1];
      // The same style again after white space only (the engine split a span in two): one span.
      if (
        previous &&
        previous.end <= span.start &&
        /^\s*$/u.test(text.slice(previous.end, span.start)) &&
        codeOfAbsolute(previous) === codeOfAbsolute(span)
      ) {
        previous.end = span.end;
      } else spans.push(span);
    }
    open = undefined;
  };
  INLINE_MARK.lastIndex = 0;
  for (let m = INLINE_MARK.exec(marked); m; m = INLINE_MARK.exec(marked)) {
    text += marked.slice(last, m.index);
    last = m.index + m[0].length;
    if (m[1] === '/') close(text.length);
    else {
      close(text.length);
      open = { code: m[2], start: text.length };
    }
  }
  text += marked.slice(last);
  close(text.length);
  // Marks may leave doubled or edge spaces where the engine put a space on each side of them.
  return normalizeSpaces(text, spans);
}

function spanOf(code: string, start: number, end: number, block: { bold: boolean; italic: boolean }): InlineSpan {
  const span: InlineSpan = { start, end };
  if (code.includes('b')) span.bold = !block.bold;
  if (code.includes('i')) span.italic = !block.italic;
  if (code.includes('u')) span.script = 'sup';
  else if (code.includes('d')) span.script = 'sub';
  if (code.includes('m')) span.mono = true;
  else if (code.includes('s')) span.family = 'sans';
  else if (code.includes('r')) span.family = 'serif';
  // The rectangle is the source's, given by order (linkRectsOf); until then, an empty one.
  if (code.includes('l')) span.link = NO_RECT;
  if (code.includes('c')) span.color = '';
  if (code.includes('n')) span.underline = true;
  if (code.includes('x')) span.strike = true;
  return span;
}

const NO_RECT: LinkRect = Object.freeze({ x0: 0, y0: 0, x1: 0, y1: 0 });

function codeOfAbsolute(span: InlineSpan): string {
  return `${span.bold}/${span.italic}/${span.script}/${span.mono}/${span.family}/${!!span.link}/${span.color !== undefined}/${!!span.underline}/${!!span.strike}`;
}

/**
 * The translation's link spans with their source rectangles: the block's links in the order the source text has
 * them, one per link span of the translation. When the engine merged or dropped some (the counts differ), no span
 * keeps a link: the annotations stay where they were.
 */
export function linkRectsOf(translated: readonly InlineSpan[], source: readonly InlineSpan[] | undefined): InlineSpan[] {
  return colorsOf(linksOf(translated, source), source);
}

function linksOf(translated: readonly InlineSpan[], source: readonly InlineSpan[] | undefined): InlineSpan[] {
  if (!translated.some((span) => span.link)) return [...translated];
  const rects: LinkRect[] = [];
  for (const span of source ?? []) if (span.link && rects[rects.length - 1] !== span.link) rects.push(span.link);
  const count = translated.filter((span) => span.link).length;
  let k = 0;
  return translated
    .map((span) => {
      if (!span.link) return span;
      const { link: _, ...rest } = span;
      return count === rects.length ? { ...span, link: rects[k++] } : rest;
    })
    .filter((span) => Object.keys(span).length > 2);
}

/** The same for colours: the source's coloured runs in order (one colour running on is one), one per colour span. */
function colorsOf(translated: readonly InlineSpan[], source: readonly InlineSpan[] | undefined): InlineSpan[] {
  if (!translated.some((span) => span.color !== undefined)) return [...translated];
  const colors: string[] = [];
  let previous: InlineSpan | undefined;
  for (const span of source ?? []) {
    if (span.color && !(previous?.color === span.color && previous.end >= span.start - 1)) colors.push(span.color);
    previous = span.color ? span : undefined;
  }
  const count = translated.filter((span) => span.color !== undefined).length;
  let k = 0;
  return translated
    .map((span) => {
      if (span.color === undefined) return span;
      const { color: _, ...rest } = span;
      return count === colors.length ? { ...span, color: colors[k++] } : rest;
    })
    .filter((span) => Object.keys(span).length > 2);
}

/** Trims spans to their non-space characters and collapses doubled spaces the marks left, keeping offsets right. */
function normalizeSpaces(text: string, spans: InlineSpan[]): { text: string; spans: InlineSpan[] } {
  let out = '';
  const map: number[] = new Array(text.length + 1);
  for (let i = 0; i < text.length; i++) {
    map[i] = out.length;
    if (text[i] === ' ' && (out.endsWith(' ') || out.length === 0 ? false : text[i + 1] === ' ')) continue;
    out += text[i];
  }
  map[text.length] = out.length;
  const result: InlineSpan[] = [];
  for (const span of spans) {
    let start = map[span.start];
    let end = map[span.end];
    while (start < end && /\s/u.test(out[start])) start++;
    while (end > start && /\s/u.test(out[end - 1])) end--;
    if (end > start) result.push({ ...span, start, end });
  }
  return { text: out, spans: result };
}

/** Smaller capitals of simulated small caps: between these shares of the capitals' size (TeX's 8 on 10 pt: 0.8). */
const SMALL_CAPS_MIN = 0.6;
const SMALL_CAPS_MAX = 0.9;

/**
 * The capitals' size when a block is set in small capitals as word processors and LaTeX classes simulate them (a
 * heading "I. INTRODUCTION": "I. I" at 10 pt, "NTRODUCTION" at 8 pt on the same baseline), else undefined: every letter
 * is a capital, the letters at the larger size are initials (one letter, or a Roman numeral), the others are at one
 * smaller size (60–90% of it) on the same baseline, and at least one word goes on from an initial into smaller ones.
 */
export function smallCapsSize(block: Pick<Block, 'lines'>): number | undefined {
  const items = block.lines.flatMap((line) => line.items.map((item) => ({ item, line })));
  const lettered = items.filter(({ item }) => /\p{L}/u.test(item.text));
  if (lettered.length < 2 || lettered.some(({ item }) => /\p{Ll}/u.test(item.text))) return undefined;
  const large = Math.max(...lettered.map(({ item }) => itemFontSize(item)));
  let small: number | undefined;
  let joined = false;
  for (const { item, line } of lettered) {
    const size = itemFontSize(item);
    if (size >= 0.97 * large) {
      // Initials only: each word's letters at the capitals' size are one letter or a Roman numeral (II., III.).
      if ((item.text.match(/\p{L}+/gu) ?? []).some((run) => run.length > 1 && !/^[IVXLC]+$/u.test(run))) return undefined;
      continue;
    }
    if (size < SMALL_CAPS_MIN * large || size > SMALL_CAPS_MAX * large) return undefined;
    if (small !== undefined && Math.abs(size - small) > 0.05 * large) return undefined;
    small = size;
    if (Math.abs(item.y - line.y) > 0.1 * large) return undefined;
    // Set right after an initial, in the same word (no space between).
    const before = line.items.find(
      (other) => other !== item && itemFontSize(other) >= 0.97 * large && Math.abs(other.x + other.width - item.x) < 0.1 * large,
    );
    if (before && /\p{L}$/u.test(before.text) && /^\p{L}/u.test(item.text)) joined = true;
  }
  return small !== undefined && joined ? large : undefined;
}

/** A block's inline spans and what its font's descriptor says, as fields of its SourceBlock (absent when empty). */
export function inlineFieldsOf(
  block: Block,
  text: string,
  links: readonly LinkRect[] = [],
  rules: readonly Rule[] = [],
): Partial<Pick<SourceBlock, 'sourceInline' | 'fontSerif' | 'fontMonospace' | 'smallCaps' | 'fontSize' | 'decorations'>> {
  let serif = false;
  let monospace = false;
  for (const line of block.lines) {
    for (const item of line.items) {
      if (item.fontName !== block.fontName) continue;
      serif ||= !!item.serif;
      monospace ||= !!item.monospace;
    }
  }
  const decorations = block.angle === 0 ? decorationsOf(block, rules) : [];
  const spans = inlineSpansOf(block, text, (item) => familyOf(item), links, decorations);
  // The drawings of the decorations that made a span: removed from the page, drawn again under the translation.
  const used = decorations.length > 0 && spans.some((span) => span.underline || span.strike) ? decorations.map((d) => d.rule) : [];
  // Small capitals: the block is set at the capitals' size, its smaller capitals as such (the writer's small caps).
  const capitals = smallCapsSize(block);
  return {
    ...(spans.length > 0 ? { sourceInline: spans } : {}),
    ...(serif ? { fontSerif: true } : {}),
    ...(monospace ? { fontMonospace: true } : {}),
    ...(capitals !== undefined ? { smallCaps: true, fontSize: capitals } : {}),
    ...(used.length > 0 ? { decorations: used } : {}),
  };
}

/** The spans within [start, end) of a text, as offsets from `start`. */
export function spansWithin(spans: readonly InlineSpan[] | undefined, start: number, end: number): InlineSpan[] {
  if (!spans) return [];
  const out: InlineSpan[] = [];
  for (const span of spans) {
    const from = Math.max(span.start, start);
    const to = Math.min(span.end, end);
    if (to > from) out.push({ ...span, start: from - start, end: to - start });
  }
  return out;
}

/**
 * The second part of a sentence translated whole and cut in two (a column or page break): it starts inside any
 * style the first part left open, so that style's mark is put back in front of it.
 */
export function reopenMarks(whole: string, second: string): string {
  const first = whole.slice(0, Math.max(0, whole.length - second.length));
  if (!first.includes('⟦')) return second;
  let open = '';
  INLINE_MARK.lastIndex = 0;
  for (let m = INLINE_MARK.exec(first); m; m = INLINE_MARK.exec(first)) open = m[1] === '/' ? '' : m[2];
  return open ? `⟦${open}⟧${second}` : second;
}

/** The spans of two texts joined by one space, as spans of the joined text. */
export function joinSpans(first: readonly InlineSpan[], firstLength: number, second: readonly InlineSpan[]): InlineSpan[] {
  return [...first, ...second.map((span) => ({ ...span, start: span.start + firstLength + 1, end: span.end + firstLength + 1 }))];
}
