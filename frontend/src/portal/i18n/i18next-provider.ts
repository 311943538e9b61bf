import type { i18n as I18n } from 'i18next';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { currentLanguage, isSupportedLanguage, type Language } from '@/lib/i18n';

type Messages = { [key: string]: string | Messages };

/**
 * Converts react-admin's polyglot messages to i18next's format:
 * `%{name}` becomes `{{name}}` and "one |||| many" becomes `key_one` / `key_other`.
 */
export function polyglotToI18next(messages: TranslationMessages | Messages): Messages {
  const result: Messages = {};
  for (const [key, value] of Object.entries(messages as Messages)) {
    if (typeof value !== 'string') {
      result[key] = polyglotToI18next(value);
      continue;
    }
    const converted = value.replace(/%\{(\w+)\}/g, '{{$1}}');
    const forms = converted.split('||||').map((form) => form.trim());
    if (forms.length > 1) {
      result[`${key}_one`] = forms[0];
      result[`${key}_other`] = forms[forms.length - 1];
    } else {
      result[key] = converted;
    }
  }
  return result;
}

const REACT_ADMIN_MESSAGES: Record<Language, TranslationMessages> = {
  en: englishMessages,
  fr: frenchMessages,
};

const RA_MESSAGES_ADDED = new WeakSet<I18n>();

/**
 * Adds react-admin's own texts (ra.*) to the shared instance; they ship with the portal chunk only. A language's
 * texts are added only once the app's own texts for it are there: a bundle added before i18next fetched
 * /locales/{lng}/translation.json would make i18next believe the language is loaded, and it would never fetch it
 * (the portal would switch to French with only react-admin's texts translated). Languages loaded later (the first
 * switch to French) get theirs as soon as i18next has loaded them.
 */
export function addReactAdminMessages(i18n: I18n) {
  for (const language of Object.keys(REACT_ADMIN_MESSAGES) as Language[]) addReactAdminMessagesFor(i18n, language);
  if (RA_MESSAGES_ADDED.has(i18n)) return;
  RA_MESSAGES_ADDED.add(i18n);
  i18n.on('loaded', (loaded: Record<string, unknown>) => {
    for (const language of Object.keys(loaded)) addReactAdminMessagesFor(i18n, language);
  });
}

function addReactAdminMessagesFor(i18n: I18n, language: string) {
  if (!isSupportedLanguage(language)) return;
  // Without a backend (in-memory resources) nothing is fetched, so nothing can be hidden.
  if (i18n.modules.backend && !i18n.hasResourceBundle(language, 'translation')) return;
  // deep merge, without overwriting texts the app itself defines
  i18n.addResourceBundle(language, 'translation', polyglotToI18next(REACT_ADMIN_MESSAGES[language]), true, false);
}

interface TranslateOptions {
  _?: string;
  smart_count?: number;
  [key: string]: unknown;
}

/**
 * react-admin i18nProvider backed by the app's i18next instance, so the portal and the customer
 * app share texts, language and the language cookie.
 */
export function createI18nextProvider(i18n: I18n, locales: { locale: Language; name: string }[]): I18nProvider {
  addReactAdminMessages(i18n);
  return {
    translate: (key: string, options: TranslateOptions = {}) => {
      const { _: defaultValue, smart_count, ...values } = options;
      return i18n.t(key, {
        ...values,
        ...(smart_count !== undefined ? { count: smart_count, smart_count } : {}),
        defaultValue: defaultValue !== undefined ? defaultValue.replace(/%\{(\w+)\}/g, '{{$1}}') : key,
      });
    },
    changeLocale: async (locale: string) => {
      await i18n.changeLanguage(locale);
      // In case the language's texts arrived without a 'loaded' event (already there, or in memory).
      addReactAdminMessagesFor(i18n, locale);
    },
    getLocale: () => currentLanguage(i18n),
    getLocales: () => locales,
  };
}
