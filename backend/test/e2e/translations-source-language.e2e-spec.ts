import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { prosePdf } from '../../../document/test/utils/pdf-factory';
import { Translation } from '../../src/translations/entities/translation.entity';
import { API, bearer, createPublicCustomer } from '../utils/accounts';
import { createTestApp, TestApp } from '../utils/test-app';
import { germanPdf, targetLanguageId, translationCount, uploadPdf } from '../utils/translations';

// The public corpus beside the project (../shared/corpus, CI has it too): an election sheet set all in capitals.
const BULLETIN = join(__dirname, '../../../../shared/corpus/la-precinct-bulletin-2014-p1.pdf');

/** A page of headings in capitals and figures: nothing to tell a language from with any certainty. */
async function capitalsPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  [
    'GOVERNOR 247',
    'VOTER NOMINATED 69',
    'LIEUTENANT GOVERNOR 64',
    'SECRETARY OF STATE 248',
    'ATTORNEY GENERAL 245',
    'INSURANCE COMMISSIONER 249',
  ].forEach((text, k) => page.drawText(text, { x: 72, y: 700 - k * 16, size: 11, font }));
  return doc.save();
}

describe('the source language: named by the customer, detected, or asked for', () => {
  let t: TestApp;
  let fr: number;
  let customer: { user: { id: number }; token: string };

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_REQUESTS: '1000' });
    fr = await targetLanguageId(t, 'fr');
    customer = await createPublicCustomer(t, { policies: true });
  });
  afterAll(() => t.close());

  const stored = (id: number) => t.app.get(MikroORM).em.fork().findOneOrFail(Translation, { id });
  const upload = (bytes: Uint8Array | Buffer, sourceLanguage?: string, who = customer) =>
    uploadPdf(t, who.token, { userId: who.user.id, targetLanguageId: fr, bytes, sourceLanguage });
  const setLanguage = (id: number, body: object, who = customer) =>
    t.http().put(`${API}/translations/${id}/source-language`).set(bearer(who.token)).send(body);
  const pay = (id: number) => t.http().post(`${API}/translations/payg_payment`).set(bearer(customer.token)).send({ translationId: id });

  it('takes the language the customer names over the detected one, and still reports the detection', async () => {
    const res = await upload((await prosePdf({ pages: 1, language: 'es' })).bytes, 'en').expect(201);
    expect(res.body).toMatchObject({ sourceLanguage: 'en', sourceLanguageStatus: 'given', detectedLanguage: 'es' });
    expect((await stored(res.body.translationId)).sourceLanguage).toBe('en');
  });

  it('accepts an unsure detection: the capitals sheet of the corpus gets a quote, with the guess marked unsure or the language to choose', async () => {
    const res = await upload(readFileSync(BULLETIN)).expect(201);
    expect(res.body.pageCount).toBe(1);
    expect(['unsure', 'needed']).toContain(res.body.sourceLanguageStatus);
    if (res.body.sourceLanguageStatus === 'unsure') expect(res.body).toMatchObject({ sourceLanguage: 'en', detectedLanguage: 'en' });
    // Unsure for want of prose (capitals and numbers), whatever the score: 0.46 on pdf.js's text, 0.52 on pdftotext's.
    expect(res.body.languageConfidence).toBeLessThan(0.7);
    const capitals = await upload(await capitalsPdf()).expect(201);
    expect(['unsure', 'needed']).toContain(capitals.body.sourceLanguageStatus);
  });

  it('quotes a document in a language the engine cannot translate from, asks for the language, and waits for it before payment', async () => {
    const quote = (await upload(await germanPdf()).expect(201)).body;
    expect(quote).toMatchObject({ sourceLanguage: '', sourceLanguageStatus: 'needed', detectedLanguage: 'de' });
    // The engine's routes into French, named for the customer: never French itself, nor German (no route).
    expect(quote.sourceLanguages).toEqual(
      expect.arrayContaining([
        { value: 'en', label: 'English' },
        { value: 'es', label: 'Spanish' },
      ]),
    );
    expect(quote.sourceLanguages.map((l: { value: string }) => l.value)).not.toEqual(expect.arrayContaining(['fr']));
    expect(quote.sourceLanguages.map((l: { value: string }) => l.value)).not.toEqual(expect.arrayContaining(['de']));
    expect((await stored(quote.translationId)).sourceLanguage).toBeNull();
    expect((await pay(quote.translationId).expect(409)).body.detail).toBe('Please choose the language this document is in before paying.');

    // Refused choices: the engine's refusal in the spec's tone, the target itself, a malformed code.
    expect((await setLanguage(quote.translationId, { source_language: 'de' }).expect(400)).body.detail).toBe(
      'We cannot translate from German to French yet.',
    );
    expect((await setLanguage(quote.translationId, { source_language: 'fr' }).expect(400)).body.detail).toBe(
      'This document is already in French.',
    );
    expect((await setLanguage(quote.translationId, { source_language: 'english' }).expect(400)).body.detail).toBe(
      'source_language must be a two-letter language code, such as en or fr',
    );
    expect((await setLanguage(quote.translationId, {}).expect(400)).body.detail).toBe(
      'source_language must be a two-letter language code, such as en or fr',
    );

    // Naming it: the same translation and the same quote.
    const rows = await translationCount(t);
    const changed = (await setLanguage(quote.translationId, { source_language: 'en' }).expect(200)).body;
    expect(changed).toEqual({
      ...quote,
      sourceLanguage: 'en',
      sourceLanguageStatus: 'given',
      detectedLanguage: null,
      languageConfidence: null,
      scannedPages: null,
    });
    expect(await translationCount(t)).toBe(rows);
    expect((await stored(quote.translationId)).sourceLanguage).toBe('en');
    const payment = await pay(quote.translationId);
    expect(payment.body.detail ?? '').not.toBe('Please choose the language this document is in before paying.');
  });

  it('answers in French, refuses another customer’s translation (404) and a paid one (409)', async () => {
    const french = await createPublicCustomer(t, { policies: true, language: 'fr' });
    const quote = (await upload(await germanPdf(), undefined, french).expect(201)).body;
    expect(quote.sourceLanguages).toEqual(
      expect.arrayContaining([
        { value: 'en', label: 'Anglais' },
        { value: 'es', label: 'Espagnol' },
      ]),
    );
    expect((await setLanguage(quote.translationId, { source_language: 'de' }, french).expect(400)).body.detail).toBe(
      'Nous ne pouvons pas encore traduire de l’allemand vers le français.',
    );
    expect((await setLanguage(quote.translationId, { source_language: 'en' }).expect(404)).body.detail).toBe('Translation not found');

    const em = t.app.get(MikroORM).em.fork();
    await em.nativeUpdate(Translation, { id: quote.translationId }, { sourceLanguage: 'es', paidAt: new Date() });
    expect((await setLanguage(quote.translationId, { source_language: 'en' }, french).expect(409)).body.detail).toBe(
      'La langue de ce document ne peut plus être modifiée : il a été payé.',
    );
    expect((await stored(quote.translationId)).sourceLanguage).toBe('es');
  });
});
