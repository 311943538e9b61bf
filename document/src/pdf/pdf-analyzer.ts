import { checkPdfFile, DEFAULT_MAX_PDF_BYTES } from './pdf-intake.util';
import { PdfParseRunner } from './pdf-parse-runner';
import type { PdfAnalysis } from './pdf.types';
import type { OcrRunner } from '../ocr/ocr-runner';
import { readScannedPages } from '../ocr/ocr-intake';

/** The analysis of an upload (its text with positions, read in the same pass, went to `onPage`). */
export interface PdfIntake {
  analysis: PdfAnalysis;
}

export interface PdfAnalyzeOptions {
  /**
   * Each page as `PdfTextExtractor` gives it (a PdfExtractedPage), as JSON, in page order, as soon as it is read: the
   * caller keeps it for the job (written to a file as it comes, the whole text is never held in memory here).
   */
  onPage?: (json: string) => void;
}

/**
 * Intake checks and analysis of an uploaded PDF: what the quote needs (real page count, words per page,
 * image-only pages, source language), the file's SHA-256 and its text with positions. Rejects with a PdfError whose `detail` is
 * meant for the user: size, not a PDF, encrypted, damaged, no pages, too many pages, too slow or too complex.
 */
export class PdfAnalyzer {
  private readonly maxBytes: number;
  private readonly ocr?: OcrRunner;
  private readonly ocrSamplePages?: number;

  /**
   * `maxBytes`: larger files are refused (PdfTooLargeError) before any parsing. `ocr`: scanned pages are read, the
   * first `ocrSamplePages` of them (INTAKE_OCR_PAGES) during the analysis, the others by the job.
   */
  constructor(
    private readonly runner: PdfParseRunner,
    options: { maxBytes?: number; ocr?: OcrRunner; ocrSamplePages?: number } = {},
  ) {
    this.maxBytes = options.maxBytes ?? DEFAULT_MAX_PDF_BYTES;
    this.ocr = options.ocr;
    this.ocrSamplePages = options.ocrSamplePages;
  }

  /**
   * The analysis and every page's text runs, from one parse: the upload is parsed once, the translation job reads
   * the stored pages instead of parsing the original again. A page with more text runs than any real page has is
   * refused here (too complex), before the customer pays.
   */
  async analyze(filePath: string, options: PdfAnalyzeOptions = {}): Promise<PdfIntake> {
    await checkPdfFile(filePath, this.maxBytes);
    if (this.ocr) {
      // Scanned pages get their text by OCR (document/src/ocr), in the pages handed over and in the figures.
      const ocr = this.ocr;
      const parse = (onPage: (json: string) => void) => this.runner.run('intake', filePath, { onPage });
      return {
        analysis: await readScannedPages({ runner: ocr, filePath, onPage: options.onPage, parse, samplePages: this.ocrSamplePages }),
      };
    }
    const analysis = JSON.parse(await this.runner.run('intake', filePath, { onPage: options.onPage })) as PdfAnalysis;
    return { analysis };
  }
}
