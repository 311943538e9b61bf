import type { JobsOptions } from 'bullmq';

/** The BullMQ queue of the document pipeline (registered in TranslationsModule). */
export const TRANSLATIONS_QUEUE = 'translations';

/** Every job of the queue: its name and payload. A processor switches on `job.name`. */
export interface TranslationJobPayloads {
  /** Translate one paid translation end to end (analysis → engine → output → storage → e-mail). */
  translate: { translationId: number };
}

export type TranslationJobName = keyof TranslationJobPayloads;
export type TranslationJobData = TranslationJobPayloads[TranslationJobName];

export const TRANSLATION_JOBS = { translate: 'translate' } as const satisfies { [N in TranslationJobName]: N };

/** One job per translation: BullMQ ignores an add whose jobId exists, so enqueueing twice is harmless. */
export const translateJobId = (translationId: number): string => `translate-${translationId}`;

/**
 * Retries with exponential backoff for transient failures (engine timeouts, crashes); a processor throws
 * UnrecoverableError for permanent ones. Finished jobs stay a while so a late duplicate add is still absorbed
 * and failures can be inspected.
 */
export const TRANSLATE_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 15_000 },
  removeOnComplete: { age: 7 * 24 * 3600 },
  removeOnFail: { age: 30 * 24 * 3600 },
};
