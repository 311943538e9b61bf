import { Collection, Entity, EntityRepositoryType, OneToMany, PrimaryKey, Property } from '@mikro-orm/core';
import { CountryRepository } from '../country.repository';
import { Region } from './region.entity';

@Entity({ tableName: 'countries', repository: () => CountryRepository })
export class Country {
  [EntityRepositoryType]?: CountryRepository;

  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** ISO 3166-1 alpha-2 code, e.g. 'CA'. */
  @Property({ type: 'string', length: 2, unique: true })
  value!: string;

  @Property({ type: 'string', length: 100 })
  label!: string;

  @Property({ type: 'string', length: 100 })
  labelFr!: string;

  /** ISO 4217 code of the currency prices are shown in, e.g. 'CAD'. */
  @Property({ type: 'string', length: 3 })
  currency!: string;

  @OneToMany(() => Region, (region) => region.country)
  regions = new Collection<Region>(this);
}
