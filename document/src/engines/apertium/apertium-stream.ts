/**
 * Apertium's stream format, done here instead of by `apertium-destxt`/`apertium-retxt` so that one
 * long-lived pipeline can take many segments and give each one back separately.
 *
 * Going in, a segment becomes:
 *   - characters the pipeline treats as syntax (`\ [ ] ^ $ / < > @ { }`) escaped with a backslash,
 *     exactly as apertium-destxt does;
 *   - literal `*`, `#`, `~` and line breaks/tabs put in superblanks (`[…]`): `*#@~` are also the marks
 *     Apertium adds to unknown or ungenerated words, so protecting the literal ones lets every mark in
 *     the output be removed safely (escaping them is not enough: the generator prints `\*` as `*`);
 *   - every `⟦…⟧` placeholder put in a superblank: Apertium copies superblanks through untouched, in order;
 *   - a trailing `.[]`: the sentence-end marker apertium-destxt adds. Without it the pipeline drops a
 *     segment's final punctuation at a null flush; apertium-retxt (here: decodeSegment) removes it.
 * Leading and trailing white space is kept aside and put back around the translation.
 */

const PLACEHOLDER = /⟦[^⟦⟧]*⟧/g;
/** An inline style mark (see layout/inline-styles.util.ts): `⟦b⟧` opens bold words, `⟦/b⟧` closes them. */
const INLINE_MARK = /^⟦(\/?)([biudmrslcnx]{1,8})⟧$/u;
/** Characters apertium-destxt escapes; the same set is escaped inside superblanks (harmless there). */
const SYNTAX = /[\\[\]^$/<>@{}]/g;
/** Literal characters that would be mistaken for Apertium's marks, and layout characters: superblanked. */
const PROTECTED_RUN = /[*#~\t\n\r\f\v\u2028\u2029]+/g;
/**
 * NUL is the flush delimiter between segments; other C0 controls upset the tagger. Unicode's noncharacters (U+FFFF:
 * pdf.js's text for a glyph it cannot map, in TeX Gyre's own font tables) are no text, and lttoolbox reads U+FFFF as
 * the end of its input: a batch holding it hung the pipeline or crashed it (qtm-info.pdf, "did not answer").
 */
// eslint-disable-next-line no-control-regex -- control characters are what this removes before Apertium reads the text
const CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f\uFDD0-\uFDEF\uFFFE\uFFFF]/g;
/** What decodeSegment and toPivotInput remove from the pipeline's text: unknown-word (*), generation (#),
 * untranslated (@) and post-generation (~) marks. */
const MARKS = /[*#@~]/g;

export const SENTENCE_END_MARKER = '.[]';

export function escapeText(text: string): string {
  return text.replace(SYNTAX, '\\$&');
}

export function superblank(content: string): string {
  return `[${content.replace(SYNTAX, '\\$&')}]`;
}

export interface EncodedSegment {
  /** The stream text to write (without the NUL delimiter). */
  stream: string;
  lead: string;
  trail: string;
}

/** A segment in Apertium's stream format; undefined for a blank segment (nothing to translate). */
export function encodeSegment(segment: string): EncodedSegment | undefined {
  const clean = segment.replace(CONTROL, '');
  const lead = /^\s*/.exec(clean)![0];
  const core = clean.trim();
  if (core === '') return undefined;
  const trail = clean.slice(lead.length + core.length);
  let stream = '';
  let last = 0;
  // Inline style marks (`⟦b⟧…⟦/b⟧`): the words between them go in word-bound blanks, which the pipeline keeps with
  // the words they wrap (wherever the translation puts them); a placeholder inside takes the mark into its superblank.
  let style = '';
  const encodePart = (text: string) => (style ? encodeStyled(text, style) : encodeText(text));
  for (const m of core.matchAll(PLACEHOLDER)) {
    stream += encodePart(core.slice(last, m.index));
    last = m.index + m[0].length;
    const mark = INLINE_MARK.exec(m[0]);
    if (mark) {
      style = mark[1] ? '' : mark[2];
      continue;
    }
    stream += superblank(style ? `⟦${style}⟧${m[0]}⟦/${style}⟧` : m[0]);
  }
  stream += encodePart(core.slice(last));
  return { stream: stream + SENTENCE_END_MARKER, lead, trail };
}

/** Text in an inline style: each word in a word-bound blank `[[code]]word[[/]]`, white space between them as usual. */
function encodeStyled(text: string, code: string): string {
  let out = '';
  for (const part of text.split(/(\s+)/u)) {
    if (part === '') continue;
    out += /^\s+$/u.test(part) ? encodeText(part) : `[[${code}]]${encodeText(part)}[[/]]`;
  }
  return out;
}

function encodeText(text: string): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(PROTECTED_RUN)) {
    out += escapeText(text.slice(last, m.index)) + superblank(m[0]);
    last = m.index + m[0].length;
  }
  return out + escapeText(text.slice(last));
}

