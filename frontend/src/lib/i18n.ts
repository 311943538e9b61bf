import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createLanguageDetector, createLocalesBackend } from './i18n-plugins';

export const SUPPORTED_LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

/** Query-string parameter and cookie that carry the chosen language (spec §7: query string, then cookie, then en). */
export const LANGUAGE_QUERY_PARAM = 'lng';
export const LANGUAGE_COOKIE = 'i18next';
const ONE_YEAR_IN_SECONDS = 60 * 60 * 24 * 365;

export const LOCALES_LOAD_PATH = '/locales/{{lng}}/translation.json';

/**
 * The single i18next instance shared by the customer app and the react-admin portal.
 * Created here, initialised once by `initI18n` (main.tsx, or the tests with in-memory resources).
 */
export const i18n = i18next.createInstance();

export function isSupportedLanguage(value: string | undefined | null): value is Language {
  return SUPPORTED_LANGUAGES.includes(value as Language);
}

/** Current language narrowed to the supported ones. */
export function currentLanguage(instance = i18n): Language {
  const lng = instance.resolvedLanguage ?? instance.language;
  return isSupportedLanguage(lng) ? lng : FALLBACK_LANGUAGE;
}

interface InitI18nOptions {
  /** In-memory resources (tests); when absent the texts are fetched from /locales over HTTP. */
  resources?: Resource;
  /** Force a language instead of detecting it. */
  lng?: Language;
}

export async function initI18n({ resources, lng }: InitI18nOptions = {}) {
  if (i18n.isInitialized) return i18n;
  i18n
    .use(createLanguageDetector({ queryParam: LANGUAGE_QUERY_PARAM, cookie: LANGUAGE_COOKIE, cookieMaxAgeSeconds: ONE_YEAR_IN_SECONDS }))
    .use(initReactI18next);
  if (!resources) i18n.use(createLocalesBackend(LOCALES_LOAD_PATH));

  i18n.on('languageChanged', (language) => {
    if (typeof document !== 'undefined') document.documentElement.lang = language;
  });

  await i18n.init({
    lng,
    resources,
    // Synchronous init with in-memory resources, so tests can render immediately.
    initAsync: !resources,
    supportedLngs: SUPPORTED_LANGUAGES,
    fallbackLng: FALLBACK_LANGUAGE,
    load: 'languageOnly',
    returnEmptyString: false,
    interpolation: { escapeValue: false },
  });
  return i18n;
}
