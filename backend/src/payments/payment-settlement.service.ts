import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../common/clock';
import { PaygSalesService } from '../sales/payg-sales.service';
import { type TranslationPaymentFacts, TranslationsService } from '../translations/translations.service';
import { Payment } from './entities/payment.entity';
import { chargeMatches } from './payment-amounts.util';
import { failureCodeOf } from './payment-messages.util';
import { nextPaymentStatus, paymentStatusOfIntent, RefundOutcome, refundOutcome, successOutcome } from './payment-status.util';
import { PaymentRepository } from './payment.repository';
import { PaymentProvider, ProviderIntent, ProviderRefund } from './providers/payment-provider';

/**
 * The provider reports a success for another amount or currency than the payment asked for: not fulfilled, logged
 * as an error for a person to look at (the callers answer it as a refusal).
 */
export class PaymentAmountMismatchError extends Error {
  constructor(
    readonly paymentId: number,
    readonly stored: { amountCents: number; currency: string },
    readonly charged: { amountCents: number; currency: string },
  ) {
    super(
      `payment ${paymentId}: provider charged ${charged.amountCents} ${charged.currency}, expected ${stored.amountCents} ${stored.currency}`,
    );
    this.name = 'PaymentAmountMismatchError';
  }
}

/** A refund that keeps failing is left for a person after this many attempts (each under its own idempotency key). */
export const MAX_REFUND_ATTEMPTS = 3;

/**
 * The one place where what the provider says becomes our state: webhook events, sandbox confirmations, status
 * checks, the browser's report and the reconciliation job all end in applyIntent, and every success ends in
 * ensureFulfilled. Everything here is safe to run twice and concurrently.
 */
@Injectable()
export class PaymentSettlementService {
  private readonly logger = new Logger(PaymentSettlementService.name);

  constructor(
    private readonly payments: PaymentRepository,
    private readonly provider: PaymentProvider,
    private readonly translations: TranslationsService,
    private readonly sales: PaygSalesService,
    private readonly clock: Clock,
  ) {}

  /** Asks the provider for the intent and applies its answer. */
  async syncWithProvider(payment: Payment): Promise<Payment> {
    return this.applyIntent(payment, await this.provider.retrieveIntent(payment.providerPaymentId));
  }

  /**
   * Applies the provider's view of the intent to the payment (nextPaymentStatus decides what may change), then
   * finishes whatever the new state calls for: fulfilment after a success, a refund for a success that cannot buy
   * anything. Answers the payment as stored afterwards. A success for another amount or currency than the payment's
   * changes nothing and rejects with PaymentAmountMismatchError (logged as an error).
   */
  async applyIntent(payment: Payment, intent: ProviderIntent): Promise<Payment> {
    const observed = paymentStatusOfIntent(intent);
    if (observed === 'succeeded' && !chargeMatches(payment, intent)) {
      const mismatch = new PaymentAmountMismatchError(
        payment.id,
        { amountCents: payment.amountCents, currency: payment.currency },
        { amountCents: intent.amountCents, currency: intent.currency },
      );
      this.logger.error(
        { paymentId: payment.id, intentId: intent.id, stored: mismatch.stored, charged: mismatch.charged },
        'provider reports a success for another amount or currency: not fulfilled, left for a person',
      );
      throw mismatch;
    }
    // A conditional update lost to a concurrent caller means re-reading and deciding again.
    for (let attempt = 0; attempt < 5; attempt++) {
      const current = attempt === 0 ? payment : await this.reload(payment.id);
      const next = nextPaymentStatus(current.status, observed);
      if (next === 'succeeded') {
        if (current.refundRequestedAt && current.status !== 'succeeded') {
          await this.refund(current.id); // a success being refunded (duplicate): follow the refund
          return this.reload(current.id);
        }
        if (current.status !== 'succeeded' && !(await this.recordSuccess(current))) continue;
        await this.ensureFulfilled(current.id);
        return this.reload(current.id);
      }
      const failure = next === 'payment_failed' && intent.lastError ? intent.lastError : null;
      const changes = {
        status: next,
        failureCode: failure ? failureCodeOf(failure) : null,
        failureMessage: failure ? failure.message : null,
      };
      const unchanged =
        changes.status === current.status &&
        changes.failureCode === current.failureCode &&
        changes.failureMessage === current.failureMessage;
      if (unchanged || (next === current.status && next !== 'payment_failed')) return current;
      if (await this.payments.updateIfStatus(current.id, current.status, changes)) {
        if (next !== current.status) this.logger.log({ paymentId: current.id, from: current.status, to: next }, 'payment status changed');
        return this.reload(current.id);
      }
    }
    throw new Error(`payment ${payment.id}: status kept changing under concurrent updates`);
  }

