// Shapes shared by the services and the parsing child process (pdf-parse.worker.ts imports them as types only,
// which Node's type stripping erases, so the worker stays a single self-contained file).

/** One page as the quote and the user see it. Sizes are in PDF points (1/72 in) of the unrotated page box. */
export interface PdfPageAnalysis {
  /** 1-based. */
  number: number;
  width: number;
  height: number;
  /** /Rotate of the page: 0, 90, 180 or 270 (clockwise when displayed). */
  rotation: number;
  wordCount: number;
  /** The page has a text layer with at least one word. */
  hasText: boolean;
  /** No text layer but images or vector drawings: nothing on it can be translated until OCR exists. */
  imageOnly: boolean;
  /** A scanned page whose text OCR read (document/src/ocr): its words are counted in `wordCount`. */
  scanned?: boolean;
  /** Scanned pages: OCR's confidence in the page's text, 0 to 100. */
  ocrConfidence?: number;
}

export interface PdfAnalysis {
  /** Real pages, found by walking the page tree (never the /Count the file claims): the number billed. */
  pageCount: number;
  pages: PdfPageAnalysis[];
  wordCount: number;
  /**
   * ISO 639-1 code of the best guess on a sample of the text's prose (language-detection.util.ts), or null when
   * there is too little text to guess from. A guess, to be confirmed when not `sourceLanguageSure`.
   */
  sourceLanguage: string | null;
  /** The detector's score for `sourceLanguage`, 0 to 1 (0 without a guess). */
  sourceLanguageConfidence: number;
  /** Enough prose and a clear score: the guess can be taken without asking the customer. */
  sourceLanguageSure: boolean;
  /** Hex SHA-256 of the file's bytes. */
  sha256: string;
  byteLength: number;
}

/**
 * A run of text as pdf.js reports it (one text-showing operator, or a part of one), in PDF user space:
 * origin at the bottom-left of the page's coordinate system (the page box may not start at 0,0, see `view`).
 */
export interface PdfTextItem {
  text: string;
  /** Start of the baseline. */
  x: number;
  y: number;
  /** Advance width of the run and its height (about the font size), in user space units. */
  width: number;
  height: number;
  /** The font's PostScript name without a subset prefix (e.g. "Helvetica-Bold"), or pdf.js's id when unknown. */
  fontName: string;
  /** Effective size: the font size scaled by the text and transformation matrices. */
  fontSize: number;
  bold: boolean;
  italic: boolean;
  /** Counter-clockwise angle of the baseline, degrees; 0 for ordinary horizontal text. */
  angle: number;
  /** A line break follows this run. */
  hasEOL: boolean;
  /** The font's descriptor has the Serif flag (or pdf.js knows the name as a serif face); absent when not. */
  serif?: boolean;
  /** The font's descriptor has the FixedPitch flag, or all its glyphs have one width; absent when not. */
  monospace?: boolean;
  /** Fill colour as #rrggbb when not black (and the page's runs could be matched to its operators); absent when black. */
  color?: string;
  /** A run read by OCR on a scanned page (document/src/ocr): its confidence, background colour and ink box. */
  ocr?: import('../ocr/ocr.types').OcrMark;
}

export interface PdfExtractedPage {
  number: number;
  width: number;
  height: number;
  rotation: number;
  /** The visible page box [x0, y0, x1, y1] in user space (crop box within media box). */
  view: [number, number, number, number];
  items: PdfTextItem[];
  /** Images drawn on the page (each drawing of an image counts); absent when the extraction was asked not to count. */
  images?: number;
  /** No word but images or drawings (a scan): set only then, for OCR (document/src/ocr) to read. */
  imageOnly?: true;
  /** Ruled lines (table borders, rules; page-rules.util.ts), horizontal or vertical segments; absent when none. */
  rules?: Array<{ x0: number; y0: number; x1: number; y1: number }>;
  /** Rules the word breaks read as underscores ("asn1_node" drawn by TeX as "asn1", a rule, "node"); absent when none. */
  underscores?: Array<{ x0: number; y0: number; x1: number; y1: number }>;
  /** Link annotations' rectangles (user space, x0 < x1, y0 < y1); absent when none. */
  links?: Array<{ x0: number; y0: number; x1: number; y1: number }>;
}

export interface PdfExtraction {
  pageCount: number;
  pages: PdfExtractedPage[];
}

// ---- Protocol between PdfParseRunner and the worker ------------------------------------------------------------

/**
 * `intake`: the analysis (what the quote needs), from each page's text as poppler's pdftotext read it (the parent
 * sends it, `PdfWorkerTexts`) and pdf.js where that is not enough; only the image-only pages are sent as pages (for
 * OCR, with no text runs). `extract`: every page's text runs with positions, sent as they are read.
 */
export type PdfParseMode = 'intake' | 'extract';

/** Error codes the worker reports; PdfParseRunner turns each into its typed error. `internal` is ours, not the file's. */
export type PdfWorkerErrorCode = 'not_a_pdf' | 'encrypted' | 'damaged' | 'no_pages' | 'too_many_pages' | 'too_complex' | 'internal';

export interface PdfWorkerRequest {
  mode: PdfParseMode;
  /** The file, linked into the child's own folder (the only one it may read besides code and pdf.js data). */
  filePath: string;
  /** Extraction: count images on every page (costs a second pass over each page's content); not used by intake. */
  countImages: boolean;
  maxPages: number;
  /** Text runs kept per page (extraction); more means a hostile or pathological page. */
  maxItemsPerPage: number;
  /** Folders of pdf.js's character maps and standard fonts, read from disk (never fetched). */
  cMapDir: string;
  standardFontDir: string;
}

/**
 * Parent → waiting spare, before any request: a parse of this mode is coming (an upload is being received); the
 * spare loads what that mode needs beyond pdf.js (intake: tinyld's language model) while it waits.
 */
export interface PdfWorkerPrepare {
  type: 'prepare';
  mode: PdfParseMode;
}

/**
 * Intake: the parent's next messages, the pages' text as pdftotext writes it (poppler-text.ts), in page order, the
 * last one `done`; `ok` false when poppler gave no usable answer after all (every page is then read with pdf.js).
 */
export interface PdfWorkerTexts {
  type: 'texts';
  texts: string[];
  done: boolean;
  ok: boolean;
}

export type PdfWorkerMessage =
  | { type: 'ready' }
  /** The request came, before the file is opened (a process that ends before this never read the file). */
  | { type: 'received' }
  | { type: 'meta'; pageCount: number }
  | { type: 'page'; json: string }
  | { type: 'result'; json: string }
  | { type: 'error'; code: PdfWorkerErrorCode; message: string };
