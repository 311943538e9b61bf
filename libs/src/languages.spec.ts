import { describe, expect, it } from 'vitest';
import { FALLBACK_LANGUAGE, SUPPORTED_UI_LANGUAGES, UI_LANGUAGE_LABELS, isSupportedLanguage, normaliseLanguage } from './languages';

describe('languages', () => {
  it('supports English and French, falling back to English', () => {
    expect(SUPPORTED_UI_LANGUAGES).toEqual(['en', 'fr']);
    expect(FALLBACK_LANGUAGE).toBe('en');
    expect(UI_LANGUAGE_LABELS).toEqual({ en: 'English', fr: 'French' });
  });

  it('recognises only exact supported codes', () => {
    expect(isSupportedLanguage('en')).toBe(true);
    expect(isSupportedLanguage('fr')).toBe(true);
    expect(isSupportedLanguage('FR')).toBe(false);
    expect(isSupportedLanguage('de')).toBe(false);
    expect(isSupportedLanguage(undefined)).toBe(false);
  });

  it.each([
    ['en', 'en'],
    ['fr', 'fr'],
    ['FR', 'fr'],
    [' fr ', 'fr'],
    ['fr-CA', 'fr'],
    ['fr_FR', 'fr'],
    ['EN-us', 'en'],
    ['de', 'en'],
    ['', 'en'],
    ['french', 'en'],
    [null, 'en'],
    [undefined, 'en'],
    [42, 'en'],
  ])('normalises %j to %s', (input, expected) => {
    expect(normaliseLanguage(input)).toBe(expected);
  });
});
