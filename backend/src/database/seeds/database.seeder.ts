import { EntityManager } from '@mikro-orm/core';
import { seedCountries } from './countries.seeder';
import { seedFutureProducts } from './future-products.seeder';
import { seedPublicOrganization } from './public-organization.seeder';
import { SeedCount } from './seed.util';
import { seedTargetLanguages } from './target-languages.seeder';

export type SeedReport = Record<'countries' | 'regions' | 'targetLanguages' | 'futureProducts' | 'publicOrganization', SeedCount>;

/** The reference data every installation needs; idempotent, in one transaction. */
export async function seedDatabase(em: EntityManager): Promise<SeedReport> {
  return em.transactional(async (tx) => {
    const { countries, regions } = await seedCountries(tx);
    return {
      countries,
      regions,
      targetLanguages: await seedTargetLanguages(tx),
      futureProducts: await seedFutureProducts(tx),
      publicOrganization: await seedPublicOrganization(tx),
    };
  });
}

export function formatSeedReport(report: SeedReport): string {
  return Object.entries(report)
    .map(([name, { created, updated }]) => `${name} +${created} ~${updated}`)
    .join(', ');
}
