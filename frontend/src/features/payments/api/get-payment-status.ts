import { api } from '@/lib/typed-api';
import type { PaymentStatusAnswer } from '@/lib/api-types';

/** GET /payments/status/{paymentId}: the payment's status, which the server re-checks with the provider when open. */
export function getPaymentStatus(paymentId: string, signal?: AbortSignal): Promise<PaymentStatusAnswer> {
  return api.get('/payments/status/{paymentId}', { params: { paymentId }, signal });
}
