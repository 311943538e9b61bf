import { ConflictException, HttpException, HttpStatus, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { User } from '../users/entities/user.entity';
import { SandboxConfirmAnswerDto, SandboxConfirmDto } from './dto/payment.dto';
import { cardErrorText, failureCodeOf, paymentText } from './payment-messages.util';
import { PaymentEventsService } from './payment-events.service';
import { PaymentRepository } from './payment.repository';
import { PaymentProvider } from './providers/payment-provider';
import { SandboxIntentStateError, SandboxPaymentProvider } from './providers/sandbox-payment.provider';

/**
 * POST /payments/sandbox/confirm: the sandbox's confirmCardPayment. The client secret authorises the intent and the
 * caller must own its payment; the card is checked by the sandbox, and the resulting event goes to the same handler
 * as Stripe's webhook events (fulfilment happens there, on the server).
 */
@Injectable()
export class SandboxPaymentsService {
  private readonly logger = new Logger(SandboxPaymentsService.name);

  constructor(
    private readonly provider: PaymentProvider,
    private readonly payments: PaymentRepository,
    private readonly events: PaymentEventsService,
  ) {}

  async confirm(user: User, input: SandboxConfirmDto): Promise<SandboxConfirmAnswerDto> {
    const lang = user.language;
    const sandbox = this.provider;
    if (!(sandbox instanceof SandboxPaymentProvider)) throw new NotFoundException({ detail: paymentText('sandboxNotInUse', lang) });
    const intentId = input.clientSecret.split('_secret_')[0];
    const payment = await this.payments.findByProviderId(intentId, { user: user.id, provider: 'sandbox' });
    if (!payment) throw new NotFoundException({ detail: paymentText('paymentNotFound', lang) });

    let confirmation;
    try {
      confirmation = await sandbox.confirm(input.clientSecret, input.card);
    } catch (err) {
      if (err instanceof SandboxIntentStateError) {
        throw new ConflictException({ detail: paymentText('notConfirmable', lang), code: 'payment_intent_unexpected_state', status: err.intent.status });
      }
      throw err;
    }
    if (!confirmation) throw new NotFoundException({ detail: paymentText('paymentNotFound', lang) });

    try {
      await this.events.handle(confirmation.event);
    } catch (err) {
      // The card was charged: the answer says so; status checks and the reconciliation job finish the fulfilment.
      this.logger.error({ err, paymentId: payment.id }, 'handling the sandbox event failed');
    }
    const error = confirmation.error;
    if (error) {
      throw new HttpException(
        { detail: cardErrorText(failureCodeOf(error), error.message, lang), code: error.code, declineCode: error.declineCode },
        HttpStatus.PAYMENT_REQUIRED,
      );
    }
    return { paymentIntent: { id: confirmation.intent.id, status: confirmation.intent.status } };
  }
}
