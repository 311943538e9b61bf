import { Entity, Enum, Opt, PrimaryKey, Property } from '@mikro-orm/core';

// requires_action: a 3-D Secure test card was confirmed and the customer's authentication is awaited.
export const SANDBOX_INTENT_STATUSES = ['requires_payment_method', 'requires_action', 'succeeded', 'canceled'] as const;
export type SandboxIntentStatus = (typeof SANDBOX_INTENT_STATUSES)[number];

/**
 * The embedded sandbox card provider's own record of a payment intent, the stand-in for Stripe's: the payment side
 * reads it only through the PaymentProvider interface, exactly as it reads Stripe.
 */
@Entity({ tableName: 'sandbox_payment_intents' })
export class SandboxPaymentIntent {
  /** pi_sbx_<hex>. */
  @PrimaryKey({ type: 'string', length: 64 })
  id!: string;

  /** The create call's Idempotency-Key: a repeat answers this intent, a reuse with other parameters is refused. */
  @Property({ type: 'string', length: 255, unique: true })
  idempotencyKey!: string;

  /** SHA-256 of the create call's parameters, to tell a repeat from a reuse of the key. */
  @Property({ type: 'string', length: 64 })
  requestHash!: string;

  @Property({ type: 'string', length: 128, hidden: true })
  clientSecret!: string;

  @Enum({ items: [...SANDBOX_INTENT_STATUSES] })
  status!: SandboxIntentStatus;

  @Property({ type: 'integer' })
  amountCents!: number;

  /** Lower-case ISO 4217, as Stripe writes it. */
  @Property({ type: 'string', length: 3 })
  currency!: string;

  @Property({ type: 'json' })
  metadata!: Record<string, string>;

  @Property({ type: 'string', length: 64, nullable: true })
  lastErrorCode: string | null = null;

  @Property({ type: 'string', length: 64, nullable: true })
  lastErrorDeclineCode: string | null = null;

  @Property({ type: 'text', nullable: true })
  lastErrorMessage: string | null = null;

  /** One full refund per intent: re_sbx_<hex>. */
  @Property({ type: 'string', length: 64, nullable: true, unique: true })
  refundId: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  canceledAt: Date | null = null;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt!: Date & Opt;

  @Property({ type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() })
  updatedAt!: Date & Opt;
}
