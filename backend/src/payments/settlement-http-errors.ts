import { ConflictException, HttpException, ServiceUnavailableException } from '@nestjs/common';
import { withRetryAfter } from '../common/retry-after';
import { QueueUnavailableError } from '../queue/queue-producer';
import type { AppLanguage } from '../common/language';
import { paymentText } from './payment-messages.util';
import { PaymentAmountMismatchError } from './payment-settlement.service';

/** A client may ask again this long after a 503 for an unreachable queue (the reconciliation runs every 5 min). */
export const QUEUE_RETRY_AFTER_SECONDS = 60;

/**
 * The answer to a settlement failure the customer should be told about, or undefined for any other error: Redis
 * (the job queue) unreachable after the payment succeeded → 503 with Retry-After (the payment stands; the
 * reconciliation queues the order once Redis is back); a success for another amount or currency → 409.
 */
export function settlementHttpError(err: unknown, lang: AppLanguage): HttpException | undefined {
  if (err instanceof QueueUnavailableError) {
    return withRetryAfter(new ServiceUnavailableException({ detail: paymentText('queueUnavailable', lang) }), QUEUE_RETRY_AFTER_SECONDS);
  }
  if (err instanceof PaymentAmountMismatchError) return new ConflictException({ detail: paymentText('amountMismatch', lang) });
  return undefined;
}
