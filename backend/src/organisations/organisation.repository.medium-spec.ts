import '../../test/medium/isolate-orm-metadata';
import { randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/core';
import { createMediumOrm, MediumOrm } from '../../test/medium/medium-orm';
import { Country } from '../countries/entities/country.entity';
import { User } from '../users/entities/user.entity';
import { AccountManager } from './entities/account-manager.entity';
import { Organization } from './entities/organization.entity';
import { OrganisationRepository } from './organisation.repository';

describe(`OrganisationRepository (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let ctx: MediumOrm;
  const unique = () => randomBytes(4).toString('hex');

  beforeAll(async () => {
    ctx = await createMediumOrm();
  });
  afterAll(() => ctx.close());

  /** A repository over one entity manager, as one request has (the portal's calls work in the request's). */
  function request(): { em: EntityManager; repo: OrganisationRepository } {
    const em = ctx.orm.em.fork();
    return { em, repo: new OrganisationRepository(em) };
  }

  async function manager(em: EntityManager): Promise<AccountManager> {
    const user = em.create(User, { email: `manager-${unique()}@example.com` });
    const accountManager = em.create(AccountManager, { user });
    await em.flush();
    return accountManager;
  }

  async function create(repo: OrganisationRepository, accountManager: AccountManager, label: string): Promise<number> {
    const country = (await repo.findCountry('CA'))!;
    const region = (await repo.findRegion(country, 'ON'))!;
    return repo.insert({
      label,
      accountManager,
      plan: { pagePriceCents: 250, currency: country.currency, incentiveAfterPage: null, incentivePagePriceCents: null },
      address: { street: '1 Main St', city: 'Ottawa', region, country, postalCode: 'K1A 0B1' },
      contact: { name: 'Ada', email: 'ada@example.com', phone: null },
    });
  }

  it('finds a country and only its own regions', async () => {
    const { repo } = request();
    const canada = (await repo.findCountry('CA')) as Country;
    expect(canada.value).toBe('CA');
    expect((await repo.findRegion(canada, 'ON'))?.value).toBe('ON');
    expect(await repo.findRegion(canada, 'ZZ')).toBeNull();
    expect(await repo.findCountry('ZZ')).toBeNull();
  });

  it('inserts an organisation with its address, plan and contact, and reads it back for the view', async () => {
    const { em, repo } = request();
    const owner = await manager(em);
    const id = await create(repo, owner, 'Acme');
    const stored = await request().repo.findForView(id);
    expect(stored.label).toBe('Acme');
    expect(stored.address?.region.value).toBe('ON');
    expect(stored.paygPricePlan.pagePriceCents).toBe(250);
    expect(stored.contacts.getItems().map((c) => c.name)).toEqual(['Ada']);
  });

  it('reaches an organisation through its manager only, or any with no manager given', async () => {
    const { em, repo } = request();
    const owner = await manager(em);
    const other = await manager(em);
    const id = await create(repo, owner, 'Reachable');
    expect((await request().repo.findReachable(id, owner.id))?.id).toBe(id);
    expect(await request().repo.findReachable(id, other.id)).toBeNull();
    expect((await request().repo.findReachable(id, null))?.id).toBe(id);
    expect((await request().repo.findOfManager(owner.id)).map((o) => o.id)).toEqual([id]);
  });

  it('updates a plan reached through its manager', async () => {
    const { em, repo } = request();
    const owner = await manager(em);
    const id = await create(repo, owner, 'Priced');
    const planId = (await request().repo.findForView(id)).paygPricePlan.id;
    const other = await manager(em);
    expect(await repo.findByPlanOfManager(planId, other.id)).toBeNull();
    const organization = (await repo.findByPlanOfManager(planId, owner.id)) as Organization;
    await repo.updatePlan(organization.paygPricePlan, { pagePriceCents: 300, incentiveAfterPage: 50, incentivePagePriceCents: 200 });
    expect((await request().repo.findForView(id)).paygPricePlan).toMatchObject({ pagePriceCents: 300, incentivePagePriceCents: 200 });
  });

  it('pages a manager’s organisations: label filter without case and with its wildcards taken literally, label sort', async () => {
    const { em, repo } = request();
    const owner = await manager(em);
    const ids: Record<string, number> = {};
    for (const label of ['beta 100%', 'Alpha', 'alpha_x', 'Gamma']) ids[label] = await create(repo, owner, label);
    const page = (q?: string, order: 'asc' | 'desc' = 'asc') =>
      request().repo.findPage({ accountManagerId: owner.id, q }, { field: 'label', order }, { limit: 10, offset: 0 });
    const [all, total] = await page();
    expect(total).toBe(4);
    expect(all.map((o) => o.label)).toEqual(['Alpha', 'alpha_x', 'beta 100%', 'Gamma']);
    expect(all[0].address?.country.value).toBe('CA'); // populated for the view
    expect((await page('ALPHA'))[0].map((o) => o.label)).toEqual(['Alpha', 'alpha_x']);
    expect((await page('0%'))[0].map((o) => o.label)).toEqual(['beta 100%']);
    expect((await page('a_'))[0].map((o) => o.label)).toEqual(['alpha_x']);
    const [byId] = await request().repo.findPage(
      { accountManagerId: owner.id, ids: [ids.Gamma, ids.Alpha] },
      { field: 'id', order: 'desc' },
      { limit: 1, offset: 0 },
    );
    expect(byId.map((o) => o.label)).toEqual(['Gamma']);
  });

  it('records an invitation and whether its mail went out', async () => {
    const { em, repo } = request();
    const id = await create(repo, await manager(em), 'Inviting');
    expect((await repo.findById(id))?.label).toBe('Inviting');
    const registration = await repo.insertRegistration({
      organizationId: id,
      email: `invitee-${unique()}@example.com`,
      language: 'fr',
      activationCodeHash: 'hash',
      expiresAt: new Date(Date.now() + 60_000),
      isAccountManager: false,
    });
    expect(registration.isDelivered).toBe(false);
    await repo.setDelivered(registration, true);
    expect(registration.isDelivered).toBe(true);
    const stored = (await request().repo.findForView(id)).enterpriseRegistrations.getItems();
    expect(stored.map((r) => [r.id, r.isDelivered, r.language])).toEqual([[registration.id, true, 'fr']]);
    expect(await repo.isEmailRegistered(registration.email)).toBe(false);
  });
});
