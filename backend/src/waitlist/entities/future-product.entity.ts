import { Entity, Opt, PrimaryKey, Property } from '@mikro-orm/core';

/** A product customers can join the waitlist for. */
@Entity({ tableName: 'future_products' })
export class FutureProduct {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** Stable natural key used by the seed, e.g. 'certified-translation'. */
  @Property({ type: 'string', length: 64, unique: true })
  code!: string;

  @Property({ type: 'string', length: 255 })
  label!: string;

  @Property({ type: 'string', length: 255 })
  labelFr!: string;

  @Property({ type: 'text' })
  description!: string;

  @Property({ type: 'text' })
  descriptionFr!: string;

  @Property({ type: 'boolean', default: true })
  isActive: boolean & Opt = true;
}
