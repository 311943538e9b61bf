// Shapes of the OCR of scanned pages (ocr-runner.ts).

/** What a text run recognised by OCR carries besides the fields of a native run (PdfTextItem.ocr). */
export interface OcrMark {
  /** Tesseract's confidence in the run's words, 0 to 100 (weighted by their length). */
  confidence: number;
  /** The page's colour around the run (#rrggbb), what the writer covers the source words with. */
  background: string;
  /** The box the run's ink covers, [x0, y0, x1, y1] in user space. */
  box: [number, number, number, number];
}

export interface OcrLimits {
  /** Wall-clock limit of one page (rendering and recognition), milliseconds. */
  timeoutMsPerPage: number;
  /** Resident memory of the rendering or recognition process, MB: killed above it. */
  maxMemoryMb: number;
  /** Pages recognised at once (each Tesseract process runs on one core). */
  concurrency: number;
  /** Resolution the page is rendered at for recognition. */
  dpi: number;
  /** Tesseract's languages, e.g. "eng+fra+spa". */
  languages: string;
  /** Read the image of a page that is one image over the whole page from the file instead of rendering the page. */
  extractImages: boolean;
}

export const DEFAULT_OCR_LIMITS: OcrLimits = {
  timeoutMsPerPage: 60_000,
  maxMemoryMb: 1024,
  concurrency: 1,
  dpi: 300,
  languages: 'eng+fra+spa',
  extractImages: true,
};

/** A page read by OCR. */
export interface OcrPageResult {
  /** Text runs in user space, one per recognised line (PdfTextItem with `ocr`). */
  items: import('../pdf/pdf.types').PdfTextItem[];
  /** Words recognised (as the quote counts them). */
  wordCount: number;
  /** Confidence of the page's text, 0 to 100 (0 without text). */
  confidence: number;
  /** Clockwise quarter turn the page's image needed to be read upright (0 for a page scanned the right way). */
  turn: 0 | 90 | 180 | 270;
  /** Where the page's image came from: read from the file (a page that is one image), or rendered by pdftoppm. */
  source: 'image' | 'rendered';
  /** Milliseconds: getting the page's image (`render`, either way), recognition (all passes). */
  timings: { render: number; recognise: number };
}

/** Below this page confidence, the page is named in the output notes as one whose text may be misread. */
export const LOW_CONFIDENCE = 70;
