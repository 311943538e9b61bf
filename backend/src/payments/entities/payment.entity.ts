import { Collection, Entity, Enum, Index, ManyToOne, OneToMany, Opt, PrimaryKey, Property, Rel, Unique } from '@mikro-orm/core';
import { Translation } from '../../translations/entities/translation.entity';
import { User } from '../../users/entities/user.entity';
import { PaymentTax } from './payment-tax.entity';

export const PAYMENT_PROVIDERS = ['stripe', 'sandbox'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const PAYMENT_STATUSES = [
  'uninitialized',
  'requires_payment_method',
  'requires_action',
  'processing',
  'succeeded',
  'payment_failed',
  'cancelled',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const ONE_SUCCEEDED_PAYMENT_INDEX = 'payments_one_succeeded_per_translation';

/**
 * One card payment (payment intent) for one translation. Amounts are integer cents computed on the server.
 *
 * A translation has at most one succeeded payment, enforced by the database: a partial unique index on
 * translation_id over succeeded rows (same SQL on SQLite and PostgreSQL). One row per payment intent is the
 * unique providerPaymentId.
 */
@Entity({ tableName: 'payments' })
@Unique({
  name: ONE_SUCCEEDED_PAYMENT_INDEX,
  expression: `create unique index ${ONE_SUCCEEDED_PAYMENT_INDEX} on payments (translation_id) where status = 'succeeded'`,
})
export class Payment {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Translation, { index: true })
  translation!: Rel<Translation>;

  @ManyToOne(() => User, { index: true })
  user!: Rel<User>;

  @Enum({ items: [...PAYMENT_PROVIDERS] })
  provider!: PaymentProvider;

  /** The provider's payment intent id: one payment row per intent. */
  @Property({ type: 'string', length: 255, unique: true })
  providerPaymentId!: string;

  /** Sent with every create call to the provider (one per translation attempt). */
  @Property({ type: 'string', length: 255, unique: true })
  idempotencyKey!: string;

  @Index()
  @Enum({ items: [...PAYMENT_STATUSES], default: 'uninitialized' })
  status: PaymentStatus & Opt = 'uninitialized';

  @Property({ type: 'integer' })
  subTotalCents!: number;

  @Property({ type: 'integer' })
  taxCents!: number;

  @Property({ type: 'integer' })
  amountCents!: number;

  @Property({ type: 'string', length: 3 })
  currency!: string;

  @Property({ type: 'string', length: 255, nullable: true, hidden: true })
  clientSecret: string | null = null;

  @Property({ type: 'text', nullable: true })
  failureMessage: string | null = null;

  /** The provider's code for the last failed attempt (card_declined, expired_card, …): known codes are shown translated. */
  @Property({ type: 'string', length: 64, nullable: true })
  failureCode: string | null = null;

  /**
   * When fulfilment (sale record, translation queued) finished. Null on a succeeded payment means it must still run:
   * status checks, webhook replays and the reconciliation job complete it after a crash.
   */
  @Property({ type: 'datetime', nullable: true })
  fulfilledAt: Date | null = null;

  /** When a refund was asked for (failed translation or a second payment for a paid one); set before calling the provider. */
  @Property({ type: 'datetime', nullable: true })
  refundRequestedAt: Date | null = null;

  /** The provider's refund id once a refund was created; the refund's outcome is read from it. */
  @Property({ type: 'string', length: 255, nullable: true })
  refundId: string | null = null;

  /** Refunds created so far: the idempotency key of the next one (a failed refund is retried under a new key). */
  @Property({ type: 'integer', default: 0 })
  refundAttempts: number & Opt = 0;

  @OneToMany(() => PaymentTax, (tax) => tax.payment)
  taxes = new Collection<PaymentTax>(this);

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt!: Date & Opt;

  @Property({ type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() })
  updatedAt!: Date & Opt;
}
