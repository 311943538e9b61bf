/**
 * The commonest words of the languages the engines translate between, for telling languages apart on text too short
 * or too odd for tinyld (OCR's guess, ocr/ocr-intake.ts) and a sentence already in the target language
 * (alreadyInTarget).
 */
export const STOPWORDS: Readonly<Record<string, ReadonlySet<string>>> = {
  en: new Set('the of and to in is that for it as with was on be by this are from or an which at not'.split(' ')),
  fr: new Set('le la les des et est pour dans une du au qui sur par pas avec ce sont il elle nous vous'.split(' ')),
  es: new Set('el los las y del por con para al lo como más pero sus una es se que en'.split(' ')),
};

/** At least this many words, of which this many of the target's stopwords and this share. */
const MIN_WORDS = 5;
const MIN_TARGET_STOPWORDS = 3;
const MIN_TARGET_SHARE = 0.2;

/**
 * A segment already written in the target language (an English sentence quoted in a French report, one half of a
 * bilingual document): several of the target's commonest words, none of the source's. The engine would read it as
 * source-language text and garble it ("needs to be much more proactive" → "needs to be much dwell proactive"); it
 * is left as it is. Words both languages use ("on", "a") count for neither.
 */
export function alreadyInTarget(segment: string, source: string, target: string): boolean {
  const from = STOPWORDS[source];
  const to = STOPWORDS[target];
  if (!from || !to || source === target) return false;
  const words = segment
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w !== '');
  if (words.length < MIN_WORDS) return false;
  let inTarget = 0;
  for (const w of words) {
    const t = to.has(w);
    const s = from.has(w);
    if (s && !t) return false;
    if (t && !s) inTarget += 1;
  }
  return inTarget >= MIN_TARGET_STOPWORDS && inTarget >= MIN_TARGET_SHARE * words.length;
}
