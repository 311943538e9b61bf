import { MikroORM } from '@mikro-orm/core';
import { OrganisationsService } from '../../src/organisations/organisations.service';
import { Address } from '../../src/organisations/entities/address.entity';
import { Organization } from '../../src/organisations/entities/organization.entity';
import { PaygPricePlan } from '../../src/organisations/entities/payg-price-plan.entity';
import { Country } from '../../src/countries/entities/country.entity';
import { Region } from '../../src/countries/entities/region.entity';
import { TokenService } from '../../src/auth/token.service';
import { User } from '../../src/users/entities/user.entity';
import { AppLanguage } from '../../src/common/language';
import { PRIVACY_POLICY_VERSION, TERMS_OF_SERVICE_VERSION } from '../../src/users/policies.util';
import { TestApp } from './test-app';

export const API = '/prod/api';

let counter = 0;
/** A fresh e-mail address for one test. */
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now().toString(36)}.${++counter}@example.com`;

/** An enterprise organisation with a PAYG plan (cents) and an Ontario address. */
export async function createOrganization(
  t: TestApp,
  overrides: { label?: string; pagePriceCents?: number; incentiveAfterPage?: number | null; incentivePagePriceCents?: number | null } = {},
): Promise<Organization> {
  const em = t.app.get(MikroORM).em.fork();
  const canada = await em.findOneOrFail(Country, { value: 'CA' });
  const ontario = await em.findOneOrFail(Region, { country: canada, value: 'ON' });
  const plan = em.create(PaygPricePlan, {
    pagePriceCents: overrides.pagePriceCents ?? 250,
    currency: 'CAD',
    incentiveAfterPage: overrides.incentiveAfterPage === undefined ? 50 : overrides.incentiveAfterPage,
    incentivePagePriceCents: overrides.incentivePagePriceCents === undefined ? 200 : overrides.incentivePagePriceCents,
  });
  const address = em.create(Address, { street: '1 Main St', city: 'Ottawa', region: ontario, country: canada, postalCode: 'K1A 0B1' });
  const organization = em.create(Organization, { label: overrides.label ?? `Org ${++counter}`, paygPricePlan: plan, address });
  await em.flush();
  return organization;
}

/** An invitation through the real service; answers the plain activation code too. */
export function invite(t: TestApp, params: { organizationId: number; email: string; language?: AppLanguage; isAccountManager?: boolean }) {
  return t.app.get(OrganisationsService).createEnterpriseRegistration({ language: 'en', ...params });
}

/** Invitation then registration over HTTP; answers the registered user JSON. */
export async function registerEnterpriseUser(
  t: TestApp,
  params: { organizationId: number; email?: string; password?: string; isAccountManager?: boolean; language?: AppLanguage },
): Promise<{ email: string; password: string; user: any }> {
  const email = params.email ?? uniqueEmail('enterprise');
  const password = params.password ?? 'correct horse battery';
  const { activationCode } = await invite(t, {
    organizationId: params.organizationId,
    email,
    isAccountManager: params.isAccountManager,
    language: params.language,
  });
  const res = await t
    .http()
    .post(`${API}/admin/enterprise/users/create`)
    .send({ email, activationCode, password, organizationId: params.organizationId })
    .expect(201);
  return { email, password, user: res.body.user };
}

/** Signs in over HTTP and answers the token. */
export async function login(t: TestApp, email: string, password: string): Promise<string> {
  const res = await t.http().post(`${API}/enterprise/users/login`).send({ email, password }).expect(200);
  return res.body.token;
}

/** A public (Google) customer created directly, with a token issued by the product's TokenService. */
export async function createPublicCustomer(
  t: TestApp,
  overrides: { email?: string; policies?: boolean; language?: AppLanguage } = {},
): Promise<{ user: User; token: string }> {
  const em = t.app.get(MikroORM).em.fork();
  const publicOrganization = await em.findOneOrFail(Organization, { isPublic: true });
  const email = overrides.email ?? uniqueEmail('public');
  const user = em.create(User, {
    email,
    googleSubject: `sub-${email}`,
    organization: publicOrganization,
    language: overrides.language ?? 'en',
    ...(overrides.policies
      ? {
          privacyPolicyVersion: PRIVACY_POLICY_VERSION,
          privacyPolicyAcceptedAt: new Date(),
          termsVersion: TERMS_OF_SERVICE_VERSION,
          termsAcceptedAt: new Date(),
        }
      : {}),
  });
  await em.flush();
  return { user, token: t.app.get(TokenService).issue(user.id) };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
