import { Entity, ManyToOne, Opt, PrimaryKey, Property, Rel, Unique } from '@mikro-orm/core';
import { User } from '../../users/entities/user.entity';
import { FutureProduct } from './future-product.entity';

/** A user waiting for a future product; once per user and product. */
@Entity({ tableName: 'waitlist_users' })
@Unique({ properties: ['user', 'product'] })
export class WaitlistUser {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  // Indexed by the unique (user, product) index.
  @ManyToOne(() => User, { deleteRule: 'cascade', index: false })
  user!: Rel<User>;

  @ManyToOne(() => FutureProduct, { deleteRule: 'cascade', index: true })
  product!: Rel<FutureProduct>;

  @Property({ type: 'text' })
  reason!: string;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt!: Date & Opt;
}
