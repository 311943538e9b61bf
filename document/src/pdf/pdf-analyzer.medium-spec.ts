import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clip, endPath, PDFDocument, popGraphicsState, pushGraphicsState, rectangle, rgb, StandardFonts } from 'pdf-lib';
import {
  countLiePdf,
  encryptedPdf,
  garbageAfterHeaderPdf,
  HYPHENATED_WORDS,
  layoutSamplerPdf,
  manyPagesPdf,
  mixedSizesPdf,
  pngBytes,
  prosePdf,
  truncatedPdf,
  writePdfFile,
  zeroPagePdf,
} from '../../test/utils/pdf-factory';
import { PdfAnalyzer } from './pdf-analyzer';
import {
  PdfDamagedError,
  PdfEncryptedError,
  PdfError,
  PdfNoPagesError,
  PdfNotAPdfError,
  PdfTooLargeError,
  PdfTooManyPagesError,
} from './pdf-errors';
import { PdfParseRunner } from './pdf-parse-runner';
import { PdfTextExtractor } from './pdf-text-extractor';
import type { PdfAnalysis, PdfExtractedPage } from './pdf.types';

/** Real child processes, real PDFs made by the factory; no database needed. */
describe('PdfAnalyzer', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pt-pdf-analyzer-'));
  let analyzer: PdfAnalyzer;
  let extractor: PdfTextExtractor;
  let runner: PdfParseRunner;

  beforeAll(() => {
    runner = new PdfParseRunner({ maxPages: 10, concurrency: 2 });
    analyzer = new PdfAnalyzer(runner, { maxBytes: 2 * 1024 * 1024 });
    extractor = new PdfTextExtractor(runner, { maxBytes: 2 * 1024 * 1024 });
  });

  afterAll(() => {
    runner.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const fileOf = (name: string, bytes: Uint8Array) => writePdfFile(dir, name, bytes);
  const analyze = async (path: string) => (await analyzer.analyze(path)).analysis;

  it('hands over only the image-only pages, with their page box and no text runs (the job reads the runs)', async () => {
    const sampler = await layoutSamplerPdf();
    const path = fileOf('sampler-text.pdf', sampler.bytes);
    const pages: PdfExtractedPage[] = [];
    const onPage = (json: string) => pages.push(JSON.parse(json) as PdfExtractedPage);
    const [{ analysis }, extraction] = await Promise.all([
      analyzer.analyze(path, { onPage }),
      extractor.extract(path, { countImages: false }),
    ]);
    expect(analysis.pages.filter((p) => p.imageOnly).map((p) => p.number)).toEqual([5]);
    const { number, width, height, rotation, view } = extraction.pages[4];
    expect(pages).toEqual([{ number, width, height, rotation, view, items: [], imageOnly: true }]);
  });

  it("counts the words and guesses the language from pdftotext's text of each page", async () => {
    // A stand-in pdftotext answering French for the two pages of an English document: what the analysis reads.
    const fakeDir = mkdtempSync(join(dir, 'fake-poppler-'));
    const french = 'Le conseil municipal a adopté le plan de transport de la ville pour les cinq prochaines années';
    writeFileSync(join(fakeDir, 'pdftotext'), `#!/bin/sh\nprintf '${french}\\f${french} sans attendre\\f'\n`, { mode: 0o755 });
    const path = fileOf('english.pdf', (await prosePdf({ pages: 2, language: 'en' })).bytes);
    const searchPath = process.env.PATH;
    process.env.PATH = fakeDir;
    let analysis: PdfAnalysis;
    try {
      analysis = await analyze(path);
    } finally {
      process.env.PATH = searchPath;
    }
    expect(analysis.pages.map((p) => p.wordCount)).toEqual([17, 19]);
    expect(analysis.sourceLanguage).toBe('fr');
  });

  it('gives the same analysis when pdftotext cannot be run: pdf.js then reads every page', async () => {
    // Pages: prose, two columns, table, prose, picture only, blank, hyphenated lines, landscape prose.
    const path = fileOf('sampler-pdfjs.pdf', (await layoutSamplerPdf()).bytes);
    const withPoppler = await analyze(path);
    const searchPath = process.env.PATH;
    process.env.PATH = dir; // no pdftotext there
    let withoutPoppler: PdfAnalysis;
    try {
      withoutPoppler = await analyze(path);
    } finally {
      process.env.PATH = searchPath;
    }
    expect(withoutPoppler).toEqual(withPoppler);
  });

  it('counts pages, sizes and words per page, and hashes the bytes', async () => {
    const [prose, mixed] = await Promise.all([prosePdf({ pages: 3 }), mixedSizesPdf()]);
    const [a, b] = await Promise.all([analyze(fileOf('prose.pdf', prose.bytes)), analyze(fileOf('mixed.pdf', mixed.bytes))]);

    expect(a.pageCount).toBe(3);
    expect(a.pages.map((p) => p.wordCount)).toEqual(prose.words);
    expect(a.wordCount).toBe(prose.words.reduce((x, y) => x + y, 0));
    expect(a.pages.every((p) => p.hasText && !p.imageOnly)).toBe(true);
    expect(a.sha256).toBe(createHash('sha256').update(prose.bytes).digest('hex'));
    expect(a.byteLength).toBe(prose.bytes.length);

    expect(b.pageCount).toBe(4);
    expect(b.pages.map(({ width, height, rotation }) => ({ width, height, rotation }))).toEqual(mixed.pages);
    expect(b.pages.map((p) => p.number)).toEqual([1, 2, 3, 4]);
  });

  it('counts words in columns and table cells, joins hyphenated words, and flags the image-only page', async () => {
    // Pages: prose, two columns, table, prose, picture only, blank, hyphenated lines, landscape prose.
    const sampler = await layoutSamplerPdf();
    const analysis = await analyze(fileOf('sampler.pdf', sampler.bytes));
    expect(analysis.pages.map((p) => p.wordCount)).toEqual(sampler.words);
    expect(analysis.pages[6].wordCount).toBe(HYPHENATED_WORDS);
    expect(analysis.pages.map((p) => p.width)).toEqual(sampler.pages.map((p) => p.width));
    expect(analysis.pages.map(({ hasText, imageOnly }) => ({ hasText, imageOnly }))).toEqual([
      ...[1, 2, 3, 4].map(() => ({ hasText: true, imageOnly: false })),
      { hasText: false, imageOnly: true }, // a picture and no text layer: nothing to translate before OCR
      { hasText: false, imageOnly: false }, // blank
      { hasText: true, imageOnly: false },
      { hasText: true, imageOnly: false },
    ]);
  });

  it('calls a page that only sets a clip blank, and one with only a drawn shape image-only', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    doc.addPage([612, 792]).drawText('Some text on the first page so that the document is not empty.', { x: 72, y: 700, size: 12, font });
    // What LibreOffice writes on an empty page: a clipping path, nothing painted.
    doc.addPage([612, 792]).pushOperators(pushGraphicsState(), rectangle(0, 0, 612, 792), clip(), endPath(), popGraphicsState());
    doc.addPage([612, 792]).drawRectangle({ x: 100, y: 100, width: 200, height: 100, color: rgb(0.2, 0.4, 0.8) });
    const analysis = await analyze(fileOf('clip-only.pdf', await doc.save()));
    expect(analysis.pages.map(({ hasText, imageOnly }) => ({ hasText, imageOnly }))).toEqual([
      { hasText: true, imageOnly: false },
      { hasText: false, imageOnly: false },
      { hasText: false, imageOnly: true },
    ]);
  });

  it('detects English, French and Spanish, and no language in too little text', async () => {
    const languages = ['en', 'fr', 'es'] as const;
    const docs = await Promise.all(languages.map((language) => prosePdf({ pages: 2, language })));
    const found = await Promise.all(docs.map((d, i) => analyze(fileOf(`lang-${languages[i]}.pdf`, d.bytes))));
    expect(found.map((a) => a.sourceLanguage)).toEqual(['en', 'fr', 'es']);

    const tooLittle = await analyze(fileOf('short.pdf', (await manyPagesPdf(1)).bytes));
    expect(tooLittle.sourceLanguage).toBeNull(); // "Page number 1"
  });

  it('bills a document whose page tree claims /Count 1000000 by its 2 real pages, under a 10-page limit', async () => {
    const analysis = await analyze(fileOf('count-lie.pdf', await countLiePdf(1_000_000)));
    expect(analysis.pageCount).toBe(2);
    expect(analysis.pages).toHaveLength(2);
  });

  describe('refuses', () => {
    async function refusal(name: string, bytes: Uint8Array): Promise<PdfError> {
      const error = await analyze(fileOf(name, bytes)).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(PdfError);
      return error as PdfError;
    }

    it('a PNG named .pdf, and a PDF header followed by garbage, as not a PDF (400)', async () => {
      for (const error of [await refusal('picture.pdf', pngBytes()), await refusal('garbage.pdf', garbageAfterHeaderPdf())]) {
        expect(error).toBeInstanceOf(PdfNotAPdfError);
        expect(error.status).toBe(400);
        expect(error.detailIn('en')).toBe('This file is not a PDF document. Please upload a PDF file.');
      }
    });

    it('a truncated PDF as damaged (422), with or without pdftotext', async () => {
      const error = await refusal('truncated.pdf', await truncatedPdf());
      expect(error).toBeInstanceOf(PdfDamagedError);
      expect(error.status).toBe(422);
      expect(error.detailIn('en')).toBe('This PDF is damaged and cannot be read. Please upload an intact copy.');
      const searchPath = process.env.PATH;
      process.env.PATH = dir; // no pdftotext there: pdf.js alone
      try {
        const alone = await refusal('truncated-pdfjs.pdf', await truncatedPdf());
        expect(alone).toBeInstanceOf(PdfDamagedError);
        expect(alone.detailIn('en')).toBe(error.detailIn('en'));
      } finally {
        process.env.PATH = searchPath;
      }
    });

    it('encrypted PDFs, with an empty user password (which readers open silently) or a real one (422)', async () => {
      const cases = [
        // pdf.js decrypts this one without asking (proof the fixture is valid); we refuse it all the same.
        { bytes: encryptedPdf({ userPassword: '' }), cause: /encrypted \(Standard\)/ },
        { bytes: encryptedPdf({ userPassword: 'secret' }), cause: /PasswordException/ },
      ];
      for (const { bytes, cause } of cases) {
        const error = await refusal('encrypted.pdf', bytes);
        expect(error.message).toMatch(cause);
        expect(error).toBeInstanceOf(PdfEncryptedError);
        expect(error.status).toBe(422);
        expect(error.detailIn('en')).toBe('This PDF is password-protected or encrypted. Please upload an unprotected copy.');
        expect(error.detailIn('fr')).toBe('Ce PDF est protégé par un mot de passe ou chiffré. Veuillez téléverser une copie non protégée.');
      }
    });

    it('a PDF without pages (422)', async () => {
      const error = await refusal('empty.pdf', await zeroPagePdf());
      expect(error).toBeInstanceOf(PdfNoPagesError);
    });

    it('a file over the size limit before parsing it, naming the limit in MB (413)', async () => {
      const { bytes } = await prosePdf({ pages: 1 });
      const padded = new Uint8Array(Buffer.concat([bytes, Buffer.alloc(2 * 1024 * 1024)]));
      const error = await refusal('big.pdf', padded);
      expect(error).toBeInstanceOf(PdfTooLargeError);
      expect(error.status).toBe(413);
      expect(error.detailIn('en')).toContain('larger than the 2 MB limit');
      expect(error.detailIn('fr')).toContain('la limite de 2 Mo');
    });

    it('more real pages than the page limit, naming the limit (413)', async () => {
      const error = await refusal('eleven-pages.pdf', (await manyPagesPdf(11)).bytes);
      expect(error).toBeInstanceOf(PdfTooManyPagesError);
      expect(error.status).toBe(413);
      expect(error.detailIn('en')).toContain('more than 10 pages');
      expect(error.detailIn('fr')).toContain('plus de 10 pages');
      await expect(analyze(fileOf('ten-pages.pdf', (await manyPagesPdf(10)).bytes))).resolves.toMatchObject({ pageCount: 10 });
    });

    it('by content, not by name: a real PDF named .png is accepted', async () => {
      const { bytes } = await prosePdf({ pages: 1 });
      await expect(analyze(fileOf('photo.png', bytes))).resolves.toMatchObject({ pageCount: 1 });
    });
  });
});
