import { MikroORM } from '@mikro-orm/core';
import { GoogleOAuthClient, GoogleIdentity } from '../../src/auth/google/google-oauth.client';
import { googleSignInError } from '../../src/auth/google/google-sign-in.error';
import { BackgroundTasks } from '../../src/common/background-tasks';
import { User } from '../../src/users/entities/user.entity';
import { API, bearer, createOrganization, registerEnterpriseUser, uniqueEmail } from '../utils/accounts';
import { browser, startGoogleSignIn } from '../utils/google-sign-in';
import { lastMailTo, readOutbox } from '../utils/mail-outbox';
import { createTestApp, TestApp } from '../utils/test-app';

const CALLBACK = 'http://localhost:3000/oauth2callback';
const LINK_REQUIRED = 'An account with this e-mail address already exists. Enter its password once to sign in with Google from now on.';
const NOT_FOR_MANAGERS =
  "This account is an account manager's or administrator's: it cannot be linked to Google. Please sign in with your e-mail and password.";
const STATE_MISMATCH = 'Google sign-in failed: it expired or was started in another browser. Please try again.';
const LINK_EXPIRED = 'The Google sign-in to link has expired. Please sign in with Google again.';

/**
 * The account rules of Google sign-in through HTTP (start, state cookie, POST /auth/google, linking), with the
 * provider's answers stubbed: the token exchange and the ID token are tested against a real OpenID provider in
 * google-oauth-client.e2e-spec.ts.
 */
