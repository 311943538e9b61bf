import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { Injectable, NotFoundException } from '@nestjs/common';
import { localizedDetail } from '../common/localized-detail';
import { User } from '../users/entities/user.entity';
import { JoinWaitlistDto, WaitlistUsersDto } from './dto/waitlist-user.dto';
import { FutureProduct } from './entities/future-product.entity';
import { WaitlistUser } from './entities/waitlist-user.entity';

/** A signed-in user's waitlist entries: one per product, joining again replaces the reason. */
@Injectable()
export class WaitlistUsersService {
  constructor(private readonly em: EntityManager) {}

  async listWaitlistUsers(user: User): Promise<WaitlistUsersDto> {
    const entries = await this.em.fork().find(WaitlistUser, { user: user.id }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return { waitlistUsers: entries.map((e) => ({ id: e.id, productId: e.product.id, reason: e.reason, createdAt: e.createdAt })) };
  }

  /** Joins the waitlist of an active future product (unknown or retired: 404); the (user, product) index keeps one entry. */
  async joinWaitlist(user: User, input: JoinWaitlistDto): Promise<WaitlistUsersDto> {
    const product = await this.em.fork().findOne(FutureProduct, { id: input.productId, isActive: true });
    if (!product) throw new NotFoundException(localizedDetail('productNotFound'));
    for (let attempt = 1; ; attempt++) {
      const em = this.em.fork();
      const entry = await em.findOne(WaitlistUser, { user: user.id, product: product.id });
      if (entry) entry.reason = input.reason;
      else em.create(WaitlistUser, { user: user.id, product: product.id, reason: input.reason });
      try {
        await em.flush();
        break;
      } catch (err) {
        // Two joins at once: the other one inserted first, so this one updates its reason.
        if (!(err instanceof UniqueConstraintViolationException) || attempt >= 2) throw err;
      }
    }
    return this.listWaitlistUsers(user);
  }
}
