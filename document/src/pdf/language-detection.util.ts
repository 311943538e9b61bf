// The document's language, and how sure we are of it. The detector (tinyld) is given prose: text sampled across
// the whole document, line by line, leaving out what says nothing of a language (lines of numbers, lines set in
// capitals, codes and identifiers) — an election sheet in capitals reads as Klingon or Esperanto otherwise. A
// document with too little prose gets a guess from its capitals, never called sure. The guess is only a guess:
// intake never refuses a document because of it (the customer can name the language).
//
// Loaded by the parser child (pdf-parse.worker.ts) at run time: erasable TypeScript only, no imports but types.

/** What the detector answers: languages with a score from 0 to 1, best first (tinyld's `detectAll`). */
export type DetectAll = (text: string) => ReadonlyArray<{ lang: string; accuracy: number }>;

export interface LanguageGuess {
  /** ISO 639-1 code of the best guess, or null when there is no text to guess from (or no such code). */
  language: string | null;
  /** The detector's score for it, 0 to 1 (0 without a guess). */
  confidence: number;
  /** Enough prose and a clear score: the guess can be taken without asking. */
  sure: boolean;
}

/** Characters of text handed to the detector, spread over the pages. */
export const LANGUAGE_SAMPLE_CHARS = 20_000;
/** Fewer letters of prose than this: no sure guess. */
export const MIN_SURE_LETTERS = 40;
/** A score under this is a guess we are unsure of. */
export const SURE_CONFIDENCE = 0.5;
/** Fewer letters than this (prose and capitals together): no guess at all. */
const MIN_GUESS_LETTERS = 20;

/** Letters of scripts without capitals (Chinese, Japanese, Korean, Arabic, Hebrew, Thai, Indic scripts…). */
const UNCASED = /[^\P{L}\p{Lu}\p{Ll}\p{Lt}]/u;
const LOWER_WORD = /^\p{Lu}?\p{Ll}[\p{Ll}\p{M}'’-]*$/u;
const CAPS_WORD = /^\p{Lu}[\p{Lu}\p{M}'’-]+$/u;
/** Codes and identifiers: digits inside, underscores, slashes, dots or @ between characters, camelCase. */
const IDENTIFIER = /\d|_|[@/\\]|\p{L}\.\p{L}|\p{Ll}\p{Lu}/u;
const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;
const letterCount = (text: string) => text.match(/\p{L}/gu)?.length ?? 0;

/**
 * A page's text (lines separated by newlines) split into prose for the detector and lines in capitals kept aside:
 * identifiers and numbers are dropped from every line; a line is prose when it has two words in lower case (or
 * capitalised) and they are at least half of its words, or letters of a script without case.
 */
export function languageLines(text: string): { prose: string[]; capitals: string[] } {
  const prose: string[] = [];
  const capitals: string[] = [];
  for (const line of text.split('\n')) {
    const kind = lineKind(line);
    if (kind) (kind.prose ? prose : capitals).push(kind.words);
  }
  return { prose, capitals };
}

/** One line as languageLines reads it: its words (identifiers and numbers left out), prose or capitals; null: neither. */
function lineKind(line: string): { prose: boolean; words: string } | null {
  const words = line
    .split(/\s+/)
    .map((token) => token.replace(EDGE_PUNCTUATION, ''))
    .filter((token) => token && /\p{L}/u.test(token) && !IDENTIFIER.test(token));
  if (words.length === 0) return null;
  const uncased = words.filter((w) => UNCASED.test(w));
  const lower = words.filter((w) => LOWER_WORD.test(w));
  if (letterCount(uncased.join('')) >= 2 || (lower.length >= 2 && lower.length * 2 >= words.length))
    return { prose: true, words: words.join(' ') };
  const caps = words.filter((w) => CAPS_WORD.test(w));
  return caps.length > 0 && caps.length * 2 >= words.length ? { prose: false, words: words.join(' ') } : null;
}

/**
 * Text for the detector gathered page by page: each page gives up to its share of LANGUAGE_SAMPLE_CHARS, and past
 * that the pages kept are spread evenly over the document (not only its first pages).
 */
export class LanguageSample {
  private readonly prose: string[] = [];
  private readonly capitals: string[] = [];
  private readonly perPage: number;
  private readonly maxChars: number;

  constructor(pageCount: number, maxChars = LANGUAGE_SAMPLE_CHARS) {
    this.maxChars = maxChars;
    this.perPage = Math.max(200, Math.ceil(maxChars / Math.max(1, pageCount)));
  }

  /**
   * The page's share of prose and of capitals (languageLines), its lines read in order until its prose fills its
   * share: the rest of a page of prose can change neither (the capitals are only read for a document without enough
   * prose), and reading every line of every page was most of the time a book's intake spent on its language.
   */
  addPage(text: string): void {
    const prose: string[] = [];
    const capitals: string[] = [];
    let proseChars = -1; // the length of prose.join('\n')
    for (let start = 0; start <= text.length && proseChars < this.perPage;) {
      let end = text.indexOf('\n', start);
      if (end < 0) end = text.length;
      const kind = lineKind(text.slice(start, end));
      start = end + 1;
      if (!kind) continue;
      if (kind.prose) proseChars += kind.words.length + 1;
      (kind.prose ? prose : capitals).push(kind.words);
    }
    if (prose.length > 0) this.prose.push(prose.join('\n').slice(0, this.perPage));
    if (capitals.length > 0) this.capitals.push(capitals.join('\n').slice(0, this.perPage));
  }

  /** The prose sample and the capitals one (lower-cased), each at most maxChars, spread over the pages. */
  text(): { prose: string; capitals: string } {
    return { prose: spread(this.prose, this.maxChars), capitals: spread(this.capitals, this.maxChars).toLowerCase() };
  }
}

function spread(chunks: string[], maxChars: number): string {
  const total = chunks.reduce((sum, c) => sum + c.length + 1, 0);
  if (total <= maxChars) return chunks.join('\n');
  const keep = Math.max(1, Math.floor((chunks.length * maxChars) / total));
  const picked: string[] = [];
  for (let k = 0; k < keep; k++) picked.push(chunks[Math.floor((k * chunks.length) / keep)]);
  return picked.join('\n').slice(0, maxChars);
}

/** Text handed to the detector at once: longer texts are cut into pieces of about this size, which vote. */
export const DETECT_CHUNK_CHARS = 400;

/** The sample cut at line ends into pieces of about DETECT_CHUNK_CHARS. */
function chunksOf(text: string): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const line of text.split('\n')) {
    current = current ? `${current}\n${line}` : line;
    if (current.length >= DETECT_CHUNK_CHARS) {
      chunks.push(current);
      current = '';
    }
  }
  if (current) chunks.push(current);
  return chunks;
}

