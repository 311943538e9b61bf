import type { Block } from './layout.types';

export interface JoinLinesParams {
  /** The lines' text, top to bottom. */
  lines: readonly string[];
  /** Lower-case words and hyphenated compounds seen elsewhere in the document (buildVocabulary). */
  vocabulary?: ReadonlySet<string>;
}

/**
 * Compounds whose hyphen is real even when it falls at a line end: both parts must be listed, so a hyphenation
 * point after "self" ("self-ish") or "well" ("well-ness") is still undone.
 */
const COMPOUND_FIRST = new Set([
  'well',
  'self',
  'ill',
  'long',
  'short',
  'high',
  'low',
  'full',
  'part',
  'half',
  'cross',
  'state',
  'world',
  'so',
  'peut',
  'vis',
  'au',
  "c'est",
  'grand',
  'arc',
  'chef',
  'après',
  'avant',
  'porte',
  'demi',
  'semi',
  'non',
  'anti',
  'co',
  'ex',
  'pre',
  'post',
  'multi',
  'real',
  'open',
  'end',
  'user',
  'third',
  'first',
  'second',
  'top',
  'up',
  'old',
  'best',
]);
const COMPOUND_SECOND = new Set([
  'known',
  'being',
  'based',
  'aware',
  'made',
  'term',
  'time',
  'level',
  'scale',
  'quality',
  'called',
  'class',
  'party',
  'like',
  'free',
  'friendly',
  'owned',
  'wide',
  'sized',
  'aged',
  'defined',
  'run',
  'established',
  'être',
  'à',
  'dessus',
  'dessous',
  'delà',
  'là',
  'ci',
  'ciel',
  'mère',
  'père',
  'midi',
  'heure',
  'lieu',
  'clé',
  'world',
  'date',
  'to',
  'end',
  'source',
  'up',
  'selling',
  'paid',
]);

const LIGATURES: Record<string, string> = { ﬀ: 'ff', ﬁ: 'fi', ﬂ: 'fl', ﬃ: 'ffi', ﬄ: 'ffl', ﬅ: 'st', ﬆ: 'st' };
const SOFT_HYPHEN = '\u00AD';
/** Characters of the paragraph so far looked at when joining the next line: the last word and what precedes it. */
const TAIL = 200;
const WORD = /[\p{L}\p{N}]+(?:[-\u2010'’][\p{L}\p{N}]+)*/gu;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * Lower-case words and hyphenated compounds of the document, each line's last word left out when it ends in a
 * hyphen (that one may be a hyphenation). "well-known" found inside a line says the hyphen is real elsewhere.
 */
export function buildVocabulary(params: { lines: readonly string[] }): Set<string> {
  const vocabulary = new Set<string>();
  for (const raw of params.lines) {
    const text = clean(raw);
    const words = [...text.matchAll(WORD)];
    const hyphenatedEnd = /[\p{L}\p{N}][-\u2010]\s*$/u.test(text);
    words.forEach((m, i) => {
      if (hyphenatedEnd && i === words.length - 1) return;
      vocabulary.add(m[0].toLowerCase().replace(/\u2010/g, '-'));
    });
  }
  return vocabulary;
}

/**
 * A block's lines as one paragraph: line-end hyphenation undone ("transla-" + "tion" → "translation") unless the
 * hyphen is real (seen inside a line elsewhere, a capitalised first part mid-sentence, a listed compound, or a capital
 * or digit after it), soft hyphens removed, ligatures expanded, white space collapsed.
 */
export function joinLines(params: JoinLinesParams): string {
  const vocabulary = params.vocabulary ?? new Set<string>();
  let text = '';
  for (const raw of params.lines) {
    const line = clean(raw);
    if (line === '') continue;
    if (text === '') {
      text = line;
      continue;
    }
    // Only the end of the text so far matters (and looking at it alone keeps long paragraphs linear).
    const end = text.slice(-TAIL);
    if (text.endsWith(SOFT_HYPHEN)) {
      text = text.slice(0, -1) + line;
    } else if (/[\p{L}\p{N}][-\u2010]$/u.test(end)) {
      text = keepsHyphen(end, line, vocabulary) ? text + line : text.slice(0, -1) + line;
    } else if (/[\p{L}\p{N}][–—]$/u.test(end) || (CJK.test(end.slice(-1)) && CJK.test(line[0]))) {
      text += line;
    } else {
      text += ' ' + line;
    }
  }
  return normalizeWhitespace(text.replaceAll(SOFT_HYPHEN, ''));
}

/** The paragraph text of a block: its lines joined, a list item's marker left out (it is not translated). */
export function blockText(params: { block: Pick<Block, 'lines' | 'marker'>; vocabulary?: ReadonlySet<string> }): string {
  const { block } = params;
  const lines = block.lines.map((line) => line.text);
  if (block.marker !== undefined && lines.length > 0) {
    const first = lines[0].trimStart();
    if (first.startsWith(block.marker)) lines[0] = first.slice(block.marker.length);
  }
  return joinLines({ lines, vocabulary: params.vocabulary });
}

/**
 * Runs of white space become one character: a no-break space when the run holds one (French « », ; ! ? spacing),
 * else a plain space; zero-width characters and Unicode's noncharacters (pdf.js's U+FFFF for a glyph it cannot map)
 * go; the ends are trimmed.
 */
export function normalizeWhitespace(text: string): string {
  const visible = text.replace(/\u200B|\u200C|\u200D|\u2060|\uFEFF|[\uFDD0-\uFDEF\uFFFE\uFFFF]/g, '');
  // Most text has single plain spaces only: nothing to collapse (the replacement below calls back for every space).
  const collapsed = ODD_WHITE_SPACE.test(visible)
    ? visible.replace(/\s+/g, (run) => (/[\u00A0\u202F]/.test(run) ? (run.includes('\u202F') ? '\u202F' : '\u00A0') : ' '))
    : visible;
  return collapsed.trim();
}

/** White space other than a single plain space: a run of several, or another space character, tab or line break. */
const ODD_WHITE_SPACE = /[^\S ]| {2}/;

/**
 * Whether the hyphen ending `before` is part of the word: the next line must start in lower case to be a candidate
 * for joining; then the document's own spelling decides, then a capitalised first part, then the compound list.
 */
function keepsHyphen(before: string, after: string, vocabulary: ReadonlySet<string>): boolean {
  if (!/^\p{Ll}/u.test(after)) return true;
  const head = /([\p{L}\p{N}]+(?:[-\u2010'’][\p{L}\p{N}]+)*)[-\u2010]$/u.exec(before)?.[1] ?? '';
  const tail = /^[\p{L}\p{N}]+(?:[-\u2010'’][\p{L}\p{N}]+)*/u.exec(after)?.[0] ?? '';
  const hyphenated = `${head}-${tail}`.toLowerCase();
  if (vocabulary.has(hyphenated)) return true;
  if (vocabulary.has(`${head}${tail}`.toLowerCase())) return false;
  const first = head.split(/[-\u2010]/).pop() ?? '';
  const sentenceStart = /(^|[.!?…]["'”’»)]*\s+)$/u.test(before.slice(0, before.length - head.length - 1));
  if (/^\p{Lu}/u.test(first) && !sentenceStart) return true;
  const second = /^[\p{L}\p{N}]+/u.exec(after)?.[0] ?? '';
  return COMPOUND_FIRST.has(first.toLowerCase()) && COMPOUND_SECOND.has(second.toLowerCase());
}

function clean(line: string): string {
  return line.replace(/[ﬀﬁﬂﬃﬄﬅﬆ]/g, (lig) => LIGATURES[lig]).trim();
}
