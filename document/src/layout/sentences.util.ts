import type { SentenceSpan } from './layout.types';

export interface SplitSentencesParams {
  /** Paragraph text (lines already joined). */
  text: string;
  /** A sentence longer than this is cut at its last comma, semicolon or space before the limit (engine limits). */
  maxLength?: number;
}

/** Never the end of a sentence: titles before a name, Latin and French abbreviations, "fig.", "vs.", "p. ex."… */
const ALWAYS = new Set([
  'mr',
  'mrs',
  'ms',
  'mx',
  'dr',
  'prof',
  'st',
  'mt',
  'sr',
  'jr',
  'rev',
  'hon',
  'gen',
  'col',
  'capt',
  'lt',
  'sgt',
  'gov',
  'sen',
  'rep',
  'pres',
  'messrs',
  'mme',
  'mmes',
  'mlle',
  'mlles',
  'mm',
  'me',
  'pr',
  'vs',
  'cf',
  'viz',
  'al',
  'fig',
  'figs',
  'approx',
  'ca',
  'env',
  'resp',
  'incl',
  'excl',
  'dept',
  'univ',
  'ave',
  'blvd',
  'rd',
  'apt',
  'ex',
  'ibid',
  'op',
  'cit',
  'vol',
  'vols',
  'pp',
  'ed',
  'eds',
  'chap',
  'av',
  'apr',
  'e.g',
  'i.e',
  'c.-à-d',
  'bd',
  'tél',
  'tel',
  'min',
  'max',
  'dir',
  'coll',
  'éd',
  'trad',
]);
/** Not the end of a sentence when a number follows: "No. 5", "p. 12", "Jan. 3". */
const BEFORE_NUMBER = new Set([
  'no',
  'nos',
  'nr',
  'n°',
  'art',
  'ch',
  'sec',
  'sect',
  'eq',
  'eqs',
  'ref',
  'refs',
  'tab',
  'para',
  'ps',
  'jan',
  'feb',
  'mar',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
  'janv',
  'févr',
  'avr',
  'juil',
  'déc',
  'nb',
]);
/** Abbreviations that may end a sentence: they do when a capital follows ("… and Co. The next"). */
const MAY_END = new Set(['etc', 'inc', 'ltd', 'co', 'corp', 'llc', 'plc', 'a.m', 'p.m', 'bros']);

/** Ends a sentence or introduces a list: what a line before a new item or paragraph usually ends with. */
export const ENDS_SENTENCE = /[.!?:;…。！？]["'”’»)\]]*$/u;
/** What a sentence usually starts with: a capital, a digit, an opening quote or bracket. */
export const STARTS_SENTENCE = /^[\p{Lu}\p{N}"'“‘«(¿¡]/u;

const TERMINATOR = /\.{2,}|…|[.!?]+|[。！？]+/gu;
/** Closing quotes and brackets after the punctuation, including French spacing before « ». */
const CLOSERS = /(?:[ \u00A0\u202F]?»|["'”’)\]}])*/uy;
const OPENERS = /^["'“‘«([{¿¡]+/u;
const DEFAULT_MAX_LENGTH = 2000;

/**
 * Whole sentences with their offsets in the text: a sentence ends at . ! ? … (with closing quotes or brackets,
 * French spacing included) followed by space and something other than a lower-case letter, except after an
 * abbreviation, an initial or a leading section number; decimals, URLs and e-mail addresses never end one (no space).
 */
export function splitSentences(params: SplitSentencesParams): SentenceSpan[] {
  const { text } = params;
  const spans: SentenceSpan[] = [];
  let start = skipSpace(text, 0);
  for (const m of text.matchAll(TERMINATOR)) {
    const index = m.index;
    if (index < start) continue;
    const after = index + m[0].length;
    CLOSERS.lastIndex = after;
    const end = after + (CLOSERS.exec(text)?.[0].length ?? 0);
    if (!isBoundary(text, start, index, m[0], end)) continue;
    spans.push({ text: text.slice(start, end), start, end });
    start = skipSpace(text, end);
  }
  const tail = text.slice(start).trimEnd();
  if (tail) spans.push({ text: tail, start, end: start + tail.length });
  const maxLength = params.maxLength ?? DEFAULT_MAX_LENGTH;
  return spans.flatMap((span) => (span.text.length > maxLength ? cutLong(span, maxLength) : [span]));
}

function isBoundary(text: string, start: number, index: number, terminator: string, end: number): boolean {
  if (/[。！？]/u.test(terminator)) return true;
  if (end < text.length && !/\s/u.test(text[end])) return false;
  const next = skipSpace(text, end);
  if (next >= text.length) return true;
  const nextChar = text[next];
  if (/\p{Ll}/u.test(nextChar)) return false;
  if (terminator !== '.') return true; // ! ? ?! and ellipses followed by a capital, a digit or a quote

  let tokenStart = index;
  while (tokenStart > start && !/\s/u.test(text[tokenStart - 1])) tokenStart--;
  const token = text.slice(tokenStart, index).replace(OPENERS, '');
  if (token === '') return true;
  const lower = token.toLowerCase();
  if (/^\p{L}$/u.test(token)) return false; // initials: "J. R. R. Tolkien", "M. Dupont", "p. ex."
  if (ALWAYS.has(lower)) return false;
  if (BEFORE_NUMBER.has(lower) && /\p{N}/u.test(nextChar)) return false;
  if (MAY_END.has(lower)) return /\p{Lu}/u.test(nextChar);
  if (/^(?:\p{L}{1,3}\.)+\p{L}{1,3}$/u.test(token)) return false; // "e.g", "U.S", "Ph.D"
  // A section number opening the paragraph: "1. Introduction", "2.3. Results", "IV. Discussion".
  if (tokenStart === start && /^(?:\d+(?:\.\d+)*|[IVXLC]+)$/u.test(token)) return false;
  return true;
}

/** Over-long "sentences" (tables of contents, lists without punctuation) are cut where a pause is likeliest. */
function cutLong(span: SentenceSpan, maxLength: number): SentenceSpan[] {
  const out: SentenceSpan[] = [];
  let { start } = span;
  const end = span.end;
  const source = span.text;
  const base = span.start;
  while (end - start > maxLength) {
    const window = source.slice(start - base, start - base + maxLength);
    let cut = Math.max(window.lastIndexOf('; '), window.lastIndexOf(', '), window.lastIndexOf(': ')) + 1;
    if (cut <= 0) cut = window.lastIndexOf(' ');
    if (cut <= 0) cut = maxLength;
    const pieceEnd = start + cut;
    const piece = source.slice(start - base, pieceEnd - base).trimEnd();
    out.push({ text: piece, start, end: start + piece.length });
    start = skipSpace(source, pieceEnd - base) + base;
  }
  if (start < end) out.push({ text: source.slice(start - base), start, end });
  return out;
}

function skipSpace(text: string, from: number): number {
  let i = from;
  while (i < text.length && /\s/u.test(text[i])) i++;
  return i;
}
