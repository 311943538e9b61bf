import { createPublicCustomer } from '../utils/accounts';
import { manyPagesPdf, prosePdf } from '../../../document/test/utils/pdf-factory';
import { createTestApp, TestApp } from '../utils/test-app';
import { targetLanguageId, uploadPdf } from '../utils/translations';

// A document whose language cannot be recognised (too little text) is not refused: it is quoted with the language
// left for the customer to choose (sourceLanguageStatus "needed"), or taken in the language the customer names.
describe('upload of a document whose language cannot be recognised', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('quotes it with the language to choose, and takes the language the customer names', async () => {
    const { user, token } = await createPublicCustomer(t, { policies: true });
    const fr = await targetLanguageId(t, 'fr');
    // One page holding "Page number 1": a few letters, not enough to tell a language.
    const bytes = (await manyPagesPdf(1)).bytes;
    const asked = await uploadPdf(t, token, { userId: user.id, targetLanguageId: fr, bytes }).expect(201);
    expect(asked.body).toMatchObject({
      pageCount: 1,
      sourceLanguage: '',
      sourceLanguageStatus: 'needed',
      detectedLanguage: null,
      languageConfidence: 0,
    });
    const named = await uploadPdf(t, token, { userId: user.id, targetLanguageId: fr, bytes, sourceLanguage: 'en' }).expect(201);
    expect(named.body).toMatchObject({ pageCount: 1, sourceLanguage: 'en', sourceLanguageStatus: 'given' });
  });

  it('detects the language once the document has a few sentences', async () => {
    const { user, token } = await createPublicCustomer(t, { policies: true });
    const res = await uploadPdf(t, token, {
      userId: user.id,
      targetLanguageId: await targetLanguageId(t, 'fr'),
      bytes: (await prosePdf({ pages: 1 })).bytes,
    }).expect(201);
    expect(res.body).toMatchObject({ pageCount: 1, sourceLanguage: 'en', sourceLanguageStatus: 'detected' });
  });
});
