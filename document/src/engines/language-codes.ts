/**
 * ISO 639-1 ↔ the codes Apertium uses in its mode names (ISO 639-3 in newer pairs such as eng-spa,
 * ISO 639-1 in older ones such as es-fr).
 */
const ISO3_TO_ISO1: Record<string, string> = {
  afr: 'af',
  ara: 'ar',
  arg: 'an',
  ast: 'ast',
  bel: 'be',
  bre: 'br',
  bul: 'bg',
  cat: 'ca',
  ces: 'cs',
  cym: 'cy',
  dan: 'da',
  deu: 'de',
  ell: 'el',
  eng: 'en',
  epo: 'eo',
  est: 'et',
  eus: 'eu',
  fao: 'fo',
  fin: 'fi',
  fra: 'fr',
  fre: 'fr',
  gla: 'gd',
  gle: 'ga',
  glg: 'gl',
  heb: 'he',
  hin: 'hi',
  hrv: 'hr',
  hun: 'hu',
  ind: 'id',
  isl: 'is',
  ita: 'it',
  jpn: 'ja',
  kaz: 'kk',
  kor: 'ko',
  lat: 'la',
  lav: 'lv',
  lit: 'lt',
  mkd: 'mk',
  mlt: 'mt',
  msa: 'ms',
  nld: 'nl',
  nno: 'nn',
  nob: 'nb',
  nor: 'no',
  oci: 'oc',
  pol: 'pl',
  por: 'pt',
  ron: 'ro',
  rus: 'ru',
  slk: 'sk',
  slv: 'sl',
  spa: 'es',
  sqi: 'sq',
  srd: 'sc',
  srp: 'sr',
  swe: 'sv',
  tat: 'tt',
  tur: 'tr',
  ukr: 'uk',
  urd: 'ur',
  zho: 'zh',
};

/** ISO 639-1 code for an Apertium language code ('eng' → 'en', 'es' → 'es'); undefined if unknown. */
export function apertiumToIso1(code: string): string | undefined {
  const c = code.toLowerCase();
  if (/^[a-z]{2}$/.test(c)) return c;
  return ISO3_TO_ISO1[c];
}

/** Lower-cased primary subtag of a language tag: 'EN', 'en-US', 'en_GB' → 'en'. */
export function normalizeLanguageCode(code: string): string {
  return code.trim().toLowerCase().split(/[-_]/)[0];
}

export interface ParsedMode {
  /** The mode's name as `apertium` takes it, e.g. 'eng-spa'. */
  mode: string;
  source: string;
  target: string;
}

/**
 * Reads an Apertium mode name into ISO 639-1 codes. Only plain `xxx-yyy` translation modes count:
 * variants ('spa-eng_US'), debug or helper modes ('eco-es-fr', 'eng-spa-tagger') are skipped.
 */
export function parseModeName(mode: string): ParsedMode | undefined {
  const m = /^([a-z]{2,3})-([a-z]{2,3})$/.exec(mode);
  if (!m) return undefined;
  const source = apertiumToIso1(m[1]);
  const target = apertiumToIso1(m[2]);
  if (!source || !target || source === target) return undefined;
  return { mode, source, target };
}
