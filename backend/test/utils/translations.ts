import { ExtractionReadAhead } from '../../src/translations/extraction-read-ahead';
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { MikroORM, RequiredEntityData } from '@mikro-orm/core';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { TargetLanguage } from '../../src/translations/entities/target-language.entity';
import { Translation } from '../../src/translations/entities/translation.entity';
import { uploadTempDir } from '../../src/translations/translation-upload.interceptor';
import { User } from '../../src/users/entities/user.entity';
import { API, bearer } from './accounts';
import { TestApp } from './test-app';

/** Id of a seeded target language by its code ('en', 'fr', 'es'). */
export async function targetLanguageId(t: TestApp, value: string): Promise<number> {
  return (await t.app.get(MikroORM).em.fork().findOneOrFail(TargetLanguage, { value })).id;
}

/** POST /translations as the browser sends it (multipart), without asserting the answer. */
export function uploadPdf(
  t: TestApp,
  token: string | null,
  form: {
    userId: number;
    targetLanguageId: number;
    bytes: Uint8Array | Buffer;
    filename?: string;
    outputFormat?: string;
    sourceLanguage?: string;
    lang?: string;
  },
) {
  let req = t.http().post(`${API}/translations`);
  if (token) req = req.set(bearer(token));
  if (form.lang) req = req.set('Accept-Language', form.lang);
  req = req.field('user_id', String(form.userId)).field('target_language_id', String(form.targetLanguageId));
  if (form.outputFormat) req = req.field('output_format', form.outputFormat);
  if (form.sourceLanguage) req = req.field('source_language', form.sourceLanguage);
  return req.attach('file', Buffer.from(form.bytes), { filename: form.filename ?? 'document.pdf', contentType: 'application/pdf' });
}

/** Every file under a folder, as sorted relative paths ([] when the folder does not exist). */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/** Stored objects and uploads in flight: what "nothing stored" is checked against (once the text read ahead is stored). */
export async function storageSnapshot(t: TestApp) {
  await t.app.get(ExtractionReadAhead).idle();
  return { stored: filesUnder(t.config.storageDir), uploads: filesUnder(uploadTempDir(t.config)) };
}

export async function translationCount(t: TestApp): Promise<number> {
  return t.app.get(MikroORM).em.fork().count(Translation, {});
}

let orderCounter = 0;

export type TranslationOverrides = Partial<RequiredEntityData<Translation>> & { targetLanguage?: number };

/** A translation row written directly (no upload, no analysis), paid unless told otherwise. */
export async function insertTranslation(t: TestApp, user: User | number, overrides: TranslationOverrides = {}): Promise<Translation> {
  const em = t.app.get(MikroORM).em.fork();
  const translation = em.create(Translation, {
    orderNumber: `PT-TEST-${Date.now().toString(36).toUpperCase()}${++orderCounter}`,
    user: typeof user === 'number' ? user : user.id,
    targetLanguage: overrides.targetLanguage ?? (await targetLanguageId(t, 'fr')),
    sourceLanguage: 'en',
    outputFormat: 'pdf',
    sourceFileName: 'report.pdf',
    sourceBlobName: `originals/00000000-0000-4000-8000-${String(++orderCounter).padStart(12, '0')}.pdf`,
    sourceSha256: '0'.repeat(64),
    sourceSizeBytes: 1234,
    pageCount: 3,
    wordCount: 300,
    imageOnlyPages: [],
    pagePriceCents: 295,
    subTotalCents: 885,
    currency: 'CAD',
    paidAt: new Date(),
    ...overrides,
  } as RequiredEntityData<Translation>);
  await em.flush();
  return translation;
}

export const GERMAN_PROSE = [
  'Der Hafen war am frühen Morgen ruhig, und die Fischer flickten bereits ihre Netze auf dem steinernen Kai.',
  'Jedes Frühjahr veröffentlicht der Gemeinderat einen kurzen Bericht über den Zustand der Straßen und Schulen.',
  'Sie öffnete das alte Kochbuch ihrer Großmutter und fand am Rand ein handgeschriebenes Rezept für Brot.',
  'Reisende, die mit dem Zug ankommen, folgen den Schildern zum Fluss, wo das Museum neben der alten Mühle steht.',
];

/** One page of German prose (the factory writes English, French and Spanish only). */
export async function germanPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  let y = 720;
  for (const paragraph of GERMAN_PROSE) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, 11) > 468) {
        page.drawText(line, { x: 72, y, size: 11, font });
        y -= 15;
        line = word;
      } else line = next;
    }
    page.drawText(line, { x: 72, y, size: 11, font });
    y -= 26;
  }
  return doc.save();
}

/**
 * A completed translation as its owner downloads it: GET /translations/{id}/download-url, then the signed link itself
 * (served by the local-storage route), read whole.
 */
export async function downloadTranslation(
  t: TestApp,
  token: string,
  id: number,
): Promise<{ bytes: Buffer; filename: string; type: string }> {
  const { body } = await t.http().get(`${API}/translations/${id}/download-url`).set(bearer(token)).expect(200);
  const url = new URL(body.download_url, 'http://localhost');
  const res = await t
    .http()
    .get(url.pathname + url.search)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (c: Buffer) => chunks.push(c));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    })
    .expect(200);
  return { bytes: res.body as Buffer, filename: body.filename, type: String(res.headers['content-type']) };
}
