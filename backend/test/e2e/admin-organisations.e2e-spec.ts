import { MikroORM } from '@mikro-orm/core';
import { AccountManager } from '../../src/organisations/entities/account-manager.entity';
import { Contact } from '../../src/organisations/entities/contact.entity';
import { Organization } from '../../src/organisations/entities/organization.entity';
import { API, bearer, createOrganization, createPublicCustomer, login, registerEnterpriseUser } from '../utils/accounts';
import { createManagedOrganization, createManager, TestManager } from '../utils/account-managers';
import { createTestApp, TestApp } from '../utils/test-app';
import { enableSecondFactor } from '../utils/second-factor';

const ADMIN_EMAIL = 'internal.admin@example.com';
const NOT_A_MANAGER = { detail: 'User is not an account manager' };
const OTHER_MANAGER = { detail: 'You can only use your own account manager id.' };
const ORG_NOT_FOUND = { detail: 'Organization not found' };

/** A valid create-organisation payload (spec 3) for `manager`, with overrides merged one level deep. */
function createPayload(manager: TestManager, overrides: Record<string, any> = {}) {
  const base = {
    label: 'Acme Translations',
    paygPagePrice: 2.5,
    longDocIncentivePrice: 1.5,
    contact: { name: 'Jane Doe', email: 'jane@acme.test', phone: '+1 613 555 0100' },
    address: { street: '100 Queen St W', city: 'Toronto', regionValue: 'ON', postalCode: 'm5h2n2' },
    accountManagerId: manager.accountManagerId,
  };
  return {
    ...base,
    ...overrides,
    contact: overrides.contact === undefined ? base.contact : overrides.contact === null ? null : { ...base.contact, ...overrides.contact },
    address: overrides.address === undefined ? base.address : overrides.address === null ? null : { ...base.address, ...overrides.address },
  };
}

