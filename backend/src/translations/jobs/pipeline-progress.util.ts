/**
 * Where each step of the pipeline sits on the 0–100 progress bar. Translation takes most of the time, so it gets
 * most of the bar and advances per batch in proportion to the characters translated; 100 only when completed.
 */
export const PROGRESS = {
  started: 1,
  extracted: 10,
  translated: 85,
  written: 95,
  stored: 99,
  completed: 100,
} as const;

/** Progress after `doneChars` of `totalChars` were translated (nothing to translate counts as done). */
export function translationProgress(params: { doneChars: number; totalChars: number }): number {
  const share = params.totalChars <= 0 ? 1 : Math.min(1, params.doneChars / params.totalChars);
  return Math.floor(PROGRESS.extracted + share * (PROGRESS.translated - PROGRESS.extracted));
}

export interface BatchLimits {
  /** Most segments per engine call. */
  maxSegments: number;
  /** Most characters per engine call (a long document is several calls, so progress moves and checkpoints land). */
  maxChars: number;
}

/**
 * Engine calls: BATCHES_IN_FLIGHT at once keep the engine busy without a pause between batches (Apertium streams
 * them through its pipelines; Google gets a few requests at once), each small enough for progress, checkpoints and
 * the writer to follow along. Also the chunks sent while the document is read (EarlyTranslations).
 */
export const BATCH_LIMITS: BatchLimits = { maxSegments: 200, maxChars: 20_000 };
export const BATCHES_IN_FLIGHT = 4;

/**
 * Cuts texts into consecutive batches within both limits; a single text longer than maxChars is a batch of its own.
 * Large batches keep the engine busy (Apertium pipelines its chunks), small enough ones show progress.
 */
export function toBatches<T extends { text: string }>(items: readonly T[], limits: BatchLimits): T[][] {
  const batches: T[][] = [];
  let current: T[] = [];
  let chars = 0;
  for (const item of items) {
    if (current.length > 0 && (current.length >= limits.maxSegments || chars + item.text.length > limits.maxChars)) {
      batches.push(current);
      current = [];
      chars = 0;
    }
    current.push(item);
    chars += item.text.length;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
