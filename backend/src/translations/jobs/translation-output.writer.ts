import { Injectable } from '@nestjs/common';
import type { OutputFormat } from '../entities/translation.entity';
import type { TranslatedBlock } from '../layout/layout.types';
import { writeTranslatedDocx } from '../output/docx-writer';
import { writeTranslatedPdf } from '../output/pdf-writer';
import type { PdfExtractedPage } from '../pdf/pdf.types';

export interface WriteOutputParams {
  format: OutputFormat;
  sourcePdf: Uint8Array;
  blocks: readonly TranslatedBlock[];
  pages: readonly PdfExtractedPage[];
  /** ISO 639-1 code of the translation. */
  language: string;
}

export interface WrittenOutput {
  bytes: Buffer;
  /** Blocks whose translation ran past their box even at the smallest size (PDF only). */
  overflows: number;
}

/** The output writers behind one call, so the pipeline does not branch on the format (and tests can swap it). */
@Injectable()
export class TranslationOutputWriter {
  async write(params: WriteOutputParams): Promise<WrittenOutput> {
    if (params.format === 'docx') {
      const first = params.pages[0];
      const bytes = await writeTranslatedDocx({
        blocks: params.blocks,
        pageCount: params.pages.length,
        language: params.language,
        pageSize: first ? { width: first.width, height: first.height } : undefined,
      });
      return { bytes, overflows: 0 };
    }
    const written = await writeTranslatedPdf({ sourcePdf: params.sourcePdf, blocks: params.blocks, language: params.language });
    return { bytes: Buffer.from(written.pdf.buffer, written.pdf.byteOffset, written.pdf.byteLength), overflows: written.overflows.length };
  }
}
