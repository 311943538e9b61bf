import type { TranslationStatus } from '../translations/entities/translation.entity';
import type { PaymentStatus } from './entities/payment.entity';
import type { ProviderIntent } from './providers/payment-provider';

/** Statuses no provider answer changes any more, except succeeded → refunded. */
export const FINAL_PAYMENT_STATUSES: readonly PaymentStatus[] = ['succeeded', 'cancelled', 'refunded'];

/** Statuses of a payment that can still be confirmed: payg_payment answers such a payment again. */
export const OPEN_PAYMENT_STATUSES: readonly PaymentStatus[] = [
  'uninitialized',
  'requires_payment_method',
  'requires_action',
  'processing',
  'payment_failed',
];

/** The words the browser may report after confirming a card (PUT …/status/{status}); the server checks them all. */
export const CLIENT_REPORTED_STATUSES = [
  'succeeded',
  'payment_failed',
  'cancelled',
  'processing',
  'requires_action',
  'requires_payment_method',
] as const;
export type ClientReportedStatus = (typeof CLIENT_REPORTED_STATUSES)[number];

export function isClientReportedStatus(value: string): value is ClientReportedStatus {
  return (CLIENT_REPORTED_STATUSES as readonly string[]).includes(value);
}

export function isFinalStatus(status: PaymentStatus): boolean {
  return FINAL_PAYMENT_STATUSES.includes(status);
}

// A provider intent's status in our words. Stripe sends a declined intent back to requires_payment_method with
// last_payment_error set: that is "payment_failed" (the intent can still be confirmed with another card).
export function paymentStatusOfIntent(intent: Pick<ProviderIntent, 'status' | 'lastError'>): PaymentStatus {
  switch (intent.status) {
    case 'succeeded':
      return 'succeeded';
    case 'canceled':
      return 'cancelled';
    case 'processing':
    case 'requires_capture':
      return 'processing';
    case 'requires_action':
      return 'requires_action';
    case 'requires_payment_method':
    case 'requires_confirmation':
      return intent.lastError ? 'payment_failed' : 'requires_payment_method';
    default:
      return 'processing'; // a status this code does not know yet: not final, so it is asked again
  }
}

// The status to store when the provider says `observed` about a payment we hold as `current`. Events arrive late,
// twice and out of order, so nothing undoes a success: succeeded only moves to refunded (a refund is recorded apart,
// the provider's intent stays "succeeded"), refunded and cancelled never move, except that money taken wins over a
// cancellation we recorded (the provider is the judge: a success it reports is fulfilled or refunded, never lost).
export function nextPaymentStatus(current: PaymentStatus, observed: PaymentStatus): PaymentStatus {
  if (current === 'refunded') return 'refunded';
  if (current === 'succeeded') return observed === 'refunded' ? 'refunded' : 'succeeded';
  if (current === 'cancelled') return observed === 'succeeded' ? 'succeeded' : 'cancelled';
  return observed;
}

export type SuccessOutcome = 'fulfil' | 'refund';

export interface SuccessOutcomeParams {
  /** Another payment of the same translation already succeeded (or succeeded and was refunded). */
  otherPaymentSettled: boolean;
  translationStatus: TranslationStatus;
  translationPaidAt: Date | null;
}

// What a payment that the provider reports succeeded leads to: fulfilment, or a refund when it cannot buy anything
// — a second payment for an already paid translation, or a translation that ended (failed, cancelled) unpaid.
export function successOutcome({ otherPaymentSettled, translationStatus, translationPaidAt }: SuccessOutcomeParams): SuccessOutcome {
  if (otherPaymentSettled) return 'refund';
  if (translationPaidAt === null && translationStatus !== 'created') return 'refund';
  return 'fulfil';
}

export type RefundOutcome = 'refunded' | 'pending' | 'failed';

/** A provider refund status in three words: money back, still on its way, or failed (to be retried). */
export function refundOutcome(status: string): RefundOutcome {
  if (status === 'succeeded') return 'refunded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}
