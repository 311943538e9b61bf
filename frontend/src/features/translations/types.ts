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
