import { familyOf } from '../output/font-match.util';
import type { Block, PageText, ProtectedText, TextItem } from './layout.types';
import { buildLine } from './lines.util';
import { ProtectOptions, protectText } from './protect.util';
import { visibleLength } from './style.util';

// What is not prose is left alone: formulas (math fonts, mathematical alphanumerics and operators), code (monospace
// in a document whose body is not monospace) and blocks holding only numbers, dates or identifiers. A whole block of
// it is not translated and keeps its source glyphs (`keepOriginal`); a run of it inside a sentence goes through the
// engine as a protected placeholder and comes back as it was.

/** What the document's fonts say about its runs: whether monospace is code here (not the body font). */
export interface NotProseContext extends ProtectOptions {
  monoIsCode: boolean;
  /** What each font says (math, code or nothing), read once per font and flags. */
  fontKinds?: Map<string, SpecialKind | null>;
}

/** TeX's and office suites' math fonts, Symbol, and any font calling itself "Math". */
const MATH_FONT =
  /^(?:CMMI|CMSY|CMEX|CMBSY|CMMIB|MSAM|MSBM|EUFM|EUSM|EUEX|EURM|RSFS|STMARY|WASY|LASY|LINE|LCIRCLE)\d|^(?:Cambria-?Math|Symbol(?:MT)?|MT-?Extra|Euclid|Mathematica|LMMath|XITS|Asana)/i;
/** "…Math" in a font's name (CambriaMath, STIXTwoMath, DejaVuMathTeXGyre), not "Mathilda". */
const MATH_IN_NAME = /Math(?![a-z])/;
/** Mathematical alphanumerics, operators, arrows and delimiters: characters that only formulas use. */
const MATH_CHARACTER = /[\u{1D400}-\u{1D7FF}\u2200-\u22FF\u2A00-\u2AFF\u27C0-\u27EF\u2980-\u29FF\u2190-\u21FF\u2032-\u2037\u2061-\u2064]/u;
/** Function names a formula sets upright, in the text font: not words of the sentence. */
const MATH_WORDS = new Set([
  'sin',
  'cos',
  'tan',
  'cot',
  'sec',
  'csc',
  'log',
  'ln',
  'lg',
  'exp',
  'lim',
  'max',
  'min',
  'sup',
  'inf',
  'det',
  'arg',
  'dim',
  'ker',
  'deg',
  'gcd',
  'mod',
  'tanh',
  'sinh',
  'cosh',
  'arcsin',
  'arccos',
  'arctan',
  'pr',
  'var',
  'cov',
]);
/**
 * A metavariable of a syntax description (`<Your contribution title>`, `<email address>`): the only words of code a
 * reader is meant to read as language. Angle brackets around a path or a name (`<asm/io.h>`, `<T>`) are code.
 */
const METAVARIABLE = /<([^<>\n/\\.=]*\p{L}{2,}[^<>\n/\\.=]*\s[^<>\n/\\.=]*|[^<>\n/\\.=\s]*\p{Ll}{3,}[^<>\n/\\.=\s]*)>/gu;
/**
 * The metavariables of a text: METAVARIABLE's matches but a markup element's tags, whose closing tag the text holds
 * (`<comment>Differences</comment>` is XML to keep; `<title>` alone asks for a title).
 */
function metavariables(text: string): RegExpExecArray[] {
  return [...text.matchAll(METAVARIABLE)].filter((m) => !text.includes(`</${m[1].trim()}>`));
}

/** Whether a text describes a syntax with metavariables to translate (see metavariables). */
function hasMetavariable(text: string): boolean {
  return metavariables(text).length > 0;
}

