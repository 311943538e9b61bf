import type { PdfAnalysis, PdfExtractedPage, PdfExtraction } from '../pdf/pdf.types';
import type { OcrRunner } from './ocr-runner';
import { LOW_CONFIDENCE } from './ocr.types';

/** A parsed page as stored; `ocrRead` once OCR has read it (its runs are the recognised lines, maybe none). */
export type ScannablePage = PdfExtractedPage & { ocrRead?: true };

/** What OCR found on one page. */
export interface ScannedPage {
  number: number;
  wordCount: number;
  confidence: number;
}

/** Characters of recognised text kept for the language guess (the parser samples 20,000 of native text). */
const LANGUAGE_SAMPLE_CHARS = 20_000;

/**
 * The parsing process's pages as they come (JSON, in order), with the text of every scanned page (flagged
 * `imageOnly` by the parser: no word, but images or drawings) recognised by OCR and put in as its text runs. OCR of a
 * page starts as soon as the parser hands it over, alongside the parsing; pages are passed on in order, so the
 * pages after a scanned one wait for its text. With `limit`, only the first `limit` scanned pages are read (the
 * intake's sample); the others are passed on unread (`imageOnly`, no `ocrRead`) for the job to read.
 */
export class ScannedPageReader {
  private readonly queue: Array<{ json?: string; pending?: Promise<void> }> = [];
  private readonly scanned: ScannedPage[] = [];
  private readonly unread: number[] = [];
  private flagged = 0;
  private sample = '';
  private failure: unknown;
  private stopped = false;

  constructor(
    private readonly runner: OcrRunner,
    private readonly pdfPath: string,
    private readonly emit: (json: string) => void,
    private readonly limit = Infinity,
  ) {}

  /** One page's JSON from the parser. */
  add(json: string): void {
    if (this.stopped) return;
    // The parser writes the flag only on scanned pages: most pages are passed on without being parsed here.
    if (!json.includes('"imageOnly":true')) {
      this.queue.push({ json });
      this.flush();
      return;
    }
    const page = JSON.parse(json) as PdfExtractedPage;
    if (++this.flagged > this.limit) {
      this.unread.push(page.number);
      this.queue.push({ json });
      this.flush();
      return;
    }
    const entry: { json?: string; pending?: Promise<void> } = {};
    entry.pending = this.runner
      .recognise(this.pdfPath, { number: page.number, rotation: page.rotation, view: page.view })
      .then((result) => {
        if (result.wordCount > 0) {
          this.scanned.push({ number: page.number, wordCount: result.wordCount, confidence: result.confidence });
          if (this.sample.length < LANGUAGE_SAMPLE_CHARS) this.sample += `${result.items.map((item) => item.text).join('\n')}\n`;
        }
        entry.json = JSON.stringify({ ...page, items: result.items, ocrRead: true });
      })
      .catch((error: unknown) => {
        this.failure ??= error;
        entry.json = json;
      })
      .finally(() => {
        entry.pending = undefined;
        this.flush();
      });
    this.queue.push(entry);
  }

  /** Waits for every page's OCR and passes the last pages on; rejects with the first OCR failure. */
  async finish(): Promise<{ pages: ScannedPage[]; unread: number[]; text: string }> {
    while (this.queue.some((entry) => entry.pending !== undefined))
      await Promise.all(this.queue.flatMap((entry) => (entry.pending ? [entry.pending] : [])));
    this.flush();
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- rethrows the first OCR failure, as it is
    if (this.failure) throw this.failure;
    return { pages: [...this.scanned].sort((a, b) => a.number - b.number), unread: this.unread, text: this.sample };
  }

  /** The parse failed: nothing more is passed on (OCR already running ends on its own, within its bounds). */
  stop(): void {
    this.stopped = true;
    this.queue.length = 0;
  }

  private flush(): void {
    while (!this.stopped && this.queue.length > 0 && this.queue[0].json !== undefined && !this.queue[0].pending) {
      if (this.failure) return;
      this.emit(this.queue.shift()!.json!);
    }
  }
}

/**
 * The analysis with what OCR read: a scanned page with recognised words counts them, has text and is no longer
 * image-only (`scanned`, with its confidence); a scanned page where OCR found nothing stays image-only. A document
 * without native text takes its language guess from the recognised text (`guess`, language-detection.util).
 */
export function withScannedPages(
  analysis: PdfAnalysis,
  scanned: readonly ScannedPage[],
  guess?: { sourceLanguage: string | null; sourceLanguageConfidence: number; sourceLanguageSure: boolean },
  unread: readonly number[] = [],
): PdfAnalysis {
  const byNumber = new Map(scanned.map((page) => [page.number, page]));
  // Scanned pages past the intake's sample are taken to hold text like the pages read (the job reads them).
  const later = new Set(scanned.length > 0 ? unread : []);
  const pages = analysis.pages.map((page) => {
    if (later.has(page.number)) return { ...page, imageOnly: false, scanned: true };
    const read = byNumber.get(page.number);
    if (!read) return page;
    return { ...page, wordCount: read.wordCount, hasText: true, imageOnly: false, scanned: true, ocrConfidence: read.confidence };
  });
  const nativeWords = analysis.wordCount;
  const result = { ...analysis, pages, wordCount: pages.reduce((sum, page) => sum + page.wordCount, 0) };
  if (guess && (nativeWords === 0 || (guess.sourceLanguageSure && !analysis.sourceLanguageSure))) Object.assign(result, guess);
  return result;
}

/**
 * Reads the scanned pages of a stored extraction that OCR has not read yet (past the intake's sample), in place:
 * what the translation job does before rebuilding the text.
 */
export async function readUnreadPages(runner: OcrRunner, filePath: string, extraction: PdfExtraction): Promise<number> {
  const unread = (extraction.pages as ScannablePage[]).filter((page) => page.imageOnly && !page.ocrRead);
  await Promise.all(
    unread.map(async (page) => {
      const result = await runner.recognise(filePath, { number: page.number, rotation: page.rotation, view: page.view });
      page.items = result.items;
      page.ocrRead = true;
    }),
  );
  return unread.length;
}

/** Pages whose text OCR read with little confidence (named in the output notes). */
export function lowConfidencePages(scanned: readonly ScannedPage[]): number[] {
  return scanned.filter((page) => page.confidence < LOW_CONFIDENCE).map((page) => page.number);
}
