import { EntityData, EntityManager, FilterQuery, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import { Translation } from '../translations/entities/translation.entity';
import type { User } from '../users/entities/user.entity';
import { PaymentTax, TaxCode } from './entities/payment-tax.entity';
import { Payment, PaymentStatus } from './entities/payment.entity';
import { ProcessedWebhookEvent } from './entities/processed-webhook-event.entity';
import { OPEN_PAYMENT_STATUSES } from './payment-status.util';

export interface NewPayment {
  translationId: number;
  userId: number;
  provider: Payment['provider'];
  providerPaymentId: string;
  idempotencyKey: string;
  status: PaymentStatus;
  subTotalCents: number;
  taxCents: number;
  amountCents: number;
  currency: string;
  clientSecret: string | null;
  taxes: Array<{ taxId: string; code: TaxCode; displayName: string; rateMilliPercent: number; amountCents: number }>;
}

/**
 * Reads and writes of payments. Each call works on its own fork of the entity manager (requests, webhooks, the
 * scheduler and the job layer all call in); state changes are conditional updates on the status read before, so
 * two callers racing (a webhook and a status poll) cannot both apply a change, and the loser re-reads.
 */
@Injectable()
export class PaymentRepository {
  constructor(private readonly em: EntityManager) {}

  private fork(): SqlEntityManager {
    return this.em.fork() as SqlEntityManager;
  }

  findById(id: number): Promise<Payment | null> {
    return this.fork().findOne(Payment, { id }, { populate: ['taxes', 'translation'] });
  }

  /** By the provider's intent id; with `filter`, only a payment also matching it (e.g. its owner). */
  findByProviderId(providerPaymentId: string, filter: FilterQuery<Payment> = {}): Promise<Payment | null> {
    return this.fork().findOne(Payment, { providerPaymentId, ...(filter as object) }, { populate: ['taxes', 'translation'] });
  }

  findByRefundId(refundId: string): Promise<Payment | null> {
    return this.fork().findOne(Payment, { refundId }, { populate: ['taxes', 'translation'] });
  }

  /** The translation's payments that can still be confirmed, newest first. */
  findOpenOf(translationId: number): Promise<Payment[]> {
    return this.fork().find(
      Payment,
      { translation: translationId, status: { $in: [...OPEN_PAYMENT_STATUSES] } },
      { populate: ['taxes', 'translation'], orderBy: { id: 'desc' } },
    );
  }

  countOf(translationId: number): Promise<number> {
    return this.fork().count(Payment, { translation: translationId });
  }

  /** The payment that paid for the translation: succeeded, or succeeded then refunded (never a refunded duplicate). */
  findPayingPaymentOf(translationId: number): Promise<Payment | null> {
    return this.fork().findOne(
      Payment,
      { translation: translationId, $or: [{ status: 'succeeded' }, { status: 'refunded', fulfilledAt: { $ne: null } }] },
      { populate: ['taxes', 'translation'], orderBy: { id: 'asc' } },
    );
  }

  /** Whether another payment of the translation already took its money (succeeded, or succeeded and refunded). */
  async hasOtherSettled(translationId: number, paymentId: number): Promise<boolean> {
    const count = await this.fork().count(Payment, {
      translation: translationId,
      id: { $ne: paymentId },
      $or: [{ status: 'succeeded' }, { status: 'refunded', fulfilledAt: { $ne: null } }],
    });
    return count > 0;
  }

  /** Inserts the payment and its tax lines in one transaction; null when the intent or key is already recorded. */
  async insert(data: NewPayment): Promise<Payment | null> {
    const em = this.fork();
    try {
      return await em.transactional(async (tx) => {
        const { taxes, translationId, userId, ...fields } = data;
        const payment = tx.create(Payment, { ...fields, translation: translationId, user: userId });
        for (const tax of taxes) tx.create(PaymentTax, { ...tax, payment });
        await tx.flush();
        return payment;
      });
    } catch (err) {
      if (err instanceof UniqueConstraintViolationException && /provider_payment_id|idempotency_key/i.test(err.message)) return null;
      throw err;
    }
  }

  /**
   * Applies `changes` if the payment is still in `expectedStatus`; answers whether it did. A move to succeeded goes
   * through markSucceededIfStatus (this one rejects when it breaks "one succeeded payment per translation").
   */
  async updateIfStatus(id: number, expectedStatus: PaymentStatus, changes: EntityData<Payment>): Promise<boolean> {
    const changed = await this.fork().nativeUpdate(Payment, { id, status: expectedStatus }, { ...changes, updatedAt: new Date() });
    return changed > 0;
  }

  /**
   * Moves the payment to succeeded (its failure cleared) if it is still in `expectedStatus`: 'changed' when the
   * status moved under us, 'duplicate' when the partial unique index says another payment of the translation
   * succeeded first (the database has the last word on "one succeeded payment per translation").
   */
  async markSucceededIfStatus(id: number, expectedStatus: PaymentStatus): Promise<'succeeded' | 'changed' | 'duplicate'> {
    try {
      const moved = await this.updateIfStatus(id, expectedStatus, { status: 'succeeded', failureCode: null, failureMessage: null });
      return moved ? 'succeeded' : 'changed';
    } catch (err) {
      if (err instanceof UniqueConstraintViolationException) return 'duplicate';
      throw err;
    }
  }

  async update(id: number, where: FilterQuery<Payment>, changes: EntityData<Payment>): Promise<boolean> {
    const changed = await this.fork().nativeUpdate(Payment, { id, ...(where as object) }, { ...changes, updatedAt: new Date() });
    return changed > 0;
  }

  /**
   * Refunded, and the translation marked refunded when this was the payment that paid for it, in one transaction
   * (a crash cannot leave one without the other).
   */
  async markRefunded(payment: Payment, translationRefunded: boolean): Promise<void> {
    await this.fork().transactional(async (tx) => {
      await tx.nativeUpdate(Payment, { id: payment.id }, { status: 'refunded', updatedAt: new Date() });
      if (translationRefunded)
        await tx.nativeUpdate(Translation, { id: payment.translation.id }, { isRefunded: true, updatedAt: new Date() });
    });
  }

  /** A refund that failed after all: the payment paid again (or still awaits its refund), the translation not refunded. */
  async reopenAfterFailedRefund(payment: Payment, status: PaymentStatus, translationRefunded: boolean): Promise<void> {
    await this.fork().transactional(async (tx) => {
      await tx.nativeUpdate(Payment, { id: payment.id, status: 'refunded' }, { status, updatedAt: new Date() });
      if (translationRefunded)
        await tx.nativeUpdate(Translation, { id: payment.translation.id }, { isRefunded: false, updatedAt: new Date() });
    });
  }

  async isEventProcessed(eventId: string): Promise<boolean> {
    return (await this.fork().count(ProcessedWebhookEvent, { id: eventId })) > 0;
  }

  /** Records a handled event; a concurrent delivery of the same event recording it first is fine. */
  async recordEvent(eventId: string, type: string): Promise<void> {
    const em = this.fork();
    try {
      await em.persistAndFlush(em.create(ProcessedWebhookEvent, { id: eventId, type: type.slice(0, 128) }));
    } catch (err) {
      if (!(err instanceof UniqueConstraintViolationException)) throw err;
    }
  }

  /**
   * Loads into the caller its billing address with region and country (the taxes depend on them). The caller is an
   * entity of the request (SessionService.userOf), so this works in the request's entity manager, not a fork.
   */
  async loadBillingAddress(user: User): Promise<void> {
    await this.em.populate(user, ['billingAddress.region', 'billingAddress.country']);
  }

  // ---- Reconciliation --------------------------------------------------------------------------------------------

  /** Succeeded payments whose fulfilment did not finish (the process stopped between the commit and the queue). */
  findUnfulfilled(limit: number): Promise<Payment[]> {
    return this.fork().find(
      Payment,
      { status: 'succeeded', fulfilledAt: null },
      { populate: ['taxes', 'translation'], orderBy: { id: 'asc' }, limit },
    );
  }

  /** Payments with a refund asked for and not confirmed yet. */
  findRefundsInFlight(limit: number): Promise<Payment[]> {
    return this.fork().find(
      Payment,
      { refundRequestedAt: { $ne: null }, status: { $ne: 'refunded' } },
      { populate: ['taxes', 'translation'], orderBy: { refundRequestedAt: 'asc' }, limit },
    );
  }

  /** Open payments not updated since `before` and created after `since`: asked again in case an event was missed. */
  findStaleOpen(before: Date, since: Date, limit: number): Promise<Payment[]> {
    return this.fork().find(
      Payment,
      { status: { $in: [...OPEN_PAYMENT_STATUSES] }, updatedAt: { $lt: before }, createdAt: { $gt: since } },
      { populate: ['taxes', 'translation'], orderBy: { updatedAt: 'asc' }, limit },
    );
  }

  /**
   * Failed translations whose refund the job layer asked for, paid by a payment not refunded and whose refund was
   * never recorded (the request was lost before reaching us).
   */
  async findTranslationsAwaitingRefund(limit: number): Promise<number[]> {
    const rows = await this.fork().find(
      Payment,
      {
        status: 'succeeded',
        refundRequestedAt: null,
        translation: { status: 'failed', refundRequestedAt: { $ne: null }, isRefunded: false },
      },
      { fields: ['translation'], orderBy: { id: 'asc' }, limit },
    );
    return rows.map((p) => p.translation.id);
  }
}
