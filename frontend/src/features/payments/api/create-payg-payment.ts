import { api } from '@/lib/typed-api';
import type { StripePayment } from '@/lib/api-types';

/** Thrown when the answer lacks what a card confirmation needs (spec §5: id, amount, currency, client secret). */
export class IncompletePaymentError extends Error {
  constructor() {
    super('The payment answer lacks its id, amount, currency or client secret');
    this.name = 'IncompletePaymentError';
  }
}

function isUsable(payment: Partial<StripePayment> | undefined): payment is StripePayment {
  return Boolean(
    payment &&
    typeof payment.id === 'string' &&
    payment.id !== '' &&
    Number.isSafeInteger(payment.amount) &&
    typeof payment.currency === 'string' &&
    payment.currency !== '' &&
    typeof payment.clientSecret === 'string' &&
    payment.clientSecret !== '',
  );
}

/**
 * POST /translations/payg_payment: the open payment of a translation. Idempotent on the server: while a payment is
 * open and its amount still matches it answers the same one; after a failure or an address change, a fresh one.
 */
export async function createPaygPayment(translationId: number, signal?: AbortSignal): Promise<StripePayment> {
  const answer = await api.post('/translations/payg_payment', { body: { translationId }, signal });
  const payment = answer?.stripePayment;
  if (!isUsable(payment)) throw new IncompletePaymentError();
  return { ...payment, subTotal: payment.subTotal ?? 0, taxes: Array.isArray(payment.taxes) ? payment.taxes : [] };
}
