import { Injectable } from '@nestjs/common';
import type { OutputFormat } from '../entities/translation.entity';
import {
  applyTranslations,
  bilingualNotes,
  writeTranslatedDocx,
  NO_OUTPUT_NOTES,
  OutputNotes,
  outputNotesOf,
  PdfWriteRunner,
  PdfWriteSession,
} from '@pt/document';
import type { SegmentationResult, SourceBlock, PdfExtractedPage } from '@pt/document';
import { BlockReadiness } from './block-readiness.util';

export interface StartOutputParams {
  format: OutputFormat;
  /** The original, a file the writing process reads itself (kept by the caller until the session is finished or aborted). */
  sourcePath: string;
  segmentation: SegmentationResult;
  pages: readonly PdfExtractedPage[];
  /** ISO 639-1 code of the translation. */
  language: string;
  /** Translations by segment id known before the engine is asked (a resumed job's checkpoint). */
  known: ReadonlyMap<string, string>;
}

export interface WrittenOutput {
  bytes: Buffer;
  /**
   * What the customer is told about the document (PDF only: DOCX reflows its text and never has any), with the page
   * numbers of the document delivered (in a bilingual PDF, translated page n is page 2n).
   */
  notes: OutputNotes;
}

/**
 * One document being written while it is translated. `translated` is told about each batch of segments as the engine
 * answers; `finish` gets every translation and gives the document; `abort` drops it (always safe). Translations are
 * keyed by segment id.
 */
export interface OutputSession {
  translated(segmentIds: readonly string[], translations: ReadonlyMap<string, string>): void;
  finish(translations: ReadonlyMap<string, string>): Promise<WrittenOutput>;
  abort(): void;
}

/**
 * The output writers behind one call, so the pipeline does not branch on the format (and tests can swap it).
 * PDF: written in a bounded writing process (PdfWriteRunner) that loads the original and removes its text while the
 * engine translates, then sets each block as soon as all its segments are translated; what is left after the last
 * batch is the last blocks and saving. Bilingual PDF: the same, and the writing process then interleaves the original's
 * pages with the translated ones (@pt/document's bilingual.ts). DOCX: written in this process at the end (no customer
 * file is parsed for it).
 */
@Injectable()
export class TranslationOutputWriter {
  constructor(private readonly pdf: PdfWriteRunner) {}

  /** Starts a writing process ahead of need (the pipeline calls it while it reads the document of `pages` pages). */
  prepare(format: OutputFormat, pages: number): void {
    if (format !== 'docx') this.pdf.prepare(pages);
  }

  /** A long original split into the writer's ranges while it is read (PdfWriteRunner.splitAhead), for a PDF output. */
  splitAhead(format: OutputFormat, sourcePath: string, pages: number, language: string): void {
    if (format !== 'docx') this.pdf.splitAhead(sourcePath, pages, language);
  }

  /**
   * Whether a document of `pages` pages is a long one, written by ranges: the job reads it whole before translating
   * (no early translation), so the parsing process's high and the engine's pipelines do not add up (bench:memory).
   */
  isLong(pages: number): boolean {
    return this.pdf.writesByRanges(pages);
  }

  start(params: StartOutputParams): OutputSession {
    return params.format === 'docx' ? this.docx(params) : this.pdfSession(params, params.format === 'bilingual-pdf');
  }

  private docx(params: StartOutputParams): OutputSession {
    return {
      translated: () => undefined,
      finish: async (translations) => {
        const first = params.pages[0];
        const bytes = await writeTranslatedDocx({
          blocks: applyTranslations(params.segmentation, translations),
          pageCount: params.pages.length,
          language: params.language,
          pageSize: first ? { width: first.width, height: first.height } : undefined,
        });
        return { bytes, notes: NO_OUTPUT_NOTES };
      },
      abort: () => undefined,
    };
  }

  private pdfSession(params: StartOutputParams, bilingual: boolean): OutputSession {
    const { segmentation } = params;
    const session: PdfWriteSession = this.pdf.open({
      sourcePath: params.sourcePath,
      blocks: segmentation.blocks.map((block) => ({ ...block, translatedText: '' })),
      language: params.language,
      pages: params.pages.length,
      bilingual,
    });
    const readiness = new BlockReadiness<SourceBlock>(segmentation.blocks, (segmentId) => params.known.has(segmentId));
    const send = (blocks: SourceBlock[], translations: ReadonlyMap<string, string>) => {
      if (blocks.length > 0) session.typeset(applyTranslations(segmentation, translations, blocks));
    };
    send(readiness.take(), params.known); // blocks with nothing to translate, or translated by an earlier attempt
    return {
      translated: (segmentIds, translations) => send(readiness.translated(segmentIds), translations),
      finish: async (translations) => {
        send(readiness.take(), translations);
        send(readiness.incomplete(), translations); // left in the source language if a translation is missing
        const written = await session.finish();
        const notes = outputNotesOf(written);
        return {
          bytes: Buffer.from(written.pdf.buffer, written.pdf.byteOffset, written.pdf.byteLength),
          notes: bilingual ? bilingualNotes(notes) : notes,
        };
      },
      abort: () => session.abort(),
    };
  }
}