/** A word with the punctuation of code: a command, braces, an operator, an identifier_with_underscores, a.call(). */
const CODE_WORD = /[\\{}[\]();=<>#_&|*/"$@%^~`]|^[a-z]+[A-Z]\w*$|->|::/u;
/** Share of code words above which monospace text is code rather than prose set in a typewriter face. */
const CODE_WORDS = 0.3;

/**
 * Whether monospace text reads as code (a command, a listing) rather than prose set in a typewriter face (a quoted
 * sample, a transcript): at least 30% of its words carry code punctuation.
 */
export function looksLikeCode(text: string): boolean {
  const words = text.split(/\s+/u).filter(Boolean);
  return words.length > 0 && words.filter((word) => CODE_WORD.test(word)).length >= CODE_WORDS * words.length;
}

/** What starts a comment line of a listing: C's block comments and their starred lines, //, #, --, ;, %, REM. */
const COMMENT_LEADER = /^(?:\/\*|\*|\/\/|#|--|;|%|REM\s)/u;

/**
 * Whether every line of a block starts as a comment of a listing does (`/*`, ` * …`, `// …`, `# …`): the comments of
 * a code listing are part of it (a licence header, a note in a function); translated and reflowed, they lose the
 * leaders that make them comments. The first line may lack its leader when the lines after it have theirs (a
 * leader set far from its text is read as a block of its own).
 */
export function isCommentBlock(lines: readonly { text: string }[]): boolean {
  const texts = lines.map((line) => line.text.trim()).filter(Boolean);
  if (texts.length === 0) return false;
  const rest = texts.slice(1).every((text) => COMMENT_LEADER.test(text));
  return rest && (COMMENT_LEADER.test(texts[0]) || texts.length >= 2);
}

/** Monospace runs make a block code when they carry this share of its characters (and it reads as code). */
const CODE_SHARE = 0.8;
/** Monospace runs carry half a block's characters: code, when the whole of it reads as code (see isNotProse). */
const PROTOTYPE_SHARE = 0.5;

function baseName(fontName: string): string {
  return fontName.replace(/^[A-Z]{6}\+/, '');
}

export function isMathFont(fontName: string): boolean {
  const base = baseName(fontName);
  return MATH_FONT.test(base) || MATH_IN_NAME.test(base);
}

/** Monospaced, as the font matching reads it (name, then the descriptor's FixedPitch flag). */
export function isMono(item: Pick<TextItem, 'fontName' | 'monospace' | 'serif'>): boolean {
  return familyOf(item) === 'mono';
}

/** Monospace is code unless it carries most of the document's characters (a typewritten transcript, a listing). */
export function notProseContext(pages: readonly Pick<PageText, 'items'>[]): NotProseContext {
  let mono = 0;
  let all = 0;
  for (const page of pages) {
    for (const item of page.items) {
      const n = visibleLength(item.text);
      all += n;
      if (isMono(item)) mono += n;
    }
  }
  return { monoIsCode: all > 0 && mono < 0.5 * all, fontKinds: new Map() };
}

export type SpecialKind = 'math' | 'code';

/** A run of a formula (math font, or only math characters) or of code (monospace, when monospace is code). */
export function specialKind(
  item: Pick<TextItem, 'text' | 'fontName' | 'monospace' | 'serif'>,
  context: NotProseContext,
): SpecialKind | undefined {
  if (visibleLength(item.text) === 0) return undefined;
  const key = `${item.fontName}/${item.monospace ? 1 : 0}${item.serif ? 1 : 0}`;
  let byFont = context.fontKinds?.get(key);
  if (byFont === undefined) {
    byFont = isMathFont(item.fontName) ? 'math' : context.monoIsCode && isMono(item) ? 'code' : null;
    context.fontKinds?.set(key, byFont);
  }
  if (byFont) return byFont;
  // No character only formulas use: no formula (a cheap first test).
  if (!MATH_CHARACTER.test(item.text)) return undefined;
  const visible = item.text.replace(/\s/g, '');
  if ([...visible].every((c) => MATH_CHARACTER.test(c) || /[\p{N}\p{P}\p{S}]/u.test(c)) && [...visible].some((c) => MATH_CHARACTER.test(c)))
    return 'math';
  return undefined;
}

/**
 * Whether a block is not prose: a formula (no word of two letters or more outside math runs, function names aside),
 * letters alone (no word of two letters at all), code (monospace runs carry 80% of its characters, when monospace is
 * code in this document; half of them in a block that reads as code, a prototype), or nothing but numbers, dates,
 * codes and punctuation (no letters outside what protectText protects).
 */
export function isNotProse(block: Pick<Block, 'lines'>, context: NotProseContext): boolean {
  const items = block.lines.flatMap((line) => line.items);
  let visible = 0;
  let code = 0;
  let math = 0;
  let proseWords = 0;
  for (const item of items) {
    const n = visibleLength(item.text);
    visible += n;
    const kind = specialKind(item, context);
    if (kind === 'code') code += n;
    else if (kind === 'math') math += n;
    // Only "none" and "more than five" matter below: a long paragraph's runs past its sixth word are not searched.
    else if (proseWords <= 5)
      proseWords += (item.text.match(/\p{L}{2,}/gu) ?? []).filter((word) => !MATH_WORDS.has(word.toLowerCase())).length;
  }
  if (visible === 0) return false;
  const text = block.lines.map((line) => line.text).join(' ');
  // Code stays as it is, comments of a listing too, unless it describes a syntax with metavariables to translate.
  if (code >= CODE_SHARE * visible && (looksLikeCode(text) || isCommentBlock(block.lines))) return !hasMetavariable(text);
  // Mostly code, the rest its types in the text face (a prototype: "int f (const char * name)", whose "char"
  // Apertium made "roussit").
  if (code >= PROTOTYPE_SHARE * visible && looksLikeCode(text) && !hasMetavariable(text)) return true;
  if (math > 0 && proseWords === 0) return true;
  // No word of two letters or more at all: letters alone (a raised "ª", an axis's "x"), which the engine would make
  // a word ("ª" → "Un").
  if (code === 0 && !/\p{L}{2,}/u.test(text)) return true;
  // Many words: prose, whatever protectText would take of it (it costs more than everything else here).
  if (proseWords > 5) return false;
  return !hasFreeWords(text, context);
}

/**
 * Whether a block is a code display: monospace runs carry 80% of its characters (monospace being code in this
 * document) and it reads as code — kept as it is by isNotProse, or, describing a syntax with metavariables to
 * translate, still set line for line as the source has it, flush left, and never the rest of a sentence of prose.
 */
export function isCodeDisplay(block: Pick<Block, 'lines'>, context: NotProseContext): boolean {
  if (!inCodeFont(block, context)) return false;
  return looksLikeCode(block.lines.map((line) => line.text).join(' ')) || isCommentBlock(block.lines);
}

/** Whether monospace runs (code, in this document) carry 80% of a block's characters. */
function inCodeFont(block: Pick<Block, 'lines'>, context: NotProseContext): boolean {
  let visible = 0;
  let code = 0;
  for (const item of block.lines.flatMap((line) => line.items)) {
    const n = visibleLength(item.text);
    visible += n;
    if (specialKind(item, context) === 'code') code += n;
  }
  return visible > 0 && code >= CODE_SHARE * visible;
}

/**
 * The blocks (indices into `blocks`, in reading order) that sit inside a block comment of a code listing: code-font
 * blocks after one that opens `/*` without closing it, up to the one that closes it. A comment line whose leading `*`
 * the layout set apart as a block of its own ("MERCHANTABILITY or FITNESS…" beside its `*`) is still part of the
 * listing. Any block of prose (a caption, a paragraph) between two code blocks ends the listing.
 */
export function insideBlockComments(blocks: ReadonlyArray<Pick<Block, 'lines' | 'page'>>, context: NotProseContext): Set<number> {
  const inside = new Set<number>();
  let open = false;
  let page: number | undefined;
  blocks.forEach((block, index) => {
    if (block.page !== page) open = false;
    page = block.page;
    if (!inCodeFont(block, context)) {
      open = false;
      return;
    }
    const text = block.lines.map((line) => line.text).join(' ');
    if (open && !hasMetavariable(text)) inside.add(index);
    const opens = text.lastIndexOf('/*');
    const closes = text.lastIndexOf('*/');
    if (opens > closes) open = true;
    else if (closes > opens) open = false;
  });
  return inside;
}

/** Letters left once numbers, dates, codes and the like are protected. */
function hasFreeWords(text: string, options: ProtectOptions): boolean {
  const { text: protectedText } = protectText(text, options);
  return /\p{L}/u.test(protectedText.replace(/⟦[^⟦⟧]*⟧/gu, ''));
}

/** A code run as protected spans: all of it but the insides of its metavariables, as offsets into it. */
function codeSpans(run: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  let cursor = 0;
  for (const m of metavariables(run)) {
    const inside = m.index + 1;
    if (inside > cursor) spans.push([cursor, inside]);
    cursor = inside + m[1].length;
  }
  if (cursor < run.length) spans.push([cursor, run.length]);
  return spans;
}

/**
 * Where the formula and code runs of a prose block sit in its paragraph text (`text`, the lines joined): each run of
 * consecutive special items of a line, found in order (the line's other runs advance the search, so an article "a"
 * before a variable a is not taken for it). Runs the paragraph text does not hold as such (a hyphenation joined them)
 * are skipped: they are translated with the sentence.
 */
export function specialRanges(block: Pick<Block, 'lines'>, text: string, context: NotProseContext): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let cursor = 0;
  for (const line of block.lines) {
    const items = [...line.items].sort((a, b) => a.x - b.x);
    if (!items.some((item) => specialKind(item, context))) {
      const at = text.indexOf(line.text.slice(0, 20), cursor);
      if (at >= 0) cursor = at + 1;
      continue;
    }
    let run: TextItem[] = [];
    let runKind: SpecialKind | undefined;
    // The line has words outside formulas and code: a code run in it is inline.
    const inline = items.some((item) => /\p{L}/u.test(item.text) && !specialKind(item, context));
    const flush = () => {
      if (run.length === 0) return;
      const runText = buildLine({ items: run }).text;
      run = [];
      const at = findRun(text, runText, cursor);
      if (at < 0) return;
      // A formula is one placeholder; so is code, but for the metavariables it holds (<Your title> is translated).
      // Monospace that reads as prose is translated, but for one word set in it among the line's proportional words:
      // a name of code (the `article` class, the `texmf` tree), which Apertium made "pièce".
      if (runKind === 'math') ranges.push([at, at + runText.length]);
      else if (looksLikeCode(runText) || (inline && /^\S+$/u.test(runText)))
        for (const [a, b] of codeSpans(runText)) ranges.push([at + a, at + b]);
      cursor = at + runText.length;
    };
    for (const item of items) {
      const kind = specialKind(item, context);
      if (kind && (run.length === 0 || kind === runKind)) {
        run.push(item);
        runKind = kind;
        continue;
      }
      // Digits, signs and brackets set right against a formula (a subscript in the text font) belong to it.
      const last = run[run.length - 1];
      if (
        !kind &&
        runKind === 'math' &&
        last &&
        !/\p{L}/u.test(item.text) &&
        !/^\s/u.test(item.text) &&
        item.x - (last.x + last.width) < 0.15 * item.fontSize
      ) {
        run.push(item);
        continue;
      }
      if (kind) {
        flush();
        run.push(item);
        runKind = kind;
        continue;
      }
      flush();
      const plain = item.text.trim();
      if (plain === '') continue;
      const at = text.indexOf(plain, cursor);
      if (at >= 0 && at - cursor < 2 * plain.length + 20) cursor = at + plain.length;
    }
    flush();
  }
  return ranges;
}

/** The next occurrence of a run in the text that does not start or end inside a word (when the run is a word itself). */
function findRun(text: string, run: string, from: number): number {
  if (run === '') return -1;
  for (let at = text.indexOf(run, from); at >= 0; at = text.indexOf(run, at + 1)) {
    const before = text[at - 1];
    const after = text[at + run.length];
    const glued = (c: string | undefined, edge: string) => c !== undefined && /\p{L}/u.test(c) && /\p{L}/u.test(edge);
    if (!glued(before, run[0]) && !glued(after, run[run.length - 1])) return at;
  }
  return -1;
}

const MARK = (k: number) => `⟦§${k}⟧`;

/**
 * protectText with given spans (offsets into `text`) protected as well: each becomes a placeholder of its own, in
 * order of appearance with the others, and comes back as it was.
 */
export function protectWithRanges(
  text: string,
  ranges: ReadonlyArray<readonly [number, number]>,
  options: ProtectOptions = {},
): ProtectedText {
  if (ranges.length === 0) return protectText(text, options);
  let marked = '';
  let cursor = 0;
  const spans: string[] = [];
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    if (start < cursor || end > text.length || end <= start) continue;
    marked += text.slice(cursor, start) + MARK(spans.length);
    spans.push(text.slice(start, end));
    cursor = end;
  }
  marked += text.slice(cursor);
  const result = protectText(marked, options);
  return {
    text: result.text,
    tokens: result.tokens.map((token) => {
      const m = /^⟦§(\d+)⟧$/u.exec(token);
      return m ? spans[Number(m[1])] : token.replace(/⟦§(\d+)⟧/gu, (_, k: string) => spans[Number(k)]);
    }),
  };
}
