import { Injectable, NotFoundException } from '@nestjs/common';
import { localizedDetail } from '../common/localized-detail';
import { User } from '../users/entities/user.entity';
import { JoinWaitlistDto, WaitlistUsersDto } from './dto/waitlist-user.dto';
import { FutureProductRepository } from './future-product.repository';
import { WaitlistUserRepository } from './waitlist-user.repository';

/** A signed-in user's waitlist entries: one per product, joining again replaces the reason. */
@Injectable()
export class WaitlistUsersService {
  constructor(
    private readonly entries: WaitlistUserRepository,
    private readonly products: FutureProductRepository,
  ) {}

  async listWaitlistUsers(user: User): Promise<WaitlistUsersDto> {
    const entries = await this.entries.listOf(user.id);
    return { waitlistUsers: entries.map((e) => ({ id: e.id, productId: e.product.id, reason: e.reason, createdAt: e.createdAt })) };
  }

  /** Joins the waitlist of an active future product (unknown or retired: 404); the (user, product) index keeps one entry. */
  async joinWaitlist(user: User, input: JoinWaitlistDto): Promise<WaitlistUsersDto> {
    const product = await this.products.findActiveById(input.productId);
    if (!product) throw new NotFoundException(localizedDetail('productNotFound'));
    await this.entries.upsert(user.id, product.id, input.reason);
    return this.listWaitlistUsers(user);
  }
}
