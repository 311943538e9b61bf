import { MikroORM } from '@mikro-orm/core';
import { getQueueToken } from '@nestjs/bullmq';
import { NotFoundException } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { Clock } from '../../src/common/clock';
import { StorageService } from '../../src/storage/storage.service';
import { newStorageKey } from '../../src/storage/storage-key.util';
import { Translation } from '../../src/translations/entities/translation.entity';
import { TRANSLATIONS_QUEUE, translateJobId } from '../../src/translations/translation-jobs';
import { TranslationsService } from '../../src/translations/translations.service';
import { API, bearer, createPublicCustomer } from '../utils/accounts';
import { prosePdf } from '../../../document/test/utils/pdf-factory';
import { createTestApp, TestApp } from '../utils/test-app';
import { insertTranslation, targetLanguageId, TranslationOverrides, uploadPdf } from '../utils/translations';

describe('paid translations: queueing, the list and downloads', () => {
  let t: TestApp;
  let queue: Queue;

  beforeAll(async () => {
    // No worker in this app: the jobs the payment call adds stay in the queue for the assertions.
    t = await createTestApp({ WORKERS_ENABLED: 'false', DOWNLOAD_URL_TTL_SECONDS: '600', PUBLIC_URL: 'https://translate.example.com' });
    queue = t.app.get<Queue>(getQueueToken(TRANSLATIONS_QUEUE));
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(async () => {
    await queue.obliterate({ force: true }); // this app's own queue (test apps get their own prefix)
    await t.close();
  });

  const row = (id: number) => t.app.get(MikroORM).em.fork().findOneOrFail(Translation, { id });

  describe("startPaidTranslation (the payment side's call)", () => {
    it('marks the translation paid once and adds one `translate` job, however often it is called', async () => {
      const { user, token } = await createPublicCustomer(t, { policies: true });
      const { bytes } = await prosePdf({ pages: 1 });
      const { translationId } = (
        await uploadPdf(t, token, { userId: user.id, targetLanguageId: await targetLanguageId(t, 'fr'), bytes }).expect(201)
      ).body;
      const jobId = translateJobId(translationId);

      const service = t.app.get(TranslationsService);
      await service.startPaidTranslation(translationId);
      const paid = await row(translationId);
      expect(paid).toMatchObject({ status: 'created', expiresAt: null });
      expect(paid.paidAt).toBeInstanceOf(Date);

      // Again, and twice at once (a webhook delivered twice, plus the reconciliation job).
      await service.startPaidTranslation(translationId);
      await Promise.all([service.startPaidTranslation(translationId), service.startPaidTranslation(translationId)]);
      expect((await row(translationId)).paidAt).toEqual(paid.paidAt);

      const job = (await queue.getJob(jobId)) as Job;
      expect(job).toBeDefined();
      expect(job.name).toBe('translate');
      expect(job.data).toEqual({ translationId });
      expect(job.opts.attempts).toBeGreaterThan(1);
      const jobs = await queue.getJobs();
      expect(jobs.filter((j) => j.data.translationId === translationId).map((j) => j.id)).toEqual([jobId]);
    });

    it('adds no job for a translation that has already started or ended', async () => {
      const { user } = await createPublicCustomer(t);
      const started = await insertTranslation(t, user, { status: 'in-progress', paidAt: null });
      await t.app.get(TranslationsService).startPaidTranslation(started.id);
      expect(await queue.getJob(translateJobId(started.id))).toBeUndefined();
      expect((await row(started.id)).paidAt).toBeInstanceOf(Date);
    });

    it('rejects an unknown translation', async () => {
      await expect(t.app.get(TranslationsService).startPaidTranslation(987_654)).rejects.toBeInstanceOf(NotFoundException);
    });
  });

  describe('GET /translations', () => {
    it("lists the caller's paid translations only, newest first, in the Home table's shape", async () => {
      const alice = await createPublicCustomer(t);
      const bob = await createPublicCustomer(t);
      const first = await insertTranslation(t, alice.user, { sourceFileName: 'first.pdf', pageCount: 2, subTotalCents: 590 });
      await new Promise((r) => setTimeout(r, 5));
      const second = await insertTranslation(t, alice.user, {
        sourceFileName: 'second.pdf',
        status: 'completed',
        targetBlobName: newStorageKey('results', 'docx'),
        outputFormat: 'docx',
        progress: 100,
      });
      await new Promise((r) => setTimeout(r, 5));
      const failed = await insertTranslation(t, alice.user, { status: 'failed', isRefunded: true });
      await insertTranslation(t, alice.user, { paidAt: null, expiresAt: new Date(Date.now() + 3600_000) }); // awaiting payment: not listed
      await insertTranslation(t, bob.user, { sourceFileName: 'bob.pdf' });

      const res = await t.http().get(`${API}/translations`).set(bearer(alice.token)).expect(200);
      expect(res.body.map((r: { id: number }) => r.id)).toEqual([failed.id, second.id, first.id]);
      expect(res.body[2]).toEqual({
        id: first.id,
        orderNumber: first.orderNumber,
        status: { value: 'created' },
        isRefunded: false,
        date: first.createdAt.toISOString(),
        sourceDocument: { name: 'first.pdf', pageCount: 2 },
        targetDocument: null,
        quote: { subTotal: 5.9 },
        progress: 0,
      });
      expect(res.body[1]).toMatchObject({
        status: { value: 'completed' },
        targetDocument: { name: 'second-fr.docx', blobName: second.targetBlobName },
        progress: 100,
      });
      expect(res.body[0]).toMatchObject({ status: { value: 'failed' }, isRefunded: true });

      const bobs = await t.http().get(`${API}/translations`).set(bearer(bob.token)).expect(200);
      expect(bobs.body.map((r: { sourceDocument: { name: string } }) => r.sourceDocument.name)).toEqual(['bob.pdf']);
    });

    it('needs a token', async () => {
      await t.http().get(`${API}/translations`).expect(401);
    });
  });

  describe('GET /translations/{id}/download-url and the signed link', () => {
    const resultBytes = Buffer.from('%PDF-1.7\n% a translated document\n%%EOF\n');

    async function completedTranslationOf(userId: number, fields: TranslationOverrides = {}) {
      const key = newStorageKey('results', 'pdf');
      await t.app.get(StorageService).put(key, resultBytes);
      return insertTranslation(t, userId, { status: 'completed', targetBlobName: key, progress: 100, completedAt: new Date(), ...fields });
    }

    const pathOf = (url: string) => {
      const u = new URL(url, 'http://any-host.example');
      return `${u.pathname}${u.search}`;
    };

    it('gives the owner a signed link that downloads the document under a safe name', async () => {
      const { user, token } = await createPublicCustomer(t);
      const translation = await completedTranslationOf(user.id, { sourceFileName: 'Résumé "final".pdf' });
      const res = await t.http().get(`${API}/translations/${translation.id}/download-url`).set(bearer(token)).expect(200);
      expect(res.body.filename).toBe('Résumé _final_-fr.pdf'); // quotes are reserved characters on Windows
      // Root-relative: it works under whatever host name the page was opened with, not only PUBLIC_URL's.
      expect(res.body.download_url).toMatch(/^\/prod\/api\/storage\/download\?/);
      const url = new URL(res.body.download_url, 'http://any-host.example');
      expect(Number(url.searchParams.get('exp'))).toBeGreaterThan(Date.now() / 1000 + 590);
      expect(Number(url.searchParams.get('exp'))).toBeLessThanOrEqual(Date.now() / 1000 + 600);

      const file = await t
        .http()
        .get(pathOf(res.body.download_url))
        .buffer(true)
        .parse((r, cb) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => cb(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(file.body).toEqual(resultBytes);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toBe(
        `attachment; filename="Resume _final_-fr.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20_final_-fr.pdf`,
      );
      expect(file.headers['cache-control']).toBe('private, no-store');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
    });

    it('refuses a link whose key, name, expiry or signature was changed (403)', async () => {
      const { user, token } = await createPublicCustomer(t);
      const translation = await completedTranslationOf(user.id);
      const other = await completedTranslationOf(user.id);
      const { download_url } = (await t.http().get(`${API}/translations/${translation.id}/download-url`).set(bearer(token)).expect(200))
        .body;
      const tamper = (param: string, value: string) => {
        const u = new URL(download_url, 'http://any-host.example');
        u.searchParams.set(param, value);
        return pathOf(u.toString());
      };
      for (const path of [
        tamper('sig', 'A'.repeat(43)),
        tamper('name', 'evil.html'),
        tamper('key', other.targetBlobName!),
        tamper('exp', String(Math.floor(Date.now() / 1000) + 86_400)),
        '/prod/api/storage/download?key=results/x.pdf',
        '/prod/api/storage/download',
      ]) {
        const res = await t.http().get(path).expect(403);
        expect(res.body.detail).toBe('This download link is not valid. Please download the document again from your translations.');
      }
    });

    it('refuses an expired link (403), with the clock moved past its 10 minutes', async () => {
      const { user, token } = await createPublicCustomer(t);
      const translation = await completedTranslationOf(user.id);
      const { download_url } = (await t.http().get(`${API}/translations/${translation.id}/download-url`).set(bearer(token)).expect(200))
        .body;
      const clock = t.app.get(Clock);
      const issued = Date.now();
      jest.spyOn(clock, 'now').mockReturnValue(new Date(issued + 9 * 60_000));
      await t.http().get(pathOf(download_url)).expect(200);
      jest.spyOn(clock, 'now').mockReturnValue(new Date(issued + 10 * 60_000 + 1000));
      const res = await t.http().get(pathOf(download_url)).expect(403);
      expect(res.body.detail).toBe('This download link has expired. Please download the document again from your translations.');
    });

    it("answers 404 for another user's translation, an unknown id or an unpaid one; 409 until completed; 410 after retention", async () => {
      const owner = await createPublicCustomer(t, { language: 'en' });
      const stranger = await createPublicCustomer(t);
      const completed = await completedTranslationOf(owner.user.id);
      const inProgress = await insertTranslation(t, owner.user, { status: 'in-progress', progress: 40 });
      const unpaid = await insertTranslation(t, owner.user, { paidAt: null });
      const retired = await completedTranslationOf(owner.user.id, { filesDeletedAt: new Date() });

      for (const path of [`${completed.id}`, '987654', 'abc', `${unpaid.id}`]) {
        const res = await t
          .http()
          .get(`${API}/translations/${path}/download-url`)
          .set(bearer(path === `${completed.id}` ? stranger.token : owner.token))
          .expect(404);
        expect(res.body.detail).toBe('Translation not found');
      }
      const notYet = await t.http().get(`${API}/translations/${inProgress.id}/download-url`).set(bearer(owner.token)).expect(409);
      expect(notYet.body.detail).toBe('No document available for download');
      const gone = await t.http().get(`${API}/translations/${retired.id}/download-url`).set(bearer(owner.token)).expect(410);
      expect(gone.body.detail).toBe('This document is no longer available: documents are deleted 30 days after the order.');
      await t.http().get(`${API}/translations/${completed.id}/download-url`).expect(401);
      // A French user is told in French, whether the id is unknown or malformed.
      const french = await createPublicCustomer(t, { language: 'fr' });
      for (const path of ['987654', 'abc']) {
        const res = await t.http().get(`${API}/translations/${path}/download-url`).set(bearer(french.token)).expect(404);
        expect(res.body.detail).toBe('Traduction introuvable');
      }
    });

    it('answers 404 when the stored document is gone although the link is valid', async () => {
      const { user, token } = await createPublicCustomer(t);
      const translation = await completedTranslationOf(user.id);
      const { download_url } = (await t.http().get(`${API}/translations/${translation.id}/download-url`).set(bearer(token)).expect(200))
        .body;
      await t.app.get(StorageService).delete(translation.targetBlobName!);
      const res = await t.http().get(pathOf(download_url)).expect(404);
      expect(res.body.detail).toBe('This document is no longer available.');
    });
  });
});
