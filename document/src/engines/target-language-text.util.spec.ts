import { alreadyInTarget } from './target-language-text.util';

describe('a segment already in the target language', () => {
  it('takes an English sentence in a French document for English', () => {
    expect(alreadyInTarget('Each neighborhood needs to be looked at to be connected to the rest of Chelsea.', 'fr', 'en')).toBe(true);
    expect(
      alreadyInTarget(
        'Chelsea needs to be much more proactive in identifying and formalizing the existing connections between neighborhoods.',
        'fr',
        'en',
      ),
    ).toBe(true);
    expect(alreadyInTarget('Les résidents veulent des sentiers sécuritaires pour aller à l’école.', 'en', 'fr')).toBe(true);
  });

  it('translates a sentence with any word of the source language, and short or unknown text', () => {
    expect(alreadyInTarget('(Chelsea doit être beaucoup plus proactive dans l’identification des liaisons)', 'fr', 'en')).toBe(false);
    expect(alreadyInTarget('On the road to the north of the city', 'en', 'fr')).toBe(false);
    expect(alreadyInTarget('On sait que la ville est au nord.', 'fr', 'en')).toBe(false);
    expect(alreadyInTarget('Go to the store', 'fr', 'en')).toBe(false);
    expect(alreadyInTarget('Lorem ipsum dolor sit amet, consectetur adipiscing elit.', 'fr', 'en')).toBe(false);
    expect(alreadyInTarget('The cat is on the table and the dog is in the garden.', 'en', 'de')).toBe(false);
  });
});
