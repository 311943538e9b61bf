import {
  imageOnlyPagesWarning,
  languageName,
  pageList,
  sameLanguageDetail,
  scannedPagesNotice,
  translationText,
  unsupportedPairDetail,
} from './translation-messages.util';

describe('translation messages', () => {
  it("name languages in the reader's language", () => {
    expect(languageName('de', 'en')).toBe('German');
    expect(languageName('de', 'fr')).toBe('allemand');
    expect(languageName('not a code', 'en')).toBe('not a code');
  });

  it('refuse a document already in the target language', () => {
    expect(sameLanguageDetail('fr', 'en')).toBe('This document is already in French.');
    expect(sameLanguageDetail('en', 'fr')).toBe('Ce document est déjà en anglais.');
  });

  it('name both languages of a pair the engine cannot translate, with French articles', () => {
    expect(unsupportedPairDetail('de', 'fr', 'en')).toBe('We cannot translate from German to French yet.');
    expect(unsupportedPairDetail('de', 'fr', 'fr')).toBe('Nous ne pouvons pas encore traduire de l’allemand vers le français.');
    expect(unsupportedPairDetail('ja', 'en', 'fr')).toBe('Nous ne pouvons pas encore traduire du japonais vers l’anglais.');
  });

  it('list pages with ranges for runs of three or more', () => {
    expect(pageList([7, 3], 'en')).toBe('3 and 7');
    expect(pageList([1, 2, 3, 4, 7, 9, 10], 'en')).toBe('1–4, 7, 9, and 10');
    expect(pageList([1, 2, 3, 5], 'fr')).toBe('1–3 et 5');
  });

  it('say which pages are scans read automatically, singular and plural', () => {
    expect(scannedPagesNotice([1, 2, 3, 4], 'en')).toBe('Pages 1–4 are scans: their text will be recognised automatically.');
    expect(scannedPagesNotice([2], 'en')).toBe('Page 2 is a scan: its text will be recognised automatically.');
    expect(scannedPagesNotice([1, 2, 3, 4], 'fr')).toBe('Les pages 1–4 sont numérisées : leur texte sera reconnu automatiquement.');
    expect(scannedPagesNotice([2], 'fr')).toBe('La page 2 est numérisée : son texte sera reconnu automatiquement.');
  });

  it('warn about image-only pages, singular and plural', () => {
    expect(imageOnlyPagesWarning([3, 7], 'en')).toBe('Pages 3 and 7 contain only images; their text will not be translated.');
    expect(imageOnlyPagesWarning([2], 'en')).toBe('Page 2 contains only images; its text will not be translated.');
    expect(imageOnlyPagesWarning([3, 7], 'fr')).toBe('Les pages 3 et 7 ne contiennent que des images ; leur texte ne sera pas traduit.');
  });

  it('fill placeholders', () => {
    expect(translationText('filesDeleted', 'en', { days: 30 })).toBe(
      'This document is no longer available: documents are deleted 30 days after the order.',
    );
  });
});
