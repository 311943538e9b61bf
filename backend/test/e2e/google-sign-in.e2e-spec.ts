import { MikroORM } from '@mikro-orm/core';
import { GoogleOAuthClient } from '../../src/auth/google/google-oauth.client';
import { googleSignInError } from '../../src/auth/google/google-sign-in.error';
import { User } from '../../src/users/entities/user.entity';
import { API, bearer, createOrganization, registerEnterpriseUser, uniqueEmail } from '../utils/accounts';
import { createTestApp, TestApp } from '../utils/test-app';

/**
 * The account rules of POST /auth/google, with the provider's answer stubbed. The OAuth exchange itself is tested
 * against a real OpenID provider in google-oauth-client.e2e-spec.ts.
 */
describe('POST /auth/google: finding or creating the user', () => {
  let t: TestApp;
  let exchange: jest.SpyInstance;
  const signIn = (body: Record<string, unknown> = { code: 'the-code', redirectUri: 'http://localhost:3000/oauth2callback' }) =>
    t.http().post(`${API}/auth/google`).send(body);
  const identity = (subject: string, email: string, emailVerified = true) => exchange.mockResolvedValueOnce({ subject, email, emailVerified });

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_REQUESTS: '1000' });
    exchange = jest.spyOn(t.app.get(GoogleOAuthClient), 'exchangeCode');
  });
  afterEach(() => exchange.mockReset());
  afterAll(() => t.close());

  it('creates a public customer on the first sign-in and finds it by subject afterwards', async () => {
    const email = uniqueEmail('Google');
    identity('sub-1001', email);
    const first = await signIn().expect(200);
    expect(exchange).toHaveBeenCalledWith('the-code', 'http://localhost:3000/oauth2callback', expect.any(Object));
    expect(first.body.user).toMatchObject({ email: email.toLowerCase(), organization: { label: 'Public', paygPricePlan: { pagePrice: 2.95 } } });
    expect(first.body.user).not.toHaveProperty('accountManagerId');
    await t.http().get(`${API}/user`).set(bearer(first.body.token)).expect(200);

    // Same subject, e-mail changed at Google: still the same user.
    identity('sub-1001', uniqueEmail('renamed'));
    const again = await signIn().expect(200);
    expect(again.body.user.id).toBe(first.body.user.id);
    expect(await t.app.get(MikroORM).em.fork().count(User, { googleSubject: 'sub-1001' })).toBe(1);
  });

  it('defaults the redirect URI to PUBLIC_URL/oauth2callback', async () => {
    identity('sub-1002', uniqueEmail());
    await signIn({ code: 'c' }).expect(200);
    expect(exchange).toHaveBeenCalledWith('c', `${t.config.publicUrl}/oauth2callback`, expect.any(Object));
  });

  it('links an existing account with the same e-mail only when Google says the e-mail is verified', async () => {
    const org = await createOrganization(t);
    const account = await registerEnterpriseUser(t, { organizationId: org.id });
    identity('sub-2001', account.email, false);
    expect((await signIn().expect(401)).body.detail).toMatch(/not verified/);
    identity('sub-2001', account.email.toUpperCase(), true);
    const linked = await signIn().expect(200);
    expect(linked.body.user).toMatchObject({ id: account.user.id, organization: { id: org.id } });
    // Another Google account with that e-mail cannot take it over.
    identity('sub-2002', account.email, true);
    expect((await signIn().expect(401)).body.detail).toMatch(/already exists/);
  });

  it('does not create an account for an unverified e-mail', async () => {
    const email = uniqueEmail('unverified');
    identity('sub-3001', email, false);
    expect((await signIn().expect(401)).body.detail).toMatch(/not verified/);
    expect(await t.app.get(MikroORM).em.fork().count(User, { email })).toBe(0);
  });

  it("answers the provider's failure as 401 {detail} and refuses a missing code", async () => {
    exchange.mockRejectedValueOnce(googleSignInError('invalid_code'));
    const res = await signIn().expect(401);
    expect(res.body).toEqual({ detail: 'Google sign-in failed: the authorization code is invalid or expired. Please try again.' });
    expect((await signIn({}).expect(400)).body.detail).toBe('code is required');
    expect(exchange).toHaveBeenCalledTimes(1);
  });
});
