import { BadRequestException, ConflictException, Injectable, Logger, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { withRetryAfter } from '../common/retry-after';
import { QueueUnavailableError } from '../queue/queue-producer';
import { WebhookAnswerDto } from './dto/payment.dto';
import { PaymentEventsService } from './payment-events.service';
import { PaymentAmountMismatchError } from './payment-settlement.service';
import { QUEUE_RETRY_AFTER_SECONDS } from './settlement-http-errors';
import { PaymentProvider, WebhookSignatureError } from './providers/payment-provider';
import { StripePaymentProvider } from './providers/stripe-payment.provider';

export const INVALID_SIGNATURE_DETAIL = 'Invalid webhook signature.';
export const QUEUE_UNAVAILABLE_DETAIL = 'The job queue is unavailable: the event was not handled. Deliver it again later.';
export const AMOUNT_MISMATCH_DETAIL = 'The payment intent was charged another amount or currency than the order: not fulfilled.';

/**
 * POST /payments/stripe/webhook: the raw body's Stripe-Signature is verified before anything is read (a forged or
 * altered event answers 400 and changes nothing), then the event is handled before answering. Handling is quick
 * (a few database writes and one queue add); an error answers 500 so that Stripe delivers the event again, Redis
 * unreachable 503 within QUEUE_ADD_TIMEOUT_MS (Stripe retries; so does the reconciliation), and a success for
 * another amount or currency 409 (not fulfilled, logged as an error).
 */
@Injectable()
export class StripeWebhookService {
  private readonly logger = new Logger(StripeWebhookService.name);

  constructor(
    private readonly provider: PaymentProvider,
    private readonly events: PaymentEventsService,
  ) {}

  async handle(rawBody: Buffer | undefined, signature: string | undefined): Promise<WebhookAnswerDto> {
    if (!(this.provider instanceof StripePaymentProvider))
      throw new NotFoundException({ detail: 'Stripe is not configured on this server.' });
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
    try {
      await this.events.handle(event);
    } catch (err) {
      if (err instanceof QueueUnavailableError) {
        throw withRetryAfter(new ServiceUnavailableException({ detail: QUEUE_UNAVAILABLE_DETAIL }), QUEUE_RETRY_AFTER_SECONDS);
      }
      if (err instanceof PaymentAmountMismatchError) throw new ConflictException({ detail: AMOUNT_MISMATCH_DETAIL });
      throw err;
    }
    return { received: true };
  }
}
