import type { PdfAnalysis, PdfExtractedPage } from '../pdf/pdf.types';
import type { OcrRunner } from './ocr-runner';
import { LOW_CONFIDENCE } from './ocr.types';

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
 * pages after a scanned one wait for its text.
 */
export class ScannedPageReader {
  private readonly queue: Array<{ json?: string; pending?: Promise<void> }> = [];
  private readonly scanned: ScannedPage[] = [];
  private sample = '';
  private failure: unknown;
  private stopped = false;

  constructor(
    private readonly runner: OcrRunner,
    private readonly pdfPath: string,
    private readonly emit: (json: string) => void,
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
    const entry: { json?: string; pending?: Promise<void> } = {};
    entry.pending = this.runner
      .recognise(this.pdfPath, { number: page.number, rotation: page.rotation, view: page.view })
      .then((result) => {
        if (result.wordCount > 0) {
          this.scanned.push({ number: page.number, wordCount: result.wordCount, confidence: result.confidence });
          if (this.sample.length < LANGUAGE_SAMPLE_CHARS) this.sample += `${result.items.map((item) => item.text).join('\n')}\n`;
        }
        entry.json = JSON.stringify({ ...page, items: result.items });
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
  async finish(): Promise<{ pages: ScannedPage[]; text: string }> {
    while (this.queue.some((entry) => entry.pending)) await Promise.all(this.queue.map((entry) => entry.pending));
    this.flush();
    if (this.failure) throw this.failure;
    return { pages: [...this.scanned].sort((a, b) => a.number - b.number), text: this.sample };
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
): PdfAnalysis {
  const byNumber = new Map(scanned.map((page) => [page.number, page]));
  const pages = analysis.pages.map((page) => {
    const read = byNumber.get(page.number);
    if (!read) return page;
    return { ...page, wordCount: read.wordCount, hasText: true, imageOnly: false, scanned: true, ocrConfidence: read.confidence };
  });
  const nativeWords = analysis.wordCount;
  const result = { ...analysis, pages, wordCount: pages.reduce((sum, page) => sum + page.wordCount, 0) };
  if (guess && (nativeWords === 0 || (guess.sourceLanguageSure && !analysis.sourceLanguageSure))) Object.assign(result, guess);
  return result;
}

/** Pages whose text OCR read with little confidence (named in the output notes). */
export function lowConfidencePages(scanned: readonly ScannedPage[]): number[] {
  return scanned.filter((page) => page.confidence < LOW_CONFIDENCE).map((page) => page.number);
}
