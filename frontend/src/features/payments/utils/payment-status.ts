/** What a payment status means for the payment step. */
export type PaymentStatusKind = 'succeeded' | 'failed' | 'refunded' | 'pending' | 'uninitialized' | 'unknown';

// Open states: the provider is still working (processing, 3-D Secure) or the card has not been confirmed yet.
const PENDING = new Set(['processing', 'requires_action', 'requires_payment_method', 'requires_confirmation', 'requires_capture']);

/**
 * Spec §4: succeeded completes the step; payment_failed or cancelled is a failure; uninitialized means the payment
 * was never created; open states keep polling. A word we do not know stops polling with "Unknown payment status".
 */
export function paymentStatusKind(status: string | null | undefined): PaymentStatusKind {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'payment_failed' || status === 'cancelled') return 'failed';
  if (status === 'refunded') return 'refunded';
  if (status === 'uninitialized') return 'uninitialized';
  if (status && PENDING.has(status)) return 'pending';
  return 'unknown';
}

/** The word to report with PUT …/status/{status}: Stripe.js spells it "canceled", our API "cancelled". */
export function toReportableStatus(providerStatus: string): string {
  return providerStatus === 'canceled' ? 'cancelled' : providerStatus;
}

/**
 * The resume URL's payment id (`?isPolling=true&paymentId=…`): digits, or a provider payment-intent id such as
 * pi_3Nx… / pi_sbx_…; anything else is not a payment reference.
 */
export function isPaymentReference(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^(?:\d+|pi_[A-Za-z0-9_]+)$/.test(value) && value.length <= 255;
}
