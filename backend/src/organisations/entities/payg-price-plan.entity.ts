import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * Pay-as-you-go pricing of an organisation, in integer cents.
 * With an incentive, pages 1..incentiveAfterPage cost pagePriceCents and later pages incentivePagePriceCents.
 */
@Entity({ tableName: 'payg_price_plans' })
export class PaygPricePlan {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'integer' })
  pagePriceCents!: number;

  @Property({ type: 'string', length: 3 })
  currency!: string;

  @Property({ type: 'integer', nullable: true })
  incentiveAfterPage: number | null = null;

  @Property({ type: 'integer', nullable: true })
  incentivePagePriceCents: number | null = null;
}
