import './isolate-orm-metadata';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as argon2 from 'argon2';
import { loadConfig } from '../../src/config/app-config';
import { EnterpriseRegistration } from '../../src/organisations/entities/enterprise-registration.entity';
import { demoCredentials, ensureDemoAccounts, seedDemoAccounts } from '../../src/database/seeds/demo-accounts.seeder';
import { AccountManager } from '../../src/organisations/entities/account-manager.entity';
import { Contact } from '../../src/organisations/entities/contact.entity';
import { Organization } from '../../src/organisations/entities/organization.entity';
import { User } from '../../src/users/entities/user.entity';
import { createMediumOrm, MediumOrm } from './medium-orm';

describe(`demo accounts for npm start (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let ctx: MediumOrm;
  let varDir: string;

  beforeAll(async () => {
    ctx = await createMediumOrm();
    varDir = mkdtempSync(join(tmpdir(), 'pt-demo-'));
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(varDir, { recursive: true, force: true });
  });

  it('keeps generated passwords in dev-credentials.json (mode 600) and reuses them', () => {
    const first = demoCredentials(varDir);
    expect(first.manager.email).toBe('manager@pagetranslate.local');
    expect(first.user.email).toBe('user@pagetranslate.local');
    expect(first.manager.password).toMatch(/^[\w-]{16}$/);
    expect(first.user.password).not.toBe(first.manager.password);
    expect(demoCredentials(varDir)).toEqual(first);
    const file = join(varDir, 'dev-credentials.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('creates the organisation, its manager and an enterprise user once, with those passwords', async () => {
    const credentials = demoCredentials(varDir);
    await ctx.orm.em.fork().transactional((tx) => ensureDemoAccounts(tx, credentials));
    await ctx.orm.em.fork().transactional((tx) => ensureDemoAccounts(tx, credentials));
    const em = ctx.orm.em.fork();
    const orgs = await em.find(
      Organization,
      { label: 'Demo Enterprise' },
      { populate: ['paygPricePlan', 'address.region', 'accountManager.user'] },
    );
    expect(orgs).toHaveLength(1);
    const [org] = orgs;
    expect(org.paygPricePlan).toMatchObject({ pagePriceCents: 250, currency: 'CAD', incentiveAfterPage: 50, incentivePagePriceCents: 200 });
    expect(org.address?.region.value).toBe('ON');
    expect(org.accountManager?.user.email).toBe('manager@pagetranslate.local');
    expect(await em.count(Contact, { organization: org })).toBe(1);
    expect(await em.count(AccountManager, {})).toBe(1);
    for (const account of [credentials.manager, credentials.user]) {
      const user = await em.findOneOrFail(User, { email: account.email }, { populate: ['organization'] });
      expect(user.organization?.id).toBe(org.id);
      expect(await argon2.verify(user.passwordHash!, account.password)).toBe(true);
    }
    const invitations = await em.find(EnterpriseRegistration, { email: credentials.invitation.email });
    expect(invitations).toHaveLength(1);
    expect(invitations[0]).toMatchObject({ isRegistered: false });
    expect(invitations[0].organization.id).toBe(org.id);
    expect(await argon2.verify(invitations[0].activationCodeHash, credentials.invitation.activationCode)).toBe(true);
  });

  it('sets a changed password back and does nothing in production or without development features', async () => {
    const credentials = demoCredentials(varDir);
    await ctx.orm.em.fork().nativeUpdate(User, { email: credentials.user.email }, { passwordHash: await argon2.hash('something else') });
    await ctx.orm.em.fork().transactional((tx) => ensureDemoAccounts(tx, credentials));
    const user = await ctx.orm.em.fork().findOneOrFail(User, { email: credentials.user.email });
    expect(await argon2.verify(user.passwordHash!, credentials.user.password)).toBe(true);
    expect(
      await seedDemoAccounts(
        loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), SMTP_URL: 'smtp://mail.example.com:587', VAR_DIR: varDir }),
      ),
    ).toEqual([]);
    // Without development features asked for (what `npm start` sets), no demo accounts either.
    expect(await seedDemoAccounts(loadConfig({ VAR_DIR: varDir, PUBLIC_URL: 'https://translate.example.com' }))).toEqual([]);
  });

  it('answers the lines npm start prints, with both e-mails and passwords', async () => {
    const config = loadConfig({
      VAR_DIR: varDir,
      DEV_FEATURES: 'true',
      DATABASE_URL: ctx.db.target.databaseUrl,
      SQLITE_PATH: ctx.db.target.databaseUrl ? undefined : ctx.db.target.sqlitePath,
    });
    const lines = (await seedDemoAccounts(config)).join('\n');
    const credentials = demoCredentials(varDir);
    for (const text of [credentials.manager.email, credentials.manager.password, credentials.user.email, credentials.user.password])
      expect(lines).toContain(text);
    expect(lines).toContain(`/enterprise/register?email=${encodeURIComponent(credentials.invitation.email)}&abc=`);
    expect(lines).toContain(credentials.invitation.activationCode);
  });
});
