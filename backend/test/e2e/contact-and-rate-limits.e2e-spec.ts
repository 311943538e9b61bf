import { MikroORM } from '@mikro-orm/core';
import { ContactMessage } from '../../src/contact/entities/contact-message.entity';
import { lastMailTo } from '../utils/mail-outbox';
import { API, bearer, createPublicCustomer, uniqueEmail } from '../utils/accounts';
import { createTestApp, TestApp } from '../utils/test-app';

const TOO_MANY = { detail: 'Too many requests. Please wait a minute and try again.' };

describe('contact form', () => {
  let t: TestApp;
  const contact = () => t.http().post(`${API}/contact`);

  beforeAll(async () => {
    t = await createTestApp({ SUPPORT_EMAIL: 'help@pagetranslate.test', RATE_LIMIT_REQUESTS: '1000' });
  });
  afterAll(() => t.close());

  it('stores the message and e-mails it to support with reply-to the sender', async () => {
    const sender = uniqueEmail('visitor');
    const res = await contact()
      .send({ email: ` ${sender} `, message: 'Do you translate scanned PDFs?' })
      .expect(201);
    expect(res.body.detail).toMatch(/message has been sent/);
    const stored = await t.app
      .get(MikroORM)
      .em.fork()
      .findOneOrFail(ContactMessage, { email: sender }, { populate: ['user'] });
    expect(stored).toMatchObject({ message: 'Do you translate scanned PDFs?', user: null });
    const mail = await lastMailTo(t.config.mailOutboxDir, 'help@pagetranslate.test');
    expect(mail.replyTo?.text).toBe(sender);
    expect(mail.subject).toContain(sender);
    expect(mail.text).toContain('Do you translate scanned PDFs?');
    expect(mail.text).toContain('not signed in');
  });

  it('links the message to the signed-in user, and ignores a bad token', async () => {
    const { user, token } = await createPublicCustomer(t);
    await contact().set(bearer(token)).send({ email: user.email, message: 'Signed in question' }).expect(201);
    const stored = await t.app.get(MikroORM).em.fork().findOneOrFail(ContactMessage, { message: 'Signed in question' });
    expect(stored.user?.id).toBe(user.id);
    await contact().set(bearer('garbage')).send({ email: user.email, message: 'Anonymous after all' }).expect(201);
    expect((await t.app.get(MikroORM).em.fork().findOneOrFail(ContactMessage, { message: 'Anonymous after all' })).user).toBeNull();
  });

  it('refuses a missing message and a malformed e-mail with the form messages', async () => {
    expect((await contact().send({ email: 'a@example.com', message: '   ' }).expect(400)).body.detail).toBe('message: Required');
    expect((await contact().send({ email: 'nope', message: 'hello' }).expect(400)).body.detail).toBe('email: Invalid email format');
    expect((await contact().send({ message: 'hello' }).expect(400)).body.detail).toBe('Required');
    expect(
      (
        await contact()
          .send({ email: 'a@example.com', message: 'x'.repeat(5001) })
          .expect(400)
      ).body.detail,
    ).toBe('message must be at most 5000 characters');
  });
});

describe('rate limits (RATE_LIMIT_REQUESTS=3)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_REQUESTS: '3', RATE_LIMIT_WINDOW_SECONDS: '60' });
  });
  afterAll(() => t.close());

  it.each([
    ['enterprise login', '/enterprise/users/login', { email: 'x@example.com', password: 'whatever' }],
    [
      'registration',
      '/admin/enterprise/users/create',
      { email: 'x@example.com', activationCode: 'ABCDEFGH', password: 'long password', organizationId: 1 },
    ],
    ['forgot password', '/auth/forgot-password', { email: 'x@example.com' }],
    ['reset password', '/auth/reset-password', { email: 'x@example.com', token: 'abc', password: 'long password' }],
    ['contact', '/contact', { email: 'x@example.com', message: 'hi' }],
    ['Google sign-in', '/auth/google', { code: 'abc' }],
  ])('%s answers 429 with a detail after 3 requests a minute', async (_name, path, body) => {
    for (let i = 0; i < 3; i++) {
      const res = await t.http().post(`${API}${path}`).send(body);
      expect(res.status).not.toBe(429);
    }
    const limited = await t.http().post(`${API}${path}`).send(body).expect(429);
    expect(limited.body).toEqual(TOO_MANY);
    expect(limited.headers['retry-after-sensitive']).toBeDefined();
  });

  it('does not limit ordinary calls', async () => {
    for (let i = 0; i < 5; i++) await t.http().get(`${API}/countries`).expect(200);
  });
});
