import './isolate-orm-metadata';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { Country } from '../../src/countries/entities/country.entity';
import { ENTITIES } from '../../src/database/entities';
import { seedDatabase } from '../../src/database/seeds/database.seeder';
import { Organization } from '../../src/organisations/entities/organization.entity';
import { PaygPricePlan } from '../../src/organisations/entities/payg-price-plan.entity';
import { TargetLanguage } from '../../src/translations/entities/target-language.entity';
import { FutureProduct } from '../../src/waitlist/entities/future-product.entity';
import { createMediumOrm, MediumOrm } from './medium-orm';

describe(`seed (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let ctx: MediumOrm;
  const fork = () => ctx.orm.em.fork();
  const rowCounts = async () => {
    const em = fork();
    return Object.fromEntries(await Promise.all(ENTITIES.map(async (entity) => [entity.name, await em.count(entity)])));
  };

  beforeAll(async () => {
    ctx = await createMediumOrm({ unseeded: true });
  });

  afterAll(async () => {
    await ctx?.close();
  });

  it('creates the reference data once; a second run writes nothing and duplicates nothing', async () => {
    const first = await seedDatabase(fork());
    expect(first).toEqual({
      countries: { created: 7, updated: 0 },
      regions: { created: 13 + 51 + 13 + 4 + 3 + 26 + 32, updated: 0 },
      targetLanguages: { created: 3, updated: 0 },
      futureProducts: { created: 3, updated: 0 },
      publicOrganization: { created: 1, updated: 0 },
    });
    const counts = await rowCounts();
    expect(counts).toMatchObject({ Country: 7, Region: 142, TargetLanguage: 3, FutureProduct: 3, Organization: 1, PaygPricePlan: 1 });

    const second = await seedDatabase(fork());
    for (const count of Object.values(second)) expect(count).toEqual({ created: 0, updated: 0 });
    expect(await rowCounts()).toEqual(counts);
  });

  it.each([
    ['CA', 'Canada', 'CAD', 13],
    ['US', 'United States', 'USD', 51],
    ['FR', 'France', 'EUR', 13],
    ['GB', 'United Kingdom', 'GBP', 4],
    ['BE', 'Belgium', 'EUR', 3],
    ['CH', 'Switzerland', 'CHF', 26],
    ['MX', 'Mexico', 'MXN', 32],
  ])('%s is %s in %s with %i regions', async (value, label, currency, regionCount) => {
    const country = await fork().findOneOrFail(Country, { value }, { populate: ['regions'] });
    expect(country).toMatchObject({ label, currency });
    expect(country.labelFr).toBeTruthy();
    expect(country.regions).toHaveLength(regionCount);
    for (const region of country.regions) expect(region.labelFr).toBeTruthy();
  });

  it('labels regions in both languages', async () => {
    const canada = await fork().findOneOrFail(Country, { value: 'CA' }, { populate: ['regions'] });
    expect(canada.regions.getItems().find((r) => r.value === 'QC')).toMatchObject({ label: 'Quebec', labelFr: 'Québec' });
  });

  it('creates the public organisation with the standard plan (2.95 CAD per page, no incentive)', async () => {
    const org = await fork().findOneOrFail(Organization, { isPublic: true }, { populate: ['paygPricePlan'] });
    expect(org.label).toBe('Public');
    expect(org.paygPricePlan).toMatchObject({
      pagePriceCents: 295,
      currency: 'CAD',
      incentiveAfterPage: null,
      incentivePagePriceCents: null,
    });
  });

  it('restores a changed seeded label but keeps an operator’s isActive choice', async () => {
    const em = fork();
    await em.nativeUpdate(Country, { value: 'CA' }, { labelFr: 'Kanada' });
    await em.nativeUpdate(TargetLanguage, { value: 'es' }, { isActive: false });
    await em.nativeUpdate(FutureProduct, { code: 'team-subscription' }, { isActive: false });

    const report = await seedDatabase(fork());
    expect(report.countries).toEqual({ created: 0, updated: 1 });
    expect(report.targetLanguages).toEqual({ created: 0, updated: 0 });
    const check = fork();
    expect((await check.findOneOrFail(Country, { value: 'CA' })).labelFr).toBe('Canada');
    expect((await check.findOneOrFail(TargetLanguage, { value: 'es' })).isActive).toBe(false);
    expect((await check.findOneOrFail(FutureProduct, { code: 'team-subscription' })).isActive).toBe(false);
    expect(await check.count(Country)).toBe(7);
  });

  it('allows only one public organisation (database constraint)', async () => {
    const em = fork();
    const plan = em.create(PaygPricePlan, { pagePriceCents: 100, currency: 'CAD' });
    em.create(Organization, { label: 'Second public', isPublic: true, paygPricePlan: plan });
    await expect(em.flush()).rejects.toBeInstanceOf(UniqueConstraintViolationException);

    const ok = fork();
    const plan2 = ok.create(PaygPricePlan, { pagePriceCents: 100, currency: 'CAD' });
    ok.create(Organization, { label: 'Enterprise', paygPricePlan: plan2 });
    await ok.flush();
    expect(await fork().count(Organization, { isPublic: false })).toBe(1);
  });
});
