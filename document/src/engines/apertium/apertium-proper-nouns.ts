import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApertiumProcess } from './apertium-process';
import { escapeText } from './apertium-stream';

/**
 * Proper nouns the engine does not know as such pass through untranslated ("Python" and "Ruby" stay, instead of
 * "Pitón" and "Rubí"; "Lion Air" stays, instead of "Air de León"): a capitalised word, or a name of several
 * capitalised words, not at the start of a sentence (a sentence does not end at ';'; a short first word of a sentence,
 * "The", is left out of a name), in a sentence that is not a title in capitalised words, whose words' analyses by the first
 * stage's morphological analyser are all common words (python<n>), or proper nouns other than places (Ruby<np><ant>,
 * Smith<np><cog>). Words the dictionary knows capitalised ("Monday", "English") and places ("Spain", which becomes
 * "Espagne") are translated, and so is a name with one of them ("New York"). Unknown words need nothing: they pass
 * through anyway (apertium-tracking.ts gives them back as the source word).
 *
 * A name of several words goes through the engine as one proper noun the first stage knows (a stand-in, `Microsoft`,
 * in a word-bound blank carrying all the name's indexes: standInNames), so the translation neither reorders its
 * pieces nor translates them ("the Lion Air flight" → "le vol de Microsoft" → "le vol de Lion Air").
 *
 * The analyser is a resident `lt-proc -w` on the first mode's `.automorf.bin` (null-flush, like the pipelines);
 * answers are cached per word.
 */

/** Capitalised, with a lower-case letter after the first (not an acronym, protected elsewhere). */
const CAPITALISED = /^\p{Lu}[\p{L}\p{M}'’-]*\p{Ll}[\p{L}\p{M}'’-]*$/u;
/** Separators that end a sentence before a word. */
const SENTENCE_END = /[.!?:•·]\s*$/u;

/**
 * The tracked words that may be proper nouns, as names: runs of indexes of capitalised words joined by white space,
 * not sentence-initial (`separators[i]` is what came between word i-1 and word i; `separators[words.length]` what
 * followed the last word, ending with the sentence-end marker's dot; a name that starts a sentence loses its first
 * word if it has at most 3 letters, "The", and is left to the engine otherwise), not next to a word in capitals (an acronym), in a segment that is not a title: one that ends a sentence, or
 * whose words of 4 letters or more are mostly lower-case, or more than a quarter of them lower-case.
 */
export function properNounCandidates(words: readonly string[], separators: readonly string[]): number[][] {
  const long = words.filter((w) => w.length >= 4);
  const capitalised = long.filter((w) => CAPITALISED.test(w)).length;
  const sentence = /[.!?]/u.test((separators[words.length] ?? '').replace(/\.$/u, ''));
  // A title capitalises its long words but a few ("with"); a sentence cut by a page break is not one.
  const lower = long.filter((w) => /^\p{Ll}/u.test(w)).length;
  if (long.length === 0 || (!sentence && capitalised * 2 >= long.length && lower <= Math.max(1, long.length / 4))) return [];
  const out: number[][] = [];
  const name = (i: number) => CAPITALISED.test(words[i]);
  const capital = (i: number) => i >= 0 && i < words.length && /^\p{Lu}/u.test(words[i]);
  /** Word k follows word k-1 with white space only between them. */
  const joined = (k: number) => k > 0 && /^\s*$/u.test(separators[k] ?? '');
  const initial = (i: number) => i === 0 || SENTENCE_END.test(separators[i] ?? '') || SENTENCE_END.test(words[i - 1]);
  for (let i = 0; i < words.length; i++) {
    if (!name(i)) continue;
    let j = i;
    while (j + 1 < words.length && joined(j + 1) && name(j + 1)) j++;
    // At the start of a sentence, a short word ("The", "In", "Le") is not part of the name; a longer one may be
    // ("Lion Air flew"): the name is left to the engine, like any sentence-initial word.
    const first = !initial(i) ? i : words[i].length <= 3 ? i + 1 : j + 1;
    const acronym = (joined(i) && capital(i - 1)) || (joined(j + 1) && capital(j + 1));
    if (first <= j && !acronym) out.push(Array.from({ length: j - first + 1 }, (_, k) => first + k));
    i = j;
  }
  return out;
}

/**
 * After restoreUnknownWords: a stand-in the engine gave back outside its name's word-bound blank (a transfer rule
 * merged it with another word's) is replaced by a name (its source words) not found in the stream, in order; the
 * stand-ins the source had stay.
 */
export function restoreStandIns(stream: string, names: readonly (readonly number[])[], words: readonly string[], standIn: string): string {
  if (names.length === 0) return stream;
  const missing = names.map((name) => escapeText(name.map((i) => words[i]).join(' '))).filter((text) => !stream.includes(text));
  let inSource = words.filter((w) => w === standIn).length;
  return stream.replace(new RegExp(`(?<![\\p{L}\\p{N}])${standIn}(?![\\p{L}\\p{N}])`, 'gu'), (m) => {
    if (inSource > 0) {
      inSource -= 1;
      return m;
    }
    return missing.shift() ?? m;
  });
}

/** A name (run of indexes) without its leading and trailing words that are not name words. */
export function trimName(name: readonly number[], nameWord: (i: number) => boolean): number[] {
  let a = 0;
  let b = name.length;
  while (a < b && !nameWord(name[a])) a++;
  while (b > a && !nameWord(name[b - 1])) b--;
  return name.slice(a, b);
}

/** Proper nouns (companies) the first stages know, standing in for a name of several words (standInNames). */
export const STAND_INS = ['Microsoft', 'Google', 'Boeing'];

