import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { FutureProduct } from './entities/future-product.entity';

/** Reads of future products (written only by the seed). Each call works on its own fork of the entity manager. */
@Injectable()
export class FutureProductRepository {
  constructor(private readonly em: EntityManager) {}

  /** The products customers can join the waitlist for, in their order. */
  findActive(): Promise<FutureProduct[]> {
    return this.em.fork().find(FutureProduct, { isActive: true }, { orderBy: { id: 'asc' } });
  }

  /** The product if it is active; null for an unknown or retired one. */
  findActiveById(id: number): Promise<FutureProduct | null> {
    return this.em.fork().findOne(FutureProduct, { id, isActive: true });
  }
}
