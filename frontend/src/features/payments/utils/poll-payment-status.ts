import { PAYMENT_STATUS_POLL_INTERVAL_MS, PAYMENT_STATUS_POLL_MAX_RETRIES } from '@pt/libs/translation-status';
import { ApiError } from '@/lib/api-client';
import type { PaymentStatusAnswer } from '@/lib/api-types';
import { paymentStatusKind } from './payment-status';

export type PollResult =
  | { kind: 'succeeded' | 'failed' | 'refunded'; answer: PaymentStatusAnswer }
  | { kind: 'uninitialized' }
  | { kind: 'unknown'; status: string }
  /** The server does not know this payment (or it is not the caller's). */
  | { kind: 'notFound' }
  /** The server refused the question for another reason; `detail` is its text. */
  | { kind: 'error'; detail: string | null }
  /** Still open after every attempt. */
  | { kind: 'timeout' };

export interface PollPaymentStatusParams {
  paymentId: string;
  fetchStatus: (paymentId: string, signal?: AbortSignal) => Promise<PaymentStatusAnswer>;
  signal?: AbortSignal;
  maxAttempts?: number;
  intervalMs?: number;
  /** Resolves after `ms`, or early when `signal` aborts. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** Network failures, timeouts and server errors are worth asking again; other refusals will not change. */
function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

/**
 * Asks for the payment's status until it is final: up to 30 times, 1 s apart (spec §7, §9). Returns null when
 * `signal` aborted (the step was left). Transient errors use up an attempt and the polling goes on.
 */
export async function pollPaymentStatus({
  paymentId,
  fetchStatus,
  signal,
  maxAttempts = PAYMENT_STATUS_POLL_MAX_RETRIES,
  intervalMs = PAYMENT_STATUS_POLL_INTERVAL_MS,
  sleep = abortableSleep,
}: PollPaymentStatusParams): Promise<PollResult | null> {
  for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
    if (attempt > 0) await sleep(intervalMs, signal);
    if (signal?.aborted) return null;
    let answer: PaymentStatusAnswer;
    try {
      answer = await fetchStatus(paymentId, signal);
    } catch (error) {
      if (signal?.aborted) return null;
      if (error instanceof ApiError && error.status === 404) return { kind: 'notFound' };
      if (!isTransient(error)) return { kind: 'error', detail: error instanceof ApiError ? error.serverDetail : null };
      continue;
    }
    if (signal?.aborted) return null;
    const kind = paymentStatusKind(answer?.status);
    switch (kind) {
      case 'pending':
        continue;
      case 'uninitialized':
        return { kind };
      case 'unknown':
        return { kind, status: String(answer?.status ?? '') };
      default:
        return { kind, answer };
    }
  }
  return { kind: 'timeout' };
}
