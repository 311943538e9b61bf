import {
  BadGatewayException,
  BadRequestException,
  ConflictException,
  GoneException,
  HttpException,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { message } from '@pt/libs/messages';
import { Clock } from '../common/clock';
import { TranslationPayable, TranslationsService } from '../translations/translations.service';
import { translationText } from '../translations/translation-messages.util';
import { User } from '../users/entities/user.entity';
import { AppLanguage } from '../common/language';
import { CancelPaymentAnswerDto, PaygPaymentAnswerDto, PaymentStatusDto } from './dto/payment.dto';
import { Payment } from './entities/payment.entity';
import { PaymentAmounts, paymentAmounts, paymentIdempotencyKey } from './payment-amounts.util';
import { paymentText } from './payment-messages.util';
import { isClientReportedStatus, isFinalStatus, OPEN_PAYMENT_STATUSES } from './payment-status.util';
import { toPaymentStatus, toStripePayment } from './payment-view.util';
import { PaymentRepository } from './payment.repository';
import { PaymentSettlementService } from './payment-settlement.service';
import { PaymentProvider, PaymentProviderError } from './providers/payment-provider';
import { PaymentsUnavailableError } from './providers/payment-provider.factory';
import { settlementHttpError } from './settlement-http-errors';

/** The payment endpoints of the wizard: create (idempotent), status, the browser's report, cancellation. */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger(PaymentsService.name);

  constructor(
    private readonly payments: PaymentRepository,
    private readonly settlement: PaymentSettlementService,
    private readonly provider: PaymentProvider,
    private readonly translations: TranslationsService,
    private readonly clock: Clock,
  ) {}

  /**
   * POST /translations/payg_payment: the payment of the caller's translation awaiting payment, with the taxes of
   * their billing address. Idempotent: while a payment of the translation is open at the same amount, that payment
   * is answered again (no second intent); one at another amount (the address changed) is cancelled and replaced.
   * The intent is created under an idempotency key per attempt, so a repeat or a crash before the row was written
   * finds the same intent at the provider.
   */
  async createPaygPayment(user: User, translationId: number): Promise<PaygPaymentAnswerDto> {
    const lang = user.language;
    const translation = await this.translations.payableOf(translationId, user.id);
    if (!translation) throw new NotFoundException({ detail: paymentText('translationNotFound', lang) });
    if (translation.paidAt !== null || (await this.payments.findPayingPaymentOf(translation.id))) {
      throw new ConflictException({ detail: paymentText('alreadyPaid', lang) });
    }
    if (translation.status !== 'created') throw new ConflictException({ detail: paymentText('notPayable', lang) });
    // A document whose language could not be told waits for the customer to name it (PUT /translations/{id}/source-language).
    if (!translation.sourceLanguage) throw new ConflictException({ detail: translationText('sourceLanguageNeeded', lang) });
    if (translation.expiresAt && translation.expiresAt.getTime() <= this.clock.now().getTime()) {
      throw new GoneException({ detail: paymentText('quoteExpired', lang) });
    }
    // The caller comes with its row only (SessionService.userOf): the address is loaded for the taxes.
    await this.payments.loadBillingAddress(user);
    const amounts = this.amountsFor(user, translation);
    // Counted before the open payments are read: a concurrent call whose payment is recorded after the count is
    // then either among the open payments (answered again) or made with this same attempt, so the same idempotency
    // key and the same intent (counted after, this call could make a second intent: a second charge).
    const attempt = (await this.payments.countOf(translation.id)) + 1;

    for (const open of await this.payments.findOpenOf(translation.id)) {
      if (open.provider !== this.provider.name) {
        // Made with a provider no longer configured: it can never be confirmed now.
        await this.payments.updateIfStatus(open.id, open.status, { status: 'cancelled' });
        continue;
      }
      const sameAmount = open.amountCents === amounts.amountCents && open.currency === translation.currency;
      // Asked first: the card may have been confirmed already (its webhook still on the way), or the intent cancelled.
      const current = await this.providerCall(lang, () =>
        sameAmount ? this.settlement.syncWithProvider(open) : this.cancelAtProvider(open),
      );
      if (current.status === 'succeeded') throw new ConflictException({ detail: paymentText('alreadyPaid', lang) });
      if (sameAmount && OPEN_PAYMENT_STATUSES.includes(current.status)) return { stripePayment: toStripePayment(current) };
    }

    const idempotencyKey = paymentIdempotencyKey({
      translationId: translation.id,
      attempt,
      amountCents: amounts.amountCents,
      currency: translation.currency,
    });
    const intent = await this.providerCall(
      lang,
      () =>
        this.provider.createIntent({
          amountCents: amounts.amountCents,
          currency: translation.currency,
          idempotencyKey,
          description: `Translation ${translation.orderNumber}`,
          metadata: { translationId: String(translation.id), orderNumber: translation.orderNumber, userId: String(user.id) },
        }),
      'paymentNotCreated',
    );
    const inserted = await this.payments.insert({
      translationId: translation.id,
      userId: user.id,
      provider: this.provider.name,
      providerPaymentId: intent.id,
      idempotencyKey,
      status: 'requires_payment_method',
      subTotalCents: amounts.subTotalCents,
      taxCents: amounts.taxCents,
      amountCents: amounts.amountCents,
      currency: translation.currency,
      clientSecret: intent.clientSecret,
      taxes: amounts.taxes,
    });
    // Null: a concurrent call of the same attempt recorded the same intent first; that row is the answer.
    const payment = inserted ? await this.payments.findById(inserted.id) : await this.payments.findByProviderId(intent.id);
    if (!payment) throw new Error(`payment for intent ${intent.id} not found after insert`);
    return { stripePayment: toStripePayment(payment) };
  }

  /**
   * GET /payments/status/{paymentId}: the owner's payment. While it is not final the provider is asked and its
   * answer applied (the webhook's code path), so the status is right without webhooks; a success whose fulfilment
   * did not finish is finished here.
   */
  async getStatus(user: User, paymentId: string): Promise<PaymentStatusDto> {
    const payment = await this.ownedPayment(user, paymentId);
    return toPaymentStatus(await this.refresh(payment, user.language), user.language);
  }

  /**
   * PUT /translations/payment/{paymentId}/status/{status}: what the browser says the card confirmation gave. The
   * word is checked, then ignored: the provider's own status is applied, exactly as for GET.
   */
  async reportStatus(user: User, paymentId: string, reported: string): Promise<PaymentStatusDto> {
    if (!isClientReportedStatus(reported)) {
      throw new BadRequestException({ detail: message('unknownPaymentStatus', user.language, { status: reported }) });
    }
    const payment = await this.ownedPayment(user, paymentId);
    if (reported !== payment.status)
      this.logger.debug({ paymentId, reported, stored: payment.status }, 'browser reported a payment status');
    return toPaymentStatus(await this.refresh(payment, user.language), user.language);
  }

  /** DELETE /translations/{translationId}/payg-stripe-payment/{stripePaymentId}: cancels the open intent. */
  async cancelPayment(user: User, translationId: number, paymentId: string): Promise<CancelPaymentAnswerDto> {
    const lang = user.language;
    const payment = await this.payments.findByProviderId(paymentId, { user: user.id, translation: translationId });
    if (!payment) throw new NotFoundException({ detail: paymentText('paymentNotFound', lang) });
    if (payment.status === 'succeeded' || payment.status === 'refunded') {
      throw new ConflictException({ detail: paymentText('cannotCancelSucceeded', lang) });
    }
    if (payment.status === 'cancelled') return { status: 'cancelled' };
    const settled = await this.providerCall(lang, () => this.cancelAtProvider(payment));
    if (settled.status !== 'cancelled') throw new ConflictException({ detail: paymentText('cannotCancelSucceeded', lang) });
    return { status: 'cancelled' };
  }

  private async ownedPayment(user: User, paymentId: string): Promise<Payment> {
    const payment = await this.payments.findByProviderId(paymentId, { user: user.id });
    if (!payment) throw new NotFoundException({ detail: paymentText('paymentNotFound', user.language) });
    return payment;
  }

  /** Cancels at the provider and applies its answer: cancelled, or whatever the intent turned out to be. */
  private async cancelAtProvider(payment: Payment): Promise<Payment> {
    return this.settlement.applyIntent(payment, await this.provider.cancelIntent(payment.providerPaymentId));
  }

  /**
   * The provider's word applied to a payment that is not final, and an unfinished fulfilment completed. Redis (the
   * job queue) unreachable answers 503 at once and a success for another amount 409 (settlementHttpError); any other
   * failure of the fulfilment is logged and left to the next check or the reconciliation job: the answer is the
   * payment as stored.
   */
  private async refresh(payment: Payment, lang: AppLanguage): Promise<Payment> {
    if (payment.provider !== this.provider.name) return payment; // made with a provider no longer configured
    if (!isFinalStatus(payment.status)) {
      try {
        await this.providerCall(lang, () => this.settlement.syncWithProvider(payment));
      } catch (err) {
        if (err instanceof HttpException) throw err;
        this.logger.error({ err, paymentId: payment.id }, 'applying the provider status failed');
      }
    } else if (payment.status === 'succeeded' && !payment.fulfilledAt) {
      try {
        await this.settlement.ensureFulfilled(payment.id);
      } catch (err) {
        const answer = settlementHttpError(err, lang);
        if (answer) throw answer;
        this.logger.error({ err, paymentId: payment.id }, 'fulfilment failed: retried later');
      }
    }
    return (await this.payments.findById(payment.id)) ?? payment;
  }

  private amountsFor(user: User, translation: TranslationPayable): PaymentAmounts {
    const address = user.billingAddress;
    if (!address) throw new UnprocessableEntityException({ detail: paymentText('billingAddressRequired', user.language) });
    try {
      return paymentAmounts({
        subTotalCents: translation.subTotalCents,
        countryCode: address.country.value,
        regionCode: address.region.value,
        at: this.clock.now(),
      });
    } catch (err) {
      if (err instanceof RangeError) throw new UnprocessableEntityException({ detail: paymentText('unknownTaxRegion', user.language) });
      throw err;
    }
  }

  /**
   * Provider failures as answers: 503 when payments are unavailable here, 502 when the provider failed; settlement
   * failures the customer must hear about as settlementHttpError answers them.
   */
  private async providerCall<T>(
    lang: AppLanguage,
    fn: () => Promise<T>,
    failure: 'paymentNotCreated' | 'providerFailed' = 'providerFailed',
  ): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (err instanceof PaymentsUnavailableError)
        throw new ServiceUnavailableException({ detail: paymentText('paymentsUnavailable', lang) });
      const settlementAnswer = settlementHttpError(err, lang);
      if (settlementAnswer) throw settlementAnswer;
      if (err instanceof PaymentProviderError) {
        this.logger.error({ err, code: err.code }, 'payment provider call failed');
        throw new BadGatewayException({
          detail: failure === 'paymentNotCreated' ? message('paymentNotCreated', lang) : paymentText('providerFailed', lang),
        });
      }
      throw err;
    }
  }
}
