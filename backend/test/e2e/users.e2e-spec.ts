import { MikroORM } from '@mikro-orm/core';
import { Country } from '../../src/countries/entities/country.entity';
import { Region } from '../../src/countries/entities/region.entity';
import { User } from '../../src/users/entities/user.entity';
import { API, bearer, createOrganization, createPublicCustomer, login, registerEnterpriseUser } from '../utils/accounts';
import { createTestApp, TestApp } from '../utils/test-app';

const USER_KEYS = ['billingAddress', 'email', 'id', 'isPrivacyPolicyAccepted', 'isTermsOfServiceAccepted', 'language', 'organization'];

describe('the user JSON and the account calls', () => {
  let t: TestApp;
  let canada: Country;
  let us: Country;
  let ontario: Region;
  let california: Region;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_REQUESTS: '1000' });
    const em = t.app.get(MikroORM).em.fork();
    canada = await em.findOneOrFail(Country, { value: 'CA' });
    us = await em.findOneOrFail(Country, { value: 'US' });
    ontario = await em.findOneOrFail(Region, { country: canada, value: 'ON' });
    california = await em.findOneOrFail(Region, { country: us, value: 'CA' });
  });
  afterAll(() => t.close());

  it('public customer: the public organisation with its 2.95 CAD plan, no accountManagerId', async () => {
    const { user, token } = await createPublicCustomer(t);
    const res = await t.http().get(`${API}/user`).set(bearer(token)).expect(200);
    expect(Object.keys(res.body.user).sort()).toEqual(USER_KEYS);
    expect(res.body.user).toEqual({
      id: user.id,
      email: user.email,
      language: { value: 'en' },
      billingAddress: null,
      organization: {
        id: expect.any(Number),
        label: 'Public',
        paygPricePlan: { id: expect.any(Number), pagePrice: 2.95, currency: { value: 'CAD' }, longDocIncentive: null },
      },
      isPrivacyPolicyAccepted: false,
      isTermsOfServiceAccepted: false,
    });
  });

  it('enterprise user and manager: their organisation plan with the long-document incentive; accountManagerId only for the manager', async () => {
    const org = await createOrganization(t, {
      label: 'Northwind',
      pagePriceCents: 250,
      incentiveAfterPage: 50,
      incentivePagePriceCents: 200,
    });
    const plain = await registerEnterpriseUser(t, { organizationId: org.id });
    const manager = await registerEnterpriseUser(t, { organizationId: org.id, isAccountManager: true });
    const expectedOrganization = {
      id: org.id,
      label: 'Northwind',
      paygPricePlan: {
        id: expect.any(Number),
        pagePrice: 2.5,
        currency: { value: 'CAD' },
        longDocIncentive: { afterPage: 50, pagePrice: 2 },
      },
    };
    const plainMe = (
      await t
        .http()
        .get(`${API}/auth/check`)
        .set(bearer(await login(t, plain.email, plain.password)))
        .expect(200)
    ).body.user;
    expect(Object.keys(plainMe).sort()).toEqual(USER_KEYS);
    expect(plainMe.organization).toEqual(expectedOrganization);
    const managerMe = (
      await t
        .http()
        .get(`${API}/auth/check`)
        .set(bearer(await login(t, manager.email, manager.password)))
        .expect(200)
    ).body.user;
    expect(Object.keys(managerMe).sort()).toEqual([...USER_KEYS, 'accountManagerId'].sort());
    expect(managerMe.accountManagerId).toEqual(expect.any(Number));
    expect(managerMe.organization).toEqual(expectedOrganization);
  });

  it('PATCH /user/language sets the language', async () => {
    const { user, token } = await createPublicCustomer(t);
    const res = await t.http().patch(`${API}/user/language`).set(bearer(token)).send({ language: 'fr' }).expect(200);
    expect(Object.keys(res.body)).toEqual(['user']);
    expect(res.body.user.language).toEqual({ value: 'fr' });
    expect((await t.app.get(MikroORM).em.fork().findOneOrFail(User, { id: user.id })).language).toBe('fr');
    // The user now speaks French, so the refusal is in French (messages follow the signed-in user's language).
    expect((await t.http().patch(`${API}/user/language`).set(bearer(token)).send({ language: 'de' }).expect(400)).body.detail).toBe(
      "La langue doit être l'anglais ou le français",
    );
    await t.http().patch(`${API}/user/language`).send({ language: 'en' }).expect(401);
  });

  it('POST /privacy/accept and /terms/accept store version, time and language and answer {user}', async () => {
    const { user, token } = await createPublicCustomer(t);
    const privacy = await t.http().post(`${API}/privacy/accept`).set(bearer(token)).send({ language: 'fr' }).expect(200);
    expect(Object.keys(privacy.body)).toEqual(['user']);
    expect(privacy.body.user).toMatchObject({ isPrivacyPolicyAccepted: true, isTermsOfServiceAccepted: false });
    const terms = await t.http().post(`${API}/terms/accept`).set(bearer(token)).send({ language: 'en' }).expect(200);
    expect(terms.body.user).toMatchObject({ isPrivacyPolicyAccepted: true, isTermsOfServiceAccepted: true });
    const stored = await t.app.get(MikroORM).em.fork().findOneOrFail(User, { id: user.id });
    expect(stored).toMatchObject({
      privacyPolicyVersion: '2025-01-23',
      privacyPolicyLanguage: 'fr',
      termsVersion: '2025-01-23',
      termsLanguage: 'en',
    });
    expect(Date.now() - stored.termsAcceptedAt!.getTime()).toBeLessThan(10_000);
    await t.http().post(`${API}/terms/accept`).set(bearer(token)).send({}).expect(400);
    await t.http().post(`${API}/privacy/accept`).send({ language: 'en' }).expect(401);
  });

  describe('PUT /users/billing-address', () => {
    const put = (token: string, body: Record<string, unknown>) =>
      t.http().put(`${API}/users/billing-address`).set(bearer(token)).send(body);

    it('stores a Canadian address with the postal code upper-cased and spaced, then replaces it', async () => {
      const { user, token } = await createPublicCustomer(t);
      const res = await put(token, {
        userId: user.id,
        street: ' 100 Queen St W ',
        city: 'Toronto',
        region: 'ON',
        postalCode: 'm5h2n2',
        countryId: canada.id,
      }).expect(200);
      expect(res.body.user.billingAddress).toEqual({
        id: expect.any(Number),
        street: '100 Queen St W',
        city: 'Toronto',
        region: { id: ontario.id, label: 'Ontario', value: 'ON' },
        postalCode: 'M5H 2N2',
        country: { id: canada.id, label: 'Canada', value: 'CA' },
        regionLabel: 'Ontario',
        countryLabel: 'Canada',
      });
      const again = await put(token, {
        userId: user.id,
        street: '1 Infinite Loop',
        city: 'Cupertino',
        region: 'CA',
        postalCode: '95014-2083',
        countryId: us.id,
      }).expect(200);
      expect(again.body.user.billingAddress).toMatchObject({
        id: res.body.user.billingAddress.id,
        postalCode: '95014-2083',
        region: { id: california.id, value: 'CA' },
        countryLabel: 'United States',
      });
      const me = await t.http().get(`${API}/user`).set(bearer(token)).expect(200);
      expect(me.body.user.billingAddress).toEqual(again.body.user.billingAddress);
    });

    it('labels the address in French for a French-speaking user', async () => {
      const { user, token } = await createPublicCustomer(t, { language: 'fr' });
      const res = await put(token, {
        userId: user.id,
        street: '1 rue Sainte-Catherine',
        city: 'Montréal',
        region: 'QC',
        postalCode: 'H2X 1K4',
        countryId: canada.id,
      }).expect(200);
      expect(res.body.user.billingAddress).toMatchObject({ regionLabel: 'Québec', countryLabel: 'Canada' });
    });

    it('refuses a bad postal code with the form message, a region of another country, an unknown country and blanks', async () => {
      const { user, token } = await createPublicCustomer(t);
      const base = {
        userId: user.id,
        street: '100 Queen St W',
        city: 'Toronto',
        region: 'ON',
        postalCode: 'M5H 2N2',
        countryId: canada.id,
      };
      expect((await put(token, { ...base, postalCode: '12345' }).expect(400)).body).toEqual({ detail: 'Invalid postal code' });
      expect((await put(token, { ...base, region: 'CA', countryId: us.id, postalCode: 'M5H 2N2' }).expect(400)).body).toEqual({
        detail: 'Invalid zip code',
      });
      expect((await put(token, { ...base, region: 'CA' }).expect(400)).body.detail).toBe('CA is not a region of Canada.');
      expect((await put(token, { ...base, region: 'ON', countryId: us.id, postalCode: '90210' }).expect(400)).body.detail).toBe(
        'ON is not a region of United States.',
      );
      expect((await put(token, { ...base, countryId: 99999 }).expect(400)).body.detail).toBe('Country not found.');
      expect((await put(token, { ...base, street: '  ', city: '' }).expect(400)).body.detail).toBe(
        'Street Address is required; City is required',
      );
      expect((await put(token, { ...base, postalCode: undefined }).expect(400)).body.detail).toBe('Required field');
      const me = await t.http().get(`${API}/user`).set(bearer(token)).expect(200);
      expect(me.body.user.billingAddress).toBeNull();
    });

    it("refuses another user's id with 403 and an anonymous caller with 401", async () => {
      const { token } = await createPublicCustomer(t);
      const other = await createPublicCustomer(t);
      const body = { userId: other.user.id, street: '1 Main', city: 'Ottawa', region: 'ON', postalCode: 'K1A 0B1', countryId: canada.id };
      expect((await put(token, body).expect(403)).body).toEqual({ detail: 'You can only change your own billing address.' });
      await t.http().put(`${API}/users/billing-address`).send(body).expect(401);
    });
  });
});
