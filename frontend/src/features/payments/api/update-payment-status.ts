import type { PaymentStatusAnswer } from '@/lib/api-types';
import { api, type ApiOperation } from '@/lib/typed-api';

/** The words the server takes; it answers 400 to any other. */
type ReportedStatus = ApiOperation<'put', '/translations/payment/{paymentId}/status/{status}'>['parameters']['path']['status'];

/**
 * PUT /translations/payment/{paymentId}/status/{status}: tells the server what the card confirmation said. The
 * server never trusts it; it asks the provider and applies the provider's status. Unknown words answer 400.
 */
export function updatePaymentStatus(paymentId: string, status: string): Promise<PaymentStatusAnswer> {
  return api.put('/translations/payment/{paymentId}/status/{status}', {
    // The card form's word is sent as the provider said it: the server, not the type, refuses an unknown one.
    params: { paymentId, status: status as ReportedStatus },
  });
}
