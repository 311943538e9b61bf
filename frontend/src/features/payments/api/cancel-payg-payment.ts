import { api } from '@/lib/typed-api';

/** DELETE /translations/{translationId}/payg-stripe-payment/{stripePaymentId}: cancels the open payment. */
export function cancelPaygPayment(translationId: number, paymentId: string): Promise<{ status: string }> {
  return api.delete('/translations/{translationId}/payg-stripe-payment/{stripePaymentId}', {
    params: { translationId, stripePaymentId: paymentId },
  });
}
