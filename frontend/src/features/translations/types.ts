import { OUTPUT_FORMATS, type OutputFormat } from '@pt/libs/output-formats';
import type { PageToCheck } from '@pt/libs/output-notes';
import type { TranslationStatus } from '@pt/libs/translation-status';

/** One row of GET /translations (spec §3), newest first. */
export interface Translation {
  id: number;
  orderNumber: string;
  /** Normally one of TRANSLATION_STATUSES; anything else is shown as "Unknown". */
  status: { value: TranslationStatus | (string & {}) };
  isRefunded: boolean;
  /** ISO date-time. */
  date: string;
  sourceDocument: { name: string; pageCount: number };
  targetDocument: { name: string; blobName: string | null } | null;
  /** subTotal in dollars; the currency when the server sends it (else the user's plan currency). */
  quote: { subTotal: number; currency?: { value: string } | null };
  /** 0–100, meaningful while in progress. */
  progress?: number | null;
  /** Completed translations with pages the customer should check (page numbers of the delivered document). */
  pagesToCheck?: PageToCheck[];
}

/** GET /translations/{id}/download-url: a signed, short-lived URL and the name to save the file under. */
export interface DownloadUrl {
  download_url: string;
  filename: string;
}

/** GET /translations/target-languages: one language a document can be translated into (label in the user's language). */
export interface TargetLanguage {
  id: number;
  /** ISO 639-1 code, e.g. fr. */
  value: string;
  label: string;
}

export const SOURCE_LANGUAGE_STATUSES = ['given', 'detected', 'unsure', 'needed'] as const;
export type SourceLanguageStatus = (typeof SOURCE_LANGUAGE_STATUSES)[number];

/** A language the document may be said to be in (PUT /translations/{id}/source-language). */
export interface SourceLanguageOption {
  /** ISO 639-1 code, e.g. en. */
  value: string;
  label: string;
}

/** The output formats the server makes; the wizard also offers "same-as-original", which is sent as no format. */
export { OUTPUT_FORMATS, type OutputFormat };
export const SAME_AS_ORIGINAL = 'same-as-original';
export type OutputFormatChoice = OutputFormat | typeof SAME_AS_ORIGINAL;

/**
 * The PAYG quote POST /translations answers (backend TranslationQuoteDto, spec §3 "PAYG quote") with what the
 * analysis found. Prices in dollars, except subTotalCents.
 */
export interface TranslationQuote {
  translationId: number;
  /** The uploaded file's name. */
  filename: string;
  /** Pages billed (the real page count). */
  pageCount: number;
  /** Base price per page, dollars. */
  pagePrice: number;
  /** Total before taxes, dollars. */
  subTotal: number;
  /** Total before taxes, cents. */
  subTotalCents: number;
  currency: { value: string };
  /** Pages 1..afterPage at pagePrice, later pages at longDocIncentive.pagePrice; null without an incentive. */
  longDocIncentive: { afterPage: number; pagePrice: number } | null;
  wordCount: number;
  /** The language the document will be translated from (ISO 639-1): the customer's choice or the detected one; '' while it is needed. */
  sourceLanguage: string;
  /**
   * given: named by the customer; detected: detected and sure; unsure: the detected guess, to be checked; needed: the
   * customer must choose the language before paying. Absent from older answers (taken as detected).
   */
  sourceLanguageStatus?: SourceLanguageStatus;
  /** The detector's guess (ISO 639-1), even one that cannot be translated from; null without one or after a change. */
  detectedLanguage?: string | null;
  /** The detector's confidence in its guess, 0 to 1; null after a change. */
  languageConfidence?: number | null;
  /** The languages the customer may say the document is in (names in the user's language). */
  sourceLanguages?: SourceLanguageOption[];
  /** 1-based numbers of the pages that have no text layer (and where OCR found no text either). */
  imageOnlyPages: number[];
  /** 1-based numbers of the scanned pages whose text is recognised automatically; null in the answer of a language change. */
  scannedPages?: number[] | null;
  /** Things to know before paying, already in the user's language. */
  warnings: string[];
}
