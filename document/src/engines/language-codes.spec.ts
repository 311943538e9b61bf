import { apertiumToIso1, normalizeLanguageCode, parseModeName } from './language-codes';

describe('language codes', () => {
  it('maps Apertium codes to ISO 639-1', () => {
    expect(apertiumToIso1('eng')).toBe('en');
    expect(apertiumToIso1('spa')).toBe('es');
    expect(apertiumToIso1('fra')).toBe('fr');
    expect(apertiumToIso1('fr')).toBe('fr');
    expect(apertiumToIso1('es')).toBe('es');
    expect(apertiumToIso1('xyz')).toBeUndefined();
  });

  it('normalizes language tags to their primary subtag', () => {
    expect(normalizeLanguageCode('EN')).toBe('en');
    expect(normalizeLanguageCode('en-US')).toBe('en');
    expect(normalizeLanguageCode('zh_TW')).toBe('zh');
  });

  it('reads translation modes and skips variants and helper modes', () => {
    expect(parseModeName('eng-spa')).toEqual({ mode: 'eng-spa', source: 'en', target: 'es' });
    expect(parseModeName('es-fr')).toEqual({ mode: 'es-fr', source: 'es', target: 'fr' });
    expect(parseModeName('spa-eng_US')).toBeUndefined();
    expect(parseModeName('eco-es-fr')).toBeUndefined();
    expect(parseModeName('eng-spa-tagger')).toBeUndefined();
    expect(parseModeName('eng-eng')).toBeUndefined();
  });
});
