import { EntityData, EntityManager, RequiredEntityData, UniqueConstraintViolationException } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { SandboxIntentStatus, SandboxPaymentIntent } from '../entities/sandbox-payment-intent.entity';

/**
 * The sandbox provider's intents (`sandbox_payment_intents`). Each call works on its own fork of the entity manager
 * (the provider is called from requests, webhooks' stand-ins and the reconciliation alike); every state change is
 * one conditional update on the state read before, so of two callers at once only one changes the intent.
 */
@Injectable()
export class SandboxPaymentIntentRepository {
  constructor(private readonly em: EntityManager) {}

  /** Inserts the intent; null when its id or idempotency key is already taken (a concurrent create of the same key). */
  async insert(data: RequiredEntityData<SandboxPaymentIntent>): Promise<SandboxPaymentIntent | null> {
    const em = this.em.fork();
    const intent = em.create(SandboxPaymentIntent, data);
    try {
      await em.persistAndFlush(intent);
      return intent;
    } catch (err) {
      if (err instanceof UniqueConstraintViolationException) return null;
      throw err;
    }
  }

  findById(id: string): Promise<SandboxPaymentIntent | null> {
    return this.em.fork().findOne(SandboxPaymentIntent, { id });
  }

  findByIdempotencyKey(idempotencyKey: string): Promise<SandboxPaymentIntent | null> {
    return this.em.fork().findOne(SandboxPaymentIntent, { idempotencyKey });
  }

  findByRefundId(refundId: string): Promise<SandboxPaymentIntent | null> {
    return this.em.fork().findOne(SandboxPaymentIntent, { refundId });
  }

  /**
   * Applies `changes` (and updatedAt `now`) if the intent is still in one of `expected`; answers whether it did.
   * Of two changes decided on the same read, one goes through and the other finds the intent changed under it.
   */
  async updateIfStatus(
    id: string,
    expected: SandboxIntentStatus | readonly SandboxIntentStatus[],
    changes: EntityData<SandboxPaymentIntent>,
    now: Date,
  ): Promise<boolean> {
    const status = typeof expected === 'string' ? expected : { $in: [...expected] };
    const changed = await this.em.fork().nativeUpdate(SandboxPaymentIntent, { id, status }, { ...changes, updatedAt: now });
    return changed > 0;
  }

  /** Records the intent's one refund, unless it has one already: true for the call that recorded it. */
  async setRefundIdOnce(id: string, refundId: string, now: Date): Promise<boolean> {
    const changed = await this.em.fork().nativeUpdate(SandboxPaymentIntent, { id, refundId: null }, { refundId, updatedAt: now });
    return changed > 0;
  }
}
