import { Entity, Enum, ManyToOne, PrimaryKey, Property, Rel } from '@mikro-orm/core';
import { Payment } from './payment.entity';

export const TAX_CODES = ['GST', 'HST', 'QST', 'PST', 'RST'] as const;
export type TaxCode = (typeof TAX_CODES)[number];

/** One sales tax line of a payment. */
@Entity({ tableName: 'payment_taxes' })
export class PaymentTax {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Payment, { deleteRule: 'cascade', index: true })
  payment!: Rel<Payment>;

  @Enum({ items: [...TAX_CODES] })
  code!: TaxCode;

  /** The tax line's stable id from libs/taxes (gst, qst, hst-on, pst-bc, rst-mb). */
  @Property({ type: 'string', length: 32 })
  taxId!: string;

  @Property({ type: 'string', length: 64 })
  displayName!: string;

  /** Thousandths of a percent: 9.975 % = 9975. */
  @Property({ type: 'integer' })
  rateMilliPercent!: number;

  @Property({ type: 'integer' })
  amountCents!: number;
}