type Token = { kind: 'text'; value: string } | { kind: 'escaped'; value: string } | { kind: 'blank'; value: string; raw: string };

/** Splits pipeline output into plain text, escaped characters and (super/word-bound) blanks. */
export function tokenize(stream: string): Token[] {
  const tokens: Token[] = [];
  let text = '';
  const flush = () => {
    if (text) tokens.push({ kind: 'text', value: text });
    text = '';
  };
  let i = 0;
  while (i < stream.length) {
    const c = stream[i];
    if (c === '\\' && i + 1 < stream.length) {
      flush();
      const cp = stream.codePointAt(i + 1)!;
      const ch = String.fromCodePoint(cp);
      tokens.push({ kind: 'escaped', value: ch });
      i += 1 + ch.length;
    } else if (c === '[') {
      flush();
      // A word-bound blank `[[…]]` holds nested brackets; a superblank ends at the first unescaped `]`.
      const wordBound = stream[i + 1] === '[';
      let j = i + (wordBound ? 2 : 1);
      let value = '';
      while (j < stream.length) {
        const d = stream[j];
        if (d === '\\' && j + 1 < stream.length) {
          value += stream[j + 1];
          j += 2;
        } else if (d === ']' && (!wordBound || stream[j + 1] === ']')) {
          break;
        } else {
          value += d;
          j += 1;
        }
      }
      const end = Math.min(stream.length, j + (wordBound ? 2 : 1));
      tokens.push({ kind: 'blank', value: wordBound ? '' : value, raw: stream.slice(i, end) });
      i = end;
    } else {
      text += c;
      i += 1;
    }
  }
  flush();
  return tokens;
}

/** Removes the last `.[]` sentence-end marker that encodeSegment appended. */
function removeMarker(tokens: Token[]): Token[] {
  for (let k = tokens.length - 1; k >= 0; k--) {
    const t = tokens[k];
    if (t.kind === 'blank' && t.raw === '[]') {
      const before = tokens[k - 1];
      if (before?.kind === 'text' && /\.\s*$/.test(before.value)) {
        const out = tokens.slice();
        const value = before.value.replace(/\.(\s*)$/, '$1');
        out[k - 1] = { kind: 'text', value };
        out.splice(k, 1);
        return out;
      }
      return tokens.slice(0, k).concat(tokens.slice(k + 1));
    }
  }
  return tokens;
}

function cleanText(value: string): string {
  return value.replace(MARKS, '').replace(/ {2,}/g, ' ');
}

/** Pipeline output of one segment → the translated text (marks and marker removed, escapes undone). */
export function decodeSegment(stream: string, lead = '', trail = ''): string {
  const tokens = removeMarker(tokenize(stream));
  let out = '';
  let open = '';
  for (const t of tokens) {
    if (t.kind === 'text') out += cleanText(t.value);
    else if (t.kind === 'blank' && t.raw.startsWith('[[')) {
      // Word-bound blanks back to inline marks: `[[b]]` opens (several merged words: `[[b; i]]`), `[[/]]` closes.
      const inner = t.raw.slice(2, -2);
      if (inner === '/') {
        if (open) out += `⟦/${open}⟧`;
        open = '';
      } else {
        if (open) out += `⟦/${open}⟧`;
        open = [...new Set(inner.replace(/[^biudmrslcnx]/g, ''))].join('');
        if (open) out += `⟦${open}⟧`;
      }
    } else out += t.value;
  }
  if (open) out += `⟦/${open}⟧`;
  // Neighbouring words of one style: one span again.
  out = out.replace(/⟦\/([biudmrslcnx]{1,8})⟧(\s*)⟦\1⟧/gu, '$2');
  return lead + out.trim() + trail;
}

/**
 * Pipeline output of the first leg of a pivot route → input of the second leg: still in stream format
 * (escapes and superblanks kept), marks removed, a fresh sentence-end marker. With `lowerCase`, its text in lower
 * case: a segment in capitals, whose pivot text in capitals the second leg misreads (Spanish "MI SALUD" → "#Mi
 * HEALTH": the analyser takes "MI" for the note); the segment goes out in capitals anyway (apertium-capitals.ts).
 */
export function toPivotInput(stream: string, options: { lowerCase?: boolean } = {}): string {
  const tokens = removeMarker(tokenize(stream));
  let out = '';
  for (const t of tokens) {
    if (t.kind === 'text') out += options.lowerCase ? cleanText(t.value).toLowerCase() : cleanText(t.value);
    else if (t.kind === 'escaped') out += `\\${t.value}`;
    else out += t.raw;
  }
  // Trim, but never the escaped character of a trailing `\ `.
  return out.replace(/^\s+/, '').replace(/(?<!\\)\s+$/, '') + SENTENCE_END_MARKER;
}
