import { Logger } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/app-config';
import { PaymentProvider, PaymentProviderError, ProviderEvent, ProviderIntent, ProviderRefund } from './payment-provider';
import { SandboxPaymentIntentRepository } from './sandbox-payment-intent.repository';
import { SandboxPaymentProvider } from './sandbox-payment.provider';
import { StripePaymentProvider } from './stripe-payment.provider';

/** No provider may be used (no Stripe keys and no development features): every call is refused, the API answers 503. */
export class PaymentsUnavailableError extends PaymentProviderError {
  constructor() {
    super(
      'card payments are not configured: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET',
      'payments_unavailable',
    );
    this.name = 'PaymentsUnavailableError';
  }
}

/** No Stripe and no development features: the sandbox is refused, so nothing can be charged and every call says why. */
export class UnavailablePaymentProvider extends PaymentProvider {
  readonly name = 'stripe' as const;

  private refuse(): never {
    throw new PaymentsUnavailableError();
  }
  createIntent(): Promise<ProviderIntent> {
    this.refuse();
  }
  retrieveIntent(): Promise<ProviderIntent> {
    this.refuse();
  }
  cancelIntent(): Promise<ProviderIntent> {
    this.refuse();
  }
  refund(): Promise<ProviderRefund> {
    this.refuse();
  }
  retrieveRefund(): Promise<ProviderRefund> {
    this.refuse();
  }
  parseWebhookEvent(): ProviderEvent {
    this.refuse();
  }
}

/**
 * Stripe when STRIPE_SECRET_KEY is set (AppConfig requires the publishable key and webhook secret with it); else the
 * embedded sandbox when development features are asked for (DEV_FEATURES: loopback public URL, not production);
 * otherwise the sandbox is refused: payments answer 503 until Stripe is set.
 */
export function createPaymentProvider(config: AppConfig, intents: SandboxPaymentIntentRepository, clock: Clock): PaymentProvider {
  if (config.STRIPE_SECRET_KEY) {
    return new StripePaymentProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? '',
      apiBase: config.STRIPE_API_BASE,
    });
  }
  if (!config.DEV_FEATURES) {
    new Logger('PaymentsModule').error(
      'No STRIPE_SECRET_KEY and DEV_FEATURES is off: the sandbox card provider is refused, card payments are unavailable.',
    );
    return new UnavailablePaymentProvider();
  }
  return new SandboxPaymentProvider(intents, clock);
}
