/**
 * Text in capitals (headings, table headers, labels, a ballot's lines: "RESPONSABLES ET PARTENAIRES"). Apertium
 * reads words in capitals as the words they are, but writes its output in a case of its own for each word: a word it
 * moved or inserted in lower or title case, the others in capitals ("Managers And PARTNERS", "Pour CONTACT
 * d'INFORMATION plus LOINTAINE"). A segment whose every cased letter is a capital goes out in capitals, as it came in.
 * Placeholders and inline marks (`⟦…⟧`) are left as they are.
 */

const PLACEHOLDER = /⟦[^⟦⟧]*⟧/gu;

/** Every cased letter outside placeholders a capital, with at least one word of two capitals or more (not a lone
 * initial, "A", or a unit among figures). Scripts without case (CJK) are never in capitals. */
export function inCapitals(segment: string): boolean {
  const text = segment.replace(PLACEHOLDER, ' ');
  return !/[\p{Ll}\p{Lt}]/u.test(text) && /\p{Lu}\p{M}*\p{Lu}/u.test(text);
}

/** The text in capitals, placeholders and inline marks as they are. */
export function toCapitals(text: string): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(PLACEHOLDER)) {
    out += text.slice(last, m.index).toUpperCase() + m[0];
    last = m.index + m[0].length;
  }
  return out + text.slice(last).toUpperCase();
}

/**
 * French in capitals is often written without its accents ("RESSOURCES NECESSAIRES", "ECHEANCIER"), and Apertium,
 * which knows "nécessaires" and "échéancier", leaves such words untranslated. A word in capitals the analyser does
 * not know is tried with accents put back, fewest first, É before È and Ê (accentCandidates); the first spelling the
 * analyser knows is the one sent to the engine.
 */
const ACCENTS: Readonly<Record<string, readonly string[]>> = {
  E: ['É', 'È', 'Ê', 'Ë'],
  A: ['À', 'Â'],
  I: ['Î', 'Ï'],
  O: ['Ô'],
  U: ['Ù', 'Û', 'Ü'],
  C: ['Ç'],
};
/** Words of this many letters and more are tried (not "ET", "LA", nor most acronyms' spellings). */
const MIN_LETTERS = 3;
/** Letters that may take an accent: beyond this many changes only É is tried, and no word gets more than this many. */
const MAX_CHANGES = 3;

/** A word's spellings with accents put back on unaccented letters: with one change, then two, then three É. */
export function accentCandidates(word: string): string[][] {
  const letters = [...word];
  const open = letters.flatMap((l, i) => (ACCENTS[l] ? [i] : []));
  const levels: string[][] = [];
  let frontier: { letters: string[]; next: number }[] = [{ letters, next: 0 }];
  for (let changes = 1; changes <= MAX_CHANGES; changes++) {
    const level: { letters: string[]; next: number }[] = [];
    for (const f of frontier)
      for (let k = f.next; k < open.length; k++) {
        const i = open[k];
        const options = changes < MAX_CHANGES ? ACCENTS[letters[i]] : letters[i] === 'E' ? ['É'] : [];
        for (const o of options) {
          const next = f.letters.slice();
          next[i] = o;
          level.push({ letters: next, next: k + 1 });
        }
      }
    levels.push(level.map((l) => l.letters.join('')));
    frontier = level;
  }
  return levels.filter((l) => l.length > 0);
}

/** Words of a segment in capitals that may have lost their accents: letters only, MIN_LETTERS or more. */
export function capitalWords(segment: string): string[] {
  const text = segment.replace(PLACEHOLDER, ' ');
  return [...text.matchAll(/(?<![\p{L}\p{M}])\p{Lu}{3,}(?![\p{L}\p{M}])/gu)]
    .map((m) => m[0])
    .filter((w) => [...w].length >= MIN_LETTERS && [...w].some((l) => ACCENTS[l]));
}

/**
 * Per word the analyser does not know, the first accented spelling it knows (fewest accents first). `known` answers
 * which of a batch of words the analyser knows.
 */
export async function restoreAccents(
  words: readonly string[],
  known: (words: string[]) => Promise<Set<string>>,
): Promise<Map<string, string>> {
  const unique = [...new Set(words)];
  const knownAlready = await known(unique);
  const found = new Map<string, string>();
  let pending = unique.filter((w) => !knownAlready.has(w)).map((w) => ({ word: w, levels: accentCandidates(w) }));
  for (let level = 0; pending.length > 0 && level < MAX_CHANGES; level++) {
    const tries = pending.flatMap((p) => p.levels[level] ?? []);
    const hits = tries.length > 0 ? await known(tries) : new Set<string>();
    pending = pending.filter((p) => {
      const hit = (p.levels[level] ?? []).find((c) => hits.has(c));
      if (hit) found.set(p.word, hit);
      return !hit;
    });
  }
  return found;
}

/** The segment with the words of `spellings` replaced (whole words, outside placeholders). */
export function respell(segment: string, spellings: ReadonlyMap<string, string>): string {
  if (spellings.size === 0) return segment;
  const parts = segment.split(/(⟦[^⟦⟧]*⟧)/u);
  return parts
    .map((part, k) => (k % 2 === 1 ? part : part.replace(/(?<![\p{L}\p{M}])\p{Lu}{3,}(?![\p{L}\p{M}])/gu, (w) => spellings.get(w) ?? w)))
    .join('');
}
