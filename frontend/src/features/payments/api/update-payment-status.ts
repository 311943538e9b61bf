import { apiClient } from '@/lib/api-client';
import type { PaymentStatusAnswer } from '../types';

/**
 * PUT /translations/payment/{paymentId}/status/{status}: tells the server what the card confirmation said. The
 * server never trusts it; it asks the provider and applies the provider's status. Unknown words answer 400.
 */
export function updatePaymentStatus(paymentId: string, status: string): Promise<PaymentStatusAnswer> {
  return apiClient.put<PaymentStatusAnswer>(
    `/translations/payment/${encodeURIComponent(paymentId)}/status/${encodeURIComponent(status)}`,
  );
}