describe('Google sign-in: state, finding or creating the user, linking with the password', () => {
  let t: TestApp;
  let requestTokens: jest.SpyInstance;
  let identityFromTokens: jest.SpyInstance;
  const identity = (subject: string, email: string, emailVerified = true) =>
    identityFromTokens.mockResolvedValueOnce({ subject, email, emailVerified, provider: 'google' } satisfies GoogleIdentity);

  /** A browser that started a sign-in and comes back with `code` and the state (or `state`). */
  async function signIn(body: Record<string, unknown> = {}, agent = browser(t)) {
    const started = await startGoogleSignIn(agent, CALLBACK);
    const res = await agent.post(`${API}/auth/google`).send({ code: 'the-code', state: started.state, redirectUri: CALLBACK, ...body });
    return { res, agent, started };
  }

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_REQUESTS: '1000', INTERNAL_ADMIN_EMAILS: 'chief@example.com' });
    const client = t.app.get(GoogleOAuthClient);
    requestTokens = jest.spyOn(client, 'requestTokens');
    identityFromTokens = jest.spyOn(client, 'identityFromTokens');
  });
  beforeEach(() => requestTokens.mockResolvedValue({ idToken: 'id-token', accessToken: 'access-token' }));
  afterEach(() => {
    requestTokens.mockReset();
    identityFromTokens.mockReset();
  });
  afterAll(() => t.close());

  it('creates a public customer on the first sign-in and finds it by subject afterwards', async () => {
    const email = uniqueEmail('Google');
    identity('sub-1001', email);
    const { res: first, started } = await signIn();
    expect(first.status).toBe(200);
    // The code is exchanged with the PKCE verifier of this browser's start, the ID token checked with its nonce.
    expect(requestTokens).toHaveBeenCalledWith('the-code', CALLBACK, expect.stringMatching(/^[\w-]{43}$/));
    expect(identityFromTokens).toHaveBeenCalledWith({ idToken: 'id-token', accessToken: 'access-token' }, started.nonce);
    expect(first.body.user).toMatchObject({
      email: email.toLowerCase(),
      organization: { label: 'Public', paygPricePlan: { pagePrice: 2.95 } },
    });
    expect(first.body.user).not.toHaveProperty('accountManagerId');
    await t.http().get(`${API}/user`).set(bearer(first.body.token)).expect(200);

    // Same subject, e-mail changed at Google: still the same user.
    identity('sub-1001', uniqueEmail('renamed'));
    const { res: again } = await signIn();
    expect(again.body.user.id).toBe(first.body.user.id);
    expect(await t.app.get(MikroORM).em.fork().count(User, { googleSubject: 'sub-1001' })).toBe(1);
  });

  it('makes the authorization request itself: client, callback, code flow, scope, state, nonce and S256 challenge', async () => {
    const { url, state, nonce, codeChallenge, setCookie } = await startGoogleSignIn(browser(t), CALLBACK);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'pagetranslate-dev',
      redirect_uri: CALLBACK,
      response_type: 'code',
      scope: 'openid email',
      code_challenge_method: 'S256',
    });
    expect(state).toMatch(/^[\w-]{43}$/);
    expect(nonce).toMatch(/^[\w-]{32}$/);
    expect(codeChallenge).toMatch(/^[\w-]{43}$/);
    const cookie = setCookie.find((c) => c.startsWith('pt_google_signin='))!;
    expect(cookie).toMatch(/; Path=\/prod\/api\/auth\/google/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Max-Age=600/);
    // The secrets are not readable in the cookie: signed, and the verifier is not the challenge.
    expect(cookie).not.toContain(codeChallenge);
  });

  it('defaults the redirect URI to PUBLIC_URL/oauth2callback', async () => {
    identity('sub-1002', uniqueEmail());
    const agent = browser(t);
    const { state, url } = await startGoogleSignIn(agent);
    expect(url.searchParams.get('redirect_uri')).toBe(`${t.config.publicUrl}/oauth2callback`);
    await agent.post(`${API}/auth/google`).send({ code: 'c', state }).expect(200);
    expect(requestTokens).toHaveBeenCalledWith('c', `${t.config.publicUrl}/oauth2callback`, expect.any(String));
  });

  it('refuses a state that is not the one of this browser, a browser that did not start, and a state used twice', async () => {
    // Another state than the one this browser's cookie holds (a forged or injected callback).
    const forged = await signIn({ state: 'forged' });
    expect(forged.res.status).toBe(401);
    expect(forged.res.body).toEqual({ detail: STATE_MISMATCH });
    // A state of another browser's start.
    const other = await startGoogleSignIn(browser(t), CALLBACK);
    const mine = await signIn({ state: other.state });
    expect(mine.res.body).toEqual({ detail: STATE_MISMATCH });
    // No start at all in this browser.
    const noCookie = await t.http().post(`${API}/auth/google`).send({ code: 'c', state: other.state, redirectUri: CALLBACK }).expect(401);
    expect(noCookie.body).toEqual({ detail: STATE_MISMATCH });
    // The right state, but a redirect URI other than the one of the start.
    const agent = browser(t);
    const started = await startGoogleSignIn(agent, CALLBACK);
    await agent
      .post(`${API}/auth/google`)
      .send({ code: 'c', state: started.state, redirectUri: 'http://localhost:5173/oauth2callback' })
      .expect(401, { detail: STATE_MISMATCH });
    expect(requestTokens).not.toHaveBeenCalled();

    // Single use: the cookie is cleared by the callback that used it.
    identity('sub-1003', uniqueEmail());
    const used = await signIn();
    expect(used.res.status).toBe(200);
    await used.agent
      .post(`${API}/auth/google`)
      .send({ code: 'the-code', state: used.started.state, redirectUri: CALLBACK })
      .expect(401, { detail: STATE_MISMATCH });
  });

  it('links an existing account only with its password, then tells the user by e-mail', async () => {
    const org = await createOrganization(t);
    const account = await registerEnterpriseUser(t, { organizationId: org.id, language: 'fr' });
    identity('sub-2001', account.email, false);
    expect((await signIn()).res.body.detail).toMatch(/not verified/);

    identity('sub-2001', account.email.toUpperCase(), true);
    const { res, agent } = await signIn();
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ detail: LINK_REQUIRED, linkRequired: true, email: account.email });
    const em = t.app.get(MikroORM).em.fork();
    expect((await em.findOneOrFail(User, { email: account.email })).googleSubject).toBeNull();

    // Another browser has no pending link; a wrong password links nothing.
    await t.http().post(`${API}/auth/google/link`).send({ password: account.password }).expect(401, { detail: LINK_EXPIRED });
    await agent.post(`${API}/auth/google/link`).send({ password: 'wrong password' }).expect(401, { detail: 'Invalid email or password.' });
    const before = (await readOutbox(t.config.mailOutboxDir)).length;

    const linked = await agent.post(`${API}/auth/google/link`).send({ password: account.password }).expect(200);
    expect(linked.body.user).toMatchObject({ id: account.user.id, organization: { id: org.id } });
    await t.http().get(`${API}/user`).set(bearer(linked.body.token)).expect(200);
    expect((await t.app.get(MikroORM).em.fork().findOneOrFail(User, { email: account.email })).googleSubject).toBe('sub-2001');
    await t.app.get(BackgroundTasks).settled();
    const mail = await lastMailTo(t.config.mailOutboxDir, account.email);
    expect((await readOutbox(t.config.mailOutboxDir)).length).toBe(before + 1);
    expect(mail.subject).toBe('Un compte Google a été lié à votre compte PageTranslate');
    expect(mail.text).toContain(account.email);
    // The pending link is single use.
    await agent.post(`${API}/auth/google/link`).send({ password: account.password }).expect(401, { detail: LINK_EXPIRED });

    // From now on Google signs in directly.
    identity('sub-2001', account.email, true);
    expect((await signIn()).res.body.user.id).toBe(account.user.id);
    // Another Google account with that e-mail cannot take it over.
    identity('sub-2002', account.email, true);
    expect((await signIn()).res.body.detail).toMatch(/already exists/);
  });

  it('never links an account manager or an internal admin, even with the password', async () => {
    const org = await createOrganization(t);
    const manager = await registerEnterpriseUser(t, { organizationId: org.id, isAccountManager: true });
    identity('sub-3001', manager.email, true);
    const asManager = await signIn();
    expect(asManager.res.status).toBe(401);
    expect(asManager.res.body).toEqual({ detail: NOT_FOR_MANAGERS });
    await asManager.agent.post(`${API}/auth/google/link`).send({ password: manager.password }).expect(401, { detail: LINK_EXPIRED });

    const admin = await registerEnterpriseUser(t, { organizationId: org.id, email: 'Chief@Example.com' });
    identity('sub-3002', admin.email, true);
    expect((await signIn()).res.body).toEqual({ detail: NOT_FOR_MANAGERS });
    const em = t.app.get(MikroORM).em.fork();
    expect(await em.count(User, { googleSubject: { $in: ['sub-3001', 'sub-3002'] } })).toBe(0);
  });

  it('does not create an account for an unverified e-mail', async () => {
    const email = uniqueEmail('unverified');
    identity('sub-4001', email, false);
    expect((await signIn()).res.status).toBe(401);
    expect(await t.app.get(MikroORM).em.fork().count(User, { email })).toBe(0);
  });

  it("answers the provider's failure as 401 {detail} and refuses a missing code before anything else", async () => {
    requestTokens.mockRejectedValueOnce(googleSignInError('invalid_code'));
    const { res } = await signIn();
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'Google sign-in failed: the authorization code is invalid or expired. Please try again.' });
    expect((await signIn({ code: undefined })).res.body.detail).toBe('code is required');
    expect(requestTokens).toHaveBeenCalledTimes(1);
  });

  it('refuses to start or finish with a callback address that is not ours', async () => {
    const start = await browser(t)
      .post(`${API}/auth/google/start`)
      .send({ redirectUri: 'https://evil.example/oauth2callback' })
      .expect(401);
    expect(start.body.detail).toMatch(/^Google sign-in failed: /);
    const { res } = await signIn({ redirectUri: 'https://evil.example/oauth2callback' });
    expect(res.status).toBe(401);
    expect(requestTokens).not.toHaveBeenCalled();
  });
});
