import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { checkPdfFile } from './pdf-intake.util';
import { PdfParseRunner } from './pdf-parse-runner';
import type { PdfExtractedPage, PdfExtraction } from './pdf.types';

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
@Injectable()
export class PdfTextExtractor {
  constructor(
    private readonly config: AppConfig,
    private readonly runner: PdfParseRunner,
  ) {}

  async extract(filePath: string, options: PdfExtractOptions | PdfExtractOptions['onPage'] = {}): Promise<PdfExtraction> {
    const { onPage, countImages } = typeof options === 'function' ? { onPage: options } : options;
    await checkPdfFile(filePath, this.config.UPLOAD_MAX_BYTES);
    const pages: PdfExtractedPage[] = [];
    await this.runner.run('extract', filePath, {
      countImages,
      onPage: (json) => {
        const page = JSON.parse(json) as PdfExtractedPage;
        pages.push(page);
        onPage?.(page);
      },
    });
    return { pageCount: pages.length, pages };
  }
}