  /**
   * Fulfilment, exactly once in effect: the sale recorded by the sales module (PaygSalesService.recordSale: a
   * PaygSale for an enterprise customer, unique per translation), then the translation marked paid and its job
   * enqueued (TranslationsService.startPaidTranslation is idempotent), then fulfilledAt. A crash anywhere before
   * fulfilledAt leaves it null, and the next status check, webhook or reconciliation run repeats the steps, each of
   * which is safe to repeat.
   */
  async ensureFulfilled(paymentId: number): Promise<void> {
    const payment = await this.reload(paymentId);
    if (payment.status !== 'succeeded' || payment.fulfilledAt) return;
    const translation = await this.translationOf(payment);
    await this.sales.recordSale({
      translationId: translation.id,
      paymentId: payment.id,
      userId: payment.user.id,
      pageCount: translation.pageCount,
      orderNumber: translation.orderNumber,
      subTotalCents: payment.subTotalCents,
      currency: payment.currency,
      purchaseDate: this.clock.now(),
    });
    await this.translations.startPaidTranslation(payment.translation.id);
    if (await this.payments.update(payment.id, { fulfilledAt: null }, { fulfilledAt: this.clock.now() })) {
      this.logger.log({ paymentId: payment.id, translationId: payment.translation.id }, 'payment fulfilled');
    }
  }

  /** Ids of translations paid before `paidBefore` whose job has not started (the reconciliation's last check). */
  paidNotStarted(paidBefore: Date, limit: number): Promise<number[]> {
    return this.translations.findPaidNotStarted(paidBefore, limit);
  }

  /** Adds the job of a paid translation again: a no-op while it is in the queue, a recovery when Redis lost it. */
  requeue(translationId: number): Promise<void> {
    return this.translations.startPaidTranslation(translationId);
  }

  /**
   * Refunds the payment in full through the provider, recording the request first (durable: a failure here is
   * retried by the reconciliation job). The provider's confirmation marks it refunded, and the translation refunded
   * when this payment is the one that paid for it. Safe to repeat: an existing refund is read, not created again.
   */
  async refund(paymentId: number): Promise<RefundOutcome> {
    let payment = await this.reload(paymentId);
    if (payment.status === 'refunded') return 'refunded';
    if (!payment.refundRequestedAt) {
      await this.payments.update(payment.id, { refundRequestedAt: null }, { refundRequestedAt: this.clock.now() });
      payment = await this.reload(paymentId);
    }
    let refund: ProviderRefund | null = payment.refundId ? await this.provider.retrieveRefund(payment.refundId) : null;
    if (!refund || refundOutcome(refund.status) === 'failed') {
      if (refund) this.logger.warn({ paymentId, refundId: refund.id, status: refund.status }, 'refund failed at the provider');
      if (payment.refundAttempts >= MAX_REFUND_ATTEMPTS) {
        this.logger.error({ paymentId, attempts: payment.refundAttempts }, 'refund keeps failing: left for a person');
        return 'failed';
      }
      const attempt = payment.refundAttempts + 1;
      refund = await this.provider.refund({
        paymentIntentId: payment.providerPaymentId,
        idempotencyKey: `refund-${payment.id}-${attempt}`,
        metadata: { paymentId: String(payment.id), translationId: String(payment.translation.id) },
      });
      await this.payments.update(payment.id, { refundAttempts: payment.refundAttempts }, { refundId: refund.id, refundAttempts: attempt });
    }
    const outcome = refundOutcome(refund.status);
    if (outcome === 'refunded') await this.markRefunded(await this.reload(paymentId));
    return outcome;
  }

