import { checkPdfFile, DEFAULT_MAX_PDF_BYTES } from './pdf-intake.util';
import { PdfParseRunner } from './pdf-parse-runner';
import type { PdfAnalysis } from './pdf.types';
import type { OcrRunner } from '../ocr/ocr-runner';
import { readScannedPages } from '../ocr/ocr-intake';

/** The analysis of an upload. */
export interface PdfIntake {
  analysis: PdfAnalysis;
}

export interface PdfAnalyzeOptions {
  /**
   * Each image-only page (a PdfExtractedPage flagged `imageOnly`, as JSON, in page order), with the lines OCR
   * recognised as its text runs when it was read at intake (`ocrRead`); the intake reads no other page's runs.
   */
  onPage?: (json: string) => void;
}

/**
 * Intake checks and analysis of an uploaded PDF: what the quote needs (real page count, words per page,
 * image-only pages, source language) and the file's SHA-256; the text runs with positions are read by the
 * translation job (PdfTextExtractor), once paid. Rejects with a PdfError whose `detail` is meant for the user: size,
 * not a PDF, encrypted, damaged, no pages, too many pages, too slow or too complex.
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
   * An upload is coming in (call it before its bytes are received): the parsing process that will read it loads the
   * intake's language model meanwhile, instead of after the request (PdfParseRunner.prepare).
   */
  prepare(): void {
    this.runner.prepare('intake');
  }

  /**
   * The analysis, from one parse: each page's text as poppler's pdftotext reads it, and pdf.js where that is not
   * enough (see pdf-parse.worker.ts). A page with more text runs than any real page has is refused here (too
   * complex), before the customer pays.
   */
  async analyze(filePath: string, options: PdfAnalyzeOptions = {}): Promise<PdfIntake> {
    await checkPdfFile(filePath, this.maxBytes);
    if (this.ocr) {
      // Scanned pages get their text by OCR (document/src/ocr), in the figures; the parse hands over the image-only pages.
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
