import fontkit from '@pdf-lib/fontkit';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PdfTextExtractor } from '@pt/document';
import {
  beginText,
  endText,
  moveText,
  PDFArray,
  PDFDocument,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  setCharacterSpacing,
  setFontAndSize,
} from 'pdf-lib';
import { Translation } from '../../src/translations/entities/translation.entity';
import { TranslationPipelineService } from '../../src/translations/jobs/translation-pipeline.service';
import { confirmSandbox, createPayment, customer, Customer, orm, translationsQueue } from '../utils/payments';
import { createTestApp, TestApp } from '../utils/test-app';
import { downloadTranslation, targetLanguageId, uploadPdf } from '../utils/translations';

// Issue 2.3, "a space-less English PDF is detected as English", through the API: PDFs whose words are set apart by
// their positions only (no space character between them, as PowerPoint, InDesign and some LaTeX set-ups write them;
// pdftotext reads "OverviewoftheTechnologyAcceptanceModel") are quoted as English, sure, with every word counted,
// and translated word by word into French.
jest.setTimeout(90_000);

const SANS = '/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf';
const SIZE = 11;
const LINES = [
  'Overview of the Technology Acceptance Model and its applications.',
  'The model explains how users come to accept and use a technology.',
  'Perceived usefulness and perceived ease of use shape the intention',
  'to use a system, which in turn predicts how much it will be used.',
  'Many studies have tested the model with students and employees,',
  'and most of them found that usefulness matters more than ease.',
];
const WORDS = LINES.join(' ').split(' ').length;

/**
 * One page, Liberation Sans embedded, no space character anywhere: either one TJ per line at a tracking of −0.04 em
 * whose words are moved apart by a 0.09 em adjustment (`gaps`: pdftotext and pdf.js alone read
 * "OverviewoftheTechnologyAcceptanceModel"), or each word drawn on its own a quarter em after the previous (`words`).
 */
async function spacelessPdf(kind: 'gaps' | 'words'): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(readFileSync(SANS), { subset: true });
  const page = doc.addPage([612, 792]);
  const key = page.node.newFontDictionary(font.name, font.ref);
  LINES.forEach((text, k) => {
    const y = 700 - k * 16;
    if (kind === 'words') {
      let x = 72;
      for (const word of text.split(' ')) {
        page.drawText(word, { x, y, size: SIZE, font });
        x += font.widthOfTextAtSize(word, SIZE) + 0.25 * SIZE;
      }
      return;
    }
    const shown = PDFArray.withContext(doc.context);
    text.split(' ').forEach((word, w) => {
      if (w > 0) shown.push(PDFNumber.of(-90));
      shown.push(font.encodeText(word));
    });
    page.pushOperators(
      beginText(),
      setFontAndSize(key, SIZE),
      setCharacterSpacing(-0.04 * SIZE),
      moveText(72, y),
      PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [shown]),
      endText(),
    );
  });
  return doc.save();
}

describe('space-less English PDFs through the API', () => {
  let t: TestApp;
  let fr: number;
  let payer: Customer;
  let workDir: string;

  beforeAll(async () => {
    // No worker: the test runs the paid translation's pipeline itself.
    t = await createTestApp({ WORKERS_ENABLED: 'false', RATE_LIMIT_REQUESTS: '1000' });
    fr = await targetLanguageId(t, 'fr');
    payer = await customer(t);
    workDir = mkdtempSync(join(tmpdir(), 'pt-word-breaks-e2e-'));
  });
  afterAll(async () => {
    await translationsQueue(t)?.obliterate({ force: true });
    await t?.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it.each(['gaps', 'words'] as const)(
    'quotes a PDF without space characters (%s) as English, sure, with every word counted',
    async (kind) => {
      const res = await uploadPdf(t, payer.token, {
        userId: payer.user.id,
        targetLanguageId: fr,
        bytes: await spacelessPdf(kind),
        filename: `tam-${kind}.pdf`,
      }).expect(201);
      expect(res.body).toMatchObject({
        pageCount: 1,
        wordCount: WORDS,
        sourceLanguage: 'en',
        sourceLanguageStatus: 'detected',
        detectedLanguage: 'en',
      });
      expect(res.body.languageConfidence).toBeGreaterThanOrEqual(0.5);
      expect((await orm(t).findOneOrFail(Translation, { id: res.body.translationId })).sourceLanguage).toBe('en');
    },
  );

  it('translates the run-together words of the paid PDF into French, word by word', async () => {
    const upload = await uploadPdf(t, payer.token, {
      userId: payer.user.id,
      targetLanguageId: fr,
      bytes: await spacelessPdf('gaps'),
      filename: 'tam.pdf',
    }).expect(201);
    const id = upload.body.translationId as number;
    const { stripePayment } = (await createPayment(t, payer.token, id).expect(201)).body;
    await confirmSandbox(t, payer.token, stripePayment.clientSecret).expect(200);
    expect(await t.app.get(TranslationPipelineService).run(id)).toBe('completed');

    const path = join(workDir, `out-${id}.pdf`);
    writeFileSync(path, (await downloadTranslation(t, payer.token, id)).bytes);
    const text = (await t.app.get(PdfTextExtractor).extract(path)).pages.flatMap((p) => p.items.map((i) => i.text)).join(' ');
    const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
    const french = words.filter((w) => ['le', 'la', 'les', 'des', 'et', 'est', 'de', 'du', 'une', 'un'].includes(w)).length;
    expect(french).toBeGreaterThanOrEqual(8);
    // No run-together English left: neither the source's words joined up nor English function words.
    expect(text).not.toMatch(/Overviewofthe|TechnologyAcceptance|andits/);
    expect(words.filter((w) => ['the', 'and', 'of', 'how', 'which'].includes(w))).toEqual([]);
  });
});
