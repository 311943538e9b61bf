import { detectLanguage, LanguageSample } from '../pdf/language-detection.util';
import type { PdfAnalysis } from '../pdf/pdf.types';
import { ScannedPageReader, withScannedPages } from './ocr-pages';
import type { OcrRunner } from './ocr-runner';

/**
 * The intake analysis with scanned pages read by OCR: `parse` runs the parsing process (its pages go through OCR
 * where flagged, then to `onPage` in order), and the analysis it answers is completed with the recognised words and,
 * for a document without native text, the language guessed from them. A page OCR could not finish fails the
 * intake with the OCR's error (a bound passed: OcrPageTooCostlyError).
 */
export async function readScannedPages(params: {
  runner: OcrRunner;
  filePath: string;
  onPage?: (json: string) => void;
  parse: (onPage: (json: string) => void) => Promise<string>;
}): Promise<PdfAnalysis> {
  const reader = new ScannedPageReader(params.runner, params.filePath, (json) => params.onPage?.(json));
  let analysis: PdfAnalysis;
  try {
    analysis = JSON.parse(await params.parse((json) => reader.add(json))) as PdfAnalysis;
  } catch (error) {
    reader.stop();
    throw error;
  }
  const { pages, text } = await reader.finish();
  if (pages.length === 0) return analysis;
  const { detectAll } = await import('tinyld');
  const sample = new LanguageSample(1);
  sample.addPage(text);
  // OCR reads with its languages' models only: the guess is one of them (tinyld alone called a short English scan Czech).
  const readable = new Set(params.runner.languageCodes());
  const guess = detectLanguage(sample.text(), (t) => detectAll(t).filter((candidate) => readable.has(candidate.lang)));
  return withScannedPages(analysis, pages, { sourceLanguage: guess.language, sourceLanguageConfidence: guess.confidence, sourceLanguageSure: guess.sure });
}
