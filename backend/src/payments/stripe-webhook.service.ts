import { BadRequestException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { WebhookAnswerDto } from './dto/payment.dto';
import { PaymentEventsService } from './payment-events.service';
import { PaymentProvider, WebhookSignatureError } from './providers/payment-provider';
import { StripePaymentProvider } from './providers/stripe-payment.provider';

export const INVALID_SIGNATURE_DETAIL = 'Invalid webhook signature.';

/**
 * POST /payments/stripe/webhook: the raw body's Stripe-Signature is verified before anything is read (a forged or
 * altered event answers 400 and changes nothing), then the event is handled before answering. Handling is quick
 * (a few database writes and one queue add); an error answers 500 so that Stripe delivers the event again.
 */
@Injectable()
export class StripeWebhookService {
  private readonly logger = new Logger(StripeWebhookService.name);

  constructor(
    private readonly provider: PaymentProvider,
    private readonly events: PaymentEventsService,
  ) {}

  async handle(rawBody: Buffer | undefined, signature: string | undefined): Promise<WebhookAnswerDto> {
    if (!(this.provider instanceof StripePaymentProvider)) throw new NotFoundException({ detail: 'Stripe is not configured on this server.' });
    if (!rawBody) throw new BadRequestException({ detail: INVALID_SIGNATURE_DETAIL });
    let event;
    try {
      event = this.provider.parseWebhookEvent(rawBody, signature);
    } catch (err) {
      if (err instanceof WebhookSignatureError) {
        this.logger.warn({ err: err.message }, 'webhook refused: bad signature');
        throw new BadRequestException({ detail: INVALID_SIGNATURE_DETAIL });
      }
      throw err;
    }
    await this.events.handle(event);
    return { received: true };
  }
}
