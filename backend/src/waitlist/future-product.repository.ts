import { EntityRepository } from '@mikro-orm/knex';
import { FutureProduct } from './entities/future-product.entity';

export class FutureProductRepository extends EntityRepository<FutureProduct> {
  findActive(): Promise<FutureProduct[]> {
    return this.find({ isActive: true }, { orderBy: { id: 'asc' } });
  }
}