  /** The provider confirmed a refund of the payment (refund object, charge.refunded, or our own call). */
  async markRefunded(payment: Payment): Promise<void> {
    if (payment.status === 'refunded') return;
    const paidForTranslation = payment.status === 'succeeded' || payment.fulfilledAt !== null;
    await this.payments.markRefunded(payment, paidForTranslation);
    this.logger.log({ paymentId: payment.id, translationId: payment.translation.id, paidForTranslation }, 'payment refunded');
  }

  /** A refund reported failed after all (refund.failed): the payment holds the money again and the refund is retried. */
  async refundFailed(payment: Payment, refundId: string): Promise<void> {
    if (payment.refundId !== refundId) return; // an older attempt
    const paidForTranslation = payment.fulfilledAt !== null;
    if (payment.status === 'refunded')
      await this.payments.reopenAfterFailedRefund(payment, paidForTranslation ? 'succeeded' : 'processing', paidForTranslation);
    this.logger.warn({ paymentId: payment.id, refundId }, 'refund failed: it will be retried');
  }

  /**
   * A success the provider reports for a payment not yet succeeded here: fulfil it, or refund it when it cannot buy
   * anything (successOutcome). The database has the last word on "one succeeded payment per translation": losing
   * the partial unique index to a concurrent success means this one is the duplicate. False when the status
   * changed under us (the caller re-reads).
   */
  private async recordSuccess(payment: Payment): Promise<boolean> {
    const translation = await this.translationOf(payment);
    const outcome = successOutcome({
      otherPaymentSettled: await this.payments.hasOtherSettled(translation.id, payment.id),
      translationStatus: translation.status,
      translationPaidAt: translation.paidAt,
    });
    if (outcome === 'refund') return this.refundUnusable(payment);
    const moved = await this.payments.markSucceededIfStatus(payment.id, payment.status);
    return moved === 'duplicate' ? this.refundUnusable(payment) : moved === 'succeeded';
  }

  /** A second (or otherwise unusable) success: held as processing while its refund is on its way. */
  private async refundUnusable(payment: Payment): Promise<boolean> {
    const moved = await this.payments.updateIfStatus(payment.id, payment.status, {
      status: 'processing',
      refundRequestedAt: payment.refundRequestedAt ?? this.clock.now(),
      failureCode: null,
      failureMessage: null,
    });
    if (!moved) return false;
    this.logger.warn(
      { paymentId: payment.id, translationId: payment.translation.id },
      'payment succeeded for a translation it cannot pay for: refunding it',
    );
    try {
      await this.refund(payment.id);
    } catch (err) {
      this.logger.error({ err, paymentId: payment.id }, 'refund of an unusable payment failed: the reconciliation retries it');
    }
    return true;
  }

  /** The paid-for translation as the translations module answers it (it cannot be gone: the payment references it). */
  private async translationOf(payment: Payment): Promise<TranslationPaymentFacts> {
    const translation = await this.translations.paymentFacts(payment.translation.id);
    if (!translation) throw new Error(`translation ${payment.translation.id} of payment ${payment.id} not found`);
    return translation;
  }

  private async reload(id: number): Promise<Payment> {
    const payment = await this.payments.findById(id);
    if (!payment) throw new Error(`payment ${id} disappeared`);
    return payment;
  }
}
