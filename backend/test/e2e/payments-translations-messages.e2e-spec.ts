import { API, bearer } from '../utils/accounts';
import { customer, Customer } from '../utils/payments';
import { createTestApp, TestApp } from '../utils/test-app';
import { targetLanguageId, uploadPdf } from '../utils/translations';

// The field checks of the payment and translation endpoints follow the signed-in user's language, whatever the
// browser asks; each field gets one message, whatever is wrong with it.
describe('validation messages of the payments and translations endpoints in English and French', () => {
  let t: TestApp;
  let french: Customer;
  let english: Customer;

  beforeAll(async () => {
    t = await createTestApp({ WORKERS_ENABLED: 'false', RATE_LIMIT_REQUESTS: '1000' });
    french = await customer(t, { language: 'fr' });
    english = await customer(t, { language: 'en' });
  });
  afterAll(() => t.close());

  describe('POST /translations/payg_payment', () => {
    const createPayment = (who: Customer, body: object) =>
      t.http().post(`${API}/translations/payg_payment`).set(bearer(who.token)).send(body);

    it.each([
      ['text', { translationId: 'abc' }],
      ['zero', { translationId: 0 }],
      ['missing', {}],
    ])('a %s translationId: one message in the user’s language', async (_case, body) => {
      expect((await createPayment(french, body).expect(400)).body).toEqual({ detail: 'translationId doit être un nombre entier' });
      const en = await createPayment(english, body).set('Accept-Language', 'fr').expect(400);
      expect(en.body).toEqual({ detail: 'translationId must be an integer' });
    });
  });

  describe('POST /payments/sandbox/confirm', () => {
    const confirm = (who: Customer, body: object) => t.http().post(`${API}/payments/sandbox/confirm`).set(bearer(who.token)).send(body);
    const valid = {
      clientSecret: 'pi_sbx_0_secret_0',
      card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' },
      billingName: 'Jane Doe',
    };

    it('says every wrong field, the card’s ones too, in the user’s language', async () => {
      const body = {
        clientSecret: 42,
        card: { number: 4242424242424242, expMonth: 13, expYear: 'soon', cvc: '123456789' },
        billingName: '',
      };
      const fr = await confirm(french, body).set('Accept-Language', 'en').expect(400);
      expect(fr.body).toEqual({
        detail:
          'clientSecret doit être une chaîne de caractères; card.number doit être une chaîne de caractères; card.expMonth doit être un mois de 1 à 12; ' +
          'card.expYear doit être une année; cvc doit contenir au plus 8 caractères; billingName est obligatoire',
      });
      const en = await confirm(english, body).set('Accept-Language', 'fr').expect(400);
      expect(en.body).toEqual({
        detail:
          'clientSecret must be a string; card.number must be a string; card.expMonth must be a month from 1 to 12; ' +
          'card.expYear must be a year; cvc must be at most 8 characters; billingName is required',
      });
    });

    it.each([
      ['an expiry month of 0', { expMonth: 0 }, 'card.expMonth doit être un mois de 1 à 12', 'card.expMonth must be a month from 1 to 12'],
      [
        'a fractional expiry month',
        { expMonth: 1.5 },
        'card.expMonth doit être un mois de 1 à 12',
        'card.expMonth must be a month from 1 to 12',
      ],
      ['a five-digit expiry year', { expYear: 10_000 }, 'card.expYear doit être une année', 'card.expYear must be a year'],
      ['a missing CVC', { cvc: undefined }, 'card.cvc doit être une chaîne de caractères', 'card.cvc must be a string'],
      [
        'a card number of 33 characters',
        { number: '4'.repeat(33) },
        'number doit contenir au plus 32 caractères',
        'number must be at most 32 characters',
      ],
    ])('%s', async (_case, card, frDetail, enDetail) => {
      const body = { ...valid, card: { ...valid.card, ...card } };
      expect((await confirm(french, body).expect(400)).body).toEqual({ detail: frDetail });
      expect((await confirm(english, body).expect(400)).body).toEqual({ detail: enDetail });
    });

    it('refuses an unknown field in the user’s language', async () => {
      expect((await confirm(french, { ...valid, cardholder: 'x' }).expect(400)).body).toEqual({
        detail: "la propriété cardholder n'est pas permise",
      });
      expect((await confirm(english, { ...valid, cardholder: 'x' }).expect(400)).body).toEqual({
        detail: 'property cardholder should not exist',
      });
    });

    it.each([
      ['missing', undefined],
      ['null', null],
    ])('a %s card names the card’s fields', async (_case, card) => {
      const fr = await confirm(french, { ...valid, card }).expect(400);
      expect(fr.body).toEqual({
        detail:
          'card.number doit être une chaîne de caractères; card.expMonth doit être un mois de 1 à 12; card.expYear doit être une année; card.cvc doit être une chaîne de caractères',
      });
      const en = await confirm(english, { ...valid, card }).expect(400);
      expect(en.body).toEqual({
        detail:
          'card.number must be a string; card.expMonth must be a month from 1 to 12; card.expYear must be a year; card.cvc must be a string',
      });
    });
  });

  describe('POST /translations (multipart form)', () => {
    // The fields are checked before the file is read, so any bytes do.
    const bytes = Buffer.from('%PDF-1.7\n');
    let fr: number;

    beforeAll(async () => {
      fr = await targetLanguageId(t, 'fr');
    });

    it('says every wrong field in the user’s language', async () => {
      const everyFieldWrong = { userId: 'me' as unknown as number, targetLanguageId: 0, bytes, outputFormat: 'odt' };
      const frAnswer = await uploadPdf(t, french.token, { ...everyFieldWrong, lang: 'en' }).expect(400);
      expect(frAnswer.body).toEqual({
        detail:
          'user_id doit être un nombre entier; target_language_id doit être un nombre entier; output_format doit être pdf, docx ou bilingual-pdf',
      });
      const enAnswer = await uploadPdf(t, english.token, { ...everyFieldWrong, lang: 'fr' }).expect(400);
      expect(enAnswer.body).toEqual({
        detail: 'user_id must be an integer; target_language_id must be an integer; output_format must be pdf, docx or bilingual-pdf',
      });
    });

    it.each([
      [
        'output_format',
        { outputFormat: 'odt' },
        'output_format doit être pdf, docx ou bilingual-pdf',
        'output_format must be pdf, docx or bilingual-pdf',
      ],
      [
        'target_language_id',
        { targetLanguageId: 'français' as unknown as number },
        'target_language_id doit être un nombre entier',
        'target_language_id must be an integer',
      ],
    ])('a wrong %s alone', async (_field, fields, frDetail, enDetail) => {
      expect(
        (await uploadPdf(t, french.token, { userId: french.user.id, targetLanguageId: fr, bytes, ...fields }).expect(400)).body,
      ).toEqual({ detail: frDetail });
      expect(
        (await uploadPdf(t, english.token, { userId: english.user.id, targetLanguageId: fr, bytes, ...fields }).expect(400)).body,
      ).toEqual({ detail: enDetail });
    });
  });
});
