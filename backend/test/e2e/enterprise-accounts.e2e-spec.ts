import { MikroORM } from '@mikro-orm/core';
import { AccountManager } from '../../src/organisations/entities/account-manager.entity';
import { EnterpriseRegistration } from '../../src/organisations/entities/enterprise-registration.entity';
import { User } from '../../src/users/entities/user.entity';
import { LoginAttempt } from '../../src/auth/entities/login-attempt.entity';
import { lastMailTo } from '../utils/mail-outbox';
import { API, bearer, createOrganization, invite, login, registerEnterpriseUser, uniqueEmail } from '../utils/accounts';
import { createTestApp, TestApp } from '../utils/test-app';

const INVALID_ACTIVATION = /activation code is not valid for this e-mail and organization/;

describe('enterprise accounts: invitation, registration, sign-in', () => {
  let t: TestApp;
  let orgId: number;
  let otherOrgId: number;
  const orm = () => t.app.get(MikroORM).em.fork();
  const register = (body: Record<string, unknown>) => t.http().post(`${API}/admin/enterprise/users/create`).send(body);
  const signIn = (email: string, password: string) => t.http().post(`${API}/enterprise/users/login`).send({ email, password });

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_REQUESTS: '1000', PUBLIC_URL: 'https://pt.example.org', DEV_FEATURES: 'false' }); // a public URL: no development features
    orgId = (await createOrganization(t, { label: 'Acme Translations' })).id;
    otherOrgId = (await createOrganization(t, { label: 'Other Corp' })).id;
  });
  afterAll(() => t.close());

  it('invitation e-mail → registration with its link and code → sign-in', async () => {
    const email = uniqueEmail('Ada');
    const { registration, activationCode } = await invite(t, { organizationId: orgId, email: email.toUpperCase(), language: 'fr' });
    expect(activationCode).toMatch(/^[A-Z0-9]{10}$/);
    expect(registration.isDelivered).toBe(true);
    const stored = await orm().findOneOrFail(EnterpriseRegistration, { id: registration.id });
    expect(stored.email).toBe(email.toLowerCase());
    expect(stored.activationCodeHash).toMatch(/^\$argon2id\$/);
    expect(stored.activationCodeHash).not.toContain(activationCode);
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBeGreaterThan(13.9 * 24 * 3600 * 1000);

    // The e-mail, in French, carries the registration link (email, abc = organisation id, lang) and the code.
    const mail = await lastMailTo(t.config.mailOutboxDir, email);
    expect(mail.subject).toContain('Acme Translations');
    expect(mail.text).toContain('Votre code d');
    expect(mail.text).toContain(activationCode);
    expect(mail.html).toContain(activationCode);
    const link = new URL(mail.text!.match(/https:\/\/pt\.example\.org\/enterprise\/register\?\S+/)![0]);
    expect(Object.fromEntries(link.searchParams)).toEqual({ email: email.toLowerCase(), abc: String(orgId), lang: 'fr' });
    const code = mail.text!.match(/Votre code d'activation : (\S+)/)![1];

    const res = await register({
      email: link.searchParams.get('email'),
      activationCode: code,
      password: 'a long enough password',
      organizationId: Number(link.searchParams.get('abc')),
    }).expect(201);
    expect(res.body.user).toMatchObject({
      email: email.toLowerCase(),
      language: { value: 'fr' },
      organization: { id: orgId, label: 'Acme Translations' },
    });
    expect(res.body.user).not.toHaveProperty('accountManagerId');
    expect(res.body).not.toHaveProperty('token');

    const after = await orm().findOneOrFail(EnterpriseRegistration, { id: registration.id });
    expect(after.isRegistered).toBe(true);
    expect(after.registeredAt).toBeInstanceOf(Date);
    const user = await orm().findOneOrFail(User, { email: email.toLowerCase() });
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);

    const session = await signIn(`  ${email.toUpperCase()} `, 'a long enough password').expect(200);
    expect(session.body.user.email).toBe(email.toLowerCase());
    await t.http().get(`${API}/user`).set(bearer(session.body.token)).expect(200);
  });

  it('an account manager invitation creates an AccountManager; accountManagerId appears only for managers', async () => {
    const manager = await registerEnterpriseUser(t, { organizationId: orgId, isAccountManager: true });
    const row = await orm().findOneOrFail(AccountManager, { user: { email: manager.email } });
    expect(manager.user.accountManagerId).toBe(row.id);
    const token = await login(t, manager.email, manager.password);
    const me = await t.http().get(`${API}/user`).set(bearer(token)).expect(200);
    expect(me.body.user.accountManagerId).toBe(row.id);
  });

  it('refuses a reused activation code', async () => {
    const email = uniqueEmail();
    const { activationCode } = await invite(t, { organizationId: orgId, email });
    await register({ email, activationCode, password: 'first password!', organizationId: orgId }).expect(201);
    await t.app.get(MikroORM).em.fork().nativeDelete(User, { email });
    const again = await register({ email, activationCode, password: 'second password!', organizationId: orgId }).expect(400);
    expect(again.body.detail).toMatch(INVALID_ACTIVATION);
  });

  it("refuses another organisation's invitation, a wrong code, an expired invitation and an uninvited e-mail alike", async () => {
    const email = uniqueEmail();
    const { registration, activationCode } = await invite(t, { organizationId: otherOrgId, email });
    const details = new Set<string>();
    for (const body of [
      { email, activationCode, password: 'password for acme', organizationId: orgId }, // invited by the other organisation
      { email, activationCode: 'WRONGCODE9', password: 'password for acme', organizationId: otherOrgId },
      { email: uniqueEmail('never.invited'), activationCode, password: 'password for acme', organizationId: otherOrgId },
      { email, activationCode, password: 'password for acme', organizationId: 999999 },
    ]) {
      const res = await register(body).expect(400);
      details.add(res.body.detail);
    }
    expect([...details]).toHaveLength(1);
    expect([...details][0]).toMatch(INVALID_ACTIVATION);

    await orm().nativeUpdate(EnterpriseRegistration, { id: registration.id }, { expiresAt: new Date(Date.now() - 1000) });
    const expired = await register({ email, activationCode, password: 'password for acme', organizationId: otherOrgId }).expect(400);
    expect(expired.body.detail).toMatch(INVALID_ACTIVATION);
  });

  it('answers 409 for an e-mail that already has an account (only to a valid code)', async () => {
    const existing = await registerEnterpriseUser(t, { organizationId: orgId });
    const { activationCode } = await invite(t, { organizationId: otherOrgId, email: existing.email });
    await register({
      email: existing.email,
      activationCode: 'WRONGCODE9',
      password: 'another password',
      organizationId: otherOrgId,
    }).expect(400);
    const res = await register({ email: existing.email, activationCode, password: 'another password', organizationId: otherOrgId }).expect(
      409,
    );
    expect(res.body.detail).toMatch(/already exists/);
  });

  it('checks the password: 8 to 128 characters, not a common one; the payload is validated', async () => {
    const email = uniqueEmail();
    const { activationCode } = await invite(t, { organizationId: orgId, email });
    const attempt = (password: string) => register({ email, activationCode, password, organizationId: orgId });
    expect((await attempt('short').expect(400)).body.detail).toBe('Password must be at least 8 characters');
    expect((await attempt('x'.repeat(129)).expect(400)).body.detail).toBe('Password must be at most 128 characters');
    expect((await attempt('Password1').expect(400)).body.detail).toMatch(/too common/);
    expect(
      (await register({ email: 'not-an-email', activationCode, password: 'good password', organizationId: orgId }).expect(400)).body.detail,
    ).toBe('Enter a valid email');
    expect((await register({ email, activationCode, password: 'good password', organizationId: 'abc' }).expect(400)).body.detail).toMatch(
      /Organization not found/,
    );
    await attempt('x'.repeat(128)).expect(201);
  });

  it('answers 401 "Invalid email or password." for a wrong password and for an unknown e-mail', async () => {
    const account = await registerEnterpriseUser(t, { organizationId: orgId });
    const wrong = await signIn(account.email, 'not the password').expect(401);
    expect(wrong.body).toEqual({ detail: 'Invalid email or password.' });
    const unknown = await signIn(uniqueEmail('nobody'), 'whatever password').expect(401);
    expect(unknown.body).toEqual({ detail: 'Invalid email or password.' });
    expect((await signIn('', 'x').expect(400)).body.detail).toBe('Email is required');
  });

  it('locks an account after 10 failures in 15 minutes, even for the right password, until the window passes', async () => {
    const account = await registerEnterpriseUser(t, { organizationId: orgId });
    for (let i = 0; i < 10; i++) await signIn(account.email, `wrong ${i}`).expect(401);
    const locked = await signIn(account.email, account.password).expect(429);
    expect(locked.body.detail).toMatch(/Too many failed sign-in attempts/);
    // Unknown e-mails are counted the same way, so the lock tells nothing about existence.
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < 10; i++) await signIn(ghost, `wrong ${i}`).expect(401);
    await signIn(ghost, 'anything at all').expect(429);

    await orm().nativeUpdate(LoginAttempt, {}, { windowStartedAt: new Date(Date.now() - 16 * 60 * 1000) });
    const session = await signIn(account.email, account.password).expect(200);
    expect(session.body.token).toEqual(expect.any(String));
    // A success forgets the failures.
    for (let i = 0; i < 9; i++) await signIn(account.email, `wrong again ${i}`).expect(401);
    await signIn(account.email, account.password).expect(200);
    await signIn(account.email, 'wrong once more').expect(401);
    await signIn(account.email, account.password).expect(200);
  });
});
