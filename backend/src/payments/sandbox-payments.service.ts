import { ConflictException, HttpException, HttpStatus, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { User } from '../users/entities/user.entity';
import { AppLanguage } from '../common/language';
import { SandboxConfirmDto } from './dto/payment.dto';
import { SandboxAuthenticateDto, SandboxPaymentAnswerDto } from './dto/sandbox-authentication.dto';
import { Payment } from './entities/payment.entity';
import { cardErrorText, failureCodeOf, paymentText } from './payment-messages.util';
import { PaymentEventsService } from './payment-events.service';
import { PaymentRepository } from './payment.repository';
import { IntentNotFoundError, PaymentProvider, ProviderEvent, ProviderIntent } from './providers/payment-provider';
import { SandboxIntentStateError, SandboxPaymentError, SandboxPaymentProvider } from './providers/sandbox-payment.provider';
import { settlementHttpError } from './settlement-http-errors';

/**
 * POST /payments/sandbox/confirm and /authenticate: the sandbox's confirmCardPayment and its 3-D Secure challenge.
 * The caller must own the payment (the client secret, or the intent id, names it); the card or the challenge's
 * answer is applied by the sandbox, and the resulting event goes to the same handler as Stripe's webhook events
 * (fulfilment happens there, on the server).
 */
@Injectable()
export class SandboxPaymentsService {
  private readonly logger = new Logger(SandboxPaymentsService.name);

  constructor(
    private readonly provider: PaymentProvider,
    private readonly payments: PaymentRepository,
    private readonly events: PaymentEventsService,
  ) {}

  /** A 3-D Secure test card answers requires_action: the browser then shows the challenge (authenticate). */
  async confirm(user: User, input: SandboxConfirmDto): Promise<SandboxPaymentAnswerDto> {
    const lang = user.language;
    const sandbox = this.sandbox(lang);
    const payment = await this.ownedPayment(user, input.clientSecret.split('_secret_')[0]);

    let confirmation;
    try {
      confirmation = await sandbox.confirm(input.clientSecret, input.card);
    } catch (err) {
      if (err instanceof SandboxIntentStateError) throw this.unexpectedState(err, lang);
      throw err;
    }
    if (!confirmation) throw new NotFoundException({ detail: paymentText('paymentNotFound', lang) });
    await this.handle(confirmation.event, payment, lang);
    return this.answer(confirmation.intent, confirmation.error, lang);
  }

  /**
   * The customer completed or failed the challenge. Idempotent: the same answer again changes nothing and is
   * answered alike (200, or 402 for a failed challenge); a different one, or no open challenge, answers 409.
   */
  async authenticate(user: User, input: SandboxAuthenticateDto): Promise<SandboxPaymentAnswerDto> {
    const lang = user.language;
    const sandbox = this.sandbox(lang);
    const payment = await this.ownedPayment(user, input.paymentIntentId);

    let authentication;
    try {
      authentication = await sandbox.authenticate(payment.providerPaymentId, input.outcome);
    } catch (err) {
      if (err instanceof SandboxIntentStateError) throw this.unexpectedState(err, lang);
      if (err instanceof IntentNotFoundError) throw new NotFoundException({ detail: paymentText('paymentNotFound', lang) });
      throw err;
    }
    if (authentication.event) await this.handle(authentication.event, payment, lang);
    return this.answer(authentication.intent, authentication.error, lang);
  }

  private sandbox(lang: AppLanguage): SandboxPaymentProvider {
    if (!(this.provider instanceof SandboxPaymentProvider)) throw new NotFoundException({ detail: paymentText('sandboxNotInUse', lang) });
    return this.provider;
  }

  private async ownedPayment(user: User, intentId: string): Promise<Payment> {
    const payment = await this.payments.findByProviderId(intentId, { user: user.id, provider: 'sandbox' });
    if (!payment) throw new NotFoundException({ detail: paymentText('paymentNotFound', user.language) });
    return payment;
  }

  private async handle(event: ProviderEvent, payment: Payment, lang: AppLanguage): Promise<void> {
    try {
      await this.events.handle(event);
    } catch (err) {
      // The sandbox's state stands (a card may have been charged); status checks and the reconciliation job finish
      // the work. Redis unreachable (503) and a charge of another amount (409) are told; other failures answer
      // what the card did.
      const answer = settlementHttpError(err, lang);
      this.logger.error({ err, paymentId: payment.id }, 'handling the sandbox event failed');
      if (answer) throw answer;
    }
  }

  /** The intent as Stripe.js would answer it, or the failure as its error: 402 with the text in the user's language. */
  private answer(intent: ProviderIntent, error: SandboxPaymentError | null, lang: AppLanguage): SandboxPaymentAnswerDto {
    if (error) {
      throw new HttpException(
        { detail: cardErrorText(failureCodeOf(error), error.message, lang), code: error.code, declineCode: error.declineCode },
        HttpStatus.PAYMENT_REQUIRED,
      );
    }
    return { paymentIntent: { id: intent.id, status: intent.status } };
  }

  private unexpectedState(err: SandboxIntentStateError, lang: AppLanguage): ConflictException {
    return new ConflictException({
      detail: paymentText('notConfirmable', lang),
      code: 'payment_intent_unexpected_state',
      status: err.intent.status,
    });
  }
}
