import { escapeText } from './apertium-stream';
import type { TrackedSegment } from './apertium-tracking';
import { FrenchArticle, PLACE_NAMES, PlaceName } from './place-names';

/**
 * Place names (place-names.ts) through Apertium, en↔fr: a name from the table, written as the table writes it
 * (case-sensitive; the longest name first: "West Virginia" before "Virginia"), goes out as its name in the other
 * language ("New Mexico" → "Nouveau-Mexique", "Nevada" stays "Nevada"), not word by word through the pivot.
 *
 * - In a sentence the name goes through the engine as a stand-in: a place the engine knows whose name in the target
 *   language takes the same article (a masculine country before a consonant stands for "New Mexico": Mexico →
 *   "du Mexique", "au Mexique"), in one word-bound blank carrying every index of the name (apertium-tracking.ts), so
 *   the engine makes the articles and prepositions around it; the stand-in's translation is then replaced by the
 *   name ("du Nouveau-Mexique"), and the articles the pivot doubles around a name ("Le le Royaume-Uni") are tidied.
 * - A text that holds nothing but place names (a table cell, "Pennsylvania") is written directly, without the
 *   engine: no article is added ("Pennsylvanie", not "la Pennsylvanie").
 * - A name next to another capitalised word ("Virginia Woolf", "Air Canada", "New York Times") is part of a longer
 *   proper noun and is left to the engine; a word that starts the sentence ("In California") does not count.
 */

/** A place name found in a tracked segment: its word indexes and what goes out in the target language. */
export interface PlaceOccurrence {
  indexes: number[];
  /** What the first word carries before the name (French elision: "l'Ontario", "d'Ontario"), and the last word after it ("Ontario's"). */
  prefix: string;
  suffix: string;
  /** The name in the target language. */
  target: string;
  /** English target: the name takes "the". */
  the: boolean;
  stand: StandIn;
  /** The name was in capitals, and goes out in capitals. */
  capitals: boolean;
}

/** A place the engine knows: the word sent, and its translation as the last stage writes it. */
export interface StandIn {
  source: string;
  target: string;
}

interface Entry {
  words: string[];
  target: string;
  the: boolean;
  stand: StandIn;
  /** Spelt in capitals ("UNITED STATES", in a heading in capitals): the name goes out in capitals. */
  capitals: boolean;
}

/** en→fr: stand-ins by the French name's article (and, for the elided article l', its first letter). */
const FRENCH_STAND_INS: Record<string, StandIn> = {
  none: { source: 'London', target: 'Londres' },
  'none-vowel': { source: 'Athens', target: 'Athènes' },
  m: { source: 'Mexico', target: 'Mexique' },
  'm-vowel': { source: 'Ecuador', target: 'Équateur' },
  f: { source: 'France', target: 'France' },
  // Not Italy: Spanish writes "and Italy" as "e Italia", which the French stage does not know.
  'f-vowel': { source: 'Austria', target: 'Autriche' },
  plural: { source: 'Philippines', target: 'Philippines' },
};

/** fr→en: stand-ins by the French (source) name's article, so the French words around it agree with it. */
const ENGLISH_STAND_INS: Record<string, StandIn> = {
  none: { source: 'Londres', target: 'London' },
  'none-vowel': { source: 'Athènes', target: 'Athens' },
  m: { source: 'Mexique', target: 'Mexico' },
  'm-vowel': { source: 'Autriche', target: 'Austria' },
  f: { source: 'France', target: 'France' },
  'f-vowel': { source: 'Autriche', target: 'Austria' },
  plural: { source: 'Philippines', target: 'Philippines' },
};

