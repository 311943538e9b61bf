/** The timestamps BullMQ keeps on a job (ms since the epoch). */
export interface JobTimes {
  timestamp: number;
  delay?: number;
  processedOn?: number;
  finishedOn?: number;
  /** How many times a worker took the job (moved it to active), this time included. */
  attemptsStarted?: number;
}

/**
 * Seconds a job waited before a worker took it the first time: from when it was due (added, or added + delay) to
 * `processedOn`. Null for later takes (retries after a backoff, stalled jobs taken over), which are not queue wait.
 */
export function firstWaitSeconds(job: JobTimes): number | null {
  if (job.processedOn === undefined || (job.attemptsStarted ?? 1) > 1) return null;
  return Math.max(0, job.processedOn - job.timestamp - (job.delay ?? 0)) / 1000;
}

/** Seconds one attempt ran: `processedOn` → `finishedOn` (or `nowMs` when BullMQ did not stamp the end). */
export function attemptSeconds(job: JobTimes, nowMs: number): number | null {
  if (job.processedOn === undefined) return null;
  return Math.max(0, (job.finishedOn ?? nowMs) - job.processedOn) / 1000;
}
