import { EntityRepository } from '@mikro-orm/knex';
import { Country } from './entities/country.entity';

export class CountryRepository extends EntityRepository<Country> {
  /** Every country with its regions loaded (a few hundred rows in all). */
  findAllWithRegions(): Promise<Country[]> {
    return this.findAll({ populate: ['regions'], orderBy: { id: 'asc', regions: { id: 'asc' } } });
  }
}
