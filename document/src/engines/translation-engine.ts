/**
 * One interface for every machine-translation engine: a batch of segments in, the same number of
 * segments out, in the same order.
 *
 * Language codes are ISO 639-1 ('en', 'fr', 'es'); each adapter maps them to its own codes.
 *
 * Protected spans: text inside `⟦…⟧` (e.g. `⟦0⟧`) is a placeholder the caller put in place of something
 * that must not be translated (a number, URL, e-mail address, code). The Apertium adapter guarantees such
 * spans come back unchanged (it turns them into superblanks); see `../layout/protect.util.ts` for the
 * helper that protects numbers, URLs, e-mails and codes and restores them afterwards.
 *
 * Inline style marks: `⟦b⟧…⟦/b⟧` (letters b, i, u, d, m, s, r: bold, italic, superscript, subscript,
 * monospace, sans-serif, serif; `../layout/inline-styles.util.ts`) wrap words set otherwise than their paragraph; the
 * adapters give them back around the translation of those words (Apertium: word-bound blanks; Google:
 * HTML spans). Apart from placeholders and marks, segments are plain text: characters that are special
 * to an engine (Apertium's `[`, `]`, `\`, `^`, `$`, `@`, …) are escaped by the adapter.
 */
export interface LanguagePair {
  source: string;
  target: string;
  /** Set when the engine has no direct route and goes through an intermediate language. */
  via?: string;
}

export interface TranslationEngine {
  /** 'apertium' | 'google' (for logs and the benchmark). */
  readonly name: string;
  /** Every source→target pair the engine can translate (direct and pivot routes). */
  pairs(): Promise<LanguagePair[]>;
  canTranslate(source: string, target: string): Promise<boolean>;
  /** ISO 639-1 codes the engine can produce from at least one source language, sorted. */
  targetLanguages(): Promise<string[]>;
  /**
   * Translates segments (whole sentences or paragraphs) from source to target.
   * Answers the same number of segments in the same order; empty or blank segments come back as given.
   * Rejects with a TranslationEngineError: `transient` errors are worth retrying later, permanent ones not.
   */
  translateBatch(segments: string[], source: string, target: string): Promise<string[]>;
  /**
   * Optional: how many of a job's batches the engine wants in flight at once (the caller's default otherwise).
   * Apertium wants many: the retry route's pipelines (the Catalan pivot) start once for every batch in flight.
   */
  readonly batchesInFlight?: number;
  /**
   * Optional: lets go now of what the engine keeps ready for the next call (Apertium: the pipelines with nothing in
   * flight, instead of after their idle time). The next call starts them again. A job calls it once its last segment
   * is answered, so the engine's memory is not held beside the writer saving the document.
   */
  rest?(): Promise<void>;
  /** Releases processes and connections. The engine cannot be used afterwards. */
  close(): Promise<void>;
}

export type TranslationErrorKind =
  /** The engine cannot translate this pair. */
  | 'unsupported-pair'
  /** Credentials refused, quota or permission denied, invalid request: retrying will not help. */
  | 'permanent'
  /** Rate limit, server error, timeout, crashed process: retry later. */
  | 'transient';

/**
 * The one error type engines throw. The job layer retries `transient` errors (with backoff) and turns
 * the others into BullMQ's UnrecoverableError.
 */
export class TranslationEngineError extends Error {
  constructor(
    message: string,
    readonly kind: TranslationErrorKind,
    readonly engine: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'TranslationEngineError';
  }

  get transient(): boolean {
    return this.kind === 'transient';
  }
}

export class UnsupportedLanguagePairError extends TranslationEngineError {
  constructor(
    engine: string,
    readonly source: string,
    readonly target: string,
  ) {
    super(`${engine} cannot translate ${source} → ${target}`, 'unsupported-pair', engine);
    this.name = 'UnsupportedLanguagePairError';
  }
}

/** True when a segment has nothing to translate (engines return such segments unchanged). */
export function isBlankSegment(segment: string): boolean {
  return segment.trim() === '';
}
