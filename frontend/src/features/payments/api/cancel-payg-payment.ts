import { apiClient } from '@/lib/api-client';

/** DELETE /translations/{translationId}/payg-stripe-payment/{stripePaymentId}: cancels the open payment. */
export function cancelPaygPayment(translationId: number, paymentId: string): Promise<{ status: string }> {
  return apiClient.delete<{ status: string }>(
    `/translations/${encodeURIComponent(translationId)}/payg-stripe-payment/${encodeURIComponent(paymentId)}`,
  );
}
