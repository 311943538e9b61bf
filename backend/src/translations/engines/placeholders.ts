/**
 * Protects what must not be translated — URLs, e-mail addresses, numbers, codes — by replacing each with
 * a `⟦n⟧` placeholder before translation, and puts the originals back afterwards:
 *
 *   const p = protectSpans('Call 0800 123 456 or see https://x.com/a');
 *   // p.text === 'Call ⟦0⟧ or see ⟦1⟧'
 *   p.restore(translated)   // placeholders → originals
 *
 * Apertium keeps placeholders in place (as superblanks). Literal `⟦`/`⟧` in the text are protected too,
 * so they can never be mistaken for placeholders.
 */
const PATTERNS: RegExp[] = [
  /⟦[^⟦⟧]*⟧|[⟦⟧]/u, // existing placeholders and stray brackets
  /\b(?:https?:\/\/|ftp:\/\/|www\.)[^\s<>"'`]+[^\s<>"'`.,;:!?)\]}]/iu, // URLs (without trailing punctuation)
  /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/u, // e-mail addresses
  /\b(?=[\p{L}\p{N}-]*\p{N})(?=[\p{L}\p{N}-]*\p{L})[\p{L}\p{N}]+(?:[-/][\p{L}\p{N}]+)*\b/u, // codes: letters and digits mixed (A4, ISO-9001, B2B)
  /[+-]?(?:\p{Sc}\s?)?\d+(?:[ \u00a0\u202f.,'/:-]\d+)*(?:\s?(?:%|‰|\p{Sc}))?/u, // numbers, dates, times, amounts
];

const COMBINED = new RegExp(PATTERNS.map((p) => `(?:${p.source})`).join('|'), 'giu');

export interface ProtectedText {
  /** The text with placeholders, to translate. */
  text: string;
  /** The protected originals, by placeholder number. */
  spans: string[];
  /** Puts the originals back; placeholders the engine dropped are appended at the end (never lost). */
  restore(translated: string): string;
}

export function protectSpans(text: string): ProtectedText {
  const spans: string[] = [];
  const protectedText = text.replace(COMBINED, (match) => {
    spans.push(match);
    return `⟦${spans.length - 1}⟧`;
  });
  return {
    text: protectedText,
    spans,
    restore(translated: string): string {
      const seen = new Set<number>();
      let out = translated.replace(/⟦(\d+)⟧/g, (m, n: string) => {
        const i = Number(n);
        if (i >= spans.length) return m;
        seen.add(i);
        return spans[i];
      });
      const missing = spans.filter((_, i) => !seen.has(i));
      if (missing.length > 0) out = `${out} ${missing.join(' ')}`;
      return out;
    },
  };
}
