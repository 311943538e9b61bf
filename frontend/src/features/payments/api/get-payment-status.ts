import { apiClient } from '@/lib/api-client';
import type { PaymentStatusAnswer } from '../types';

/** GET /payments/status/{paymentId}: the payment's status, which the server re-checks with the provider when open. */
export function getPaymentStatus(paymentId: string, signal?: AbortSignal): Promise<PaymentStatusAnswer> {
  return apiClient.get<PaymentStatusAnswer>(`/payments/status/${encodeURIComponent(paymentId)}`, { signal });
}
