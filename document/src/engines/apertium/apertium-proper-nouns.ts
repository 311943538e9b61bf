import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApertiumProcess } from './apertium-process';
import { escapeText } from './apertium-stream';

/**
 * Proper nouns the engine does not know as such pass through untranslated ("Python" and "Ruby" stay, instead of
 * "Pitón" and "Rubí"): a capitalised word, not at the start of a sentence, in a sentence that is not a title in
 * capitalised words, not next to another capitalised word, whose analyses by the first stage's morphological analyser
 * are all common words (python<n>), or proper nouns other than places (Ruby<np><ant>, Smith<np><cog>). Words the
 * dictionary knows capitalised ("Monday", "English") and places ("Spain", which becomes "Espagne") are translated. Unknown words need nothing: they pass
 * through anyway (apertium-tracking.ts gives them back as the source word).
 *
 * The analyser is a resident `lt-proc -w` on the first mode's `.automorf.bin` (null-flush, like the pipelines);
 * answers are cached per word.
 */

/** Capitalised, with a lower-case letter after the first (not an acronym, protected elsewhere). */
const CAPITALISED = /^\p{Lu}[\p{L}\p{M}'’-]*\p{Ll}[\p{L}\p{M}'’-]*$/u;
/** Separators that end a sentence before a word. */
const SENTENCE_END = /[.!?:;•·]\s*$/u;

/**
 * Indexes of the tracked words that may be proper nouns: capitalised, not sentence-initial (`separators[i]` is what
 * came between word i-1 and word i; `separators[words.length]` what followed the last word, ending with the
 * sentence-end marker's dot), in a segment that is not a title: one that ends a sentence, or whose words of 4 letters
 * or more are mostly lower-case.
 */
export function properNounCandidates(words: readonly string[], separators: readonly string[]): number[] {
  const long = words.filter((w) => w.length >= 4);
  const capitalised = long.filter((w) => CAPITALISED.test(w)).length;
  const sentence = /[.!?]/u.test((separators[words.length] ?? '').replace(/\.$/u, ''));
  if (long.length === 0 || (!sentence && capitalised * 2 >= long.length)) return [];
  const out: number[] = [];
  const capital = (i: number) => i >= 0 && i < words.length && /^\p{Lu}/u.test(words[i]);
  words.forEach((w, i) => {
    if (i === 0 || !CAPITALISED.test(w) || SENTENCE_END.test(separators[i] ?? '') || SENTENCE_END.test(words[i - 1])) return;
    // A name of several capitalised words ("Federal Aviation Administration") is left to the engine: kept word by
    // word, the translation would reorder its pieces.
    const joined = (k: number) => /^\s*$/u.test(separators[k] ?? '');
    if ((capital(i - 1) && joined(i)) || (capital(i + 1) && joined(i + 1))) return;
    out.push(i);
  });
  return out;
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

export class ProperNounAnalyser {
  private process?: Promise<ApertiumProcess>;
  private dir?: string;
  private readonly cache = new Map<string, boolean>();

  /** modeFile: the first stage's mode (its first `lt-proc … .automorf.bin` is the analyser). */
  constructor(private readonly modeFile: string) {}

  /** Which of the words are proper nouns to keep (cached answers, the others analysed in one batch). */
  async keep(words: readonly string[]): Promise<Set<string>> {
    const unknown = [...new Set(words.filter((w) => !this.cache.has(w)))];
    if (unknown.length > 0) {
      const analyser = await this.analyser();
      const analyses = await analyser.translate(unknown.map(escapeText));
      unknown.forEach((w, k) => {
        if (this.cache.size > 50_000) this.cache.clear();
        this.cache.set(w, keepsAsProperNoun(analyses[k] ?? ''));
      });
    }
    return new Set(words.filter((w) => this.cache.get(w)));
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
