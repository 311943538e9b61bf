import { MikroORM } from '@mikro-orm/core';
import { MailService } from '../../src/mail/mail.service';
import { AccountManager } from '../../src/organisations/entities/account-manager.entity';
import { EnterpriseRegistration } from '../../src/organisations/entities/enterprise-registration.entity';
import { API, bearer, createPublicCustomer, login, uniqueEmail } from '../utils/accounts';
import { createManagedOrganization, createManager, TestManager } from '../utils/account-managers';
import { lastMailTo } from '../utils/mail-outbox';
import { createTestApp, TestApp } from '../utils/test-app';
import { enableSecondFactor } from '../utils/second-factor';

const ADMIN_EMAIL = 'internal.admin@example.com';
const PUBLIC_URL = 'https://pt.example.org';

describe('account-manager portal: enterprise registration invitations', () => {
  let t: TestApp;
  let a: TestManager;
  let b: TestManager;
  let admin: TestManager;
  let orgId: number;
  const orm = () => t.app.get(MikroORM).em.fork();
  const invite = (token: string, body: Record<string, unknown>) =>
    t.http().post(`${API}/admin/account-managers/enterprise-registrations`).set(bearer(token)).send(body);
  const registrationsOf = (email: string) => orm().count(EnterpriseRegistration, { email: email.toLowerCase() });

  /** The registration link and activation code of the newest invitation mailed to `email`. */
  async function invitationMail(email: string) {
    const mail = await lastMailTo(t.config.mailOutboxDir, email);
    const link = new URL(mail.text!.match(/https:\/\/pt\.example\.org\/enterprise\/register\?\S+/)![0]);
    const code = mail.text!.match(/(?:Your activation code:|Votre code d'activation :) ([A-Z0-9]+)/)![1];
    return { mail, link, code };
  }

  /** Registers the invitee the way the registration page does, with what the e-mail carries. */
  function registerFromMail(link: URL, code: string) {
    return t
      .http()
      .post(`${API}/admin/enterprise/users/create`)
      .send({
        email: link.searchParams.get('email'),
        activationCode: code,
        password: 'correct horse battery',
        organizationId: Number(link.searchParams.get('abc')),
      });
  }

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_REQUESTS: '1000', INTERNAL_ADMIN_EMAILS: ADMIN_EMAIL, PUBLIC_URL });
    a = await createManager(t);
    b = await createManager(t);
    admin = await createManager(t, { email: ADMIN_EMAIL });
    await enableSecondFactor(t, admin.user.id); // internal admins work with two-step sign-in on (issue 2.1)
    orgId = (await createManagedOrganization(t, a.accountManagerId, { label: 'Acme' })).id;
  });
  afterAll(() => t.close());

  it('creates the invitation, mails the link and code in French, and the invitee registers from the e-mail', async () => {
    const email = uniqueEmail('Invitee');
    const res = await invite(a.token, {
      organizationId: orgId,
      email: `  ${email.toUpperCase()} `,
      language: 'fr',
      isAccountManager: false,
    }).expect(201);
    expect(res.body).toEqual({
      registration: {
        id: expect.any(Number),
        email: email.toLowerCase(),
        isDelivered: true,
        isRegistered: false,
        createdAt: expect.any(String),
      },
    });
    const { mail, link, code } = await invitationMail(email);
    expect(mail.subject).toBe('Invitation à rejoindre Acme sur PageTranslate');
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/enterprise/register`);
    expect(Object.fromEntries(link.searchParams)).toEqual({ email: email.toLowerCase(), abc: String(orgId), lang: 'fr' });
    expect(mail.text).toContain('Bonjour');

    const registered = await registerFromMail(link, code).expect(201);
    expect(registered.body.user).toMatchObject({
      email: email.toLowerCase(),
      language: { value: 'fr' },
      organization: { id: orgId, label: 'Acme' },
    });
    expect(registered.body.user.accountManagerId).toBeUndefined();
    const details = await t.http().get(`${API}/admin/account-manager/account-details/${orgId}`).set(bearer(a.token)).expect(200);
    expect(details.body.enterpriseRegistrations.find((r: any) => r.id === res.body.registration.id)).toMatchObject({
      isRegistered: true,
      isDelivered: true,
    });
  });

  it('mails English invitations in English; isAccountManager may be left out', async () => {
    const email = uniqueEmail('english');
    await invite(a.token, { organizationId: orgId, email, language: 'en' }).expect(201);
    const { mail, link, code } = await invitationMail(email);
    expect(mail.subject).toBe('Your invitation to join Acme on PageTranslate');
    expect(link.searchParams.get('lang')).toBe('en');
    expect(code).toMatch(/^[A-Z0-9]{10}$/);
    expect(mail.text).toContain(`Your activation code: ${code}`);
    expect((await orm().findOneOrFail(EnterpriseRegistration, { email })).isAccountManager).toBe(false);
  });

  it('records isDelivered false when the mail server refuses the message', async () => {
    const email = uniqueEmail('undelivered');
    const send = jest.spyOn(t.app.get(MailService), 'send').mockResolvedValueOnce({ delivered: false });
    try {
      const res = await invite(a.token, { organizationId: orgId, email, language: 'en' }).expect(201);
      expect(res.body.registration).toMatchObject({ email, isDelivered: false });
      expect((await orm().findOneOrFail(EnterpriseRegistration, { email })).isDelivered).toBe(false);
    } finally {
      send.mockRestore();
    }
  });

  it.each([
    ['a missing e-mail', 'Required', { email: undefined }],
    ['a blank e-mail', 'Required', { email: '  ' }],
    ['an invalid e-mail', 'Invalid email', { email: 'jane@acme' }],
    ['a missing language', 'Language is required', { language: undefined }],
    ['a blank language', 'Language is required', { language: '' }],
    ['another language', 'Language must be English or French', { language: 'de' }],
    ['a missing organisation', 'organizationId must be an organization id', { organizationId: undefined }],
    ['a non-boolean isAccountManager', 'isAccountManager must be true or false', { isAccountManager: 'yes' }],
  ])('refuses %s with 400 "%s"', async (_case, detail, overrides) => {
    const email = uniqueEmail('invalid');
    const res = await invite(a.token, { organizationId: orgId, email, language: 'en', isAccountManager: false, ...overrides }).expect(400);
    expect(res.body).toEqual({ detail });
    expect(await registrationsOf(email)).toBe(0);
  });

  it('names every failing rule: "Required; Language is required" for an empty form', async () => {
    expect((await invite(a.token, { organizationId: orgId }).expect(400)).body).toEqual({ detail: 'Required; Language is required' });
  });

  it('only an internal administrator may invite an account manager; that invitee registers as a manager', async () => {
    const refused = uniqueEmail('would-be-manager');
    expect(
      (await invite(a.token, { organizationId: orgId, email: refused, language: 'en', isAccountManager: true }).expect(403)).body,
    ).toEqual({
      detail: 'This action is reserved for internal administrators.',
    });
    expect(await registrationsOf(refused)).toBe(0);

    const email = uniqueEmail('new-manager');
    const res = await invite(admin.token, { organizationId: orgId, email, language: 'en', isAccountManager: true }).expect(201);
    expect(res.body.registration).toMatchObject({ email, isDelivered: true, isRegistered: false });
    const { link, code } = await invitationMail(email);
    const registered = await registerFromMail(link, code).expect(201);
    const manager = await orm().findOneOrFail(AccountManager, { user: { email } });
    expect(registered.body.user.accountManagerId).toBe(manager.id);
    const token = await login(t, email, 'correct horse battery');
    expect((await t.http().get(`${API}/admin/account-managers/${manager.id}`).set(bearer(token)).expect(200)).body).toMatchObject({
      id: manager.id,
      email,
      isInternalAdmin: false,
    });
  });

  it("refuses another manager's organisation and unknown ones with 404; the internal admin invites into any", async () => {
    const email = uniqueEmail('cross');
    const notFound = { detail: 'Organization not found' };
    expect((await invite(b.token, { organizationId: orgId, email, language: 'en' }).expect(404)).body).toEqual(notFound);
    expect((await invite(a.token, { organizationId: 999999, email, language: 'en' }).expect(404)).body).toEqual(notFound);
    expect(await registrationsOf(email)).toBe(0);
    await invite(admin.token, { organizationId: orgId, email, language: 'en' }).expect(201);
    expect(await registrationsOf(email)).toBe(1);
  });

  it('refuses an e-mail that already has an account (409), a non-manager (403) and a missing token (401)', async () => {
    const customer = await createPublicCustomer(t, { policies: true });
    expect((await invite(a.token, { organizationId: orgId, email: customer.user.email, language: 'en' }).expect(409)).body).toEqual({
      detail: 'An account already exists for this e-mail.',
    });
    expect((await invite(customer.token, { organizationId: orgId, email: uniqueEmail(), language: 'en' }).expect(403)).body).toEqual({
      detail: 'User is not an account manager',
    });
    await t
      .http()
      .post(`${API}/admin/account-managers/enterprise-registrations`)
      .send({ organizationId: orgId, email: uniqueEmail(), language: 'en' })
      .expect(401);
    expect(await registrationsOf(customer.user.email)).toBe(0);
  });
});
