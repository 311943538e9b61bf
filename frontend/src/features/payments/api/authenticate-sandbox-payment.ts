import { api } from '@/lib/typed-api';
import type { SandboxConfirmation } from './confirm-sandbox-payment';

/** The buttons of the sandbox's 3-D Secure challenge. */
export type SandboxAuthenticationOutcome = 'complete' | 'fail';

/**
 * POST /payments/sandbox/authenticate: the customer's answer to the sandbox's 3-D Secure challenge of a payment in
 * requires_action. complete answers the intent succeeded; fail answers 402 {detail, code:
 * 'payment_intent_authentication_failure'} and the payment can be confirmed again with another card.
 */
export function authenticateSandboxPayment(paymentIntentId: string, outcome: SandboxAuthenticationOutcome): Promise<SandboxConfirmation> {
  return api.post('/payments/sandbox/authenticate', { body: { paymentIntentId, outcome } });
}
