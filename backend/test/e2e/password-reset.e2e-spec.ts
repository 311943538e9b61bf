import { MikroORM } from '@mikro-orm/core';
import { PasswordResetToken } from '../../src/auth/entities/password-reset-token.entity';
import { BackgroundTasks } from '../../src/common/background-tasks';
import { lastMailTo, readOutbox } from '../utils/mail-outbox';
import { API, bearer, createOrganization, createPublicCustomer, login, registerEnterpriseUser, uniqueEmail } from '../utils/accounts';
import { createTestApp, TestApp } from '../utils/test-app';

const SAME_ANSWER = { detail: 'If an account exists for this e-mail, we have sent a link to reset the password.' };
const INVALID_LINK = { detail: 'This password reset link is invalid or has expired. Please request a new one.' };

describe('password reset', () => {
  let t: TestApp;
  let orgId: number;
  const forgot = (email: string) => t.http().post(`${API}/auth/forgot-password`).send({ email });
  const reset = (body: Record<string, unknown>) => t.http().post(`${API}/auth/reset-password`).send(body);
  const settled = () => t.app.get(BackgroundTasks).settled();

  /** Asks for a link and reads it from the e-mail: {email, token} as the reset page gets them. */
  async function requestLink(email: string): Promise<{ link: { email: string; token: string }; text: string }> {
    await forgot(email).expect(200, SAME_ANSWER);
    await settled();
    const mail = await lastMailTo(t.config.mailOutboxDir, email);
    const url = new URL(mail.text!.match(/https:\/\/pt\.example\.org\/forgot-password-reset\?\S+/)![0]);
    return { link: { email: url.searchParams.get('email')!, token: url.searchParams.get('token')! }, text: mail.text! };
  }

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_REQUESTS: '1000', PUBLIC_URL: 'https://pt.example.org', DEV_FEATURES: 'false' }); // a public URL: no development features
    orgId = (await createOrganization(t)).id;
  });
  afterAll(() => t.close());

  it('forgot → e-mailed link → reset → old sessions end → sign-in with the new password only', async () => {
    const account = await registerEnterpriseUser(t, { organizationId: orgId, language: 'fr' });
    const oldToken = await login(t, account.email, account.password);
    const { link, text } = await requestLink(account.email);
    expect(link.email).toBe(account.email);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(text).toContain('réinitialisation du mot de passe');

    // Only the sha256 of the token is stored, valid one hour.
    const rows = await t.app
      .get(MikroORM)
      .em.fork()
      .find(PasswordResetToken, { user: { email: account.email } });
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].tokenHash).not.toContain(link.token);
    expect(rows[0].expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect(rows[0].expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);

    const done = await reset({ ...link, password: 'brand new secret' }).expect(200);
    expect(done.body.detail).toMatch(/password has been changed/);
    // The user is told, in their language, that the password was reset and every session ended.
    await settled();
    const notice = await lastMailTo(t.config.mailOutboxDir, account.email);
    expect(notice.subject).toBe('Votre mot de passe PageTranslate a été réinitialisé');
    expect(notice.text).toMatch(/Toutes vos sessions ont été fermées/);
    expect(notice.text).not.toContain(link.token);
    expect((await t.http().get(`${API}/user`).set(bearer(oldToken)).expect(401)).body).toEqual({
      detail: 'Could not validate credentials or expired token',
    });
    await t.http().post(`${API}/enterprise/users/login`).send({ email: account.email, password: account.password }).expect(401);
    const fresh = await login(t, account.email, 'brand new secret');
    await t.http().get(`${API}/user`).set(bearer(fresh)).expect(200);

    // The link works once.
    expect((await reset({ ...link, password: 'yet another one' }).expect(400)).body).toEqual(INVALID_LINK);
  });

  it('answers the same for an unknown e-mail, a Google-only account and a real one, and mails only the real one', async () => {
    const unknown = uniqueEmail('unknown');
    const { user: google } = await createPublicCustomer(t);
    const account = await registerEnterpriseUser(t, { organizationId: orgId });
    const before = (await readOutbox(t.config.mailOutboxDir)).length;
    for (const email of [unknown, google.email, account.email]) {
      const res = await forgot(email).expect(200);
      expect(res.body).toEqual(SAME_ANSWER);
    }
    await settled();
    const mails = (await readOutbox(t.config.mailOutboxDir)).slice(before);
    expect(mails.map((m) => (m.to as { text: string }).text)).toEqual([account.email]);
    expect(mails[0].subject).toBe('Reset your PageTranslate password');
    expect(mails[0].html).toContain('/forgot-password-reset?email=');
    expect((await forgot('not an e-mail').expect(400)).body.detail).toBe('Enter a valid email');
  });

  it('refuses an expired token, a wrong token, a token of another e-mail and a weak password', async () => {
    const account = await registerEnterpriseUser(t, { organizationId: orgId });
    const other = await registerEnterpriseUser(t, { organizationId: orgId });
    const { link } = await requestLink(account.email);
    expect((await reset({ ...link, token: 'x'.repeat(43), password: 'good password' }).expect(400)).body).toEqual(INVALID_LINK);
    expect((await reset({ ...link, email: other.email, password: 'good password' }).expect(400)).body).toEqual(INVALID_LINK);
    // 8 characters, as at registration (the spec's 5 was raised by issue 2.1): 7 are refused, in the caller's language.
    expect((await reset({ ...link, password: 'abcdefg' }).expect(400)).body.detail).toBe('Password must be at least 8 characters');
    const fr = await reset({ ...link, password: 'abcdefg' })
      .set('Accept-Language', 'fr-CA')
      .expect(400);
    expect(fr.body.detail).toBe('Le mot de passe doit contenir au moins 8 caractères');
    // One of the 10,000 most common passwords (the list's rank ~600), whatever its case.
    expect((await reset({ ...link, password: 'Qwerty123' }).expect(400)).body.detail).toMatch(/too common/);
    expect((await reset({ ...link, password: 'x'.repeat(129) }).expect(400)).body.detail).toBe('Password must be at most 128 characters');

    await t.app
      .get(MikroORM)
      .em.fork()
      .nativeUpdate(PasswordResetToken, { user: { email: account.email } }, { expiresAt: new Date(Date.now() - 1000) });
    expect((await reset({ ...link, password: 'good password' }).expect(400)).body).toEqual(INVALID_LINK);
    await login(t, account.email, account.password);
  });

  it('a reset ends the failed sign-in lock and earlier links stop working', async () => {
    const account = await registerEnterpriseUser(t, { organizationId: orgId });
    const { link: first } = await requestLink(account.email);
    const { link: second } = await requestLink(account.email);
    expect(second.token).not.toBe(first.token);
    for (let i = 0; i < 10; i++)
      await t
        .http()
        .post(`${API}/enterprise/users/login`)
        .send({ email: account.email, password: `bad ${i}` })
        .expect(401);
    await t.http().post(`${API}/enterprise/users/login`).send({ email: account.email, password: account.password }).expect(429);
    await reset({ ...second, password: 'after the lock' }).expect(200);
    await login(t, account.email, 'after the lock');
    expect((await reset({ ...first, password: 'sneaky old link' }).expect(400)).body).toEqual(INVALID_LINK);
  });
});
