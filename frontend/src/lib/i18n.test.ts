import { describe, expect, it } from 'vitest';
import { i18n, LANGUAGE_COOKIE, LANGUAGE_QUERY_PARAM, LOCALES_LOAD_PATH } from './i18n';

/** The detector the app's i18next instance runs with. */
function detect(): string | readonly string[] | undefined {
  return i18n.services.languageDetector.detect();
}

describe('language detection (query string, then cookie, then en)', () => {
  it('reads ?lng= first', () => {
    document.cookie = `${LANGUAGE_COOKIE}=en; path=/`;
    window.history.replaceState(null, '', `/faq?${LANGUAGE_QUERY_PARAM}=fr`);
    expect(detect()).toEqual(['fr', 'en']);
    window.history.replaceState(null, '', '/');
  });

  it('then the cookie', () => {
    document.cookie = `${LANGUAGE_COOKIE}=fr; path=/`;
    expect(detect()).toEqual(['fr']);
  });

  it('remembers a change of language in the cookie', async () => {
    await i18n.changeLanguage('fr');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=fr`);
    await i18n.changeLanguage('en');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=en`);
  });

  it('falls back to English and supports only en and fr', () => {
    expect(i18n.options.fallbackLng).toEqual(['en']);
    expect(i18n.options.supportedLngs).toEqual(expect.arrayContaining(['en', 'fr']));
  });

  it('loads texts from /locales/{{lng}}/translation.json in the browser', () => {
    expect(LOCALES_LOAD_PATH).toBe('/locales/{{lng}}/translation.json');
  });
});
