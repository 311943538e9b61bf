// The protocol between PdfWriteRunner and its writing process (pdf-write.worker.ts). Types only: the worker imports
// them as types, which Node's type stripping erases.
import type { MissingGlyphsReport, OverflowReport, ShrinkReport, TextRemovalReport, TypesetBlock } from './output.types';
import type { RangePart, SourceRange } from './pdf-writer';

/** A block as the writing process receives it: what the typesetter reads, nothing more (IPC stays small). */
export type WireBlock = TypesetBlock;

export type PdfWriteRequest =
  /** Blocks of the next document, ahead of its `open` (a long document's blocks go in several messages). */
  | { type: 'blocks'; blocks: WireBlock[] }
  /**
   * Start a document: load the source, remove its text, place every block's box (translations may come later).
   * `bilingual`: the result interleaves the source's pages with the translated ones (bilingual.ts). A long document
   * comes as `ranges` (pdf-ranges.ts) instead of `sourcePdf`, and is written range by range. `sourcePath`: the source
   * as a file the process reads itself (in the runner's folder), instead of its bytes over IPC.
   */
  | {
      type: 'open';
      sourcePdf?: Uint8Array;
      sourcePath?: string;
      ranges?: SourceRange[];
      blocks: WireBlock[];
      language?: string;
      bilingual?: boolean;
    }
  /** Typeset translated blocks of the open document (each block once, any order). */
  | { type: 'typeset'; blocks: WireBlock[] }
  /** Save the open document and answer `result` (or `error`). */
  | { type: 'finish' };

export type PdfWriteMessage =
  /** Booted: code loaded, font files read; ready for a document. */
  | { type: 'ready' }
  /** A document written by ranges: one range's PDF, in order, before its `result` (whose `pdf` is then empty). */
  | ({ type: 'range' } & RangePart)
  | {
      type: 'result';
      pdf: Uint8Array;
      overflows: OverflowReport[];
      shrunk: ShrinkReport[];
      missingGlyphs: MissingGlyphsReport[];
      removal: TextRemovalReport;
    }
  /** The open document failed (pdf-lib could not load it, a block on a page that does not exist, …). */
  | { type: 'error'; name: string; message: string };
