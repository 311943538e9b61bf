import { PdfAnalyzer } from '@pt/document';
import { Clock } from '../../src/common/clock';
import { UploadLimits } from '../../src/translations/upload-limits';
import { prosePdf } from '../../../document/test/utils/pdf-factory';
import { createPublicCustomer } from '../utils/accounts';
import { insertTranslation } from '../utils/translations';
import { createTestApp, TestApp } from '../utils/test-app';
import { storageSnapshot, targetLanguageId, translationCount, uploadPdf } from '../utils/translations';

const HOUR = 3600_000;

describe('POST /translations: abuse limits and the bounded parse line', () => {
  let t: TestApp;
  let fr: number;
  let pdf: Uint8Array;

  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_REQUESTS: '1000',
      UPLOAD_RATE_PER_HOUR: '3',
      MAX_OPEN_UNPAID_TRANSLATIONS: '2',
      PDF_PARSE_CONCURRENCY: '1',
      PDF_PARSE_QUEUE_MAX: '1',
    });
    fr = await targetLanguageId(t, 'fr');
    pdf = (await prosePdf({ pages: 1, language: 'en' })).bytes;
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => t.close());

  const upload = (token: string, userId: number, bytes: Uint8Array = pdf) => uploadPdf(t, token, { userId, targetLanguageId: fr, bytes });
  const inOneHour = (ms = 0) => new Date(Date.now() + HOUR + ms);

  describe('open unpaid translations per user (MAX_OPEN_UNPAID_TRANSLATIONS=2)', () => {
    it("refuses a third upload while two await payment: 429 in the user's language, nothing stored or counted", async () => {
      const { user, token } = await createPublicCustomer(t, { policies: true });
      for (let i = 0; i < 2; i++) await insertTranslation(t, user, { paidAt: null, expiresAt: inOneHour() });
      const [before, rowsBefore] = [await storageSnapshot(t), await translationCount(t)];

      const res = await upload(token, user.id).expect(429);
      expect(res.body).toEqual({
        detail:
          'You have 2 documents awaiting payment, the most we keep at once. Please pay for one of them, or wait until unpaid quotes expire (24 hours after upload), then upload this one again.',
      });
      expect(await storageSnapshot(t)).toEqual(before);
      expect(await translationCount(t)).toBe(rowsBefore);

      const french = await createPublicCustomer(t, { policies: true, language: 'fr' });
      for (let i = 0; i < 2; i++) await insertTranslation(t, french.user, { paidAt: null, expiresAt: inOneHour() });
      expect((await upload(french.token, french.user.id).expect(429)).body.detail).toBe(
        'Vous avez 2 documents en attente de paiement, le maximum que nous conservons à la fois. Veuillez payer l’un d’eux, ou attendre que les soumissions non payées expirent (24 heures après le téléversement), puis téléverser celui-ci de nouveau.',
      );
    });

    it("counts only translations still awaiting payment: paid, expired and other users' ones do not count", async () => {
      const { user, token } = await createPublicCustomer(t, { policies: true });
      const other = await createPublicCustomer(t, { policies: true });
      await insertTranslation(t, user, { paidAt: null, expiresAt: inOneHour() });
      await insertTranslation(t, user, { paidAt: null, expiresAt: new Date(Date.now() - 1000) }); // expired, not yet cleaned up
      await insertTranslation(t, user, { paidAt: new Date() });
      for (let i = 0; i < 2; i++) await insertTranslation(t, other.user, { paidAt: null, expiresAt: inOneHour() });
      await upload(token, user.id).expect(201);
      // Now two await payment: the next one is refused.
      await upload(token, user.id).expect(429);
    });
  });

  describe('uploads per user per rolling hour (UPLOAD_RATE_PER_HOUR=3)', () => {
    it('counts every upload that reaches the analysis, refuses the next with Retry-After, and lets the user in again an hour later', async () => {
      const { user, token } = await createPublicCustomer(t, { policies: true });
      // Refused files count too: each one was read and parsed.
      const notAPdf = Buffer.from('%PDF-1.7\nthis is not really a PDF\n');
      for (let i = 0; i < 3; i++) expect((await upload(token, user.id, notAPdf)).status).toBeGreaterThanOrEqual(400);

      const refused = await upload(token, user.id).expect(429);
      expect(refused.body.detail).toBe('You have uploaded 3 documents in the last hour, the most we accept. Please try again in 60 min.');
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);

      // Another user is not affected.
      const other = await createPublicCustomer(t, { policies: true, language: 'fr' });
      await upload(other.token, other.user.id).expect(201);

      jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(inOneHour(1000));
      await upload(token, user.id).expect(201);
    });

    it('answers in French for a French-speaking user', async () => {
      const { user, token } = await createPublicCustomer(t, { policies: true, language: 'fr' });
      const notAPdf = Buffer.from('not a pdf at all');
      for (let i = 0; i < 3; i++) await upload(token, user.id, notAPdf);
      expect((await upload(token, user.id).expect(429)).body.detail).toBe(
        'Vous avez téléversé 3 documents au cours de la dernière heure, le maximum accepté. Veuillez réessayer dans 60 min.',
      );
    });
  });

  describe('the parse line (PDF_PARSE_CONCURRENCY=1, PDF_PARSE_QUEUE_MAX=1)', () => {
    it('one parse runs, one waits, the next upload answers 503 with Retry-After at once (not counted); the two others then finish', async () => {
      const customers = await Promise.all([0, 1, 2].map(() => createPublicCustomer(t, { policies: true })));
      // The third customer has used 2 of the 3 uploads of the hour.
      for (let i = 0; i < 2; i++) await upload(customers[2].token, customers[2].user.id, Buffer.from('not a pdf')).expect(400);
      const analyzer = t.app.get(PdfAnalyzer);
      const analyze = analyzer.analyze.bind(analyzer);
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      // The real analysis, held until the test lets it go: the parse slot stays taken meanwhile.
      jest.spyOn(analyzer, 'analyze').mockImplementation(async (path: string) => {
        await held;
        return analyze(path);
      });
      const limits = t.app.get(UploadLimits);

      const first = upload(customers[0].token, customers[0].user.id).then((r) => r);
      await waitFor(() => limits.parseLine.running === 1);
      const second = upload(customers[1].token, customers[1].user.id).then((r) => r);
      await waitFor(() => limits.parseLine.waiting === 1);

      const busy = await upload(customers[2].token, customers[2].user.id).expect(503);
      expect(busy.body).toEqual({ detail: 'We are analysing many documents right now. Please try again in a minute.' });
      expect(busy.headers['retry-after']).toBe('30');

      release();
      expect((await first).status).toBe(201);
      expect((await second).status).toBe(201);
      expect(limits.parseLine).toEqual({ running: 0, waiting: 0 });
      // Refused for being busy, not counted against the user: the same upload goes through now, as the third of
      // the hour, and only a fourth is refused.
      await upload(customers[2].token, customers[2].user.id).expect(201);
      await upload(customers[2].token, customers[2].user.id).expect(429);
    });
  });
});

/** Polls `condition` every 20 ms for at most 10 s (an HTTP request reaching a given point). */
async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (condition()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('condition not met within 10 s');
}