/** A French elided article or conjunction glued to the name: "l'Ontario", "d'Alberta", "jusqu'à". */
const ELIDED = /^(?:[LlDd]|[Jj]usqu|[Qq]u|[Ll]orsqu|[Pp]uisqu)['’](?=\p{Lu})/u;
/** An English possessive after the name: "Ontario's", "Texas'". */
const POSSESSIVE = /['’]s?$/u;

const VOWEL = /^[AEIOUYÀÂÄÉÈÊËÎÏÔÖÛÜŒÆ]/iu;

function standClass(article: FrenchArticle, french: string): string {
  if (article === 'mp' || article === 'fp') return 'plural';
  return VOWEL.test(french) ? `${article}-vowel` : article;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The table for one direction: entries by their first word, longest first. */
export class PlaceNameTable {
  private readonly byFirst = new Map<string, Entry[]>();

  constructor(entries: readonly PlaceName[], direction: 'en-fr' | 'fr-en') {
    const seen = new Set<string>();
    for (const place of entries) {
      const stand = (direction === 'en-fr' ? FRENCH_STAND_INS : ENGLISH_STAND_INS)[standClass(place.frArticle, place.fr)];
      const [source, target] = direction === 'en-fr' ? [place.en, place.fr] : [place.fr, place.en];
      // A French name written in lower case ("îles Vierges") is also found capitalised, at a sentence start; any name
      // also in capitals (a heading in capitals: "THE UNITED STATES").
      const spellings = /^\p{Ll}/u.test(source) ? [source, capitalise(source)] : [source];
      spellings.push(source.toUpperCase());
      for (const spelling of spellings) {
        if (seen.has(spelling)) continue; // the first entry of a name wins ("Québec" → "Quebec")
        seen.add(spelling);
        const words = spelling.split(' ');
        const list = this.byFirst.get(words[0]) ?? [];
        const capitals = spelling === source.toUpperCase() && spelling !== source;
        list.push({
          words,
          target: capitals ? target.toUpperCase() : target,
          the: direction === 'fr-en' && place.enThe === true,
          stand,
          capitals,
        });
        list.sort((a, b) => b.words.length - a.words.length);
        this.byFirst.set(words[0], list);
      }
    }
  }

  /**
   * The place names among tracked words (`separators[i]` came before word i, as trackWords gives them): runs of
   * words joined by white space equal to a name, not next to another capitalised word joined by white space (a
   * longer proper noun), except the word that starts the sentence.
   */
  find(words: readonly string[], separators: readonly string[]): PlaceOccurrence[] {
    const out: PlaceOccurrence[] = [];
    const joined = (k: number) => k > 0 && k < words.length && /^\s+$/u.test(separators[k] ?? '');
    // Next to a name in capitals, only a capitalised word in lower case says it is a longer name: in a heading in
    // capitals every word is in capitals.
    const capital = (k: number, capitals: boolean) => (capitals ? /^\p{Lu}\p{Ll}/u : /^\p{Lu}/u).test(words[k] ?? '');
    const initial = (k: number) => k === 0 || /[.!?:•·]\s*$/u.test(separators[k] ?? '');
    for (let i = 0; i < words.length; i++) {
      const prefix = ELIDED.exec(words[i])?.[0] ?? '';
      const entries = this.byFirst.get(words[i].slice(prefix.length)) ?? this.byFirst.get(words[i].replace(POSSESSIVE, ''));
      if (!entries) continue;
      const last = (e: Entry) => i + e.words.length - 1;
      const entry = entries.find((e) =>
        e.words.every((w, k) => {
          const word = k === 0 ? words[i].slice(prefix.length) : words[i + k];
          const bare = i + k === last(e) ? word?.replace(POSSESSIVE, '') : word;
          return (k === 0 || joined(i + k)) && bare === w;
        }),
      );
      if (!entry) continue;
      const end = i + entry.words.length;
      const suffix = POSSESSIVE.exec(words[end - 1].slice(entry.words.length === 1 ? prefix.length : 0))?.[0] ?? '';
      const c = entry.capitals;
      const longer = (joined(end) && capital(end, c)) || (prefix === '' && joined(i) && capital(i - 1, c) && !initial(i - 1));
      if (!longer) {
        const indexes = entry.words.map((_, k) => i + k);
        out.push({ indexes, prefix, suffix, target: entry.target, the: entry.the, stand: entry.stand, capitals: c });
      }
      i = end - 1;
    }
    return out;
  }
}

const TABLES = new Map<string, PlaceNameTable>();

/** The place-name table of a pair (ISO 639-1 codes), if there is one. */
export function placeNameTable(source: string, target: string): PlaceNameTable | undefined {
  const key = `${source}-${target}`;
  if (key !== 'en-fr' && key !== 'fr-en') return undefined;
  let table = TABLES.get(key);
  if (!table) TABLES.set(key, (table = new PlaceNameTable(PLACE_NAMES, key)));
  return table;
}

/** Whether every word of the tracked segment belongs to a place name (a cell holding a name). */
export function onlyPlaces(tracked: TrackedSegment, places: readonly PlaceOccurrence[]): boolean {
  const covered = places.reduce((n, p) => n + p.indexes.length, 0);
  return tracked.words.length > 0 && covered === tracked.words.length;
}

/** One tracked word: `[[t:4]]word[[/]]`, or `[[t:4; b]]word[[/]]` in an inline style (group 1: the style). */
const unit = (n: number, first: boolean) => String.raw`\[\[t:${n}(${first ? '' : '?:'}; [^\]\[]*)?\]\][^\[\]\\^$]*\[\[/\]\]`;

/**
 * The tracked stream with each place name's words replaced by one word-bound blank carrying all their indexes (and
 * the first word's style), holding `text(place)`; a name whose words are not plain word-bound blanks separated by
 * white space is left as it is.
 */
function replaceNames(stream: string, places: readonly PlaceOccurrence[], text: (place: PlaceOccurrence) => string): string {
  let out = stream;
  for (const place of places) {
    const m = new RegExp(place.indexes.map((n, k) => unit(n, k === 0)).join(String.raw`\s+`), 'u').exec(out);
    if (!m) continue;
    const blank = `[[${place.indexes.map((n) => `t:${n}`).join('; ')}${m[1] ?? ''}]]${escapeText(text(place))}[[/]]`;
    out = out.slice(0, m.index) + blank + out.slice(m.index + m[0].length);
  }
  return out;
}

/** The stream to translate: each place name as its stand-in. */
export function standInPlaces(stream: string, places: readonly PlaceOccurrence[]): string {
  return replaceNames(stream, places, (place) => `${place.prefix}${place.stand.source}${place.suffix}`);
}

/** A segment of place names only, written without the engine: each name in the target language, no article. */
export function writePlaces(stream: string, places: readonly PlaceOccurrence[]): string {
  return replaceNames(stream, places, (place) => capitalise(place.target));
}

/** Articles, prepositions and contractions the engine writes around a place, inside the place's blank. */
const FUNCTION_WORDS = /^(?:the|le|la|les|l'|l’|du|des|de|d'|d’|au|aux|à|en|de la|de l'|de l’|à la|à l'|à l’)$/iu;

/**
 * The last stage's output with each stand-in's translation, in a word-bound blank carrying its name's indexes,
 * replaced by the name in the target language ("du Mexique" → "du Nouveau-Mexique"). When the engine did something
 * else with the stand-in (no blank of the name holds its translation), the name takes the place of the first blank that
 * holds nothing but the name's indexes or an unknown word, articles and prepositions aside. An English name that
 * takes "the" gets it when the text before does not end with it. Blanks of other words are left alone.
 */
export function restorePlaces(stream: string, places: readonly PlaceOccurrence[]): string {
  if (places.length === 0) return stream;
  const byIndex = new Map<number, PlaceOccurrence>();
  for (const place of places) for (const n of place.indexes) byIndex.set(n, place);
  interface Piece {
    start: number;
    end: number;
    content: string;
    place: PlaceOccurrence;
    own: boolean;
  }
  const pieces: Piece[] = [];
  for (const m of stream.matchAll(/\[\[([^[\]]*)\]\]([^[\]]*)(?=\[\[\/\]\])/gu)) {
    const indexes = [...m[1].matchAll(/t:(\d+)/gu)].map((i) => Number(i[1]));
    const place = indexes.map((n) => byIndex.get(n)).find((p) => p !== undefined);
    if (!place) continue;
    const content = m[2].replace(/[#@~]/gu, '');
    const own = indexes.every((n) => byIndex.get(n) === place) || content.trimStart().startsWith('*');
    const start = m.index + m[0].length - m[2].length;
    if (!FUNCTION_WORDS.test(content.replace(/\*/gu, '').trim())) pieces.push({ start, end: start + m[2].length, content, place, own });
  }
  const edits = new Map<Piece, string>();
  for (const place of places) {
    const mine = pieces.filter((p) => p.place === place);
    const at = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(place.stand.target)}(?![\\p{L}\\p{N}])`, 'iu');
    const found = mine.find((p) => at.test(p.content)) ?? mine.find((p) => p.own);
    if (!found) continue;
    const lead = found.content.search(at) >= 0 ? found.content.slice(0, found.content.search(at)) : '';
    const before = (stream.slice(0, found.start) + lead).replace(/\[\[[^[\]]*\]\]/gu, '');
    const first = !/[\p{L}\p{N}]/u.test(before);
    let name = first ? capitalise(place.target) : place.target;
    const the = place.capitals ? 'THE' : first ? 'The' : 'the';
    if (place.the && !/(?<![\p{L}])the\s*$/iu.test(before)) name = `${the} ${place.target}`;
    edits.set(found, at.test(found.content) ? found.content.replace(at, escapeText(name)) : escapeText(name));
  }
  let out = '';
  let last = 0;
  for (const [piece, text] of [...edits].sort((a, b) => a[0].start - b[0].start)) {
    out += stream.slice(last, piece.start) + text;
    last = piece.end;
  }
  return out + stream.slice(last);
}

/**
 * French articles around a place name as the pivot writes them: doubled ("Les les Philippines", "Le le Royaume-Uni"),
 * an article before an elided one ("Le l'Ontario", "du l'Ontario"), "en le Royaume-Uni" (au), "à Le Caire" (au Caire). Only right before a
 * name of `names`.
 */
export function tidyFrenchArticles(text: string, names: readonly string[]): string {
  let out = text;
  for (const name of new Set(names)) {
    const at = `(?=${escapeRegExp(name)}(?![\\p{L}\\p{N}]))`;
    const w = String.raw`(?<![\p{L}\p{N}])`;
    // Case-insensitive: a heading in capitals has "DES les ÉTATS-UNIS"; the first word keeps its case.
    out = out
      .replace(new RegExp(`${w}(l(?:es|e|a)|des|aux?)\\s+(?:les|le|la)\\s+${at}`, 'giu'), '$1 ')
      .replace(new RegExp(`${w}(e)n\\s+(les?)\\s+${at}`, 'giu'), (_m: string, e: string, article: string) => {
        const au = `${e === 'E' ? 'A' : 'a'}${e === 'E' && article === article.toUpperCase() ? 'U' : 'u'}`;
        return `${au}${article.length === 3 ? (au.endsWith('U') ? 'X' : 'x') : ''} `;
      })
      .replace(
        new RegExp(`${w}(d)(u)\\s+(l)(['’])${at}`, 'giu'),
        (_m: string, d: string, u: string, l: string, q: string) => `${d}${u === 'U' ? 'E' : 'e'} ${l}${q}`,
      )
      .replace(new RegExp(`${w}(a)u\\s+(l['’])${at}`, 'giu'), (_m: string, a: string, l: string) => `${a === 'A' ? 'À' : 'à'} ${l}`)
      .replace(new RegExp(`${w}(l)(?:es|e|a)\\s+l(['’])${at}`, 'giu'), '$1$2');
    if (/^L[ea] /u.test(name)) {
      const rest = escapeRegExp(name.slice(3));
      const article = name.slice(0, 2);
      if (article === 'Le')
        out = out
          .replace(new RegExp(`${w}à\\s+Le\\s+(?=${rest})`, 'gu'), 'au ')
          .replace(new RegExp(`${w}de\\s+Le\\s+(?=${rest})`, 'gu'), 'du ');
    }
  }
  return out;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
