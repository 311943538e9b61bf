/* eslint-disable max-lines -- POST /translations' intake, refusals and limits share one app and the PDFs made at its top; each describe is one of them. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { TargetLanguage } from '../../src/translations/entities/target-language.entity';
import { PdfAnalyzer } from '@pt/document';
import { ExtractionReadAhead } from '../../src/translations/extraction-read-ahead';
import { StoredExtractions } from '../../src/translations/stored-extractions';
import { Translation } from '../../src/translations/entities/translation.entity';
import { User } from '../../src/users/entities/user.entity';
import { createOrganization, createPublicCustomer, login, registerEnterpriseUser, uniqueEmail } from '../utils/accounts';
import {
  encryptedPdf,
  garbageAfterHeaderPdf,
  imageOnlyPdf,
  pngBytes,
  prosePdf,
  truncatedPdf,
  zeroPagePdf,
} from '../../../document/test/utils/pdf-factory';
import { SCAN_LINES, scannedPdf, scanOf } from '../../../document/src/ocr/ocr.fixtures';
import { createTestApp, TestApp } from '../utils/test-app';
import { germanPdf, storageSnapshot, targetLanguageId, translationCount, uploadPdf } from '../utils/translations';

const ORIGINAL_KEY = /^originals\/[0-9a-f-]{36}\.pdf$/;

describe('POST /translations: intake, analysis and quote', () => {
  let t: TestApp;
  let fr: number;
  let es: number;
  let en: number;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_REQUESTS: '1000' });
    [fr, es, en] = await Promise.all([targetLanguageId(t, 'fr'), targetLanguageId(t, 'es'), targetLanguageId(t, 'en')]);
  });
  afterAll(() => t.close());

  const stored = (id: number) => t.app.get(MikroORM).em.fork().findOneOrFail(Translation, { id });

  it('quotes a 3-page English PDF at the public price (3 × 2.95 = 8.85 CAD), stores the original and its SHA-256, awaits payment', async () => {
    const { user, token } = await createPublicCustomer(t, { policies: true });
    const { bytes } = await prosePdf({ pages: 3, language: 'en' });
    const before = Date.now();
    const res = await uploadPdf(t, token, { userId: user.id, targetLanguageId: fr, bytes, filename: 'Annual report.pdf' }).expect(201);

    expect(res.body).toEqual({
      translationId: expect.any(Number),
      filename: 'Annual report.pdf',
      pageCount: 3,
      pagePrice: 2.95,
      subTotal: 8.85,
      subTotalCents: 885,
      currency: { value: 'CAD' },
      longDocIncentive: null,
      wordCount: expect.any(Number),
      sourceLanguage: 'en',
      sourceLanguageStatus: 'detected',
      detectedLanguage: 'en',
      languageConfidence: expect.any(Number),
      sourceLanguages: expect.arrayContaining([
        { value: 'en', label: 'English' },
        { value: 'es', label: 'Spanish' },
      ]),
      imageOnlyPages: [],
      scannedPages: [],
      warnings: [],
    });
    expect(res.body.wordCount).toBeGreaterThan(100);
    expect(res.body.languageConfidence).toBeGreaterThanOrEqual(0.5);
    expect(res.body.sourceLanguages.map((l: { value: string }) => l.value)).not.toContain('fr');

    const row = await stored(res.body.translationId);
    expect(row).toMatchObject({
      status: 'created',
      paidAt: null,
      outputFormat: 'pdf',
      sourceLanguage: 'en',
      sourceFileName: 'Annual report.pdf',
      sourceSha256: createHash('sha256').update(bytes).digest('hex'),
      sourceSizeBytes: bytes.length,
      pageCount: 3,
      pagePriceCents: 295,
      incentiveAfterPage: null,
      subTotalCents: 885,
      currency: 'CAD',
      progress: 0,
    });
    expect(row.orderNumber).toMatch(/^PT-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    expect(row.sourceBlobName).toMatch(ORIGINAL_KEY);
    expect(row.expiresAt!.getTime()).toBeGreaterThanOrEqual(before + 24 * 3600 * 1000 - 1000);
    expect(row.expiresAt!.getTime()).toBeLessThanOrEqual(Date.now() + 24 * 3600 * 1000 + 1000);
    // The stored original is the uploaded file, under a key of ours; no upload is left behind.
    expect(readFileSync(join(t.config.storageDir, row.sourceBlobName))).toEqual(Buffer.from(bytes));
    expect((await storageSnapshot(t)).uploads).toEqual([]);
    // The text runs with positions are read after the quote, while the customer pays, and stored beside the original.
    await t.app.get(ExtractionReadAhead).settled(row.sourceBlobName);
    const text = await t.app.get(StoredExtractions).load(row.sourceBlobName, 3);
    expect(text?.pages.map((page) => page.number)).toEqual([1, 2, 3]);
    expect(text?.pages[0].items.length).toBeGreaterThan(0);
  });

  it('quotes 60 pages for an enterprise user with a long-document incentive: 50 × 2.50 + 10 × 2.00 = 145.00', async () => {
    const org = await createOrganization(t, { pagePriceCents: 250, incentiveAfterPage: 50, incentivePagePriceCents: 200 });
    const { email, password, user } = await registerEnterpriseUser(t, { organizationId: org.id });
    const token = await login(t, email, password);
    await acceptPolicies(user.id);
    const { bytes } = await prosePdf({ pages: 60 });
    const res = await uploadPdf(t, token, { userId: user.id, targetLanguageId: fr, bytes, outputFormat: 'docx' }).expect(201);
    expect(res.body).toMatchObject({
      pageCount: 60,
      pagePrice: 2.5,
      subTotal: 145,
      subTotalCents: 14500,
      currency: { value: 'CAD' },
      longDocIncentive: { afterPage: 50, pagePrice: 2 },
      sourceLanguage: 'en',
    });
    expect(await stored(res.body.translationId)).toMatchObject({
      outputFormat: 'docx',
      incentiveAfterPage: 50,
      incentivePagePriceCents: 200,
      subTotalCents: 14500,
    });
  });

  it("warns before payment about image-only pages, in the user's language", async () => {
    const { bytes } = await imageOnlyPdf(); // page 1 prose, page 2 a picture, page 3 blank
    const english = await createPublicCustomer(t, { policies: true });
    const res = await uploadPdf(t, english.token, { userId: english.user.id, targetLanguageId: es, bytes }).expect(201);
    expect(res.body.imageOnlyPages).toEqual([2]);
    expect(res.body.warnings).toEqual(['Page 2 contains only images; its text will not be translated.']);

    const french = await createPublicCustomer(t, { policies: true, language: 'fr' });
    const resFr = await uploadPdf(t, french.token, { userId: french.user.id, targetLanguageId: es, bytes }).expect(201);
    expect(resFr.body.warnings).toEqual(['La page 2 ne contient que des images ; son texte ne sera pas traduit.']);
  });

  it('quotes a scan like any page, says its text will be recognised, and refuses a document where OCR finds no text', async () => {
    const scan = await scanOf(SCAN_LINES);
    const { user, token } = await createPublicCustomer(t, { policies: true });
    const res = await uploadPdf(t, token, {
      userId: user.id,
      targetLanguageId: fr,
      bytes: await scannedPdf([{ native: ['A first page with its own text layer.'] }, { scan }]),
    }).expect(201);
    expect(res.body).toMatchObject({ pageCount: 2, subTotalCents: 590, scannedPages: [2], imageOnlyPages: [], sourceLanguage: 'en' });
    expect(res.body.warnings).toEqual(['Page 2 is a scan: its text will be recognised automatically.']);
    expect(res.body.wordCount).toBeGreaterThan(20);

    const noise = await uploadPdf(t, token, { userId: user.id, targetLanguageId: fr, bytes: await scannedPdf([{ specks: 3 }]) }).expect(
      422,
    );
    expect(noise.body.detail).toBe(
      'This document has no text to translate: its pages contain only images, and no text could be recognised on them.',
    );
  });

  it('keeps only the last segment of the file name, without control characters', async () => {
    const { user, token } = await createPublicCustomer(t, { policies: true });
    const { bytes } = await prosePdf({ pages: 1 });
    const res = await uploadPdf(t, token, {
      userId: user.id,
      targetLanguageId: fr,
      bytes,
      filename: '..\\..\\secret\\Résumé\u202e.pdf',
    }).expect(201);
    expect(res.body.filename).toBe('Résumé.pdf');
    expect((await stored(res.body.translationId)).sourceBlobName).toMatch(ORIGINAL_KEY);
  });

  describe('refusals: status and detail, and nothing stored', () => {
    let customer: { user: User; token: string };
    beforeAll(async () => {
      customer = await createPublicCustomer(t, { policies: true });
    });

    const cases: Array<{
      name: string;
      bytes: () => Promise<Uint8Array> | Uint8Array;
      target?: () => number;
      source?: string;
      status: number;
      detail: string | RegExp;
    }> = [
      {
        name: 'a PNG named .pdf',
        bytes: () => pngBytes(),
        status: 400,
        detail: 'This file is not a PDF document. Please upload a PDF file.',
      },
      {
        name: 'a PDF header followed by garbage',
        bytes: () => garbageAfterHeaderPdf(),
        status: 400,
        detail: 'This file is not a PDF document. Please upload a PDF file.',
      },
      {
        name: 'an encrypted PDF (empty user password)',
        bytes: () => encryptedPdf({ userPassword: '' }),
        status: 422,
        detail: 'This PDF is password-protected or encrypted. Please upload an unprotected copy.',
      },
      {
        name: 'a damaged (truncated) PDF',
        bytes: () => truncatedPdf(),
        status: 422,
        detail: 'This PDF is damaged and cannot be read. Please upload an intact copy.',
      },
      {
        name: 'a PDF without pages',
        bytes: () => zeroPagePdf(),
        status: 422,
        detail: 'This PDF has no pages. Please upload a document with at least one page.',
      },
      {
        name: 'an unknown target language',
        bytes: async () => (await prosePdf({ pages: 1 })).bytes,
        target: () => 999_999,
        status: 400,
        detail: 'This target language is not available. Please choose another one.',
      },
      {
        name: 'an English document to English',
        bytes: async () => (await prosePdf({ pages: 1, language: 'en' })).bytes,
        target: () => en,
        status: 400,
        detail: 'This document is already in English.',
      },
      {
        name: 'a French document to French',
        bytes: async () => (await prosePdf({ pages: 1, language: 'fr' })).bytes,
        target: () => fr,
        status: 400,
        detail: 'This document is already in French.',
      },
      {
        name: 'a document said to be in German, to French (no route in the engine)',
        bytes: () => germanPdf(),
        source: 'de',
        status: 400,
        detail: 'We cannot translate from German to French yet.',
      },
      {
        name: 'a document said to be in French, to French',
        bytes: async () => (await prosePdf({ pages: 1, language: 'en' })).bytes,
        source: 'fr',
        status: 400,
        detail: 'This document is already in French.',
      },
      {
        name: 'a malformed source_language',
        bytes: async () => (await prosePdf({ pages: 1, language: 'en' })).bytes,
        source: 'English',
        status: 400,
        detail: 'source_language must be a two-letter language code, such as en or fr',
      },
    ];

    it.each(cases)('$name → $status', async ({ bytes, target, source, status, detail }) => {
      const before = { rows: await translationCount(t), ...(await storageSnapshot(t)) };
      const form = { userId: customer.user.id, targetLanguageId: target ? target() : fr, bytes: await bytes(), sourceLanguage: source };
      const res = await uploadPdf(t, customer.token, form).expect(status);
      if (typeof detail === 'string') expect(res.body.detail).toBe(detail);
      else expect(res.body.detail).toMatch(detail);
      expect({ rows: await translationCount(t), ...(await storageSnapshot(t)) }).toEqual(before);
    });

    it('an inactive target language → 400', async () => {
      const em = t.app.get(MikroORM).em.fork();
      const german = em.create(TargetLanguage, { value: 'de', label: 'German', labelFr: 'Allemand', isActive: false });
      await em.flush();
      const { bytes } = await prosePdf({ pages: 1 });
      const res = await uploadPdf(t, customer.token, { userId: customer.user.id, targetLanguageId: german.id, bytes }).expect(400);
      expect(res.body.detail).toBe('This target language is not available. Please choose another one.');
    });

    it('details in French for a French-speaking user, naming both languages', async () => {
      const french = await createPublicCustomer(t, { policies: true, language: 'fr' });
      const german = await uploadPdf(t, french.token, {
        userId: french.user.id,
        targetLanguageId: fr,
        bytes: await germanPdf(),
        sourceLanguage: 'de',
      }).expect(400);
      expect(german.body.detail).toBe('Nous ne pouvons pas encore traduire de l’allemand vers le français.');
      const same = await uploadPdf(t, french.token, {
        userId: french.user.id,
        targetLanguageId: en,
        bytes: (await prosePdf({ pages: 1 })).bytes,
      }).expect(400);
      expect(same.body.detail).toBe('Ce document est déjà en anglais.');
      const encrypted = await uploadPdf(t, french.token, { userId: french.user.id, targetLanguageId: fr, bytes: encryptedPdf() }).expect(
        422,
      );
      expect(encrypted.body.detail).toBe('Ce PDF est protégé par un mot de passe ou chiffré. Veuillez téléverser une copie non protégée.');
    });

    it("someone else's user_id → 403, nothing stored", async () => {
      const other = await createPublicCustomer(t, { policies: true });
      const before = { rows: await translationCount(t), ...(await storageSnapshot(t)) };
      const { bytes } = await prosePdf({ pages: 1 });
      const res = await uploadPdf(t, customer.token, { userId: other.user.id, targetLanguageId: fr, bytes }).expect(403);
      expect(res.body.detail).toBe('You can only create translations for your own account.');
      expect({ rows: await translationCount(t), ...(await storageSnapshot(t)) }).toEqual(before);
    });

    it('policies not accepted → 403; no token → 401; nothing stored', async () => {
      const before = { rows: await translationCount(t), ...(await storageSnapshot(t)) };
      const { bytes } = await prosePdf({ pages: 1 });
      const newcomer = await createPublicCustomer(t, { policies: false });
      const forbidden = await uploadPdf(t, newcomer.token, { userId: newcomer.user.id, targetLanguageId: fr, bytes }).expect(403);
      expect(forbidden.body.detail).toBe('Please accept the privacy policy first.');
      const anonymous = await uploadPdf(t, null, { userId: customer.user.id, targetLanguageId: fr, bytes }).expect(401);
      expect(anonymous.body.detail).toBe('Could not validate credentials or expired token');
      expect({ rows: await translationCount(t), ...(await storageSnapshot(t)) }).toEqual(before);
    });

    it('no file, bad fields, a second file → 400', async () => {
      const before = { rows: await translationCount(t), ...(await storageSnapshot(t)) };
      const { bytes } = await prosePdf({ pages: 1 });
      const noFile = await t
        .http()
        .post('/prod/api/translations')
        .set('Authorization', `Bearer ${customer.token}`)
        .field('user_id', String(customer.user.id))
        .field('target_language_id', String(fr))
        .expect(400);
      expect(noFile.body.detail).toBe('Please choose a PDF document to translate.');
      const badFormat = await uploadPdf(t, customer.token, {
        userId: customer.user.id,
        targetLanguageId: fr,
        bytes,
        outputFormat: 'odt',
      }).expect(400);
      expect(badFormat.body.detail).toBe('output_format must be pdf, docx or bilingual-pdf');
      const badId = await uploadPdf(t, customer.token, { userId: 'me' as unknown as number, targetLanguageId: fr, bytes }).expect(400);
      expect(badId.body.detail).toBe('user_id must be an integer');
      const twoFiles = await uploadPdf(t, customer.token, { userId: customer.user.id, targetLanguageId: fr, bytes })
        .attach('file', Buffer.from(bytes), 'second.pdf')
        .expect(400);
      expect(twoFiles.body.detail).toMatch(/^The upload could not be read/);
      expect({ rows: await translationCount(t), ...(await storageSnapshot(t)) }).toEqual(before);
    });

    it('an enterprise user without an organisation → 400 "Could not find pricing info"', async () => {
      const em = t.app.get(MikroORM).em.fork();
      const orphan = em.create(User, { email: uniqueEmail('orphan'), passwordHash: 'x', organization: null });
      await em.flush();
      const { user: withPolicies, token } = await tokenFor(orphan.id);
      const { bytes } = await prosePdf({ pages: 1 });
      const res = await uploadPdf(t, token, { userId: withPolicies, targetLanguageId: fr, bytes }).expect(400);
      expect(res.body.detail).toBe('Could not find pricing info');
    });
  });

  async function acceptPolicies(userId: number): Promise<void> {
    const { PRIVACY_POLICY_VERSION, TERMS_OF_SERVICE_VERSION } = await import('../../src/users/policies.util');
    const em = t.app.get(MikroORM).em.fork();
    const user = await em.findOneOrFail(User, { id: userId });
    Object.assign(user, {
      privacyPolicyVersion: PRIVACY_POLICY_VERSION,
      privacyPolicyAcceptedAt: new Date(),
      termsVersion: TERMS_OF_SERVICE_VERSION,
      termsAcceptedAt: new Date(),
    });
    await em.flush();
  }

  async function tokenFor(userId: number): Promise<{ user: number; token: string }> {
    await acceptPolicies(userId);
    const { TokenService } = await import('../../src/auth/token.service');
    return { user: userId, token: t.app.get(TokenService).issue(userId) };
  }
});

describe('POST /translations: size and page limits', () => {
  let t: TestApp;
  let fr: number;

  beforeAll(async () => {
    t = await createTestApp({ UPLOAD_MAX_BYTES: String(1024 * 1024), UPLOAD_MAX_PAGES: '2' });
    fr = await targetLanguageId(t, 'fr');
  });
  afterAll(() => t.close());

  it("over UPLOAD_MAX_BYTES → 413 naming the limit in MB, in the user's language, stopped while streaming; nothing stored", async () => {
    const analyze = jest.spyOn(t.app.get(PdfAnalyzer), 'analyze');
    const { bytes } = await prosePdf({ pages: 1 });
    // A real PDF padded past 1 MB with a comment after %%EOF (readers ignore it).
    const padded = Buffer.concat([Buffer.from(bytes), Buffer.from(`%${'x'.repeat(1024 * 1024)}\n`)]);
    for (const [language, detail] of [
      ['en', 'This file is larger than the 1 MB limit. Please upload a smaller PDF or split it into parts.'],
      ['fr', 'Ce fichier dépasse la limite de 1 Mo. Veuillez téléverser un PDF plus petit ou le diviser en plusieurs parties.'],
    ] as const) {
      const { user, token } = await createPublicCustomer(t, { policies: true, language });
      const before = { rows: await translationCount(t), ...(await storageSnapshot(t)) };
      const res = await uploadPdf(t, token, { userId: user.id, targetLanguageId: fr, bytes: padded }).expect(413);
      expect(res.body.detail).toBe(detail);
      expect({ rows: await translationCount(t), ...(await storageSnapshot(t)) }).toEqual(before);
    }
    expect(analyze).not.toHaveBeenCalled(); // refused by the upload limit, before any parsing
    analyze.mockRestore();
  });

  it('more pages than UPLOAD_MAX_PAGES → 413 naming the limit; nothing stored', async () => {
    const { user, token } = await createPublicCustomer(t, { policies: true });
    const before = { rows: await translationCount(t), ...(await storageSnapshot(t)) };
    const { bytes } = await prosePdf({ pages: 3 });
    const res = await uploadPdf(t, token, { userId: user.id, targetLanguageId: fr, bytes }).expect(413);
    expect(res.body.detail).toBe(
      'This PDF has more than 2 pages, the most we accept in one document. Please split it and upload the parts separately.',
    );
    expect({ rows: await translationCount(t), ...(await storageSnapshot(t)) }).toEqual(before);
  });
});
