import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Clock } from '../../common/clock';
import { SandboxIntentStatus, SandboxPaymentIntent } from '../entities/sandbox-payment-intent.entity';
import {
  CreateIntentParams,
  IntentNotFoundError,
  PaymentProvider,
  PaymentProviderError,
  ProviderEvent,
  ProviderIntent,
  ProviderRefund,
  RefundParams,
  WebhookSignatureError,
} from './payment-provider';
import { AUTHENTICATION_FAILURE, checkSandboxCard, SandboxCard } from './sandbox-card.util';
import { SandboxPaymentIntentRepository } from './sandbox-payment-intent.repository';

/**
 * A confirmation or authentication the intent's state does not allow (already succeeded or cancelled, or no
 * challenge open): Stripe's payment_intent_unexpected_state.
 */
export class SandboxIntentStateError extends Error {
  constructor(
    readonly intent: ProviderIntent,
    action: 'confirmed' | 'authenticated' = 'confirmed',
  ) {
    super(`payment intent ${intent.id} cannot be ${action} in status ${intent.status}`);
    this.name = 'SandboxIntentStateError';
  }
}

/** Why an attempt failed, as Stripe.js reports it. */
export interface SandboxPaymentError {
  code: string;
  declineCode: string | null;
  message: string;
}

export interface SandboxConfirmation {
  intent: ProviderIntent;
  /** What Stripe would send to the webhook: the payment side handles it in the same place. */
  event: ProviderEvent;
  /** The card failure, when the attempt failed (the intent is open again for another card). */
  error: SandboxPaymentError | null;
}

/** The customer's answer to the 3-D Secure challenge (the buttons of Stripe's test authentication page). */
export const SANDBOX_AUTHENTICATION_OUTCOMES = ['complete', 'fail'] as const;
export type SandboxAuthenticationOutcome = (typeof SANDBOX_AUTHENTICATION_OUTCOMES)[number];

export interface SandboxAuthentication {
  intent: ProviderIntent;
  /** The event of the decision; null when it repeats the decision already taken (nothing more happens). */
  event: ProviderEvent | null;
  /** payment_intent_authentication_failure after a failed challenge (the intent is open again for another card). */
  error: SandboxPaymentError | null;
}

/** Intent statuses a card may be confirmed in: a new card also replaces a challenge left unanswered, as in Stripe. */
const CONFIRMABLE: readonly SandboxIntentStatus[] = ['requires_payment_method', 'requires_action'];

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const SECRET_PATTERN = /^(pi_sbx_[0-9a-f]{24})_secret_[A-Za-z0-9_-]{16,64}$/;

/**
 * The embedded card provider (no Stripe keys): payment intents kept in the database with Stripe's lifecycle —
 * requires_payment_method → [requires_action →] succeeded | canceled, declines and failed 3-D Secure challenges
 * leave the intent open with last_payment_error, one full refund per succeeded intent — and Stripe's idempotency
 * semantics on create. Cards are confirmed on the server (POST /payments/sandbox/confirm) by the rules of
 * sandbox-card.util, challenges answered by POST /payments/sandbox/authenticate; each step produces the event
 * Stripe would have sent. Never used in production (PaymentsModule). Its intents are read and written through
 * SandboxPaymentIntentRepository.
 */
