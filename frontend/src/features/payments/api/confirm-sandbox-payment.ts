import { api } from '@/lib/typed-api';

export interface SandboxCard {
  /** Digits only. */
  number: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
  cvc: string;
}

export interface SandboxConfirmation {
  paymentIntent: { id: string; status: string };
}

/**
 * POST /payments/sandbox/confirm: the sandbox provider's stand-in for Stripe.js confirmCardPayment. A refused card
 * answers 402 {detail} with the provider's message in the user's language; a 3-D Secure test card answers the intent
 * in requires_action, and the challenge is answered with authenticateSandboxPayment.
 */
export function confirmSandboxPayment(clientSecret: string, card: SandboxCard, billingName: string): Promise<SandboxConfirmation> {
  return api.post('/payments/sandbox/confirm', { body: { clientSecret, card, billingName } });
}
