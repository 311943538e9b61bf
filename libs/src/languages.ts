// Interface languages (spec 9): English and French, falling back to English.
// normaliseLanguage accepts tags such as 'fr-CA', 'EN_us' or ' fr ' and maps anything else to the fallback.
export const SUPPORTED_UI_LANGUAGES = ['en', 'fr'] as const;
export type UiLanguage = (typeof SUPPORTED_UI_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: UiLanguage = 'en';

export const UI_LANGUAGE_LABELS: Readonly<Record<UiLanguage, string>> = {
  en: 'English',
  fr: 'French',
};

export function isSupportedLanguage(value: unknown): value is UiLanguage {
  return typeof value === 'string' && (SUPPORTED_UI_LANGUAGES as readonly string[]).includes(value);
}

export function normaliseLanguage(value: unknown): UiLanguage {
  if (typeof value !== 'string') return FALLBACK_LANGUAGE;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  return isSupportedLanguage(primary) ? primary : FALLBACK_LANGUAGE;
}