/**
 * The tracked stream with each name of several words (runs of indexes) replaced by the stand-in, in one word-bound
 * blank carrying every index of the name and the first word's styles: `[[t:4; t:5]]Microsoft[[/]]`. A name whose
 * words are not all plain word-bound blanks separated by white space is left as it is; the names replaced are given.
 */
export function standInNames(
  stream: string,
  names: readonly (readonly number[])[],
  standIn: string,
): { stream: string; replaced: number[][] } {
  const replaced: number[][] = [];
  const unit = (n: number, first: boolean) => String.raw`\[\[t:${n}(${first ? '' : '?:'}; [^\]\[]*)?\]\][^\[\]\\^$]*\[\[/\]\]`;
  let out = stream;
  for (const name of names) {
    if (name.length < 2) continue;
    const pattern = new RegExp(name.map((n, k) => unit(n, k === 0)).join(String.raw`\s+`), 'u');
    const m = pattern.exec(out);
    if (!m) continue;
    const blank = `[[${name.map((n) => `t:${n}`).join('; ')}${m[1] ?? ''}]]${standIn}[[/]]`;
    out = out.slice(0, m.index) + blank + out.slice(m.index + m[0].length);
    replaced.push([...name]);
  }
  return { stream: out, replaced };
}

/** From lt-proc's analysis of one word (`^Python/python<n><sg>$`): whether it is a proper noun to keep as it is. */
export function keepsAsProperNoun(analysis: string): boolean {
  const m = /\^[^/]*\/(.*)\$/su.exec(analysis.trim());
  if (!m || m[1].startsWith('*')) return false; // unknown: passes through anyway
  const readings = m[1].split('/');
  return readings.every((r) => {
    const lemma = r.split('<')[0];
    const capital = /^\p{Lu}/u.test(lemma);
    if (!capital) return true; // only known as a common word: python<n>
    return r.includes('<np>') && !r.includes('<loc>'); // a person's or company's name, not a place
  });
}

/**
 * From lt-proc's analysis of one word: whether it may be a word of a name of several words to keep: kept as a proper
 * noun (keepsAsProperNoun) or unknown, and a noun, adjective or proper noun ("The" of "The Boeing Company" is not).
 */
export function keepsInName(analysis: string): boolean {
  const m = /\^[^/]*\/(.*)\$/su.exec(analysis.trim());
  if (!m) return false;
  if (m[1].startsWith('*')) return true;
  return keepsAsProperNoun(analysis) && m[1].split('/').some((r) => /<(?:n|np|adj)>/u.test(r));
}

export class ProperNounAnalyser {
  private process?: Promise<ApertiumProcess>;
  private dir?: string;
  private readonly cache = new Map<string, { keep: boolean; inName: boolean; known: boolean }>();
  private standInPromise?: Promise<string | undefined>;

  /** modeFile: the first stage's mode (its first `lt-proc … .automorf.bin` is the analyser). */
  constructor(private readonly modeFile: string) {}

  /**
   * Which of the words are proper nouns to keep on their own (keepsAsProperNoun), and which may be words of a name
   * of several words to keep (keepsInName); cached answers, the others analysed in one batch.
   */
  async keep(words: readonly string[]): Promise<{ alone: Set<string>; inName: Set<string> }> {
    await this.analyse(words);
    return {
      alone: new Set(words.filter((w) => this.cache.get(w)?.keep)),
      inName: new Set(words.filter((w) => this.cache.get(w)?.inName)),
    };
  }

  /** Which of the words the analyser knows (a reading, not `*word`); cached answers, the others in one batch. */
  async known(words: readonly string[]): Promise<Set<string>> {
    await this.analyse(words);
    return new Set(words.filter((w) => this.cache.get(w)?.known));
  }

  private async analyse(words: readonly string[]): Promise<void> {
    const unknown = [...new Set(words.filter((w) => !this.cache.has(w)))];
    if (unknown.length === 0) return;
    const analyser = await this.analyser();
    const analyses = await analyser.translate(unknown.map(escapeText));
    // A bounded cache, emptied before a batch rather than during one (its answers are read right after).
    if (this.cache.size + unknown.length > 50_000) this.cache.clear();
    unknown.forEach((w, k) => {
      const analysis = analyses[k] ?? '';
      const known = /\^[^/]*\/(?!\*)/u.test(analysis);
      this.cache.set(w, { keep: keepsAsProperNoun(analysis), inName: keepsInName(analysis), known });
    });
  }

  /** The first of STAND_INS the analyser knows only as a proper noun other than a place, if any (cached). */
  async standIn(): Promise<string | undefined> {
    this.standInPromise ??= (async () => {
      const analyses = await (await this.analyser()).translate(STAND_INS.map(escapeText));
      return STAND_INS.find((w, k) => /<np>/u.test(analyses[k] ?? '') && keepsAsProperNoun(analyses[k] ?? ''));
    })();
    return this.standInPromise;
  }

  private analyser(): Promise<ApertiumProcess> {
    this.process ??= (async () => {
      const mode = await readFile(this.modeFile, 'utf8');
      const automorf = /lt-proc\s+(?:-\S+\s+)*'?([^'\s|]+\.automorf\.bin)/.exec(mode)?.[1];
      if (!automorf) throw new Error(`no analyser in ${this.modeFile}`);
      this.dir = await mkdtemp(join(tmpdir(), 'pt-apertium-analyser-'));
      await mkdir(join(this.dir, 'modes'));
      await writeFile(join(this.dir, 'modes', 'analyser.mode'), `lt-proc -w '${automorf}'\n`);
      return new ApertiumProcess({ mode: 'analyser', dataDir: this.dir, timeoutMs: 60_000 });
    })();
    return this.process;
  }

  async close(): Promise<void> {
    const p = await this.process?.catch(() => undefined);
    await p?.close();
    if (this.dir) await rm(this.dir, { recursive: true, force: true });
  }
}
