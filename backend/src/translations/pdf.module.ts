import { Logger, Module, OnModuleDestroy } from '@nestjs/common';
import { OcrRunner, PdfAnalyzer, PdfParseRunner, PdfTextExtractor } from '@pt/document';
import { AppConfig } from '../config/app-config';

/** The parsing processes' bounds, from AppConfig. */
export function createPdfParseRunner(config: AppConfig): PdfParseRunner {
  return new PdfParseRunner(
    {
      timeoutMs: config.PDF_PARSE_TIMEOUT_MS,
      timeoutPerPageMs: config.PDF_PARSE_TIMEOUT_PER_PAGE_MS,
      maxMemoryMb: config.PDF_PARSE_MAX_MEMORY_MB,
      maxPages: config.UPLOAD_MAX_PAGES,
      concurrency: config.PDF_PARSE_CONCURRENCY,
    },
    { logger: new Logger(PdfParseRunner.name) },
  );
}

/**
 * PDF intake, analysis and text extraction (the document engine's classes, configured from AppConfig, which is
 * global through AppConfigModule). Stops the parsing processes when the application shuts down.
 */
@Module({
  providers: [
    { provide: PdfParseRunner, inject: [AppConfig], useFactory: createPdfParseRunner },
    // OCR of scanned pages (Tesseract processes, bounded per page; document/src/ocr): the jobs' runner here, the
    // uploads' own below, so a long scan being read by a job does not hold up the sample read for a quote.
    { provide: OcrRunner, useFactory: () => new OcrRunner({}, { logger: new Logger(OcrRunner.name) }) },
    {
      provide: PdfAnalyzer,
      inject: [AppConfig, PdfParseRunner],
      useFactory: (config: AppConfig, runner: PdfParseRunner) =>
        new PdfAnalyzer(runner, { maxBytes: config.UPLOAD_MAX_BYTES, ocr: new OcrRunner({}, { logger: new Logger(OcrRunner.name) }) }),
    },
    {
      provide: PdfTextExtractor,
      inject: [AppConfig, PdfParseRunner, OcrRunner],
      useFactory: (config: AppConfig, runner: PdfParseRunner, ocr: OcrRunner) =>
        new PdfTextExtractor(runner, { maxBytes: config.UPLOAD_MAX_BYTES, ocr }),
    },
  ],
  exports: [PdfAnalyzer, PdfTextExtractor, PdfParseRunner],
})
export class PdfModule implements OnModuleDestroy {
  constructor(private readonly runner: PdfParseRunner) {}

  onModuleDestroy(): void {
    this.runner.close();
  }
}
