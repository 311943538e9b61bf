import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { WaitlistUser } from './entities/waitlist-user.entity';

/** Waitlist entries, one per user and product (a unique index). Each call works on its own fork of the entity manager. */
@Injectable()
export class WaitlistUserRepository {
  constructor(private readonly em: EntityManager) {}

  /** The user's entries, oldest first. */
  listOf(userId: number): Promise<WaitlistUser[]> {
    return this.em.fork().find(WaitlistUser, { user: userId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  /** The user's entry for the product with this reason: inserted, or its reason replaced when it exists. */
  async upsert(userId: number, productId: number, reason: string): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      const em = this.em.fork();
      const entry = await em.findOne(WaitlistUser, { user: userId, product: productId });
      if (entry) entry.reason = reason;
      else em.create(WaitlistUser, { user: userId, product: productId, reason });
      try {
        await em.flush();
        return;
      } catch (err) {
        // Two joins at once: the other one inserted first, so this one updates its reason.
        if (!(err instanceof UniqueConstraintViolationException) || attempt >= 2) throw err;
      }
    }
  }
}
