import { Entity, ManyToOne, PrimaryKey, Property, Rel, Unique } from '@mikro-orm/core';
import { Country } from './country.entity';

/** A province, state, canton or other first-level subdivision. */
@Entity({ tableName: 'regions' })
@Unique({ properties: ['country', 'value'] })
export class Region {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  // Indexed by the unique (country, value) index.
  @ManyToOne(() => Country, { deleteRule: 'cascade', index: false })
  country!: Rel<Country>;

  /** Subdivision code within the country (ISO 3166-2 suffix), e.g. 'ON'. */
  @Property({ type: 'string', length: 8 })
  value!: string;

  @Property({ type: 'string', length: 100 })
  label!: string;

  @Property({ type: 'string', length: 100 })
  labelFr!: string;
}
