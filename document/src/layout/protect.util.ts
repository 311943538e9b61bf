import type { ProtectedText, RestoreIssue } from './layout.types';
import { CAPITAL_TOKEN, isCapitalHeading, leadingCapitalLabel, MAY_HOLD_CAPITALS } from './protect-capitals.util';

const NUMBER = String.raw`[+\-−]?(?:\d{1,3}(?:[,.\u00A0\u202F' ]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?)`;
const CURRENCY = String.raw`(?:[A-Z]{0,2}[$€£¥₹₩₽]|USD|EUR|CAD|GBP|CHF)`;
const START = String.raw`(?<![\p{L}\p{N}_])`;
const END = String.raw`(?![\p{L}\p{N}_])`;
const FILE_EXTENSIONS = [
  'pdf|docx?|xlsx?|pptx?|odt|csv|tsv|txt|rtf',
  'png|jpe?g|gif|svg|webp|zip|tar|gz',
  'json|xml|ya?ml|md|html?|css|js|ts|py|java|exe|sh|log|ini|cfg',
].join('|');
/** Ordinal endings after digits, English and French (1st, 2nd, 3rd, 4th; 1er, 1re, 1ère, 2e, 2d, 2nde, 3ème, 3eme, 2es). */
const ORDINAL_SUFFIXES = 'st|nd|rd|th|ers?|res?|ères?|e|es|èmes?|emes?|d|ds|nde?s?';
const TLDS = 'com|org|net|edu|gov|io|fr|ca|de|uk|eu|be|ch|info|biz|app|dev';

/**
 * What must pass through the engine untouched, most specific first (the earliest match in the text wins, then the
 * first alternative): existing ⟦…⟧ marks, inline code, e-mail addresses, URLs and domains, paths and file names,
 * dates and times, hyphenated digit groups (ISBN, phone), versions, codes, amounts with currency, numbers.
 */
const PROTECTED = new RegExp(
  [
    String.raw`⟦[^⟦⟧\s]{1,20}⟧`,
    '`[^`\\n]+`',
    String.raw`[\p{L}\p{N}._%+\-]+@[\p{L}\p{N}\-]+(?:\.[\p{L}\p{N}\-]+)*\.\p{L}{2,}`,
    String.raw`(?:(?:https?|ftps?|file|sftp|ssh|git|s3|smb)://|(?:mailto|tel):|www\.)[^\s<>"«»]+`,
    String.raw`${START}(?:[\p{L}\p{N}\-]+\.)+(?:${TLDS})(?:/[^\s<>"«»]*)?${END}`,
    String.raw`${START}(?:[A-Za-z]:\\|~?/)[\w.\-]+(?:[\\/][\w.\-]+)+[\\/]?`,
    String.raw`${START}[\w\-]+(?:\.[\w\-]+)*\.(?:${FILE_EXTENSIONS})${END}`,
    String.raw`${START}\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2})?)?${END}`,
    String.raw`${START}\d{1,2}[/.\-]\d{1,2}[/.\-]\d{2,4}${END}`,
    String.raw`${START}\d{1,2}(?::\d{2}){1,2}${END}`,
    String.raw`${START}\d{1,2}h\d{2}${END}`,
    String.raw`${START}\d+(?:[\-‐–]\d+){2,}(?:[\-‐–][\dX])?${END}`,
    String.raw`${START}v?\d+(?:\.\d+){2,}${END}`,
    // Codes: capitals and digits (at least one of each; "RIN 2120–AA64" keeps its en dash), or letters and digits
    // joined by - or _ (before plain numbers, so "4711-22-A" stays whole).
    String.raw`${START}(?=[\p{Lu}\p{N}_\-‐–]*\p{N})(?=[\p{Lu}\p{N}_\-‐–]*\p{Lu})` +
      String.raw`[\p{Lu}\p{N}][\p{Lu}\p{N}_\-‐–]*[\p{Lu}\p{N}]${END}`,
    String.raw`${START}(?=[\p{L}\p{N}_\-]*\p{N})(?=[\p{L}\p{N}_\-]*\p{L})[\p{L}\p{N}]+(?:[_\-][\p{L}\p{N}]+)+${END}`,
    // Command-line options ("--check", "--output=FILE", "-c", "-V"): never words of a language ("--aide").
    String.raw`(?<![\p{L}\p{N}_\-‐])(?:--[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*(?:=[^\s,;()]+)?|-[A-Za-z]{1,2})${END}`,
    // Identifiers joined by underscores ("name_element", "asn1_node_const"): never words of a language.
    String.raw`${START}[\p{L}\p{N}]+(?:_[\p{L}\p{N}]+)+${END}`,
    // Identifiers of letters and digits: digits then letters ("1999a", "3b"), not ordinals ("1st", "2nd", "1er",
    // "3ème"), which the engine translates; up to 3 letters then digits ("v2", "x86", "mp3"; a longer word then
    // digits, "word2", is a word and its note number); letters around digits ("utf8mb4").
    String.raw`${START}(?:(?!\d+(?:${ORDINAL_SUFFIXES})${END})\p{N}+\p{L}|\p{L}{1,3}\p{N}|\p{L}+\p{N}+\p{L})[\p{L}\p{N}]*${END}`,
    String.raw`${START}${CURRENCY}\s?${NUMBER}${END}`,
    String.raw`${START}${NUMBER}(?:\s?(?:%|‰|${CURRENCY}))?(?![\p{L}\p{N}_$€£¥₹₩₽])`,
    // A letter used as a label or an initial ("Column A", "Plan B.", "MICHAEL A. KNOWLES"): a capital letter alone,
    // not followed by a word (the article "A dog" is), not in initials ("U.S.") or a word ("A-level", "A's"); not
    // "I", the pronoun. Apertium made "Column A" "Colonne Un" and "STEVEN E. MERCER" "STEVEN Et. MERCER".
    String.raw`(?<![\p{L}\p{N}_.'’\-‐°º])[A-HJ-Z](?![\p{L}\p{N}_'’\-‐])(?!\.\p{L})(?!\s*(?:⟦[^⟦⟧]*⟧\s*)*\p{L})`,
  ].join('|'),
  'gu',
);
const PROTECTED_WITH_CAPITALS = new RegExp(`${PROTECTED.source}|${CAPITAL_TOKEN}`, 'gu');

