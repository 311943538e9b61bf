import { accentCandidates, capitalWords, inCapitals, respell, restoreAccents, toCapitals } from './apertium-capitals';

describe('text in capitals', () => {
  it('tells a segment in capitals from one with lower-case letters', () => {
    expect(inCapitals('RESPONSABLES ET PARTENAIRES')).toBe(true);
    expect(inCapitals('AXE 1 – RESSOURCES')).toBe(true);
    expect(inCapitals('ÉCHÉANCIER')).toBe(true);
    expect(inCapitals('⟦b⟧FOR FURTHER INFORMATION CONTACT:⟦/b⟧ ⟦0⟧')).toBe(true);
    expect(inCapitals('Responsables et partenaires')).toBe(false);
    expect(inCapitals('AGENCY: Environmental Protection Agency')).toBe(false);
  });

  it('does not take a lone initial, figures or text without case for capitals', () => {
    expect(inCapitals('A')).toBe(false);
    expect(inCapitals('12 500 $ (T)')).toBe(false);
    expect(inCapitals('⟦0⟧ ⟦1⟧')).toBe(false);
    expect(inCapitals('東京都の人口')).toBe(false);
  });

  it('puts the text in capitals and leaves placeholders and inline marks as they are', () => {
    expect(toCapitals('Managers And PARTNERS')).toBe('MANAGERS AND PARTNERS');
    expect(toCapitals('⟦b⟧pour plus d’information⟦/b⟧ ⟦f0⟧ à Montréal')).toBe('⟦b⟧POUR PLUS D’INFORMATION⟦/b⟧ ⟦f0⟧ À MONTRÉAL');
  });
});

describe('accents put back on French words in capitals', () => {
  it('tries one change, then two, then three É, fewest first and É first', () => {
    const [one, two, three] = accentCandidates('ETE');
    expect(one).toEqual(['ÉTE', 'ÈTE', 'ÊTE', 'ËTE', 'ETÉ', 'ETÈ', 'ETÊ', 'ETË']);
    expect(two).toContain('ÉTÉ');
    expect(three ?? []).toEqual([]);
    expect(accentCandidates('NECESSAIRES')[0][0]).toBe('NÉCESSAIRES');
    expect(accentCandidates('XYZ')).toEqual([]);
  });

  it('keeps words of letters only, three letters or more, that could take an accent', () => {
    expect(capitalWords('RESSOURCES NECESSAIRES ⟦0⟧ ET MTL')).toEqual(['RESSOURCES', 'NECESSAIRES']);
    expect(capitalWords('AXE 1 – ÉCHEANCIER')).toEqual(['AXE', 'ÉCHEANCIER']);
  });

  it('gives the first spelling the analyser knows to each word it does not know', async () => {
    const dictionary = new Set(['RESSOURCES', 'NÉCESSAIRES', 'ÉCHÉANCIER', 'PÊCHE', 'PÉCHÉ']);
    const asked: string[][] = [];
    const known = async (words: string[]) => {
      asked.push(words);
      return new Set(words.filter((w) => dictionary.has(w)));
    };
    const found = await restoreAccents(['RESSOURCES', 'NECESSAIRES', 'ÉCHEANCIER', 'PECHE', 'QWRTZ'], known);
    expect(Object.fromEntries(found)).toEqual({ NECESSAIRES: 'NÉCESSAIRES', ÉCHEANCIER: 'ÉCHÉANCIER', PECHE: 'PÊCHE' });
    expect(asked[0]).toEqual(['RESSOURCES', 'NECESSAIRES', 'ÉCHEANCIER', 'PECHE', 'QWRTZ']);
  });

  it('respells whole words outside placeholders', () => {
    const spellings = new Map([['NECESSAIRES', 'NÉCESSAIRES']]);
    expect(respell('RESSOURCES NECESSAIRES ⟦NECESSAIRES⟧', spellings)).toBe('RESSOURCES NÉCESSAIRES ⟦NECESSAIRES⟧');
  });
});
