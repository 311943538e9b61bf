import { EntityManager } from '@mikro-orm/core';
import { Country } from '../../countries/entities/country.entity';
import { Region } from '../../countries/entities/region.entity';
import { COUNTRY_SEEDS } from './countries.seed-data';
import { SeedCount, upsertByKey } from './seed.util';

export async function seedCountries(em: EntityManager): Promise<{ countries: SeedCount; regions: SeedCount }> {
  const countries = await upsertByKey(em, Country, {
    rows: COUNTRY_SEEDS.map(({ value, label, labelFr, currency }) => ({ value, label, labelFr, currency })),
    existing: await em.find(Country, {}),
    key: (c) => String(c.value),
    conflictFields: ['value'],
    mergeFields: ['label', 'labelFr', 'currency'],
  });
  const idByValue = new Map((await em.find(Country, {})).map((c) => [c.value, c.id]));
  const regionKey = (countryId: unknown, value: unknown) => `${String(countryId)}:${String(value)}`;
  const regions = await upsertByKey(em, Region, {
    rows: COUNTRY_SEEDS.flatMap((c) => c.regions.map((r) => ({ ...r, country: idByValue.get(c.value)! }))),
    existing: await em.find(Region, {}),
    key: (r) => regionKey(r.country instanceof Country ? r.country.id : r.country, r.value),
    conflictFields: ['country', 'value'],
    mergeFields: ['label', 'labelFr'],
  });
  return { countries, regions };
}