export class SandboxPaymentProvider extends PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly intents: SandboxPaymentIntentRepository,
    private readonly clock: Clock,
  ) {
    super();
  }

  async createIntent(params: CreateIntentParams): Promise<ProviderIntent> {
    const requestHash = hashOf({
      amount: params.amountCents,
      currency: params.currency.toLowerCase(),
      description: params.description,
      metadata: Object.entries(params.metadata).sort(([a], [b]) => a.localeCompare(b)),
    });
    const replay = await this.replayOf(params.idempotencyKey, requestHash);
    if (replay) return replay;
    const id = `pi_sbx_${hex(12)}`;
    const intent = await this.intents.insert({
      id,
      idempotencyKey: params.idempotencyKey,
      requestHash,
      clientSecret: `${id}_secret_${randomBytes(18).toString('base64url')}`,
      status: 'requires_payment_method',
      amountCents: params.amountCents,
      currency: params.currency.toLowerCase(),
      metadata: params.metadata,
    });
    if (intent) return toProviderIntent(intent);
    // The same key at the same moment: the other request's intent is the answer (as Stripe replays it).
    const concurrent = await this.replayOf(params.idempotencyKey, requestHash);
    if (concurrent) return concurrent;
    throw new Error(`sandbox payment intent ${id} not recorded: its id or idempotency key is taken`);
  }

  async retrieveIntent(id: string): Promise<ProviderIntent> {
    return toProviderIntent(await this.load(id));
  }

  async cancelIntent(id: string): Promise<ProviderIntent> {
    await this.load(id);
    const now = this.clock.now();
    await this.intents.updateIfStatus(id, CONFIRMABLE, { status: 'canceled', canceledAt: now }, now);
    return this.retrieveIntent(id);
  }

  /**
   * Stripe.js's confirmCardPayment, on the server: the client secret names and authorises the intent. Null when
   * the secret matches no intent. A declined card leaves the intent open (another card may be tried); a 3-D Secure
   * card leaves it in requires_action until the customer answers the challenge (authenticate).
   */
  async confirm(clientSecret: string, card: SandboxCard): Promise<SandboxConfirmation | null> {
    const match = SECRET_PATTERN.exec(clientSecret);
    if (!match) return null;
    const stored = await this.intents.findById(match[1]);
    if (!stored || !sameSecret(stored.clientSecret, clientSecret)) return null;
    if (!CONFIRMABLE.includes(stored.status)) throw new SandboxIntentStateError(toProviderIntent(stored));

    const now = this.clock.now();
    const check = checkSandboxCard(card, now);
    const noError = { lastErrorCode: null, lastErrorDeclineCode: null, lastErrorMessage: null };
    const changes = !check.ok
      ? {
          status: 'requires_payment_method' as const,
          lastErrorCode: check.code,
          lastErrorDeclineCode: check.declineCode,
          lastErrorMessage: check.message,
        }
      : { status: check.requiresAuthentication ? ('requires_action' as const) : ('succeeded' as const), ...noError };
    // Conditional on the status read: of two confirmations at once, one goes through and the other finds the intent
    // changed under it.
    const changed = await this.intents.updateIfStatus(stored.id, stored.status, changes, now);
    const intent = await this.retrieveIntent(stored.id);
    if (!changed) throw new SandboxIntentStateError(intent);
    const eventType = !check.ok
      ? 'payment_intent.payment_failed'
      : check.requiresAuthentication
        ? 'payment_intent.requires_action'
        : 'payment_intent.succeeded';
    return {
      intent,
      event: this.eventOf(eventType, intent),
      error: check.ok ? null : { code: check.code, declineCode: check.declineCode, message: check.message },
    };
  }

  /**
   * The customer's answer to the 3-D Secure challenge of an intent in requires_action, as Stripe's test page gives
   * it: complete → succeeded; fail → requires_payment_method with payment_intent_authentication_failure. The
   * challenge is decided once: the same answer again is answered as it was, without an event; another answer, or
   * an intent with no challenge open, is refused (SandboxIntentStateError).
   */
  async authenticate(id: string, outcome: SandboxAuthenticationOutcome): Promise<SandboxAuthentication> {
    await this.load(id);
    const now = this.clock.now();
    const error: SandboxPaymentError | null = outcome === 'fail' ? { ...AUTHENTICATION_FAILURE, declineCode: null } : null;
    const changes = error
      ? {
          status: 'requires_payment_method' as const,
          lastErrorCode: error.code,
          lastErrorDeclineCode: null,
          lastErrorMessage: error.message,
        }
      : { status: 'succeeded' as const };
    // Conditional: of two answers at once (a double click, a retried request), one decides and the other repeats it.
    const changed = await this.intents.updateIfStatus(id, 'requires_action', changes, now);
    const intent = await this.retrieveIntent(id);
    if (changed) {
      return { intent, event: this.eventOf(error ? 'payment_intent.payment_failed' : 'payment_intent.succeeded', intent), error };
    }
    const decidedAlike = error ? intent.lastError?.code === AUTHENTICATION_FAILURE.code : intent.status === 'succeeded';
    if (decidedAlike) return { intent, event: null, error };
    throw new SandboxIntentStateError(intent, 'authenticated');
  }

  async refund(params: RefundParams): Promise<ProviderRefund> {
    const intent = await this.load(params.paymentIntentId);
    if (intent.status !== 'succeeded') {
      throw new PaymentProviderError(`payment intent ${intent.id} has no successful charge to refund`, 'charge_not_refundable');
    }
    // One full refund per intent: repeats (same key or not) answer it, as Stripe's replay and
    // charge_already_refunded would.
    if (!intent.refundId) await this.intents.setRefundIdOnce(intent.id, `re_sbx_${hex(12)}`, this.clock.now());
    const refunded = await this.load(intent.id);
    return { id: refunded.refundId!, paymentIntentId: refunded.id, status: 'succeeded', amountCents: refunded.amountCents };
  }

  async retrieveRefund(id: string): Promise<ProviderRefund> {
    const intent = await this.intents.findByRefundId(id);
    if (!intent) throw new PaymentProviderError(`refund ${id} not found`, 'resource_missing');
    return { id, paymentIntentId: intent.id, status: 'succeeded', amountCents: intent.amountCents };
  }

  parseWebhookEvent(): ProviderEvent {
    throw new WebhookSignatureError('the sandbox provider sends no webhooks');
  }

  private eventOf(eventType: string, intent: ProviderIntent): ProviderEvent {
    return { id: `evt_sbx_${hex(12)}`, type: 'payment_intent', eventType, intent };
  }

  private async load(id: string): Promise<SandboxPaymentIntent> {
    const intent = await this.intents.findById(id);
    if (!intent) throw new IntentNotFoundError(id);
    return intent;
  }

  private async replayOf(idempotencyKey: string, requestHash: string): Promise<ProviderIntent | null> {
    const existing = await this.intents.findByIdempotencyKey(idempotencyKey);
    if (!existing) return null;
    if (existing.requestHash !== requestHash) {
      throw new PaymentProviderError(
        `Keys for idempotent requests can only be used with the same parameters they were first used with (${idempotencyKey}).`,
        'idempotency_key_in_use',
      );
    }
    return toProviderIntent(existing);
  }
}

function toProviderIntent(intent: SandboxPaymentIntent): ProviderIntent {
  return {
    id: intent.id,
    status: intent.status,
    amountCents: intent.amountCents,
    currency: intent.currency,
    clientSecret: intent.clientSecret,
    lastError:
      intent.status === 'requires_payment_method' && intent.lastErrorCode
        ? { code: intent.lastErrorCode, declineCode: intent.lastErrorDeclineCode, message: intent.lastErrorMessage }
        : null,
    metadata: intent.metadata,
  };
}

function hashOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

function sameSecret(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
