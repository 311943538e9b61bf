import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { EntityManager, MikroORM } from '@mikro-orm/core';
import * as argon2 from 'argon2';
import { ARGON2_OPTIONS } from '../../auth/password-hasher';
import { AppConfig } from '../../config/app-config';
import { Country } from '../../countries/entities/country.entity';
import { Region } from '../../countries/entities/region.entity';
import { AccountManager } from '../../organisations/entities/account-manager.entity';
import { Address } from '../../organisations/entities/address.entity';
import { Contact } from '../../organisations/entities/contact.entity';
import { Organization } from '../../organisations/entities/organization.entity';
import { PaygPricePlan } from '../../organisations/entities/payg-price-plan.entity';
import { User } from '../../users/entities/user.entity';
import { EnterpriseRegistration } from '../../organisations/entities/enterprise-registration.entity';
import { INVITATION_TTL_MS, newActivationCode } from '../../organisations/activation-code.util';
import { invitationLink } from '../../organisations/invitation-mail.util';
import { buildOrmOptions } from '../orm.config';

export interface DemoAccount {
  email: string;
  password: string;
}

export interface DemoCredentials {
  manager: DemoAccount;
  user: DemoAccount;
  /** A pending invitation to Demo Enterprise, to try the registration page. */
  invitation: { email: string; activationCode: string };
}

export const DEMO_ORGANIZATION = 'Demo Enterprise';
export const DEMO_MANAGER_EMAIL = 'manager@pagetranslate.local';
export const DEMO_USER_EMAIL = 'user@pagetranslate.local';
export const DEMO_INVITEE_EMAIL = 'invitee@pagetranslate.local';

/** Passwords generated once and kept (mode 600) in VAR_DIR/dev-credentials.json, so they stay the same across starts. */
export function demoCredentials(varDir: string): DemoCredentials {
  const file = join(varDir, 'dev-credentials.json');
  if (existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as Partial<DemoCredentials>;
    if (saved.manager?.password && saved.user?.password && saved.invitation?.activationCode) {
      return {
        manager: { email: DEMO_MANAGER_EMAIL, password: saved.manager.password },
        user: { email: DEMO_USER_EMAIL, password: saved.user.password },
        invitation: { email: DEMO_INVITEE_EMAIL, activationCode: saved.invitation.activationCode },
      };
    }
  }
  const created: DemoCredentials = {
    manager: { email: DEMO_MANAGER_EMAIL, password: randomBytes(12).toString('base64url') },
    user: { email: DEMO_USER_EMAIL, password: randomBytes(12).toString('base64url') },
    invitation: { email: DEMO_INVITEE_EMAIL, activationCode: newActivationCode() },
  };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(created, null, 2)}\n`, { mode: 0o600 });
  return created;
}

/**
 * Development sign-in data, idempotent: the organisation "Demo Enterprise" (Ontario address, PAYG 2.50 CAD and
 * 2.00 from page 51, a contact) managed by a demo account manager, and an enterprise user; both passwords are the
 * ones in `credentials` (a password changed by hand is set back).
 */
export async function ensureDemoAccounts(em: EntityManager, credentials: DemoCredentials): Promise<void> {
  let organization = await em.findOne(Organization, { label: DEMO_ORGANIZATION, isPublic: false });
  if (!organization) {
    const canada = await em.findOneOrFail(Country, { value: 'CA' });
    const ontario = await em.findOneOrFail(Region, { country: canada, value: 'ON' });
    organization = em.create(Organization, {
      label: DEMO_ORGANIZATION,
      address: em.create(Address, { street: '100 Queen St W', city: 'Toronto', region: ontario, country: canada, postalCode: 'M5H 2N2' }),
      paygPricePlan: em.create(PaygPricePlan, {
        pagePriceCents: 250,
        currency: 'CAD',
        incentiveAfterPage: 50,
        incentivePagePriceCents: 200,
      }),
    });
    em.create(Contact, { organization, name: 'Dana Demo', email: 'dana@demo-enterprise.local', phone: '+1 416 555 0100' });
  }
  const manager = await ensureUser(em, credentials.manager, organization);
  const managerRole = (await em.findOne(AccountManager, { user: manager })) ?? em.create(AccountManager, { user: manager });
  organization.accountManager ??= managerRole;
  await ensureUser(em, credentials.user, organization);
  await ensureInvitation(em, credentials.invitation, organization);
  await em.flush();
}

/** Keeps one open invitation for the demo invitee until someone registers with it (then it is left alone). */
async function ensureInvitation(em: EntityManager, invitation: DemoCredentials['invitation'], organization: Organization): Promise<void> {
  const existing = await em.findOne(EnterpriseRegistration, { email: invitation.email, organization }, { orderBy: { id: 'desc' } });
  if (existing?.isRegistered) return;
  const expiresAt = new Date(Date.now() + INVITATION_TTL_MS);
  const activationCodeHash = await argon2.hash(invitation.activationCode, ARGON2_OPTIONS);
  if (existing) Object.assign(existing, { activationCodeHash, expiresAt });
  else
    em.create(EnterpriseRegistration, {
      organization,
      email: invitation.email,
      language: 'en',
      activationCodeHash,
      expiresAt,
      isDelivered: true,
    });
}

async function ensureUser(em: EntityManager, account: DemoAccount, organization: Organization): Promise<User> {
  const existing = await em.findOne(User, { email: account.email });
  if (!existing)
    return em.create(User, { email: account.email, organization, passwordHash: await argon2.hash(account.password, ARGON2_OPTIONS) });
  if (!existing.passwordHash || !(await argon2.verify(existing.passwordHash, account.password))) {
    existing.passwordHash = await argon2.hash(account.password, ARGON2_OPTIONS);
  }
  return existing;
}

/**
 * `npm start` (DEV_FEATURES): makes sure the demo accounts exist (after migrations) and answers the lines
 * main.ts prints. Never without development features; a failure is reported, not fatal.
 */
export async function seedDemoAccounts(config: AppConfig): Promise<string[]> {
  if (!config.DEV_FEATURES) return [];
  try {
    const credentials = demoCredentials(config.VAR_DIR);
    const orm = await MikroORM.init(buildOrmOptions({ databaseUrl: config.DATABASE_URL, sqlitePath: config.sqlitePath }));
    let organizationId: number | undefined;
    try {
      await orm.em.fork().transactional((tx) => ensureDemoAccounts(tx, credentials));
      organizationId = (await orm.em.fork().findOneOrFail(Organization, { label: DEMO_ORGANIZATION, isPublic: false })).id;
    } finally {
      await orm.close(true);
    }
    return [
      `  Demo sign-in (${config.publicUrl}/enterprise/login; kept in ${join(config.VAR_DIR, 'dev-credentials.json')}):`,
      `    account manager  ${credentials.manager.email}  ${credentials.manager.password}`,
      `    enterprise user  ${credentials.user.email}  ${credentials.user.password}`,
      `    invitation       ${invitationLink({ publicUrl: config.publicUrl, email: credentials.invitation.email, organizationId: organizationId, language: 'en' })}  activation code ${credentials.invitation.activationCode}`,
    ];
  } catch (err) {
    return [`  Demo accounts not created: ${err instanceof Error ? err.message : String(err)}`];
  }
}
