import type { SandboxCard, SandboxConfirmation } from '@/lib/api-types';
import { api } from '@/lib/typed-api';

/** The card's number (digits only), expiry month, four-digit year and CVC; the answer's intent and its status. */
export type { SandboxCard, SandboxConfirmation };

/**
 * POST /payments/sandbox/confirm: the sandbox provider's stand-in for Stripe.js confirmCardPayment. A refused card
 * answers 402 {detail} with the provider's message in the user's language; a 3-D Secure test card answers the intent
 * in requires_action, and the challenge is answered with authenticateSandboxPayment.
 */
export function confirmSandboxPayment(clientSecret: string, card: SandboxCard, billingName: string): Promise<SandboxConfirmation> {
  return api.post('/payments/sandbox/confirm', { body: { clientSecret, card, billingName } });
}
