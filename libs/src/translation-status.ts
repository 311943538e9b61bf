export const TRANSLATION_STATUSES = ['created', 'in-progress', 'completed', 'failed', 'cancelled'] as const;
export type TranslationStatus = (typeof TRANSLATION_STATUSES)[number];

/** Translations list refresh (spec 2, 9): every 10 s, at most 200 times, while a translation is active. */
export const TRANSLATIONS_POLL_INTERVAL_MS = 10_000;
export const TRANSLATIONS_POLL_MAX_ATTEMPTS = 200;
/** Payment status polling (spec 7, 9): up to 30 retries, 1000 ms apart. */
export const PAYMENT_STATUS_POLL_MAX_RETRIES = 30;
export const PAYMENT_STATUS_POLL_INTERVAL_MS = 1000;

// Status colours. The spec sentence "completed, in-progress, failed, cancelled orange" is garbled; our reading:
// only cancelled is orange, and the others get conventional colours (completed green, in-progress blue, failed red).
export const TRANSLATION_STATUS_COLORS = {
  created: '#616161',
  'in-progress': '#1565c0',
  completed: '#2e7d32',
  failed: '#c62828',
  cancelled: '#ef6c00',
  unknown: '#616161',
} as const satisfies Record<TranslationStatus | 'unknown', string>;

export type TranslationStatusLabelKey =
  | 'translationStatus.created'
  | 'translationStatus.inProgress'
  | 'translationStatus.completed'
  | 'translationStatus.failed'
  | 'translationStatus.failedRefunded'
  | 'translationStatus.cancelled'
  | 'translationStatus.unknown';

export interface TranslationStatusLabel {
  /** i18n key for the frontend translation files. */
  key: TranslationStatusLabelKey;
  /** English label, exactly as spec 4 words it. */
  label: string;
  color: string;
}

export function isTranslationStatus(value: unknown): value is TranslationStatus {
  return typeof value === 'string' && (TRANSLATION_STATUSES as readonly string[]).includes(value);
}

// Label per spec 4: created "In queue", in-progress "In Progress", completed, failed ("Failed + Refunded" when refunded),
// cancelled; any other value (including null) is "Unknown". isRefunded only changes the failed label.
export function translationStatusLabel(status: string | null | undefined, isRefunded = false): TranslationStatusLabel {
  switch (status) {
    case 'created':
      return { key: 'translationStatus.created', label: 'In queue', color: TRANSLATION_STATUS_COLORS.created };
    case 'in-progress':
      return {
        key: 'translationStatus.inProgress',
        label: 'In Progress',
        color: TRANSLATION_STATUS_COLORS['in-progress'],
      };
    case 'completed':
      return { key: 'translationStatus.completed', label: 'Completed', color: TRANSLATION_STATUS_COLORS.completed };
    case 'failed':
      return isRefunded
        ? { key: 'translationStatus.failedRefunded', label: 'Failed + Refunded', color: TRANSLATION_STATUS_COLORS.failed }
        : { key: 'translationStatus.failed', label: 'Failed', color: TRANSLATION_STATUS_COLORS.failed };
    case 'cancelled':
      return { key: 'translationStatus.cancelled', label: 'Cancelled', color: TRANSLATION_STATUS_COLORS.cancelled };
    default:
      return { key: 'translationStatus.unknown', label: 'Unknown', color: TRANSLATION_STATUS_COLORS.unknown };
  }
}

// A translation is active while created or in-progress: the list keeps polling for it.
// Download is offered only for completed translations (spec 6).
export function isTranslationActive(status: string | null | undefined): boolean {
  return status === 'created' || status === 'in-progress';
}

export function isTranslationDownloadable(status: string | null | undefined): boolean {
  return status === 'completed';
}

export interface ShouldPollTranslationsParams {
  statuses: readonly (string | null | undefined)[];
  /** Refreshes already made. */
  attempts: number;
}

// The list refreshes while any translation is active and fewer than 200 refreshes have been made.
// Stops as soon as nothing is created or in-progress.
export function shouldPollTranslations({ statuses, attempts }: ShouldPollTranslationsParams): boolean {
  return attempts < TRANSLATIONS_POLL_MAX_ATTEMPTS && statuses.some(isTranslationActive);
}

export const PAYMENT_STATUSES = ['succeeded', 'payment_failed', 'cancelled', 'uninitialized'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type PaymentOutcome = 'succeeded' | 'failed' | 'pending';

// Payment status (spec 4): succeeded completes the step, payment_failed or cancelled is a failure,
// anything else (including uninitialized and unknown values) keeps polling until the retries run out.
export function paymentOutcome(status: string | null | undefined): PaymentOutcome {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'payment_failed' || status === 'cancelled') return 'failed';
  return 'pending';
}
