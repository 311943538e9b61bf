import { Entity, Index, ManyToOne, OneToOne, PrimaryKey, Property, Rel } from '@mikro-orm/core';
import { AccountManager } from '../../organisations/entities/account-manager.entity';
import { Organization } from '../../organisations/entities/organization.entity';
import { Payment } from '../../payments/entities/payment.entity';
import { Translation } from '../../translations/entities/translation.entity';
import { User } from '../../users/entities/user.entity';

/**
 * A paid pay-as-you-go translation, recorded once at fulfilment (unique per translation, so fulfilling twice
 * cannot sell twice). Organisation, manager, order number and amounts are copied so the record stays as sold.
 */
@Entity({ tableName: 'payg_sales' })
@Index({ properties: ['accountManager', 'purchaseDate'] })
export class PaygSale {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @OneToOne(() => Translation, { owner: true })
  translation!: Rel<Translation>;

  @ManyToOne(() => Payment, { index: true })
  payment!: Rel<Payment>;

  @ManyToOne(() => User, { index: true })
  user!: Rel<User>;

  @ManyToOne(() => Organization, { nullable: true, deleteRule: 'set null', index: true })
  organization: Rel<Organization> | null = null;

  // Indexed by (accountManager, purchaseDate): a manager's sales.
  @ManyToOne(() => AccountManager, { nullable: true, deleteRule: 'set null', index: false })
  accountManager: Rel<AccountManager> | null = null;

  @Property({ type: 'integer' })
  pageCount!: number;

  @Property({ type: 'string', length: 32 })
  orderNumber!: string;

  @Property({ type: 'integer' })
  subTotalCents!: number;

  @Property({ type: 'integer' })
  commissionCents!: number;

  @Property({ type: 'string', length: 3 })
  currency!: string;

  @Property({ type: 'datetime' })
  purchaseDate!: Date;
}
