import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { checkPdfFile } from './pdf-intake.util';
import { PdfParseRunner } from './pdf-parse-runner';
import type { PdfExtractedPage, PdfExtraction } from './pdf.types';

/**
 * Text runs with their positions, fonts and sizes, page by page, plus the images drawn on each page: the
 * input of text reconstruction and of the layout-preserving writer. Same child process and bounds as the
 * analysis, and the same PdfErrors.
 */
@Injectable()
export class PdfTextExtractor {
  constructor(
    private readonly config: AppConfig,
    private readonly runner: PdfParseRunner,
  ) {}

  /** `onPage` sees each page as soon as it is read (e.g. to report progress). */
  async extract(filePath: string, onPage?: (page: PdfExtractedPage) => void): Promise<PdfExtraction> {
    await checkPdfFile(filePath, this.config.UPLOAD_MAX_BYTES);
    const pages: PdfExtractedPage[] = [];
    await this.runner.run('extract', filePath, {
      onPage: (json) => {
        const page = JSON.parse(json) as PdfExtractedPage;
        pages.push(page);
        onPage?.(page);
      },
    });
    return { pageCount: pages.length, pages };
  }
}
