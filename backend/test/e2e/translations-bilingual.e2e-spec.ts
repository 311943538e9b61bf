import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { PDFDocument } from 'pdf-lib';
import { MailService } from '../../src/mail/mail.service';
import { PdfTextExtractor, TranslationEngine } from '@pt/document';
import { TRANSLATION_ENGINE } from '../../src/translations/engines.module';
import { Translation } from '../../src/translations/entities/translation.entity';
import { TRANSLATIONS_QUEUE, translateJobId } from '../../src/translations/translation-jobs';
import { TranslationsService } from '../../src/translations/translations.service';
import { API, bearer, createPublicCustomer } from '../utils/accounts';
import { mailsTo as mailsToIn } from '../utils/mail-outbox';
import { PROSE, prosePdf } from '../../../document/test/utils/pdf-factory';
import { createTestApp, TestApp } from '../utils/test-app';
import { downloadTranslation, insertTranslation, targetLanguageId, uploadPdf } from '../utils/translations';

// The bilingual PDF (a third output format) through the whole path: upload and quote, the app's real BullMQ worker
// and engine (Apertium, en→fr), the signed download, the delivery e-mail; and the pages to check that GET
// /translations answers for completed translations (from the job's notes).
jest.setTimeout(90_000);

const FRENCH_WORDS = ['le', 'la', 'de', 'est', 'les', 'et', 'des', 'du'];
const ENGLISH_WORDS = ['the', 'and', 'of', 'to', 'is', 'in'];

interface ListItem {
  id: number;
  status: { value: string };
  targetDocument: { name: string } | null;
  pagesToCheck?: Array<{ page: number; reasons: string[] }>;
}

