/**
 * @pt/document: the document engine, framework-free. The steps of a translation, in order:
 *   parse        PdfParseRunner (bounded child processes) → PdfAnalyzer (intake: the quote's figures) or
 *                PdfTextExtractor (text runs with positions, page by page)
 *   reconstruct  buildSegments (lines, columns, blocks, headers/footers, sentences → protected segments)
 *   translate    a TranslationEngine (ApertiumEngine, GoogleTranslateEngine): segments in, segments out
 *   write        applyTranslations (translated blocks) → PdfWriteRunner (bounded writing processes) or
 *                writeTranslatedDocx
 * translateDocument runs the four steps on one PDF in that order (tools, the fidelity bench).
 * Nothing here knows NestJS, the database or the server's configuration: callers pass options.
 *
 * The API process imports this module, so it loads none of the heavy libraries (index.spec.ts): pdf.js, tinyld,
 * pdf-lib and fontkit run in the parsing and writing processes only (buildBilingualPdf, which the writing process
 * runs, is not exported here: '@pt/document/output/bilingual'); docx and Google's client load on first use.
 */

// parse
export * from './pdf/pdf.types';
export * from './pdf/pdf-errors';
export { checkPdfFile, DEFAULT_MAX_PDF_BYTES } from './pdf/pdf-intake.util';
export { DEFAULT_PDF_PARSE_LIMITS, PdfParseRunner, type PdfParseLimits, type PdfParseOptions } from './pdf/pdf-parse-runner';
export { PdfAnalyzer, type PdfAnalyzeOptions, type PdfIntake } from './pdf/pdf-analyzer';
export { PdfTextExtractor, type PdfExtractOptions } from './pdf/pdf-text-extractor';
export { OcrRunner, type OcrPageRequest } from './ocr/ocr-runner';
export { DEFAULT_OCR_LIMITS, LOW_CONFIDENCE, type OcrLimits, type OcrMark, type OcrPageResult } from './ocr/ocr.types';
export { OcrFailedError, OcrPageTooCostlyError } from './ocr/ocr-errors';

// reconstruct
export * from './layout/layout.types';
export { applyTranslations, buildSegments, type BuildSegmentsOptions } from './layout/segments.util';
export {
  applyGlossaryToTokens,
  compileGlossary,
  countGlossaryTerms,
  findGlossaryTerms,
  withProtectedGlossary,
  type CompiledGlossary,
  type GlossaryTerm,
} from './layout/glossary.util';

// translate
export * from './engines/translation-engine';
export { normalizeLanguageCode } from './engines/language-codes';
export { ApertiumEngine, type ApertiumEngineOptions } from './engines/apertium/apertium-engine';
export { GoogleTranslateEngine, type GoogleTranslateEngineOptions } from './engines/google/google-translate-engine';
export { GoogleGlossaries, type GoogleGlossarySpec } from './glossary/google-glossaries';

// write
export type { MissingGlyphsReport, OverflowReport, ShrinkReport, TextRemovalReport, TypesetBlock } from './output/output.types';
export { hasOutputNotes, NO_OUTPUT_NOTES, outputNotesOf, type OutputNotes } from './output/output-notes.util';
export { PdfWriteError } from './output/pdf-write-errors';
export { PdfWriteRunner, type PdfWriteLimits, type PdfWriteSession } from './output/pdf-write-runner';
export type { WriteTranslatedPdfResult } from './output/pdf-writer';
export { writeTranslatedDocx, type WriteTranslatedDocxParams } from './output/docx-output';
export { bilingualNotes, bilingualPageOf } from './output/bilingual-notes.util';

// all four, on one file
export { DEFAULT_TRANSLATE_BATCH, translateDocument, type TranslatedDocument, type TranslateDocumentParams } from './translate-document';

export { CONSOLE_LOGGER, type DocumentLogger } from './logger';
