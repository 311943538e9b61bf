/* eslint-disable max-lines -- the paid translation's whole path shares one app with its real worker, engine and outbox set up at its top; its cases are the stages and failures of that one path. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { getQueueToken } from '@nestjs/bullmq';
import type { Job, JobState, Queue } from 'bullmq';
import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { MailService } from '../../src/mail/mail.service';
import { StorageService } from '../../src/storage/storage.service';
import { TranslationEngine, TranslationEngineError, PdfWriteLimits, PdfWriteRunner, PdfTextExtractor } from '@pt/document';
import { TRANSLATION_ENGINE } from '../../src/translations/engines.module';
import { Translation } from '../../src/translations/entities/translation.entity';
import { RefundPort } from '../../src/translations/jobs/refund.port';
import { BATCH_LIMITS, TranslationPipelineService } from '../../src/translations/jobs/translation-pipeline.service';
import { ExtractionReadAhead } from '../../src/translations/extraction-read-ahead';
import { StoredExtractions } from '../../src/translations/stored-extractions';
import { TRANSLATIONS_QUEUE, translateJobId } from '../../src/translations/translation-jobs';
import { TranslationsService } from '../../src/translations/translations.service';
import { User } from '../../src/users/entities/user.entity';
import { API, bearer, createPublicCustomer } from '../utils/accounts';
import { mailsTo as mailsToIn } from '../utils/mail-outbox';
import { garbageAfterHeaderPdf, PROSE, prosePdf } from '../../../document/test/utils/pdf-factory';
import { createTestApp, TestApp } from '../utils/test-app';
import { downloadTranslation, filesUnder, targetLanguageId, uploadPdf } from '../utils/translations';

// The whole path of a paid translation with the real engine (Apertium, en→fr through Spanish), the app's real BullMQ
// worker (in the API process, as `npm start` runs it) on the run's Redis (queues of its own: createTestApp gives each
// app a QUEUE_PREFIX), real PDFs and the mail outbox.
jest.setTimeout(60_000);

const FRENCH_WORDS = ['le', 'la', 'de', 'est', 'les', 'et'];

describe('translation job and worker', () => {
  let t: TestApp;
  let queue: Queue;
  let workDir: string;

  beforeAll(async () => {
    t = await createTestApp({ WORKERS_ENABLED: 'true', PUBLIC_URL: 'https://translate.example.com' });
    queue = t.app.get<Queue>(getQueueToken(TRANSLATIONS_QUEUE));
    workDir = mkdtempSync(join(tmpdir(), 'pt-pipeline-e2e-'));
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(async () => {
    await queue?.obliterate({ force: true });
    await t?.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  const row = (id: number) =>
    t.app
      .get(MikroORM)
      .em.fork()
      .findOneOrFail(Translation, { id }, { populate: ['targetLanguage'] });
  const mailsTo = (email: string) => mailsToIn(t.app.get(MailService).outboxDir!, email);
  const resultFiles = (id: number) => filesUnder(join(t.config.storageDir, 'results', String(id)));

  /** A signed-in customer (policies accepted) uploads a generated English PDF through the API; answers its id. */
  async function upload(options: { language?: 'en' | 'fr'; outputFormat?: 'pdf' | 'docx'; pages?: number } = {}) {
    const { user, token } = await createPublicCustomer(t, { policies: true, language: options.language ?? 'en' });
    const pdf = await prosePdf({ pages: options.pages ?? 3, language: 'en' });
    const res = await uploadPdf(t, token, {
      userId: user.id,
      targetLanguageId: await targetLanguageId(t, 'fr'),
      bytes: pdf.bytes,
      filename: 'harbour report.pdf',
      outputFormat: options.outputFormat,
    }).expect(201);
    return { user, token, pdf, id: res.body.translationId as number };
  }

  /** Polls GET /translations (as the Home page does) until the translation settles; answers every progress seen. */
  async function waitUntilSettled(token: string, id: number, timeoutMs = 40_000) {
    const seen: number[] = [];
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const res = await t.http().get(`${API}/translations`).set(bearer(token)).expect(200);
      const item = (res.body as Array<{ id: number; status: { value: string }; progress: number; isRefunded: boolean }>).find(
        (i) => i.id === id,
      );
      if (item) {
        seen.push(item.progress);
        if (item.status.value === 'completed' || item.status.value === 'failed') return { item, seen };
      }
      if (Date.now() > deadline) throw new Error(`translation ${id} not settled: last ${JSON.stringify(item)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async function waitForJobState(jobId: string, states: JobState[], timeoutMs = 20_000): Promise<Job> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const state = await queue.getJobState(jobId);
      // Read after the state: a job read before it moved would show the previous attempt's counters.
      if (states.includes(state as JobState)) return (await queue.getJob(jobId))!;
      if (Date.now() > deadline) throw new Error(`job ${jobId} never reached ${states.join('/')}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** GET /translations/{id}/download-url, then the signed link itself (served by our local-storage route). */
  const download = (token: string, id: number) => downloadTranslation(t, token, id);

  async function extractedText(bytes: Buffer) {
    const path = join(workDir, `out-${Date.now()}.pdf`);
    writeFileSync(path, bytes);
    const extraction = await t.app.get(PdfTextExtractor).extract(path);
    return { extraction, text: extraction.pages.flatMap((p) => p.items.map((i) => i.text)).join(' ') };
  }

  const wordsOf = (text: string) => new Set(text.toLowerCase().split(/[^\p{L}]+/u));

  it('translates an uploaded PDF end to end: progress to 100, a French PDF of the same pages, one e-mail with it attached', async () => {
    const { user, token, pdf, id } = await upload({ language: 'en' });
    await t.app.get(TranslationsService).startPaidTranslation(id);

    const { item, seen } = await waitUntilSettled(token, id);
    expect(item.status.value).toBe('completed');
    expect(item.progress).toBe(100);
    expect(seen.every((p, i) => i === 0 || p >= seen[i - 1])).toBe(true); // never goes backwards
    const job = await waitForJobState(translateJobId(id), ['completed']);
    expect(job.progress).toBe(100);
    expect(job.returnvalue).toBe('completed');

    const translation = await row(id);
    expect(translation).toMatchObject({ status: 'completed', progress: 100, errorMessage: null, isRefunded: false });
    expect(translation.targetBlobName).toBe(`results/${id}/${translation.orderNumber.toLowerCase()}.pdf`);
    expect(translation.targetFileName).toBe('harbour report-fr.pdf');
    expect(translation.startedAt).toBeInstanceOf(Date);
    expect(translation.completedAt).toBeInstanceOf(Date);
    expect(translation.deliveredAt).toBeInstanceOf(Date);

    // The document: a PDF with the same pages, its text French and none of the English sentences left.
    const { bytes, filename } = await download(token, id);
    expect(filename).toBe('harbour report-fr.pdf');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const out = await PDFDocument.load(bytes);
    expect(out.getPages().map((p) => [p.getWidth(), p.getHeight()])).toEqual(pdf.pages.map((p) => [p.width, p.height]));
    const { extraction, text } = await extractedText(bytes);
    expect(extraction.pageCount).toBe(3);
    const words = wordsOf(text);
    expect(FRENCH_WORDS.filter((w) => words.has(w)).length).toBeGreaterThanOrEqual(4);
    for (const sentence of PROSE.en) expect(text).not.toContain(sentence.slice(0, 40));
    expect(words.has('the')).toBe(false);

    // The e-mail: once, in English, with the order number and the document attached.
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain(translation.orderNumber);
    expect(mails[0].text).toContain('https://translate.example.com/home');
    expect(mails[0].attachments).toHaveLength(1);
    expect(mails[0].attachments[0]).toMatchObject({ filename: 'harbour report-fr.pdf', contentType: 'application/pdf' });
    expect(Buffer.compare(mails[0].attachments[0].content, bytes)).toBe(0);
    expect(translation.outputNotes).toBeNull(); // the translation fitted: nothing to check
    expect(mails[0].text).not.toContain('Please check');

    // Running it again (the service, or the job added once more) neither mails again nor stores a second result.
    const pipeline = t.app.get(TranslationPipelineService);
    await expect(pipeline.run(id)).resolves.toBe('already-completed');
    await queue.add('translate', { translationId: id }, { jobId: `${translateJobId(id)}-again` });
    expect((await waitForJobState(`${translateJobId(id)}-again`, ['completed'])).returnvalue).toBe('already-completed');
    // Two deliveries racing for a translation whose e-mail was never sent (a crash before it): exactly one is sent.
    await t.app.get(MikroORM).em.fork().nativeUpdate(Translation, { id }, { deliveredAt: null });
    const raced = await Promise.all([pipeline.deliver(id), pipeline.deliver(id), pipeline.run(id)]);
    expect(raced.filter((r) => r === true)).toHaveLength(1);
    expect(await mailsTo(user.email)).toHaveLength(2);
    await pipeline.run(id);
    expect(await mailsTo(user.email)).toHaveLength(2);
    expect(resultFiles(id)).toEqual([`${translation.orderNumber.toLowerCase()}.pdf`]);
    expect(filesUnder(join(t.config.storageDir, 'checkpoints'))).toEqual([]);
    // The PDF was written by a bounded writing process, kept for the next document.
    const writers = t.app.get(PdfWriteRunner).processIds;
    expect(writers).toHaveLength(1);
    expect(writers[0]).not.toBe(process.pid);
  });

  it('starts from the text read ahead while the customer paid; without it the job parses the original, to the same result', async () => {
    const extract = jest.spyOn(t.app.get(PdfTextExtractor), 'extract');
    const readAhead = t.app.get(ExtractionReadAhead);
    const first = await upload({ pages: 2 });
    await readAhead.settled((await row(first.id)).sourceBlobName);
    await t.app.get(TranslationsService).startPaidTranslation(first.id);
    expect((await waitUntilSettled(first.token, first.id)).item.status.value).toBe('completed');
    expect(extract).not.toHaveBeenCalled();

    // Nothing read ahead (a read that failed, or a second upload while one was being read): the job parses it.
    const second = await upload({ pages: 2 });
    const { sourceBlobName } = await row(second.id);
    await readAhead.settled(sourceBlobName);
    await t.app.get(StoredExtractions).delete(sourceBlobName);
    await t.app.get(TranslationsService).startPaidTranslation(second.id);
    expect((await waitUntilSettled(second.token, second.id)).item.status.value).toBe('completed');
    expect(extract).toHaveBeenCalledTimes(1);

    const [a, b] = [await download(first.token, first.id), await download(second.token, second.id)];
    expect((await extractedText(a.bytes)).text).toBe((await extractedText(b.bytes)).text);
  });

  it('writes DOCX when asked, and mails a French-speaking user in French', async () => {
    const { user, token, id } = await upload({ language: 'fr', outputFormat: 'docx', pages: 2 });
    await t.app.get(TranslationsService).startPaidTranslation(id);
    const { item } = await waitUntilSettled(token, id);
    expect(item).toMatchObject({ status: { value: 'completed' }, progress: 100 });
    await waitForJobState(translateJobId(id), ['completed']); // the e-mail is sent after the status is saved

    const { bytes, filename } = await download(token, id);
    expect(filename).toBe('harbour report-fr.docx');
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    const documentXml = Buffer.from(unzipSync(new Uint8Array(bytes))['word/document.xml']).toString('utf8');
    const text = documentXml.replace(/<[^>]+>/g, ' ');
    const words = wordsOf(text);
    expect(FRENCH_WORDS.filter((w) => words.has(w)).length).toBeGreaterThanOrEqual(4);
    expect(text).not.toContain(PROSE.en[0].slice(0, 40));

    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/^Votre traduction est prête/);
    expect(mails[0].text).toContain('pièce jointe');
    expect(mails[0].attachments[0]).toMatchObject({
      filename: 'harbour report-fr.docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
  });

  it('links to /home instead of attaching a document over the attachment limit', async () => {
    const { user, token, id } = await upload({ pages: 1 });
    const limit = t.config.DELIVERY_ATTACHMENT_MAX_BYTES;
    t.config.DELIVERY_ATTACHMENT_MAX_BYTES = 1000; // the service reads the limit at delivery time
    try {
      await t.app.get(TranslationsService).startPaidTranslation(id);
      expect((await waitUntilSettled(token, id)).item.status.value).toBe('completed');
      await waitForJobState(translateJobId(id), ['completed']);
    } finally {
      t.config.DELIVERY_ATTACHMENT_MAX_BYTES = limit;
    }
    const [mail, ...others] = await mailsTo(user.email);
    expect(others).toHaveLength(0);
    expect(mail.attachments).toHaveLength(0);
    expect(mail.text).toContain('too large to attach');
    expect(mail.text).toContain('https://translate.example.com/home');
  });

  it('tells the customer which pages to check when a translation cannot fit its box, and keeps it for a later delivery', async () => {
    const engine = t.app.get<TranslationEngine>(TRANSLATION_ENGINE);
    const original = engine.translateBatch.bind(engine);
    // Every translation five times its length (the engine's answer, repeated): the full pages cannot hold them.
    jest
      .spyOn(engine, 'translateBatch')
      .mockImplementation(async (segments, source, target) =>
        (await original(segments, source, target)).map((text) => Array(5).fill(text).join(' ')),
      );
    const { user, token, id } = await upload({ pages: 2 });
    await t.app.get(TranslationsService).startPaidTranslation(id);
    expect((await waitUntilSettled(token, id)).item.status.value).toBe('completed');
    await waitForJobState(translateJobId(id), ['completed']);

    const translation = await row(id);
    expect(translation.outputNotes).toEqual({ overflowPages: [1, 2], missingGlyphPages: [], sourceTextPages: [] });
    const [mail] = await mailsTo(user.email);
    expect(mail.text).toContain('Please check the document:');
    expect(mail.text).toContain('On pages 1 and 2, the translation is longer than the original and runs past its space');
    expect(mail.text).toContain(`give your order number, ${translation.orderNumber}:\nhttps://translate.example.com/contact-us`);

    // A delivery sent later (the first one lost) reads the notes from the translation.
    await t.app.get(MikroORM).em.fork().nativeUpdate(Translation, { id }, { deliveredAt: null });
    await expect(t.app.get(TranslationPipelineService).deliver(id)).resolves.toBe(true);
    const again = await mailsTo(user.email);
    expect(again).toHaveLength(2);
    expect(again[1].text).toContain('On pages 1 and 2, the translation is longer');
  });

  it('retries a transient engine error with backoff, then completes', async () => {
    const engine = t.app.get<TranslationEngine>(TRANSLATION_ENGINE);
    const translateBatch = jest
      .spyOn(engine, 'translateBatch')
      .mockRejectedValueOnce(new TranslationEngineError('429 rate limited (test double)', 'transient', engine.name));
    const { user, token, id } = await upload({ pages: 1 });
    await t.app.get(TranslationsService).startPaidTranslation(id);

    // The first attempt fails and waits for its backoff (15 s, exponential): brought forward here.
    const delayed = await waitForJobState(translateJobId(id), ['delayed']);
    expect(delayed.attemptsMade).toBe(1);
    expect(delayed.failedReason).toContain('rate limited');
    expect((await row(id)).status).toBe('in-progress');
    await delayed.promote();

    const { item } = await waitUntilSettled(token, id);
    expect(item.status.value).toBe('completed');
    expect(translateBatch.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect((await waitForJobState(translateJobId(id), ['completed'])).attemptsMade).toBe(2);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it('resumes after a failure mid-translation: segments already translated are not sent to the engine again', async () => {
    const { user, id } = await upload({ pages: 1 });
    // Paid without a job: this test drives the pipeline itself, as a retried job would. Without a source language
    // (as in rows older than intake's detection), the pipeline detects it from the text.
    await t.app.get(MikroORM).em.fork().nativeUpdate(Translation, { id }, { paidAt: new Date(), expiresAt: null, sourceLanguage: null });
    const pipeline = t.app.get(TranslationPipelineService);
    const engine = t.app.get<TranslationEngine>(TRANSLATION_ENGINE);
    const maxSegments = BATCH_LIMITS.maxSegments;
    BATCH_LIMITS.maxSegments = 3;
    try {
      const original = engine.translateBatch.bind(engine);
      const first = jest.spyOn(engine, 'translateBatch').mockImplementation(async (segments, source, target) => {
        if (first.mock.calls.length === 2) throw new TranslationEngineError('pipeline crashed (test double)', 'transient', engine.name);
        return original(segments, source, target);
      });
      await expect(pipeline.run(id)).rejects.toThrow('pipeline crashed');
      const translatedBefore = first.mock.calls[0][0];
      expect(translatedBefore).toHaveLength(3);
      expect(await row(id)).toMatchObject({ status: 'in-progress', deliveredAt: null });
      expect(filesUnder(join(t.config.storageDir, 'checkpoints', String(id)))).toEqual(['segments.json']);
      first.mockRestore();

      const second = jest.spyOn(engine, 'translateBatch');
      await expect(pipeline.run(id)).resolves.toBe('completed');
      const translatedAfter = second.mock.calls.flatMap((call) => call[0]);
      expect(translatedAfter.length).toBeGreaterThan(0);
      expect(translatedAfter.filter((segment) => translatedBefore.includes(segment))).toEqual([]);
    } finally {
      BATCH_LIMITS.maxSegments = maxSegments;
    }
    expect(await row(id)).toMatchObject({ status: 'completed', sourceLanguage: 'en' });
    expect(filesUnder(join(t.config.storageDir, 'checkpoints', String(id)))).toEqual([]);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  describe('failing for good', () => {
    /** The one e-mail a failed translation gets: in the user's language, refund and next steps, the order number. */
    async function expectOneFailureMail(user: User, orderNumber: string, language: 'en' | 'fr') {
      const mails = await mailsTo(user.email);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail.attachments).toHaveLength(0);
      if (language === 'fr') {
        expect(mail.subject).toBe(`Votre traduction n’a pas pu être faite — commande ${orderNumber} remboursée`);
        expect(mail.text).toContain('Votre paiement vous sera remboursé en totalité');
      } else {
        expect(mail.subject).toBe(`We could not complete your translation — order ${orderNumber} refunded`);
        expect(mail.text).toContain('Your payment will be refunded in full');
      }
      expect(mail.text).toContain('https://translate.example.com/contact-us');
      return mail;
    }

    async function expectFailedAndRefunded(id: number, user: User, token: string, detail: RegExp, language: 'en' | 'fr' = 'en') {
      const refund = jest.spyOn(t.app.get(RefundPort), 'requestRefund');
      await t.app.get(TranslationsService).startPaidTranslation(id);
      const { item } = await waitUntilSettled(token, id);
      expect(item.status.value).toBe('failed');

      const job = await waitForJobState(translateJobId(id), ['failed']);
      expect(job.attemptsMade).toBe(1); // UnrecoverableError: no retry
      const translation = await row(id);
      expect(translation.errorMessage).toMatch(detail);
      expect(translation.refundRequestedAt).toBeInstanceOf(Date);
      expect(refund).toHaveBeenCalledTimes(1);
      expect(refund).toHaveBeenCalledWith(id);
      expect(resultFiles(id)).toEqual([]);
      // The user is told once, after the refund was asked for, with the reason they see on /home.
      const mail = await expectOneFailureMail(user, translation.orderNumber, language);
      expect(mail.text).toContain(translation.errorMessage!.split('. ')[0]);
      expect(translation.deliveredAt).toBeInstanceOf(Date);

      // Settling again (the queue-events listener, a duplicate job) changes nothing, asks for no second refund and
      // sends no second e-mail.
      await expect(t.app.get(TranslationPipelineService).failForGood(id, new Error('again'))).resolves.toBe(false);
      await expect(t.app.get(TranslationPipelineService).run(id)).resolves.toBe('skipped');
      expect(refund).toHaveBeenCalledTimes(1);
      await expectOneFailureMail(user, translation.orderNumber, language);
    }

    it('a damaged original (replaced in storage by hand) fails the translation and requests a refund', async () => {
      const { user, token, id } = await upload({ pages: 1 });
      // Its bytes no longer match the SHA-256 taken at intake: the job parses it instead of using the stored text.
      await t.app.get(StorageService).put((await row(id)).sourceBlobName, Buffer.from(garbageAfterHeaderPdf()));
      await expectFailedAndRefunded(id, user, token, /^This (PDF is damaged|file is not a PDF).* Your payment will be refunded\.$/);
    });

    it('a language pair the engine cannot translate fails the translation (in French for a French user) and requests a refund', async () => {
      const { user, token, id } = await upload({ language: 'fr', pages: 1 });
      // As if intake had detected Basque: Apertium has no route from Basque to French here.
      await t.app.get(MikroORM).em.fork().nativeUpdate(Translation, { id }, { sourceLanguage: 'eu' });
      await expectFailedAndRefunded(
        id,
        user,
        token,
        /Nous ne pouvons pas encore traduire du basque vers le français\. Votre paiement vous sera remboursé\./,
        'fr',
      );
    });

    it('a document the writing process cannot finish within its bounds fails for good; the worker goes on with the next job', async () => {
      const limits = t.app.get<{ limits: PdfWriteLimits }>(PdfWriteRunner).limits;
      const timeoutMs = limits.timeoutMs;
      const perPage = limits.timeoutPerPageMs;
      const { user, token, id } = await upload({ pages: 1 });
      limits.timeoutMs = 1; // no PDF is loaded, rebuilt and saved in a millisecond: the writer is stopped at its bound
      limits.timeoutPerPageMs = 0;
      try {
        await expectFailedAndRefunded(
          id,
          user,
          token,
          /^This document is too complex for us to rebuild as a translated PDF\. Your payment will be refunded\. Ordering it as a Word document \(DOCX\) may work\.$/,
        );
      } finally {
        limits.timeoutMs = timeoutMs;
        limits.timeoutPerPageMs = perPage;
      }
      // The killed process is replaced by a new one (booting TypeScript in tests takes a while on a busy machine).
      const next = await upload({ pages: 1 });
      await t.app.get(TranslationsService).startPaidTranslation(next.id);
      expect((await waitUntilSettled(next.token, next.id, 90_000)).item.status.value).toBe('completed');
    }, 150_000);

    it('tries the failure e-mail again when the mail server refused it, and sends it once', async () => {
      const { user, id } = await upload({ pages: 1 });
      await t.app.get(MikroORM).em.fork().nativeUpdate(Translation, { id }, { paidAt: new Date(), expiresAt: null, status: 'in-progress' });
      const pipeline = t.app.get(TranslationPipelineService);
      const mail = t.app.get(MailService);
      const send = jest.spyOn(mail, 'send').mockResolvedValueOnce({ delivered: false });

      // The worker's settling: failed and refund asked for, but the e-mail was refused (the claim is released).
      await expect(pipeline.failForGood(id, new Error('engine gone for good'))).resolves.toBe(true);
      expect(send).toHaveBeenCalledTimes(1);
      expect(await mailsTo(user.email)).toHaveLength(0);
      expect((await row(id)).deliveredAt).toBeNull();

      // The queue-events listener settles the same failure again: the e-mail goes out this time, and only once.
      await Promise.all([pipeline.failForGood(id, new Error('again')), pipeline.failForGood(id, new Error('again'))]);
      const translation = await row(id);
      const sent = await expectOneFailureMail(user, translation.orderNumber, 'en');
      expect(sent.text).toContain('We could not translate this document because of an error on our side.');
      await pipeline.run(id);
      expect(await mailsTo(user.email)).toHaveLength(1);
    });
  });
});
