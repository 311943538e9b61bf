import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { OcrRunner, type OcrLimits } from '@pt/document';
import { Translation } from '../../src/translations/entities/translation.entity';
import { RefundPort } from '../../src/translations/jobs/refund.port';
import { ExtractionReadAhead } from '../../src/translations/extraction-read-ahead';
import { StoredExtractions } from '../../src/translations/stored-extractions';
import { TRANSLATIONS_QUEUE } from '../../src/translations/translation-jobs';
import { TranslationsService } from '../../src/translations/translations.service';
import { API, bearer, createPublicCustomer } from '../utils/accounts';
import { SCAN_LINES, scannedPdf, scanOf } from '../../../document/src/ocr/ocr.fixtures';
import { createTestApp, TestApp } from '../utils/test-app';
import { downloadTranslation, targetLanguageId, uploadPdf } from '../utils/translations';

// Scanned pages through the whole paid path: the app's real worker, Apertium (en→fr), Tesseract and pdftoppm. OCR
// of a page costs about a second: one small mixed document serves both tests.
jest.setTimeout(180_000);

const NATIVE = ['The harbour report was written by the council.', 'It is a page with a text layer of its own.'];

describe('translation of scanned pages', () => {
  let t: TestApp;
  let workDir: string;
  let mixed: Uint8Array;

  beforeAll(async () => {
    t = await createTestApp({ WORKERS_ENABLED: 'true' });
    workDir = mkdtempSync(join(tmpdir(), 'pt-ocr-e2e-'));
    mixed = await scannedPdf([{ native: NATIVE }, { scan: await scanOf(SCAN_LINES) }]);
  });
  afterAll(async () => {
    await t?.app.get<Queue>(getQueueToken(TRANSLATIONS_QUEUE)).obliterate({ force: true });
    await t?.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  const row = (id: number) => t.app.get(MikroORM).em.fork().findOneOrFail(Translation, { id });

  async function uploadMixed() {
    const { user, token } = await createPublicCustomer(t, { policies: true });
    const res = await uploadPdf(t, token, {
      userId: user.id,
      targetLanguageId: await targetLanguageId(t, 'fr'),
      bytes: mixed,
      filename: 'mixed.pdf',
    }).expect(201);
    expect(res.body).toMatchObject({ pageCount: 2, scannedPages: [2], imageOnlyPages: [], sourceLanguage: 'en' });
    return { user, token, id: res.body.translationId as number };
  }

  async function settled(token: string, id: number) {
    const deadline = Date.now() + 150_000;
    for (;;) {
      const res = await t.http().get(`${API}/translations`).set(bearer(token)).expect(200);
      const item = (res.body as Array<{ id: number; status: { value: string }; isRefunded: boolean }>).find((i) => i.id === id);
      if (item && ['completed', 'failed'].includes(item.status.value)) return item;
      if (Date.now() > deadline) throw new Error(`translation ${id} not settled: ${JSON.stringify(item)} ${JSON.stringify(await row(id))}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  it('translates the native page and the scanned page of one document into one French PDF', async () => {
    const { token, id } = await uploadMixed();
    await t.app.get(TranslationsService).startPaidTranslation(id);
    expect((await settled(token, id)).status.value).toBe('completed');

    const path = join(workDir, 'mixed.fr.pdf');
    writeFileSync(path, (await downloadTranslation(t, token, id)).bytes);
    const text = (page: number) =>
      execFileSync('pdftotext', ['-f', String(page), '-l', String(page), path, '-'], { encoding: 'utf8' }).toLowerCase();
    const french = (page: number) =>
      ['le', 'la', 'les', 'de', 'du', 'des'].filter((w) =>
        text(page)
          .split(/[^\p{L}]+/u)
          .includes(w),
      ).length;
    expect(french(1)).toBeGreaterThanOrEqual(2);
    expect(french(2)).toBeGreaterThanOrEqual(2);
  });

  it('a scanned page OCR cannot read within its bound in the job fails the translation and requests a refund', async () => {
    const { token, id } = await uploadMixed();
    // Without the text read ahead the job reads the original again, scanned page included, with OCR bounded.
    const { sourceBlobName } = await row(id);
    await t.app.get(ExtractionReadAhead).settled(sourceBlobName);
    await t.app.get(StoredExtractions).delete(sourceBlobName);
    const limits = t.app.get<{ limits: OcrLimits }>(OcrRunner).limits;
    const timeout = limits.timeoutMsPerPage;
    const refund = jest.spyOn(t.app.get(RefundPort), 'requestRefund');
    limits.timeoutMsPerPage = 1;
    try {
      await t.app.get(TranslationsService).startPaidTranslation(id);
      expect((await settled(token, id)).status.value).toBe('failed');
    } finally {
      limits.timeoutMsPerPage = timeout;
    }
    // The job marks the translation failed (refundRequestedAt set with it), clears its checkpoint and result, then asks
    // for the refund: the list may show "failed" before that last step, so wait for it.
    const deadline = Date.now() + 15_000;
    while (refund.mock.calls.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    const translation = await row(id);
    expect(translation.errorMessage).toMatch(/scanned page 2 could not be recognised within our limits/);
    expect(translation.refundRequestedAt).toBeInstanceOf(Date);
    expect(refund).toHaveBeenCalledWith(id);
  });
});
