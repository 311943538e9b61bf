import { checkPdfFile, DEFAULT_MAX_PDF_BYTES } from './pdf-intake.util';
import { PdfParseRunner } from './pdf-parse-runner';
import type { PdfExtractedPage, PdfExtraction } from './pdf.types';
import type { OcrRunner } from '../ocr/ocr-runner';
import { readUnreadPages, ScannedPageReader } from '../ocr/ocr-pages';

export interface PdfExtractOptions {
  /** Sees each page as soon as it has been read, in order. */
  onPage?: (page: PdfExtractedPage) => void;
  /** Count the images of every page into `images` (default true); the translation job does not need them. */
  countImages?: boolean;
}

/**
 * Text runs with their positions, fonts and sizes, page by page, plus the images drawn on each page: the
 * input of text reconstruction and of the layout-preserving writer. Same child processes and bounds as the
 * analysis, and the same PdfErrors.
 */
export class PdfTextExtractor {
  private readonly maxBytes: number;
  private readonly ocr?: OcrRunner;

  /** `maxBytes`: larger files are refused (PdfTooLargeError) before any parsing. `ocr`: scanned pages are read. */
  constructor(
    private readonly runner: PdfParseRunner,
    options: { maxBytes?: number; ocr?: OcrRunner } = {},
  ) {
    this.maxBytes = options.maxBytes ?? DEFAULT_MAX_PDF_BYTES;
    this.ocr = options.ocr;
  }

  async extract(filePath: string, options: PdfExtractOptions | PdfExtractOptions['onPage'] = {}): Promise<PdfExtraction> {
    const { onPage, countImages } = typeof options === 'function' ? { onPage: options } : options;
    await checkPdfFile(filePath, this.maxBytes);
    const pages: PdfExtractedPage[] = [];
    const accept = (json: string) => {
      const page = JSON.parse(json) as PdfExtractedPage;
      pages.push(page);
      onPage?.(page);
    };
    // Scanned pages get their text by OCR (document/src/ocr), passed on in page order.
    const scanned = this.ocr ? new ScannedPageReader(this.ocr, filePath, accept) : undefined;
    try {
      await this.runner.run('extract', filePath, { countImages, onPage: scanned ? (json) => scanned.add(json) : accept });
    } catch (error) {
      scanned?.stop();
      throw error;
    }
    await scanned?.finish();
    return { pageCount: pages.length, pages };
  }

  /**
   * Text read at intake and stored: its scanned pages past the intake's sample are read now (OCR), in place.
   * Answers how many were read (none without OCR).
   */
  async readScannedPages(filePath: string, extraction: PdfExtraction): Promise<number> {
    return this.ocr ? readUnreadPages(this.ocr, filePath, extraction) : 0;
  }
}
