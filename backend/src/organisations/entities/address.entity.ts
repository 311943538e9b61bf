import { Entity, ManyToOne, PrimaryKey, Property, Rel } from '@mikro-orm/core';
import { Country } from '../../countries/entities/country.entity';
import { Region } from '../../countries/entities/region.entity';

/** A postal address: a user's billing address or an organisation's address. */
@Entity({ tableName: 'addresses' })
export class Address {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 255 })
  street!: string;

  @Property({ type: 'string', length: 100 })
  city!: string;

  @ManyToOne(() => Region, { index: true })
  region!: Rel<Region>;

  @Property({ type: 'string', length: 16 })
  postalCode!: string;

  @ManyToOne(() => Country, { index: true })
  country!: Rel<Country>;
}
