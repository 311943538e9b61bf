import type { PaymentProvider as PaymentProviderName } from '../entities/payment.entity';

/** A payment intent's status as the provider says it (Stripe's words; the sandbox uses the same). */
export type ProviderIntentStatus =
  'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'requires_capture' | 'canceled' | 'succeeded';

/** Why the last attempt failed, as the provider reports it (Stripe's `last_payment_error`). */
export interface ProviderPaymentError {
  code: string | null;
  declineCode: string | null;
  message: string | null;
}

/** A payment intent at the provider, in the shape the payment side needs. */
export interface ProviderIntent {
  id: string;
  status: ProviderIntentStatus | (string & {});
  amountCents: number;
  /** Lower-case ISO 4217, as Stripe writes it. */
  currency: string;
  clientSecret: string | null;
  lastError: ProviderPaymentError | null;
  metadata: Record<string, string>;
}

export type ProviderRefundStatus = 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled' | (string & {});

export interface ProviderRefund {
  id: string;
  paymentIntentId: string | null;
  status: ProviderRefundStatus;
  amountCents: number;
}

/**
 * A provider event, parsed and verified. The payment side handles these in one place (PaymentEventsService), whether
 * they came from Stripe's webhook or from the sandbox.
 */
export type ProviderEvent =
  | { id: string; type: 'payment_intent'; eventType: string; intent: ProviderIntent }
  | { id: string; type: 'charge_refunded'; eventType: string; paymentIntentId: string; fullyRefunded: boolean }
  | { id: string; type: 'refund'; eventType: string; refund: ProviderRefund }
  | { id: string; type: 'ignored'; eventType: string };

export interface CreateIntentParams {
  amountCents: number;
  /** ISO 4217, any case. */
  currency: string;
  /** Sent with the create call: a repeat with the same key answers the same intent, never a second one. */
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
}

export interface RefundParams {
  paymentIntentId: string;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

/** The provider could not be reached or answered an error that is not the caller's. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly code: string | null = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}

/** The intent does not exist at the provider. */
export class IntentNotFoundError extends PaymentProviderError {
  constructor(id: string, options?: { cause?: unknown }) {
    super(`payment intent ${id} not found at the provider`, 'resource_missing', options);
    this.name = 'IntentNotFoundError';
  }
}

/** A webhook body whose signature does not verify (or that is not an event). */
export class WebhookSignatureError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'WebhookSignatureError';
  }
}

/**
 * One card payment provider: Stripe, or the embedded sandbox with the same lifecycle. Chosen by configuration in
 * PaymentsModule; everything else in the payment side talks to this interface only.
 */
export abstract class PaymentProvider {
  abstract readonly name: PaymentProviderName;

  abstract createIntent(params: CreateIntentParams): Promise<ProviderIntent>;

  /** Rejects with IntentNotFoundError for an unknown id. */
  abstract retrieveIntent(id: string): Promise<ProviderIntent>;

  /**
   * Cancels an open intent and answers it; an intent that can no longer be cancelled (succeeded, already cancelled)
   * is answered as it is, so the caller applies what the provider says.
   */
  abstract cancelIntent(id: string): Promise<ProviderIntent>;

  /** A full refund of a succeeded intent; the same key answers the same refund. */
  abstract refund(params: RefundParams): Promise<ProviderRefund>;

  abstract retrieveRefund(id: string): Promise<ProviderRefund>;

  /** Verifies and parses a webhook body; throws WebhookSignatureError for a forged or malformed one. */
  abstract parseWebhookEvent(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}
