import { byLabel, localize, resolveLanguage } from './language.util';

describe('resolveLanguage', () => {
  it.each([
    [{}, 'en'],
    [{ lang: 'fr' }, 'fr'],
    [{ lang: 'FR-ca' }, 'fr'],
    [{ lang: 'en', acceptLanguage: 'fr' }, 'en'],
    [{ lang: 'de', acceptLanguage: 'fr-CA,fr;q=0.9' }, 'fr'],
    [{ lang: ['fr'] }, 'en'],
    [{ acceptLanguage: 'de-DE,de;q=0.9,fr;q=0.8,en;q=0.7' }, 'fr'],
    [{ acceptLanguage: 'en;q=0.5, fr;q=0.8' }, 'fr'],
    [{ acceptLanguage: 'fr;q=0, en' }, 'en'],
    [{ acceptLanguage: '*' }, 'en'],
    [{ acceptLanguage: 'es' }, 'en'],
  ])('%j answers %s', (params, expected) => {
    expect(resolveLanguage(params)).toBe(expected);
  });
});

describe('localize and byLabel', () => {
  it('picks the French text only for fr', () => {
    expect(localize('fr', 'Quebec', 'Québec')).toBe('Québec');
    expect(localize('en', 'Quebec', 'Québec')).toBe('Quebec');
  });

  it('sorts accented labels as a French reader expects', () => {
    const labels = ['Ontario', 'Île-du-Prince-Édouard', 'Alberta', 'Québec'].map((label) => ({ label }));
    expect(labels.sort(byLabel('fr')).map((l) => l.label)).toEqual(['Alberta', 'Île-du-Prince-Édouard', 'Ontario', 'Québec']);
  });
});
