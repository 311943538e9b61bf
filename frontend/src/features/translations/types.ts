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

/** The output formats the server makes; the wizard also offers "same-as-original", which is sent as no format. */
export const OUTPUT_FORMATS = ['pdf', 'docx'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];
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
  /** Detected language of the document (ISO 639-1). */
  sourceLanguage: string;
  /** 1-based numbers of the pages that have no text layer. */
  imageOnlyPages: number[];
  /** Things to know before paying, already in the user's language. */
  warnings: string[];
}
