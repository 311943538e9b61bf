import type { MissingGlyphsReport, OverflowReport, ShrinkReport, TextRemovalReport } from './output.types';

/**
 * What the customer is told about a written document (stored on the translation, said in the delivery e-mail):
 * 1-based page numbers, ascending, each list empty when all went well.
 */
export interface OutputNotes {
  /** The translation did not fit its box at the smallest readable size and runs on past it. */
  overflowPages: number[];
  /** Characters no embedded font can draw (shown as blanks). */
  missingGlyphPages: number[];
  /** Original text that could not be removed from the page (it may show under or beside the translation). */
  sourceTextPages: number[];
  /**
   * A paragraph set smaller than the rest of its style, the last resort before overflowing (present only when some
   * was, on a page not already named in overflowPages). Recorded, not something the customer has to check:
   * hasOutputNotes leaves it out.
   */
  shrunkPages?: number[];
  /**
   * Occurrences of the ordering organisation's glossary terms in the document, each translated as the glossary says
   * (present only when some were). Told to the customer, not something to check: hasOutputNotes leaves it out.
   */
  glossaryTerms?: number;
  /** Scanned pages whose text OCR read with little confidence: words may be misread (present only when some were). */
  lowConfidencePages?: number[];
}

export const NO_OUTPUT_NOTES: OutputNotes = { overflowPages: [], missingGlyphPages: [], sourceTextPages: [] };

/** Removal issues that leave source text on the page; clipping text is removed (with its clip). */
const KEEPS_SOURCE_TEXT = new Set(['unsupported-filter', 'undecodable', 'too-large', 'unterminated-inline-image']);

/**
 * Overflows worth telling: text running past the page, or at least about a line past its box (less lands in the
 * white space every block has below it and is not noticed).
 */
const noticeable = (report: OverflowReport) => report.beyondPage || report.overflow >= report.fontSize;

const pagesOf = (reports: ReadonlyArray<{ page: number }>) => [...new Set(reports.map((r) => r.page))].sort((a, b) => a - b);

export function outputNotesOf(written: {
  overflows: readonly OverflowReport[];
  missingGlyphs: readonly MissingGlyphsReport[];
  removal: Pick<TextRemovalReport, 'issues'>;
  shrunk?: readonly ShrinkReport[];
  lowConfidencePages?: readonly number[];
}): OutputNotes {
  const overflowPages = pagesOf(written.overflows.filter(noticeable));
  // A block that overflows was shrunk too, and a page named for an overflow is checked anyway.
  const overflowing = new Set(written.overflows.map((report) => report.blockId));
  const shrunkPages = pagesOf(
    (written.shrunk ?? []).filter((report) => !overflowing.has(report.blockId) && !overflowPages.includes(report.page)),
  );
  return {
    overflowPages,
    missingGlyphPages: pagesOf(written.missingGlyphs),
    sourceTextPages: pagesOf(written.removal.issues.filter((issue) => KEEPS_SOURCE_TEXT.has(issue.reason))),
    ...(shrunkPages.length > 0 ? { shrunkPages } : {}),
    ...(written.lowConfidencePages?.length ? { lowConfidencePages: [...written.lowConfidencePages] } : {}),
  };
}

export const hasOutputNotes = (notes: OutputNotes | null | undefined): notes is OutputNotes =>
  !!notes &&
  (notes.overflowPages.length > 0 ||
    notes.missingGlyphPages.length > 0 ||
    notes.sourceTextPages.length > 0 ||
    (notes.lowConfidencePages?.length ?? 0) > 0);
