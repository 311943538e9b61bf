import { detectLanguage, LanguageSample } from '../pdf/language-detection.util';
import type { PdfAnalysis } from '../pdf/pdf.types';
import { STOPWORDS } from '../engines/target-language-text.util';
import { ScannedPageReader, withScannedPages } from './ocr-pages';
import type { OcrRunner } from './ocr-runner';

/**
 * Scanned pages OCR reads during the upload (about a second or two each): enough to know the document has text and
 * its language, and to keep the upload's answer quick; the job reads the rest.
 */
export const INTAKE_OCR_PAGES = 4;

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
  /** Scanned pages read now (the first ones); the others are read by the job. */
  samplePages?: number;
}): Promise<PdfAnalysis> {
  const reader = new ScannedPageReader(
    params.runner,
    params.filePath,
    (json) => params.onPage?.(json),
    params.samplePages ?? INTAKE_OCR_PAGES,
  );
  let analysis: PdfAnalysis;
  try {
    analysis = JSON.parse(await params.parse((json) => reader.add(json))) as PdfAnalysis;
  } catch (error) {
    reader.stop();
    throw error;
  }
  const { pages, unread, text } = await reader.finish();
  if (pages.length === 0) return analysis;
  const { detectAll } = await import('tinyld');
  const sample = new LanguageSample(1);
  sample.addPage(text);
  // OCR reads with its languages' models only: the guess is one of them (tinyld alone called a short English scan Czech).
  const readable = new Set(params.runner.languageCodes());
  let guess = detectLanguage(sample.text(), (t) => detectAll(t).filter((candidate) => readable.has(candidate.lang)));
  if (!guess.language) guess = stopwordGuess(text, readable);
  return withScannedPages(
    analysis,
    pages,
    { sourceLanguage: guess.language, sourceLanguageConfidence: guess.confidence, sourceLanguageSure: guess.sure },
    unread,
  );
}

/** Stopwords that make a stopword guess sure enough to take without asking (otherwise the customer confirms it). */
const SURE_STOPWORDS = 12;

/**
 * The language among `readable` whose stopwords the text holds most, never sure below SURE_STOPWORDS of them and
 * a clear lead; null without any.
 */
export function stopwordGuess(text: string, readable: ReadonlySet<string>): { language: string | null; confidence: number; sure: boolean } {
  const words = text.toLowerCase().split(/[^\p{L}]+/u);
  const counts = Object.entries(STOPWORDS)
    .filter(([language]) => readable.has(language))
    .map(([language, stop]) => ({ language, count: words.filter((w) => stop.has(w)).length }))
    .sort((a, b) => b.count - a.count);
  const total = counts.reduce((n, c) => n + c.count, 0);
  if (counts.length === 0 || counts[0].count === 0) return { language: null, confidence: 0, sure: false };
  const confidence = Math.round((counts[0].count / total) * 100) / 100;
  return { language: counts[0].language, confidence, sure: counts[0].count >= SURE_STOPWORDS && confidence >= 0.7 };
}