describe('bilingual PDF and pages to check', () => {
  let t: TestApp;
  let queue: Queue;
  let workDir: string;

  beforeAll(async () => {
    t = await createTestApp({ WORKERS_ENABLED: 'true', PUBLIC_URL: 'https://translate.example.com' });
    queue = t.app.get<Queue>(getQueueToken(TRANSLATIONS_QUEUE));
    workDir = mkdtempSync(join(tmpdir(), 'pt-bilingual-e2e-'));
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(async () => {
    await queue?.obliterate({ force: true });
    await t?.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  const row = (id: number) => t.app.get(MikroORM).em.fork().findOneOrFail(Translation, { id });
  const mailsTo = (email: string) => mailsToIn(t.app.get(MailService).outboxDir!, email);
  const list = async (token: string) => (await t.http().get(`${API}/translations`).set(bearer(token)).expect(200)).body as ListItem[];

  async function upload(token: string, userId: number, bytes: Uint8Array, outputFormat: string) {
    const res = await uploadPdf(t, token, {
      userId,
      targetLanguageId: await targetLanguageId(t, 'fr'),
      bytes,
      filename: 'harbour report.pdf',
      outputFormat,
    }).expect(201);
    return res.body as { translationId: number; subTotalCents: number; pageCount: number; pagePrice: number };
  }

  /** Pays (as the payment side does) and waits for the job: completed, e-mail sent. */
  async function translate(token: string, id: number): Promise<ListItem> {
    await t.app.get(TranslationsService).startPaidTranslation(id);
    const deadline = Date.now() + 60_000;
    for (;;) {
      const item = (await list(token)).find((i) => i.id === id);
      if (item?.status.value === 'completed' || item?.status.value === 'failed') {
        const state = await queue.getJobState(translateJobId(id));
        if (state === 'completed' || state === 'failed') return item;
      }
      if (Date.now() > deadline) throw new Error(`translation ${id} did not settle: ${JSON.stringify(item)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  const download = (token: string, id: number) => downloadTranslation(t, token, id);

  /** The text of each page, read back with the project's extractor (the same parser as intake). */
  async function pageTexts(bytes: Uint8Array): Promise<string[]> {
    const path = join(workDir, `out-${Date.now()}-${Math.random().toString(36).slice(2)}.pdf`);
    writeFileSync(path, bytes);
    const extraction = await t.app.get(PdfTextExtractor).extract(path);
    return extraction.pages.map((page) => page.items.map((item) => item.text).join(' '));
  }
  const wordsOf = (text: string) => new Set(text.toLowerCase().split(/[^\p{L}]+/u));
  const count = (text: string, words: string[]) => words.filter((w) => wordsOf(text).has(w)).length;

  it('is priced like a PDF, interleaves each original page with its French page (same sizes), and is mailed and downloaded', async () => {
    const { user, token } = await createPublicCustomer(t, { policies: true, language: 'en' });
    const source = await prosePdf({ pages: 3, language: 'en' });
    const asPdf = await upload(token, user.id, source.bytes, 'pdf');
    const quote = await upload(token, user.id, source.bytes, 'bilingual-pdf');
    expect(quote.pageCount).toBe(3);
    expect(quote.subTotalCents).toBe(asPdf.subTotalCents);
    expect(quote.pagePrice).toBe(asPdf.pagePrice);
    const id = quote.translationId;
    expect((await row(id)).outputFormat).toBe('bilingual-pdf');

    const item = await translate(token, id);
    expect(item.status.value).toBe('completed');
    expect(item.targetDocument?.name).toBe('harbour report-fr-bilingual.pdf');
    const stored = await row(id);
    expect(stored.targetBlobName).toBe(`results/${id}/${stored.orderNumber.toLowerCase()}.pdf`);

    const { bytes, filename, type } = await download(token, id);
    expect(filename).toBe('harbour report-fr-bilingual.pdf');
    expect(type).toContain('application/pdf');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(2 * source.pages.length);
    const sizes = doc.getPages().map((page) => [page.getWidth(), page.getHeight()]);
    expect(sizes).toEqual(
      source.pages.flatMap((page) => [
        [page.width, page.height],
        [page.width, page.height],
      ]),
    );

    const texts = await pageTexts(bytes);
    expect(texts).toHaveLength(6);
    texts.forEach((text, index) => {
      if (index % 2 === 0) {
        // The original page as it was: its English sentences.
        expect(count(text, ENGLISH_WORDS)).toBeGreaterThanOrEqual(4);
        expect(PROSE.en.some((sentence) => text.includes(sentence.slice(0, 30)))).toBe(true);
      } else {
        // Its translation: French, no English sentence left.
        expect(count(text, FRENCH_WORDS)).toBeGreaterThanOrEqual(4);
        expect(wordsOf(text).has('the')).toBe(false);
        for (const sentence of PROSE.en) expect(text).not.toContain(sentence.slice(0, 30));
      }
    });

    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].attachments).toHaveLength(1);
    expect(mails[0].attachments[0]).toMatchObject({ filename: 'harbour report-fr-bilingual.pdf', contentType: 'application/pdf' });
    expect(Buffer.compare(mails[0].attachments[0].content, bytes)).toBe(0);
    expect(item.pagesToCheck).toBeUndefined(); // the translation fitted
  });

  it('names the pages to check of a bilingual PDF by their place in it, in the list and in the e-mail', async () => {
    const engine = t.app.get<TranslationEngine>(TRANSLATION_ENGINE);
    const original = engine.translateBatch.bind(engine);
    // Every translation five times its length: the full pages cannot hold them.
    jest
      .spyOn(engine, 'translateBatch')
      .mockImplementation(async (segments, source, target) =>
        (await original(segments, source, target)).map((text) => Array(5).fill(text).join(' ')),
      );
    const { user, token } = await createPublicCustomer(t, { policies: true, language: 'en' });
    const { translationId: id } = await upload(token, user.id, (await prosePdf({ pages: 2, language: 'en' })).bytes, 'bilingual-pdf');
    const item = await translate(token, id);
    expect(item.status.value).toBe('completed');
    expect((await row(id)).outputNotes).toEqual({ overflowPages: [2, 4], missingGlyphPages: [], sourceTextPages: [] });
    expect(item.pagesToCheck).toEqual([
      { page: 2, reasons: ['overflow'] },
      { page: 4, reasons: ['overflow'] },
    ]);
    const [mail] = await mailsTo(user.email);
    expect(mail.text).toContain('On pages 2 and 4, the translation is longer than the original and runs past its space');
  });

  it('GET /translations answers the pages to check of completed translations only, page by page with their reasons', async () => {
    const { user, token } = await createPublicCustomer(t, { policies: true });
    const notes = { overflowPages: [3, 7], missingGlyphPages: [7], sourceTextPages: [1], shrunkPages: [5] };
    const checked = await insertTranslation(t, user, {
      status: 'completed',
      progress: 100,
      outputNotes: notes,
      targetBlobName: 'results/1/x.pdf',
    });
    const clean = await insertTranslation(t, user, {
      status: 'completed',
      progress: 100,
      outputNotes: null,
      targetBlobName: 'results/2/y.pdf',
    });
    const running = await insertTranslation(t, user, { status: 'in-progress', progress: 40, outputNotes: notes });
    const onlyShrunk = await insertTranslation(t, user, {
      status: 'completed',
      progress: 100,
      outputNotes: { overflowPages: [], missingGlyphPages: [], sourceTextPages: [], shrunkPages: [2] },
    });

    const items = await list(token);
    const byId = new Map(items.map((i) => [i.id, i]));
    expect(byId.get(checked.id)?.pagesToCheck).toEqual([
      { page: 1, reasons: ['source_left'] },
      { page: 3, reasons: ['overflow'] },
      { page: 7, reasons: ['overflow', 'missing_glyphs'] },
    ]);
    for (const other of [clean, running, onlyShrunk]) expect(byId.get(other.id)).not.toHaveProperty('pagesToCheck');

    // Someone else's list says nothing of them.
    const stranger = await createPublicCustomer(t, { policies: true });
    expect((await list(stranger.token)).map((i) => i.id)).not.toContain(checked.id);
  });

  it('refuses an unknown output format in the user’s language', async () => {
    const { user, token } = await createPublicCustomer(t, { policies: true, language: 'fr' });
    const res = await uploadPdf(t, token, {
      userId: user.id,
      targetLanguageId: await targetLanguageId(t, 'fr'),
      bytes: (await prosePdf({ pages: 1 })).bytes,
      outputFormat: 'bilingual',
    }).expect(400);
    expect(res.body.detail).toBe('output_format doit être pdf, docx ou bilingual-pdf');
  });
});
