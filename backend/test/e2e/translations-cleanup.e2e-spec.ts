import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { Clock } from '../../src/common/clock';
import { Payment } from '../../src/payments/entities/payment.entity';
import { StorageService } from '../../src/storage/storage.service';
import { newStorageKey } from '../../src/storage/storage-key.util';
import { extractionKeyOf } from '../../src/translations/stored-extractions';
import { Translation } from '../../src/translations/entities/translation.entity';
import { TranslationCleanupService } from '../../src/translations/translation-cleanup.service';
import { uploadTempDir } from '../../src/translations/translation-upload.interceptor';
import { API, bearer, createPublicCustomer } from '../utils/accounts';
import { prosePdf } from '../../../document/test/utils/pdf-factory';
import { createTestApp, TestApp } from '../utils/test-app';
import { insertTranslation, targetLanguageId, TranslationOverrides, uploadPdf } from '../utils/translations';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe('scheduled clean-up of translations and their files', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ WORKERS_ENABLED: 'false', RETENTION_DAYS: '30' });
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => t.close());

  const storedFile = (key: string) => existsSync(join(t.config.storageDir, key));
  const rowOf = (id: number) => t.app.get(MikroORM).em.fork().findOne(Translation, { id });
  const moveClockTo = (at: number) => jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(at));

  /** A translation whose original, its text (and result, if asked) really are in storage. */
  async function withFiles(userId: number, overrides: TranslationOverrides & { withResult?: boolean } = {}) {
    const { withResult, ...fields } = overrides;
    const storage = t.app.get(StorageService);
    const sourceBlobName = newStorageKey('originals', 'pdf');
    await storage.put(sourceBlobName, Buffer.from('%PDF-1.7 original'));
    await storage.put(extractionKeyOf(sourceBlobName), Buffer.from('text read at intake'));
    let targetBlobName: string | null = null;
    if (withResult) {
      targetBlobName = newStorageKey('results', 'pdf');
      await storage.put(targetBlobName, Buffer.from('%PDF-1.7 result'));
    }
    return insertTranslation(t, userId, { sourceBlobName, targetBlobName, ...fields });
  }

  it('deletes an uploaded, unpaid translation and its original once 24 hours have passed, not before', async () => {
    const { user, token } = await createPublicCustomer(t, { policies: true });
    const { bytes } = await prosePdf({ pages: 1 });
    const { translationId } = (
      await uploadPdf(t, token, { userId: user.id, targetLanguageId: await targetLanguageId(t, 'fr'), bytes }).expect(201)
    ).body;
    const { sourceBlobName } = (await rowOf(translationId))!;
    expect(storedFile(sourceBlobName)).toBe(true);
    // The intake stores no text beside the original any more; an order uploaded before that change has it: the
    // clean-up deletes it with the original.
    expect(storedFile(extractionKeyOf(sourceBlobName))).toBe(false);
    await t.app.get(StorageService).put(extractionKeyOf(sourceBlobName), Buffer.from('text an older intake stored'));

    const cleanup = t.app.get(TranslationCleanupService);
    moveClockTo(Date.now() + 23 * HOUR);
    await cleanup.cleanup();
    expect(await rowOf(translationId)).not.toBeNull();
    expect(storedFile(sourceBlobName)).toBe(true);

    moveClockTo(Date.now() + 24 * HOUR + 60_000);
    await cleanup.cleanup();
    expect(await rowOf(translationId)).toBeNull();
    expect(storedFile(sourceBlobName)).toBe(false);
    expect(storedFile(extractionKeyOf(sourceBlobName))).toBe(false);
  });

  it('keeps paid translations, and unpaid ones a payment refers to (left to the payment side)', async () => {
    const { user } = await createPublicCustomer(t);
    const now = Date.now();
    const expiredUnpaid = await withFiles(user.id, { paidAt: null, expiresAt: new Date(now - HOUR) });
    const paid = await withFiles(user.id, { paidAt: new Date(now - 2 * DAY), expiresAt: null });
    const withPayment = await withFiles(user.id, { paidAt: null, expiresAt: new Date(now - HOUR) });
    const em = t.app.get(MikroORM).em.fork();
    em.create(Payment, {
      translation: withPayment.id,
      user: user.id,
      provider: 'sandbox',
      providerPaymentId: `pi_test_${withPayment.id}_${now}`,
      idempotencyKey: `key_${withPayment.id}_${now}`,
      status: 'payment_failed',
      subTotalCents: 885,
      taxCents: 0,
      amountCents: 885,
      currency: 'CAD',
    });
    await em.flush();

    moveClockTo(now);
    await t.app.get(TranslationCleanupService).cleanup();
    expect(await rowOf(expiredUnpaid.id)).toBeNull();
    expect(storedFile(expiredUnpaid.sourceBlobName)).toBe(false);
    expect(await rowOf(paid.id)).not.toBeNull();
    expect(storedFile(paid.sourceBlobName)).toBe(true);
    expect(await rowOf(withPayment.id)).not.toBeNull();
    expect(storedFile(withPayment.sourceBlobName)).toBe(true);
  });

  it('deletes the files of paid translations older than RETENTION_DAYS and keeps the rows with their metadata', async () => {
    const { user, token } = await createPublicCustomer(t);
    const completed = await withFiles(user.id, { status: 'completed', withResult: true, sourceFileName: 'old.pdf', pageCount: 4 });
    const running = await withFiles(user.id, { status: 'in-progress' });
    const cleanup = t.app.get(TranslationCleanupService);

    moveClockTo(Date.now() + 29 * DAY);
    expect((await cleanup.cleanup()).filesRetired).toBe(0);
    expect(storedFile(completed.sourceBlobName)).toBe(true);

    const later = Date.now() + 31 * DAY;
    moveClockTo(later);
    await cleanup.cleanup();
    const kept = (await rowOf(completed.id))!;
    expect(kept).toMatchObject({ status: 'completed', sourceFileName: 'old.pdf', pageCount: 4, targetBlobName: completed.targetBlobName });
    expect(kept.filesDeletedAt?.getTime()).toBe(later);
    expect(storedFile(completed.sourceBlobName)).toBe(false);
    expect(storedFile(extractionKeyOf(completed.sourceBlobName))).toBe(false);
    expect(storedFile(completed.targetBlobName!)).toBe(false);
    // A job may still need the files of a translation in progress.
    expect(storedFile(running.sourceBlobName)).toBe(true);

    // The order stays in the list, without a document to download.
    jest.restoreAllMocks();
    const list = (await t.http().get(`${API}/translations`).set(bearer(token)).expect(200)).body;
    expect(list.find((r: { id: number }) => r.id === completed.id)).toMatchObject({
      sourceDocument: { name: 'old.pdf', pageCount: 4 },
      targetDocument: null,
    });

    // A second run finds nothing left to do.
    moveClockTo(later + HOUR);
    expect(await cleanup.cleanup()).toEqual({ expiredDeleted: 0, filesRetired: 0, staleUploadsRemoved: 0 });
  });

  it('removes temporary uploads a stopped process left behind, after 6 hours', async () => {
    const dir = uploadTempDir(t.config);
    mkdirSync(dir, { recursive: true });
    const leftover = join(dir, 'a3f1c9d2e4b5a6f7081920a1b2c3d4e5');
    writeFileSync(leftover, '%PDF-1.7 half an upload');
    const cleanup = t.app.get(TranslationCleanupService);
    moveClockTo(Date.now() + HOUR);
    expect((await cleanup.cleanup()).staleUploadsRemoved).toBe(0);
    expect(existsSync(leftover)).toBe(true);
    moveClockTo(Date.now() + 7 * HOUR);
    expect((await cleanup.cleanup()).staleUploadsRemoved).toBe(1);
    expect(existsSync(leftover)).toBe(false);
  });
});