/**
 * Every PROTECTED alternative needs one of these: a mark, a backtick, @, a slash or backslash, a digit, an underscore,
 * a dot followed by something (domains, file names), www, a dash opening a word (an option), or a letter alone. Most sentences have none, and this test is much cheaper than the search.
 */
const MAY_PROTECT = /[⟦`@\\/\p{N}_]|\.\S|www|mailto:|tel:|(?:^|\s)--?[a-z]/iu;
/** A capital letter alone (case matters, so not in MAY_PROTECT). */
const LONE_CAPITAL = /\b[A-HJ-Z]\b/u;

/** Trailing punctuation that ends the sentence rather than the URL or path. */
const TRAILING = /[.,;:!?'"”’»)\]}]+$/u;

/** Placeholders as engines give them back: extra spaces inside, other white brackets, doubled square brackets. */
const PLACEHOLDER = /[⟦〚]\s*(\d+)\s*[⟧〛]|\[\[\s*(\d+)\s*\]\]/gu;

export function placeholder(index: number): string {
  return `⟦${index}⟧`;
}

export interface ProtectOptions {
  /** The document is set in capitals (most of its letters): an all-capital word is a word, not an acronym. */
  capitalsAreWords?: boolean;
}

/** Whether most letters of a document's text are capitals (an election bulletin, a form): see ProtectOptions. */
export function setInCapitals(texts: Iterable<string>): boolean {
  let upper = 0;
  let letters = 0;
  for (const text of texts) {
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      // ASCII letters without building strings (most of a Latin text); other characters by their case mappings.
      if (code < 128) {
        if (code >= 65 && code <= 90) upper += 1;
        else if (code < 97 || code > 122) continue;
        letters += 1;
        continue;
      }
      const c = String.fromCodePoint(text.codePointAt(i)!);
      i += c.length - 1;
      if (c.toLowerCase() === c.toUpperCase()) continue;
      letters += 1;
      if (c !== c.toLowerCase()) upper += 1;
    }
  }
  return letters > 0 && upper / letters >= CAPITALS_DOCUMENT_SHARE;
}

/** Share of capital letters above which a document is set in capitals. */
const CAPITALS_DOCUMENT_SHARE = 0.7;

/**
 * Replaces what must not be translated (numbers with their separators, percent and currency, dates, times, URLs,
 * e-mail addresses, codes, file names, inline code) by ⟦0⟧, ⟦1⟧… in order of appearance; restoreText puts them back.
 */
export function protectText(text: string, options: ProtectOptions = {}): ProtectedText {
  // Acronyms and capitals are protected outside headings in capitals; a run-in label in capitals is translated. In a
  // document set in capitals, capitals are its words: only codes (capitals with digits) stay.
  const label = !options.capitalsAreWords && MAY_HOLD_CAPITALS.test(text) ? leadingCapitalLabel(text) : -1;
  const capitals = label >= 0 && !isCapitalHeading(text.slice(label));
  if (!capitals && !MAY_PROTECT.test(text) && !LONE_CAPITAL.test(text)) return { text, tokens: [] };
  const pattern = capitals ? PROTECTED_WITH_CAPITALS : PROTECTED;
  const tokens: string[] = [];
  let out = '';
  let last = 0;
  pattern.lastIndex = capitals ? label : 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    let token = m[0];
    if (/^(?:[a-z][a-z0-9]*:|www)|[/\\]/iu.test(token)) token = trimTrailing(token);
    if (token === '') {
      pattern.lastIndex = m.index + 1;
      continue;
    }
    out += text.slice(last, m.index) + placeholder(tokens.length);
    tokens.push(token);
    last = m.index + token.length;
    pattern.lastIndex = last;
  }
  return { text: out + text.slice(last), tokens };
}

export interface RestoreTextParams {
  /** The engine's output. */
  text: string;
  tokens: readonly string[];
  /** The protected text sent to the engine: how each placeholder sat (spacing) is restored from it. */
  source?: string;
}

/**
 * Puts the protected spans back wherever the engine moved the placeholders, tolerating spaces it added inside or
 * around them; a placeholder it dropped is not lost: its text goes at the end of the sentence (before the final
 * punctuation) and is reported, as are unknown indexes (removed) and duplicates (each restored).
 */
export function restoreText(params: RestoreTextParams): { text: string; issues: RestoreIssue[] } {
  const { tokens } = params;
  const issues: RestoreIssue[] = [];
  const seen = new Set<number>();
  const canonical = params.text.replace(PLACEHOLDER, (_, a?: string, b?: string) => placeholder(Number(a ?? b)));
  const parts = canonical.split(/(⟦\d+⟧)/u);
  const spacing = params.source !== undefined ? sourceSpacing(params.source) : new Map<number, Spacing>();
  for (let k = 1; k < parts.length; k += 2) {
    const index = Number(parts[k].slice(1, -1));
    if (index >= tokens.length) {
      issues.push({ kind: 'placeholder-unknown', index, token: '' });
      parts[k] = '';
      if (/\s$/u.test(parts[k - 1])) parts[k + 1] = parts[k + 1].trimStart();
      continue;
    }
    if (seen.has(index)) issues.push({ kind: 'placeholder-duplicated', index, token: tokens[index] });
    seen.add(index);
    const space = spacing.get(index);
    if (space) respace(parts, k, space);
    parts[k] = tokens[index];
  }
  let text = parts.join('');
  const dropped = tokens.map((token, index) => ({ token, index })).filter(({ index }) => !seen.has(index));
  if (dropped.length) {
    for (const { token, index } of dropped) issues.push({ kind: 'placeholder-dropped', index, token });
    const [, body, end] = /^(.*?)(\s*[.!?…。！？]+["'”’»)\]]*\s*)?$/su.exec(text) ?? [text, text, ''];
    const missing = dropped.map((d) => d.token).join(' ');
    text = `${body.trimEnd()}${body.trim() ? ' ' : ''}${missing}${(end ?? '').trim()}`;
  }
  return { text: text.trim(), issues };
}

interface Spacing {
  /** White space right before the placeholder in the source, or the character right before it. */
  spaceBefore: boolean;
  charBefore?: string;
  spaceAfter: boolean;
  charAfter?: string;
}

function sourceSpacing(source: string): Map<number, Spacing> {
  const spacing = new Map<number, Spacing>();
  for (const m of source.matchAll(/⟦(\d+)⟧/gu)) {
    const before = source[m.index - 1];
    const after = source[m.index + m[0].length];
    spacing.set(Number(m[1]), {
      spaceBefore: before !== undefined && /\s/u.test(before),
      charBefore: before,
      spaceAfter: after !== undefined && /\s/u.test(after),
      charAfter: after,
    });
  }
  return spacing;
}

/**
 * Spacing around placeholder parts[k] as in the source: spaces the engine put between it and punctuation it was
 * glued to ("( ⟦0⟧ )") are removed, and a space it was given in the source but lost against a word comes back.
 */
function respace(parts: string[], k: number, space: Spacing): void {
  const glued = (c?: string) => c !== undefined && !/[\s\p{L}\p{N}]/u.test(c) && !c.startsWith('⟦');
  // Between two placeholders the in-between part is empty: a lost space goes back there.
  const wordBefore = /[\p{L}\p{N}]$/u.test(parts[k - 1]) || (parts[k - 1] === '' && k > 1);
  const wordAfter = /^[\p{L}\p{N}]/u.test(parts[k + 1]) || (parts[k + 1] === '' && k + 2 < parts.length);
  if (!space.spaceBefore && glued(space.charBefore)) {
    parts[k - 1] = parts[k - 1].replace(new RegExp(`${escapeRegExp(space.charBefore!)}\\s+$`, 'u'), space.charBefore!);
  } else if (space.spaceBefore && wordBefore && !/\s$/u.test(parts[k - 1])) {
    parts[k - 1] += ' ';
  }
  if (!space.spaceAfter && glued(space.charAfter)) {
    parts[k + 1] = parts[k + 1].replace(new RegExp(`^\\s+${escapeRegExp(space.charAfter!)}`, 'u'), space.charAfter!);
  } else if (space.spaceAfter && wordAfter) {
    parts[k + 1] = ' ' + parts[k + 1];
  }
}

/** Keeps parentheses that belong to the URL (balanced), drops sentence punctuation after it. */
function trimTrailing(token: string): string {
  let trimmed = token.replace(TRAILING, '');
  const tail = token.slice(trimmed.length);
  for (const c of tail) {
    const open = c === ')' ? '(' : c === ']' ? '[' : undefined;
    if (!open || count(trimmed + c, open) < count(trimmed + c, c)) break;
    trimmed += c;
  }
  return trimmed;
}

function count(text: string, c: string): number {
  return text.split(c).length - 1;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
