import { decideSourceLanguage } from './source-language.util';

describe('decideSourceLanguage', () => {
  const sources = ['en', 'es'];
  const decide = (given: string | null, language: string | null, sure: boolean, target = 'fr') =>
    decideSourceLanguage({ given, guess: { language, sure }, target, sources });

  it("takes the customer's language over any guess, when the engine translates it into the target", () => {
    expect(decide('en', 'es', true)).toEqual({ sourceLanguage: 'en', status: 'given' });
    expect(decide('en', null, false)).toEqual({ sourceLanguage: 'en', status: 'given' });
  });

  it("refuses the customer's language when it is the target or the engine has no route from it", () => {
    expect(decide('fr', 'en', true)).toEqual({ refused: 'sameLanguage', language: 'fr' });
    expect(decide('de', 'en', true)).toEqual({ refused: 'unsupportedPair', language: 'de' });
  });

  it('takes a sure guess, and refuses only a sure guess equal to the target', () => {
    expect(decide(null, 'en', true)).toEqual({ sourceLanguage: 'en', status: 'detected' });
    expect(decide(null, 'fr', true)).toEqual({ refused: 'sameLanguage', language: 'fr' });
  });

  it('never refuses for a guess otherwise: unsure guesses are taken as unsure, the rest leaves the language to choose', () => {
    expect(decide(null, 'en', false)).toEqual({ sourceLanguage: 'en', status: 'unsure' });
    expect(decide(null, 'fr', false)).toEqual({ sourceLanguage: null, status: 'needed' });
    expect(decide(null, 'de', true)).toEqual({ sourceLanguage: null, status: 'needed' });
    expect(decide(null, 'eo', false)).toEqual({ sourceLanguage: null, status: 'needed' });
    expect(decide(null, null, false)).toEqual({ sourceLanguage: null, status: 'needed' });
  });
});