/**
 * The best guess of the sample's language with a confidence from 0 to 1, sure only on enough prose with a clear
 * confidence. The detector reads pieces of ~400 characters that vote, each with its letters times the detector's
 * score: one rare word that the detector takes for a sign of another language (a Polish surname in an English
 * agenda) sways one piece, not the document. The confidence is the winner's share of all the letters.
 */
export function detectLanguage(sample: { prose: string; capitals: string }, detectAll: DetectAll): LanguageGuess {
  const proseLetters = letterCount(sample.prose);
  const fromProse = proseLetters >= MIN_GUESS_LETTERS;
  const text = fromProse ? sample.prose : `${sample.prose}\n${sample.capitals}`;
  const letters = letterCount(text);
  if (letters < MIN_GUESS_LETTERS) return { language: null, confidence: 0, sure: false };
  const votes = new Map<string, number>();
  for (const chunk of chunksOf(text)) {
    const best = detectAll(chunk)[0];
    if (!best || !/^[a-z]{2}$/.test(best.lang)) continue;
    votes.set(best.lang, (votes.get(best.lang) ?? 0) + letterCount(chunk) * Math.min(1, Math.max(0, best.accuracy)));
  }
  let language: string | null = null;
  for (const [lang, weight] of votes) if (language === null || weight > votes.get(language)!) language = lang;
  if (language === null) return { language: null, confidence: 0, sure: false };
  const confidence = Math.round((votes.get(language)! / letters) * 1000) / 1000;
  return { language, confidence, sure: fromProse && proseLetters >= MIN_SURE_LETTERS && confidence >= SURE_CONFIDENCE };
}
