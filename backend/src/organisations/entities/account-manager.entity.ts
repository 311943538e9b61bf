import { Entity, OneToOne, Opt, PrimaryKey, Property, Rel } from '@mikro-orm/core';
import { User } from '../../users/entities/user.entity';

/** A user who manages organisations and earns commission on their PAYG sales. */
@Entity({ tableName: 'account_managers' })
export class AccountManager {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @OneToOne(() => User, (user) => user.accountManager, { owner: true, deleteRule: 'cascade' })
  user!: Rel<User>;

  /** 4000 basis points = 40 %. */
  @Property({ type: 'integer', default: 4000 })
  commissionRateBasisPoints: number & Opt = 4000;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt!: Date & Opt;
}
