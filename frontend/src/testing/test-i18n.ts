import type { Resource } from 'i18next';
import en from '../../public/locales/en/translation.json';
import fr from '../../public/locales/fr/translation.json';
import { i18n, initI18n, type Language } from '@/lib/i18n';

/** The real locale files, loaded synchronously instead of over HTTP. */
export const testResources: Resource = {
  en: { translation: en },
  fr: { translation: fr },
};

/** Initialises the app's shared i18next instance with the locale files (once) and selects a language. */
export async function setupTestI18n(language: Language = 'en') {
  await initI18n({ resources: testResources, lng: language });
  if (i18n.language !== language) await i18n.changeLanguage(language);
  return i18n;
}