describe('account-manager portal: organisations and pricing', () => {
  let t: TestApp;
  let a: TestManager;
  let b: TestManager;
  let admin: TestManager;
  const orm = () => t.app.get(MikroORM).em.fork();
  const get = (path: string, token: string) => t.http().get(`${API}${path}`).set(bearer(token));
  const create = (token: string, body: unknown) =>
    t
      .http()
      .post(`${API}/admin/accounts`)
      .set(bearer(token))
      .send(body as object);
  const updatePlan = (token: string, body: unknown) =>
    t
      .http()
      .put(`${API}/admin/enterprise-accounts/payg-price-plan`)
      .set(bearer(token))
      .send(body as object);

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_REQUESTS: '1000', INTERNAL_ADMIN_EMAILS: ADMIN_EMAIL });
    a = await createManager(t);
    b = await createManager(t);
    admin = await createManager(t, { email: ADMIN_EMAIL });
    await enableSecondFactor(t, admin.user.id); // internal admins work with two-step sign-in on (issue 2.1)
  });
  afterAll(() => t.close());

  describe('GET /admin/account-managers/{id}', () => {
    it('answers the caller as a manager; isInternalAdmin only for INTERNAL_ADMIN_EMAILS', async () => {
      const res = await get(`/admin/account-managers/${a.accountManagerId}`, a.token).expect(200);
      expect(res.body).toEqual({
        id: a.accountManagerId,
        userId: a.user.id,
        email: a.email,
        isInternalAdmin: false,
        createdAt: expect.any(String),
      });
      expect(Number.isNaN(Date.parse(res.body.createdAt))).toBe(false);
      expect((await get(`/admin/account-managers/${admin.accountManagerId}`, admin.token).expect(200)).body.isInternalAdmin).toBe(true);
    });

    it("refuses another manager's id, a non-numeric id, a non-manager and a missing token", async () => {
      expect((await get(`/admin/account-managers/${b.accountManagerId}`, a.token).expect(403)).body).toEqual(OTHER_MANAGER);
      expect((await get('/admin/account-managers/abc', a.token).expect(403)).body).toEqual(OTHER_MANAGER);
      const customer = await createPublicCustomer(t, { policies: true });
      expect((await get(`/admin/account-managers/${a.accountManagerId}`, customer.token).expect(403)).body).toEqual(NOT_A_MANAGER);
      await t.http().get(`${API}/admin/account-managers/${a.accountManagerId}`).expect(401);
    });

    it('works for a manager who registered from an account-manager invitation and signed in', async () => {
      const org = await createOrganization(t);
      const registered = await registerEnterpriseUser(t, { organizationId: org.id, isAccountManager: true });
      const token = await login(t, registered.email, registered.password);
      const id = registered.user.accountManagerId;
      expect((await orm().findOneOrFail(AccountManager, { id }, { populate: ['user'] })).user.email).toBe(registered.email);
      expect((await get(`/admin/account-managers/${id}`, token).expect(200)).body.email).toBe(registered.email);
    });
  });

  describe('POST /admin/accounts', () => {
    it('creates the organisation, address, contact and plan in the country currency, incentive from page 51', async () => {
      const res = await create(a.token, createPayload(a)).expect(201);
      expect(Object.keys(res.body)).toEqual(['organization']);
      const organization = res.body.organization;
      expect(organization).toEqual({
        id: expect.any(Number),
        label: 'Acme Translations',
        address: {
          street: '100 Queen St W',
          city: 'Toronto',
          region: { label: 'Ontario', value: 'ON' },
          postalCode: 'M5H 2N2',
          country: { label: 'Canada', value: 'CA' },
        },
        paygPricePlan: {
          id: expect.any(Number),
          pagePrice: 2.5,
          currency: { value: 'CAD' },
          longDocIncentive: { afterPage: 50, pagePrice: 1.5 },
        },
        contacts: [{ id: expect.any(Number), name: 'Jane Doe', email: 'jane@acme.test', phone: '+1 613 555 0100' }],
        enterpriseRegistrations: [],
      });
      const row = await orm().findOneOrFail(Organization, { id: organization.id }, { populate: ['paygPricePlan', 'accountManager'] });
      expect(row.accountManager?.id).toBe(a.accountManagerId);
      expect(row.isPublic).toBe(false);
      expect(row.paygPricePlan).toMatchObject({
        pagePriceCents: 250,
        currency: 'CAD',
        incentiveAfterPage: 50,
        incentivePagePriceCents: 150,
      });
    });

    it('uses the country given (US: USD, a state), no incentive when none is given, and a contact with a phone only', async () => {
      const res = await create(
        a.token,
        createPayload(a, {
          label: '  Globex  ',
          longDocIncentivePrice: null,
          contact: { name: 'Hank', email: '', phone: '555-0100' },
          address: { street: '1 Infinite Loop', city: 'Cupertino', regionValue: 'ca', postalCode: '95014', countryValue: 'US' },
        }),
      ).expect(201);
      const organization = res.body.organization;
      expect(organization.label).toBe('Globex');
      expect(organization.address).toMatchObject({
        region: { value: 'CA', label: 'California' },
        country: { value: 'US' },
        postalCode: '95014',
      });
      expect(organization.paygPricePlan).toMatchObject({ pagePrice: 2.5, currency: { value: 'USD' }, longDocIncentive: null });
      expect(organization.contacts).toEqual([{ id: expect.any(Number), name: 'Hank', email: null, phone: '555-0100' }]);
      // Without longDocIncentivePrice at all: no incentive either; the minimum 0.75 is allowed.
      const minimum = await create(a.token, { ...createPayload(a, { paygPagePrice: 0.75 }), longDocIncentivePrice: undefined }).expect(201);
      expect(minimum.body.organization.paygPricePlan).toMatchObject({ pagePrice: 0.75, longDocIncentive: null });
    });

    it("answers labels in the manager's language", async () => {
      const french = await createManager(t, { language: 'fr' });
      const res = await create(
        french.token,
        createPayload(french, { address: { regionValue: 'QC', postalCode: 'H2X 1Y4', city: 'Montréal' } }),
      ).expect(201);
      expect(res.body.organization.address).toMatchObject({
        region: { label: 'Québec', value: 'QC' },
        country: { label: 'Canada', value: 'CA' },
      });
    });

    it.each([
      ['a missing name', 'Organization name is required', { label: '' }],
      ['a blank name', 'Organization name is required', { label: '   ' }],
      ['a missing page price', 'Page price is required', { paygPagePrice: null }],
      ['a page price below 0.75', 'Price must be above 0.75', { paygPagePrice: 0.74 }],
      ['a negative page price', 'Price must be above 0.75', { paygPagePrice: -1 }],
      ['a price with 3 decimals', 'Enter a price with at most 2 decimals', { paygPagePrice: 2.555 }],
      ['an incentive below 0.50', 'Price must be above 0.50', { longDocIncentivePrice: 0.49 }],
      [
        'an incentive equal to the base price',
        'LDI price must be less than the base price',
        { paygPagePrice: 2, longDocIncentivePrice: 2 },
      ],
      ['a missing contact name', 'Contact name is required', { contact: { name: '' } }],
      ['an invalid contact e-mail', 'Invalid email', { contact: { email: 'jane@' } }],
      ['a contact without e-mail or phone', 'Either email or phone is required', { contact: { email: '', phone: '' } }],
      [
        'a contact without e-mail or phone fields',
        'Either email or phone is required',
        { contact: { email: undefined, phone: undefined } },
      ],
      ['a missing street', 'Street is required', { address: { street: '' } }],
      ['a missing city', 'City is required', { address: { city: ' ' } }],
      ['a missing region', 'Region is required', { address: { regionValue: '' } }],
      ['a missing postal code', 'Postal code is required', { address: { postalCode: '' } }],
      ['a malformed Canadian postal code', 'Invalid postal code', { address: { postalCode: '12345' } }],
      ['a blank country', 'Country is required', { address: { countryValue: '' } }],
      ['a text price', 'paygPagePrice must be a number', { paygPagePrice: true }],
      ['a price above 10000', 'paygPagePrice must be at most 10000.00', { paygPagePrice: 10000.01 }],
      ['a name too long', 'label must be at most 255 characters', { label: 'x'.repeat(256) }],
      ['a phone too long', 'contact.phone must be at most 32 characters', { contact: { phone: '1'.repeat(33) } }],
      ['an unknown field', 'property extra should not exist', { extra: 1 }],
      ['an unknown contact field', 'property fax should not exist', { contact: { fax: '1' } }],
    ])('refuses %s with 400 "%s"', async (_case, detail, overrides) => {
      const before = await orm().count(Organization, {});
      const res = await create(a.token, createPayload(a, overrides)).expect(400);
      expect(res.body).toEqual({ detail });
      expect(await orm().count(Organization, {})).toBe(before);
    });

    it('names every failing rule in form order, the first one first', async () => {
      const res = await create(a.token, { accountManagerId: a.accountManagerId }).expect(400);
      expect(res.body.detail).toBe(
        [
          'Organization name is required',
          'Page price is required',
          'Contact name is required',
          'Either email or phone is required',
          'Street is required',
          'City is required',
          'Region is required',
          'Postal code is required',
        ].join('; '),
      );
      const nulls = await create(a.token, { ...createPayload(a), contact: null, address: null }).expect(400);
      expect(nulls.body.detail).toBe(
        [
          'Contact name is required',
          'Either email or phone is required',
          'Street is required',
          'City is required',
          'Region is required',
          'Postal code is required',
        ].join('; '),
      );
    });

    it('refuses an unknown country and a region of another country', async () => {
      expect((await create(a.token, createPayload(a, { address: { countryValue: 'ZZ' } })).expect(400)).body).toEqual({
        detail: 'Country not found.',
      });
      expect((await create(a.token, createPayload(a, { address: { regionValue: 'NY' } })).expect(400)).body).toEqual({
        detail: 'NY is not a region of Canada.',
      });
    });

    it("refuses another manager's accountManagerId (403), a non-manager (403) and no token (401)", async () => {
      expect((await create(a.token, createPayload(b)).expect(403)).body).toEqual(OTHER_MANAGER);
      expect((await create(a.token, { ...createPayload(a), accountManagerId: 'x' }).expect(400)).body).toEqual({
        detail: 'accountManagerId must be your account manager id',
      });
      const customer = await createPublicCustomer(t, { policies: true });
      expect((await create(customer.token, createPayload(a)).expect(403)).body).toEqual(NOT_A_MANAGER);
      await t.http().post(`${API}/admin/accounts`).send(createPayload(a)).expect(401);
      expect(await orm().count(Contact, { name: 'Jane Doe', organization: { accountManager: b.accountManagerId } })).toBe(0);
    });
  });

  describe('GET /admin/account-manager/{id}/accounts and /account-details/{organizationId}', () => {
    it("lists only the caller's organisations, newest first, and shows one with its registrations", async () => {
      const m = await createManager(t);
      const older = await createManagedOrganization(t, m.accountManagerId, { label: 'Older' });
      await orm().nativeUpdate(Organization, { id: older.id }, { createdAt: new Date(Date.now() - 3600_000) });
      const newer = (await create(m.token, createPayload(m, { label: 'Newer' })).expect(201)).body.organization;
      await createManagedOrganization(t, b.accountManagerId, { label: 'Not mine' });
      await t
        .http()
        .post(`${API}/admin/account-managers/enterprise-registrations`)
        .set(bearer(m.token))
        .send({ organizationId: newer.id, email: 'invitee@acme.test', language: 'en', isAccountManager: false })
        .expect(201);

      const list = await get(`/admin/account-manager/${m.accountManagerId}/accounts`, m.token).expect(200);
      expect(Object.keys(list.body)).toEqual(['organizations']);
      expect(list.body.organizations.map((o: any) => o.label)).toEqual(['Newer', 'Older']);
      expect(list.body.organizations[1].paygPricePlan).toEqual({
        id: expect.any(Number),
        pagePrice: 2.5,
        currency: { value: 'CAD' },
        longDocIncentive: { afterPage: 50, pagePrice: 2 },
      });

      const details = await get(`/admin/account-manager/account-details/${newer.id}`, m.token).expect(200);
      expect(details.body).toEqual({
        ...newer,
        enterpriseRegistrations: [
          { id: expect.any(Number), email: 'invitee@acme.test', isDelivered: true, isRegistered: false, createdAt: expect.any(String) },
        ],
      });
      const empty = await createManager(t);
      expect((await get(`/admin/account-manager/${empty.accountManagerId}/accounts`, empty.token).expect(200)).body).toEqual({
        organizations: [],
      });
    });

    it("refuses another manager's list (403) and organisation (404, as unknown ones); the internal admin reads any", async () => {
      const bOrg = await createManagedOrganization(t, b.accountManagerId);
      expect((await get(`/admin/account-manager/${b.accountManagerId}/accounts`, a.token).expect(403)).body).toEqual(OTHER_MANAGER);
      expect((await get(`/admin/account-manager/account-details/${bOrg.id}`, a.token).expect(404)).body).toEqual(ORG_NOT_FOUND);
      expect((await get('/admin/account-manager/account-details/999999', a.token).expect(404)).body).toEqual(ORG_NOT_FOUND);
      expect((await get('/admin/account-manager/account-details/abc', a.token).expect(404)).body).toEqual(ORG_NOT_FOUND);
      expect((await get(`/admin/account-manager/account-details/${bOrg.id}`, admin.token).expect(200)).body.id).toBe(bOrg.id);
      const customer = await createPublicCustomer(t, { policies: true });
      expect((await get(`/admin/account-manager/account-details/${bOrg.id}`, customer.token).expect(403)).body).toEqual(NOT_A_MANAGER);
      expect((await get(`/admin/account-manager/${a.accountManagerId}/accounts`, customer.token).expect(403)).body).toEqual(NOT_A_MANAGER);
    });
  });

  describe('PUT /admin/enterprise-accounts/payg-price-plan', () => {
    it('sets the base price and incentive (from page 51), removes the incentive with null, and answers the organisation', async () => {
      const org = (await create(a.token, createPayload(a, { longDocIncentivePrice: null })).expect(201)).body.organization;
      const planId = org.paygPricePlan.id;
      const set = await updatePlan(a.token, { id: planId, pagePrice: 3, ldiPagePrice: 2 }).expect(200);
      expect(Object.keys(set.body)).toEqual(['organization']);
      expect(set.body.organization).toEqual({
        ...org,
        paygPricePlan: { id: planId, pagePrice: 3, currency: { value: 'CAD' }, longDocIncentive: { afterPage: 50, pagePrice: 2 } },
      });
      const minimum = await updatePlan(a.token, { id: planId, pagePrice: 1, ldiPagePrice: 0.5 }).expect(200);
      expect(minimum.body.organization.paygPricePlan).toMatchObject({ pagePrice: 1, longDocIncentive: { afterPage: 50, pagePrice: 0.5 } });
      const removed = await updatePlan(a.token, { id: planId, pagePrice: 2.95, ldiPagePrice: null }).expect(200);
      expect(removed.body.organization.paygPricePlan).toMatchObject({ pagePrice: 2.95, longDocIncentive: null });
      const row = await orm().findOneOrFail(Organization, { id: org.id }, { populate: ['paygPricePlan'] });
      expect(row.paygPricePlan).toMatchObject({ pagePriceCents: 295, incentiveAfterPage: null, incentivePagePriceCents: null });
    });

    it.each([
      ['a missing base price', 'Base price is required', { pagePrice: null }],
      ['a base price below 1.00', 'Base price must be at least $1.00', { pagePrice: 0.99 }],
      ['an incentive below 0.50', 'Base price must be at least $0.50', { ldiPagePrice: 0.49 }],
      ['an incentive equal to the base price', 'LDI price must be less than the base price', { pagePrice: 2, ldiPagePrice: 2 }],
      ['an incentive above the base price', 'LDI price must be less than the base price', { pagePrice: 2, ldiPagePrice: 2.5 }],
      ['a missing id', 'id must be a price plan id', { id: undefined }],
      ['a base price above 10000', 'pagePrice must be at most 10000.00', { pagePrice: 1e9, ldiPagePrice: null }],
    ])('refuses %s with 400 "%s"', async (_case, detail, overrides) => {
      const org = await createManagedOrganization(t, a.accountManagerId);
      const res = await updatePlan(a.token, { id: org.paygPricePlan.id, pagePrice: 3, ldiPagePrice: 2, ...overrides }).expect(400);
      expect(res.body).toEqual({ detail });
      const row = await orm().findOneOrFail(Organization, { id: org.id }, { populate: ['paygPricePlan'] });
      expect(row.paygPricePlan.pagePriceCents).toBe(250);
    });

    it("refuses another manager's plan, the public plan and an unknown plan with 404, and a non-manager with 403", async () => {
      const bOrg = await createManagedOrganization(t, b.accountManagerId);
      const notFound = { detail: 'Price plan not found' };
      expect((await updatePlan(a.token, { id: bOrg.paygPricePlan.id, pagePrice: 5, ldiPagePrice: null }).expect(404)).body).toEqual(
        notFound,
      );
      const publicOrg = await orm().findOneOrFail(Organization, { isPublic: true });
      expect(
        (await updatePlan(admin.token, { id: publicOrg.paygPricePlan.id, pagePrice: 5, ldiPagePrice: null }).expect(404)).body,
      ).toEqual(notFound);
      expect((await updatePlan(a.token, { id: 999999, pagePrice: 5, ldiPagePrice: null }).expect(404)).body).toEqual(notFound);
      const customer = await createPublicCustomer(t, { policies: true });
      expect((await updatePlan(customer.token, { id: bOrg.paygPricePlan.id, pagePrice: 5, ldiPagePrice: null }).expect(403)).body).toEqual(
        NOT_A_MANAGER,
      );
      const row = await orm().findOneOrFail(Organization, { id: bOrg.id }, { populate: ['paygPricePlan'] });
      expect(row.paygPricePlan.pagePriceCents).toBe(250);
    });
  });
});
