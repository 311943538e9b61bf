// Whether a page's text, as a reader with its own word-break rule gave it (poppler's pdftotext at intake), has its
// words run together ("OverviewoftheTechnologyAcceptanceModel"): the intake then reads the page with pdf.js and the
// word breaks of word-breaks.util.ts.
//
// Loaded by the parser child (pdf-parse.worker.ts) at run time: erasable TypeScript only, no imports.

/** Letters in one unbroken string of letters from which it is a long word (few real words are: "Rechtsschutzversicherung")… */
export const LONG_WORD_LETTERS = 20;
/** …and the share of a page's letters in long words from which its words look run together. */
export const RUN_TOGETHER_SHARE = 0.3;
/** Letters of scripts with case (Latin, Greek, Cyrillic, Armenian): scripts that separate their words with spaces. */
const CASED_LETTER = /^[\p{Lu}\p{Ll}\p{Lt}]$/u;
const LETTER_OR_MARK = /^[\p{L}\p{M}]$/u;

/**
 * Whether a page's text, as a reader with its own word-break rule gave it (poppler's pdftotext at intake), looks run
 * together ("OverviewoftheTechnologyAcceptanceModel"): at least RUN_TOGETHER_SHARE of its letters of scripts with case
 * are in unbroken strings of LONG_WORD_LETTERS letters or more (a web address's parts are apart). Chinese, Japanese, Thai and the other scripts without case
 * are left out: their lines have no spaces to miss. The intake reads such a page again with the breaks found here.
 */
export function looksRunTogether(text: string): boolean {
  let letters = 0;
  let inLongWords = 0;
  let word = 0; // cased letters of the string of letters (and marks) being read
  // Character by character, ASCII by its codes: splitting on a Unicode regular expression cost a book's intake 0.1 s.
  for (let i = 0; i <= text.length; i++) {
    const point = i < text.length ? text.codePointAt(i)! : 0; // 0: the end, which ends the last word
    if (point > 0xffff) i++;
    const ascii = point < 0x80;
    if (ascii ? (point | 0x20) >= 0x61 && (point | 0x20) <= 0x7a : CASED_LETTER.test(String.fromCodePoint(point))) word++;
    else if (ascii || !LETTER_OR_MARK.test(String.fromCodePoint(point))) {
      letters += word;
      if (word >= LONG_WORD_LETTERS) inLongWords += word;
      word = 0;
    }
  }
  return letters > 0 && inLongWords >= RUN_TOGETHER_SHARE * letters;
}
