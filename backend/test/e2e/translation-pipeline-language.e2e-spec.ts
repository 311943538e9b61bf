import { createPublicCustomer } from '../utils/accounts';
import { manyPagesPdf, prosePdf } from '../../../document/test/utils/pdf-factory';
import { createTestApp, TestApp } from '../utils/test-app';
import { storageSnapshot, targetLanguageId, translationCount, uploadPdf } from '../utils/translations';

// A document whose language cannot be recognised (too little text) is refused at upload, before payment: the user is
// told why and what to do, in their language, and nothing is stored.
describe('upload of a document whose language cannot be recognised', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it.each([
    ['en', /^We could not recognise the language of this document: it has too little text\. Please upload a document with at least a few full sentences, or write to us through the contact page/],
    ['fr', /^Nous n’avons pas pu reconnaître la langue de ce document : il contient trop peu de texte\. Veuillez téléverser un document d’au moins quelques phrases complètes, ou écrivez-nous par la page de contact/],
  ] as const)('answers 422 with what to do, in %s, and stores nothing', async (language, detail) => {
    const { user, token } = await createPublicCustomer(t, { policies: true, language });
    const before = { rows: await translationCount(t), ...storageSnapshot(t) };
    // One page holding "Page number 1": a few letters, not enough to tell a language.
    const res = await uploadPdf(t, token, { userId: user.id, targetLanguageId: await targetLanguageId(t, 'fr'), bytes: (await manyPagesPdf(1)).bytes }).expect(422);
    expect(res.body.detail).toMatch(detail);
    expect({ rows: await translationCount(t), ...storageSnapshot(t) }).toEqual(before);
  });

  it('accepts the same upload once the document has a few sentences', async () => {
    const { user, token } = await createPublicCustomer(t, { policies: true });
    const res = await uploadPdf(t, token, { userId: user.id, targetLanguageId: await targetLanguageId(t, 'fr'), bytes: (await prosePdf({ pages: 1 })).bytes }).expect(201);
    expect(res.body).toMatchObject({ pageCount: 1 });
  });
});
