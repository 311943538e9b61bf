import { TranslationEngineError, PdfWriteError, PdfError } from '@pt/document';
import { StorageObjectNotFoundError } from '../../storage/storage.service';
import { languageName, unsupportedPairDetail } from '../translation-messages.util';
import type { AppLanguage } from '../../common/language';

export type Bilingual = Record<AppLanguage, string>;

/**
 * A failure retrying cannot fix (unsupported pair, damaged original, permanent engine refusal): the job layer turns
 * it into BullMQ's UnrecoverableError, marks the translation failed with `detail` and asks for a refund.
 */
export class PermanentPipelineError extends Error {
  constructor(
    message: string,
    readonly detail: Bilingual,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PermanentPipelineError';
  }
}

/** Shutdown asked the pipeline to stop at its next checkpoint: the job goes back to the queue, no attempt used. */
export class PipelineInterruptedError extends Error {
  constructor() {
    super('translation pipeline interrupted by shutdown');
    this.name = 'PipelineInterruptedError';
  }
}

/** The user-facing message of a failure that is ours, not the document's (after the last retry). */
export const GENERIC_FAILURE: Bilingual = {
  en: 'We could not translate this document because of an error on our side. Your payment will be refunded.',
  fr: 'Nous n’avons pas pu traduire ce document en raison d’une erreur de notre côté. Votre paiement vous sera remboursé.',
};

const ORIGINAL_MISSING: Bilingual = {
  en: 'The original document is no longer available, so it could not be translated. Your payment will be refunded.',
  fr: 'Le document original n’est plus disponible ; il n’a donc pas pu être traduit. Votre paiement vous sera remboursé.',
};

const ENGINE_REFUSED: Bilingual = {
  en: 'The translation engine refused this document. Your payment will be refunded.',
  fr: 'Le moteur de traduction a refusé ce document. Votre paiement vous sera remboursé.',
};

const TOO_COMPLEX_TO_WRITE: Bilingual = {
  en: 'This document is too complex for us to rebuild as a translated PDF. Your payment will be refunded. Ordering it as a Word document (DOCX) may work.',
  fr: 'Ce document est trop complexe pour que nous puissions le reconstruire en PDF traduit. Votre paiement vous sera remboursé. Le commander en document Word (DOCX) pourrait fonctionner.',
};

/** The sentence every failure message carries (the failure e-mail says it its own way). */
export const REFUND: Bilingual = { en: 'Your payment will be refunded.', fr: 'Votre paiement vous sera remboursé.' };

const withRefund = (detail: Bilingual): Bilingual => ({ en: `${detail.en} ${REFUND.en}`, fr: `${detail.fr} ${REFUND.fr}` });

export function unsupportedPairError(source: string, target: string): PermanentPipelineError {
  return new PermanentPipelineError(
    `the engine cannot translate ${source} → ${target}`,
    withRefund({ en: unsupportedPairDetail(source, target, 'en'), fr: unsupportedPairDetail(source, target, 'fr') }),
  );
}

export function sameLanguageError(code: string): PermanentPipelineError {
  return new PermanentPipelineError(
    `source and target are both ${code}`,
    withRefund({
      en: `This document is already in ${languageName(code, 'en')}.`,
      fr: `Ce document est déjà en ${languageName(code, 'fr')}.`,
    }),
  );
}

export function unknownLanguageError(): PermanentPipelineError {
  return new PermanentPipelineError(
    'the source language could not be detected',
    withRefund({
      en: 'We could not recognise the language of this document.',
      fr: 'Nous n’avons pas pu reconnaître la langue de ce document.',
    }),
  );
}

/**
 * Sorts a pipeline error: permanent ones become a PermanentPipelineError with the sentence shown to the user, the
 * rest (engine transient errors, storage or database hiccups, a parser that died) are returned unchanged and retried.
 * PDF errors are the file's except `parser_failed` (ours: a crashed or killed parser process).
 */
export function classifyPipelineError(err: unknown): unknown {
  if (err instanceof PermanentPipelineError || err instanceof PipelineInterruptedError) return err;
  if (err instanceof PdfError) {
    if (err.code === 'parser_failed') return err;
    return new PermanentPipelineError(`the original cannot be read: ${err.message}`, withRefund(err.detail), { cause: err });
  }
  if (err instanceof TranslationEngineError) {
    if (err.kind === 'transient') return err;
    if (err.kind === 'unsupported-pair') {
      const pair = err as TranslationEngineError & { source?: string; target?: string };
      if (pair.source && pair.target) return unsupportedPairError(pair.source, pair.target);
    }
    return new PermanentPipelineError(`engine error (${err.kind}): ${err.message}`, ENGINE_REFUSED, { cause: err });
  }
  if (err instanceof PdfWriteError) {
    // Over the writing process's time or memory bounds: the same document would be again. A crash may be ours.
    return err.permanent
      ? new PermanentPipelineError(`the translated PDF cannot be written: ${err.message}`, TOO_COMPLEX_TO_WRITE, { cause: err })
      : err;
  }
  if (err instanceof StorageObjectNotFoundError) {
    return new PermanentPipelineError(`original missing from storage: ${err.key}`, ORIGINAL_MISSING, { cause: err });
  }
  return err;
}
