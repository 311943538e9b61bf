import { describe, expect, it } from 'vitest';
import LanguageDetector from 'i18next-browser-languagedetector';
import { i18n, LANGUAGE_COOKIE, LANGUAGE_QUERY_PARAM } from './i18n';

/** A detector configured exactly like the app's. */
function detect(): string | readonly string[] | undefined {
  const detector = new LanguageDetector(i18n.services, i18n.options.detection);
  return detector.detect();
}

describe('language detection (query string, then cookie, then en)', () => {
  it('reads ?lng= first', () => {
    document.cookie = `${LANGUAGE_COOKIE}=en; path=/`;
    window.history.replaceState(null, '', `/faq?${LANGUAGE_QUERY_PARAM}=fr`);
    expect(detect()).toContain('fr');
    window.history.replaceState(null, '', '/');
  });

  it('then the cookie', () => {
    document.cookie = `${LANGUAGE_COOKIE}=fr; path=/`;
    expect(detect()).toContain('fr');
  });

  it('falls back to English and supports only en and fr', () => {
    expect(i18n.options.fallbackLng).toEqual(['en']);
    expect(i18n.options.supportedLngs).toEqual(expect.arrayContaining(['en', 'fr']));
    expect(i18n.options.detection).toMatchObject({ order: ['querystring', 'cookie'], caches: ['cookie'] });
  });

  it('loads texts from /locales/{{lng}}/translation.json in the browser', async () => {
    const { LOCALES_LOAD_PATH } = await import('./i18n');
    expect(LOCALES_LOAD_PATH).toBe('/locales/{{lng}}/translation.json');
  });
});
