import { stopwordGuess } from './ocr-intake';

const READABLE = new Set(['en', 'fr', 'es']);

describe('language of recognised text by its commonest words', () => {
  it('guesses a short English scan unsure, a long one sure, among the languages OCR reads', () => {
    expect(
      stopwordGuess('Docling bundles PDF document conversion to JSON and Markdown in an easy self contained package', READABLE),
    ).toMatchObject({ language: 'en', sure: false });
    const long = 'The report of the board was sent to the members in June and it is on the table of the council for the vote. '.repeat(2);
    expect(stopwordGuess(long, READABLE)).toMatchObject({ language: 'en', sure: true });
    expect(stopwordGuess('Le conseil a adopté le budget et la liste des travaux pour les routes du village.', READABLE)).toMatchObject({
      language: 'fr',
    });
    expect(stopwordGuess('Le conseil a adopté le budget et la liste des travaux.', new Set(['en']))).toMatchObject({ language: null });
    expect(stopwordGuess('1234 5678', READABLE)).toEqual({ language: null, confidence: 0, sure: false });
  });
});
