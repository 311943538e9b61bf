import { APP_LANGUAGES, AppLanguage, DEFAULT_LANGUAGE } from './language';

const supported = (tag: string): AppLanguage | undefined => {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return (APP_LANGUAGES as readonly string[]).includes(primary) ? (primary as AppLanguage) : undefined;
};

/**
 * The language to answer in: `?lang=` when it names a supported language, else the best supported language of
 * the Accept-Language header (by q weight, then order), else English.
 */
export function resolveLanguage(params: { lang?: unknown; acceptLanguage?: unknown }): AppLanguage {
  if (typeof params.lang === 'string') {
    const fromQuery = supported(params.lang);
    if (fromQuery) return fromQuery;
  }
  if (typeof params.acceptLanguage === 'string') {
    const ranked = params.acceptLanguage
      .split(',')
      .map((part, index) => {
        const [tag, ...attrs] = part.split(';');
        const q = attrs.map((a) => a.trim().match(/^q=([\d.]+)$/)?.[1]).find(Boolean);
        return { language: supported(tag), q: q === undefined ? 1 : Number(q), index };
      })
      .filter((c) => c.language && c.q > 0)
      .sort((a, b) => b.q - a.q || a.index - b.index);
    if (ranked[0]) return ranked[0].language!;
  }
  return DEFAULT_LANGUAGE;
}

/** English or French text of a bilingual record. */
export function localize(lang: AppLanguage, english: string, french: string): string {
  return lang === 'fr' ? french : english;
}

/** Sorts by a label the way a reader of `lang` expects (accents, case). */
export function byLabel(lang: AppLanguage): (a: { label: string }, b: { label: string }) => number {
  const collator = new Intl.Collator(lang, { sensitivity: 'base' });
  return (a, b) => collator.compare(a.label, b.label);
}
