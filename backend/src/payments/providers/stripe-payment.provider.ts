import Stripe from 'stripe';
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

export interface StripeProviderSettings {
  secretKey: string;
  webhookSecret: string;
  /** Tests only: a local server speaking Stripe's protocol (STRIPE_API_BASE), e.g. http://127.0.0.1:12111. */
  apiBase?: string;
}

/** Stripe client options that point the real client at another host (tests), or at Stripe itself. */
export function stripeClientOptions(apiBase: string | undefined): ConstructorParameters<typeof Stripe>[1] {
  const options: ConstructorParameters<typeof Stripe>[1] = {
    maxNetworkRetries: 2, // POSTs are retried under one Idempotency-Key, so a retry never charges twice
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'PageTranslate' },
  };
  if (!apiBase) return options;
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { ...options, host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/**
 * Stripe through the official client: PaymentIntents (card, confirmed in the browser with the client secret),
 * refunds, and webhook events verified against the raw body with STRIPE_WEBHOOK_SECRET (5-minute tolerance).
 */
export class StripePaymentProvider extends PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeProviderSettings) {
    super();
    this.stripe = new Stripe(settings.secretKey, stripeClientOptions(settings.apiBase));
  }

  createIntent(params: CreateIntentParams): Promise<ProviderIntent> {
    return this.call(async () =>
      toProviderIntent(
        await this.stripe.paymentIntents.create(
          {
            amount: params.amountCents,
            currency: params.currency.toLowerCase(),
            allowed_payment_method_types: ['card'],
            description: params.description,
            metadata: params.metadata,
          },
          { idempotencyKey: params.idempotencyKey },
        ),
      ),
    );
  }

  retrieveIntent(id: string): Promise<ProviderIntent> {
    return this.call(async () => toProviderIntent(await this.stripe.paymentIntents.retrieve(id)), id);
  }

  cancelIntent(id: string): Promise<ProviderIntent> {
    return this.call(async () => {
      try {
        return toProviderIntent(await this.stripe.paymentIntents.cancel(id));
      } catch (err) {
        // Succeeded or already cancelled: answer the intent as it is, the caller applies what Stripe says.
        if (err instanceof Stripe.errors.StripeError && err.code === 'payment_intent_unexpected_state') {
          return toProviderIntent(await this.stripe.paymentIntents.retrieve(id));
        }
        throw err;
      }
    }, id);
  }

  refund(params: RefundParams): Promise<ProviderRefund> {
    return this.call(async () => {
      try {
        const refund = await this.stripe.refunds.create(
          { payment_intent: params.paymentIntentId, metadata: params.metadata },
          { idempotencyKey: params.idempotencyKey },
        );
        return toProviderRefund(refund);
      } catch (err) {
        // Refunded already (e.g. from the dashboard, or under an earlier key): that refund is the answer.
        if (err instanceof Stripe.errors.StripeError && err.code === 'charge_already_refunded') {
          const existing = await this.stripe.refunds.list({ payment_intent: params.paymentIntentId, limit: 10 });
          const refund = existing.data.find((r) => r.status === 'succeeded') ?? existing.data[0];
          if (refund) return toProviderRefund(refund);
        }
        throw err;
      }
    });
  }

  retrieveRefund(id: string): Promise<ProviderRefund> {
    return this.call(async () => toProviderRefund(await this.stripe.refunds.retrieve(id)));
  }

  parseWebhookEvent(rawBody: Buffer, signature: string | undefined): ProviderEvent {
    if (!signature) throw new WebhookSignatureError('missing Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
    } catch (err) {
      throw new WebhookSignatureError('webhook signature verification failed', { cause: err });
    }
    return toProviderEvent(event);
  }

  /** Stripe's errors as ours: an unknown intent, or a provider failure the caller answers 502 for. */
  private async call<T>(fn: () => Promise<T>, intentId?: string): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (err instanceof Stripe.errors.StripeError) {
        if (intentId && err.statusCode === 404 && err.code === 'resource_missing') throw new IntentNotFoundError(intentId, { cause: err });
        throw new PaymentProviderError(err.message, err.code ?? null, { cause: err });
      }
      throw err;
    }
  }
}

export function toProviderIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  const error = intent.last_payment_error;
  return {
    id: intent.id,
    status: intent.status,
    amountCents: intent.amount,
    currency: intent.currency,
    clientSecret: intent.client_secret,
    lastError: error ? { code: error.code ?? null, declineCode: error.decline_code ?? null, message: error.message ?? null } : null,
    metadata: { ...(intent.metadata ?? {}) },
  };
}

function toProviderRefund(refund: Stripe.Refund): ProviderRefund {
  const paymentIntent = refund.payment_intent;
  return {
    id: refund.id,
    paymentIntentId: typeof paymentIntent === 'string' ? paymentIntent : (paymentIntent?.id ?? null),
    status: refund.status ?? 'pending',
    amountCents: refund.amount,
  };
}

/** The events the payment side acts on; every other type is acknowledged and ignored. */
export function toProviderEvent(event: Stripe.Event): ProviderEvent {
  const base = { id: event.id, eventType: event.type };
  const object = event.data.object as unknown as { object?: string };
  if (event.type.startsWith('payment_intent.') && object.object === 'payment_intent') {
    return { ...base, type: 'payment_intent', intent: toProviderIntent(object as Stripe.PaymentIntent) };
  }
  if (event.type === 'charge.refunded' && object.object === 'charge') {
    const charge = object as Stripe.Charge;
    const paymentIntent = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
    if (paymentIntent) {
      return {
        ...base,
        type: 'charge_refunded',
        paymentIntentId: paymentIntent,
        fullyRefunded: charge.refunded || charge.amount_refunded >= charge.amount,
      };
    }
  }
  if ((event.type.startsWith('refund.') || event.type === 'charge.refund.updated') && object.object === 'refund') {
    return { ...base, type: 'refund', refund: toProviderRefund(object as Stripe.Refund) };
  }
  return { ...base, type: 'ignored' };
}
