import { escapeText, tokenize } from './apertium-stream';

/**
 * Word tracking through a pivot route (en→es→fr): every source word of an encoded segment goes in a word-bound blank
 * carrying its index, `[[t:7]]loop[[/]]`. Apertium keeps a word-bound blank with the translation of the word it
 * wraps through every stage (words merged by transfer share one: `[[t:0; t:2]]Les compilateurs[[/]]`), so in the
 * last stage's output each word still says which source words it came from.
 *
 * What it is for:
 * - no pivot-language leaks: a word the second stage does not know comes out marked `*` (`[[t:1]]*bucle[[/]]`): it is
 *   a pivot-language word (or a source word unknown to both stages); it goes out as the source word(s) it came from
 *   ("loop"), never as the pivot word;
 * - counting unknown words per stage, to choose a route per sentence (apertium-route-choice.ts).
 *
 * Inline style marks already travel as word-bound blanks (`[[b]]word[[/]]`, apertium-stream.ts): the index joins
 * them (`[[t:3; b]]`); decodeSegment reads only the style letters, so the index is dropped there.
 */

export interface TrackedSegment {
  /** The stream with every word in an index-carrying word-bound blank. */
  stream: string;
  /** Source words by index. */
  words: string[];
  /** What came before each word since the previous one (punctuation, spaces, placeholders), then what came after
   * the last word: sentence starts and ends. */
  separators: string[];
}

const LEADING = /^[("'«“‘¿¡]+/u;
const TRAILING = /[.,;:!?)"'»”’…]+$/u;
const WORDLIKE = /[\p{L}\p{N}]/u;

/** Wraps each word of an encoded segment (encodeSegment's stream) in `[[t:N]]…[[/]]`. */
export function trackWords(stream: string): TrackedSegment {
  const tracked: TrackedSegment & { sep: string } = { stream: '', words: [], separators: [], sep: '' };
  const { words, separators } = tracked;
  let out = '';
  let inBlank = false;
  const tokens = tokenize(stream);
  // A piece of text glued to an escaped character or a superblank (an e-mail address, a URL, "and/or") is left as it
  // is: word-bound blanks around its fragments would make Apertium cut it up.
  const glue = (k: number) => {
    const t = tokens[k];
    return t !== undefined && (t.kind === 'escaped' || (t.kind === 'blank' && !t.raw.startsWith('[[') && t.raw !== '[]'));
  };
  for (let ti = 0; ti < tokens.length; ti++) {
    const t = tokens[ti];
    if (t.kind === 'blank' && t.raw.startsWith('[[')) {
      const inner = t.raw.slice(2, -2);
      if (inner === '/') {
        inBlank = false;
        out += t.raw;
      } else {
        // A styled word (apertium-stream.ts wraps each one): its index joins the style.
        inBlank = true;
        words.push('');
        separators.push(tracked.sep);
        tracked.sep = '';
        out += `[[t:${words.length - 1}; ${inner}]]`;
      }
    } else if (inBlank) {
      words[words.length - 1] += t.kind === 'blank' ? '' : t.value;
      out += t.kind === 'text' ? t.value : t.kind === 'escaped' ? `\\${t.value}` : t.raw;
    } else if (t.kind === 'text') {
      const parts = t.value.match(/\S+|\s+/gu) ?? [];
      parts.forEach((part, p) => {
        const glued = (p === 0 && glue(ti - 1)) || (p === parts.length - 1 && glue(ti + 1));
        if (/^\s/u.test(part) || glued) {
          tracked.sep += part;
          out += part;
        } else out += wrapWord(part, tracked);
      });
    } else {
      tracked.sep += t.value;
      out += t.kind === 'escaped' ? `\\${t.value}` : t.raw;
    }
  }
  // What follows the last word (its punctuation, then the sentence-end marker's dot) closes the list.
  separators.push(tracked.sep);
  return { stream: out, words, separators };
}

function wrapWord(word: string, tracked: TrackedSegment & { sep: string }): string {
  const lead = LEADING.exec(word)?.[0] ?? '';
  const rest = word.slice(lead.length);
  let trail = TRAILING.exec(rest)?.[0] ?? '';
  // An abbreviation keeps its last dot ("e.g.", "U.S."); the sentence-end marker's dot stays outside.
  if (trail.startsWith('.') && rest.slice(0, rest.length - trail.length).includes('.')) trail = trail.slice(1);
  const core = rest.slice(0, rest.length - trail.length);
  if (!WORDLIKE.test(core)) {
    tracked.sep += word;
    return word;
  }
  tracked.words.push(core);
  tracked.separators.push(tracked.sep + lead);
  tracked.sep = trail;
  return `${lead}[[t:${tracked.words.length - 1}]]${core}[[/]]${trail}`;
}

/** Unknown-word (`*`) and generation-error (`#`) marks in a stage's output (literal ones are in superblanks). */
export function countMarks(stream: string): { unknown: number; generation: number } {
  let unknown = 0;
  let generation = 0;
  for (const t of tokenize(stream)) {
    if (t.kind !== 'text') continue;
    for (const c of t.value) {
      if (c === '*') unknown += 1;
      else if (c === '#') generation += 1;
    }
  }
  return { unknown, generation };
}

/**
 * The last stage's output with every word that came out unknown (`*`) replaced by the source word(s) its word-bound
 * blank points to, and every word from a `keep` index (proper nouns kept as they are) by the source word. Counts the
 * words replaced.
 */
export function restoreUnknownWords(
  stream: string,
  words: readonly string[],
  keep: ReadonlySet<number> = new Set(),
): { stream: string; replaced: number } {
  const tokens = tokenize(stream);
  let out = '';
  let replaced = 0;
  const emitted = new Set<number>();
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.kind === 'text') {
      out += t.value;
      continue;
    }
    if (t.kind === 'escaped') {
      out += `\\${t.value}`;
      continue;
    }
    out += t.raw;
    if (!t.raw.startsWith('[[') || t.raw === '[[/]]') continue;
    const indexes = [...new Set([...t.raw.matchAll(/t:(\d+)/g)].map((m) => Number(m[1])))].filter((n) => n < words.length);
    if (indexes.length === 0) continue;
    // The blank's content: up to its closing `[[/]]`.
    let j = i + 1;
    let content = '';
    let unknown = false;
    const isWordBound = (k: number) => {
      const c = tokens[k];
      return c.kind === 'blank' && c.raw.startsWith('[[');
    };
    while (j < tokens.length && !isWordBound(j)) {
      const c = tokens[j];
      if (c.kind === 'text') {
        if (/(?:^|\s)\*/u.test(c.value)) unknown = true;
        content += c.value;
      } else content += c.kind === 'escaped' ? `\\${c.value}` : c.raw;
      j++;
    }
    const kept = indexes.every((n) => keep.has(n));
    if (unknown || kept) {
      // A source word whose translation came out in two pieces goes out once.
      const fresh = indexes.filter((n) => !emitted.has(n)).sort((a, b) => a - b);
      fresh.forEach((n) => emitted.add(n));
      out += escapeText(fresh.map((n) => words[n]).join(' '));
      replaced += 1;
    } else {
      out += content;
    }
    i = j - 1;
  }
  return { stream: out, replaced };
}
