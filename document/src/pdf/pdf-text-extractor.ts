import { checkPdfFile, DEFAULT_MAX_PDF_BYTES } from './pdf-intake.util';
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
export class PdfTextExtractor {
  private readonly maxBytes: number;

  /** `maxBytes`: larger files are refused (PdfTooLargeError) before any parsing. */
  constructor(
    private readonly runner: PdfParseRunner,
    options: { maxBytes?: number } = {},
  ) {
    this.maxBytes = options.maxBytes ?? DEFAULT_MAX_PDF_BYTES;
  }

  async extract(filePath: string, options: PdfExtractOptions | PdfExtractOptions['onPage'] = {}): Promise<PdfExtraction> {
    const { onPage, countImages } = typeof options === 'function' ? { onPage: options } : options;
    await checkPdfFile(filePath, this.maxBytes);
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
