import { createServer } from 'node:net';
import { GoogleOAuthClient } from '../../src/auth/google/google-oauth.client';
import { GoogleSignInError } from '../../src/auth/google/google-sign-in.error';
import { createHash } from 'node:crypto';
import { browser, startGoogleSignIn } from '../utils/google-sign-in';
import { obtainAuthorizationCode } from '../utils/oidc-browser';
import { fakeGoogleSubject, FakeGoogle, FakeGoogleClient, startFakeGoogle } from '../utils/oidc-fake-google';
import { createTestApp, TestApp } from '../utils/test-app';

/**
 * The real GoogleOAuthClient, inside the app, against a real OpenID provider on localhost that plays Google.
 * createTestApp leaves PUBLIC_URL unset, so the product's callback is http://localhost:3000/oauth2callback.
 */
const CALLBACK = 'http://localhost:3000/oauth2callback';
const ours: FakeGoogleClient = { clientId: 'pagetranslate.apps.example', clientSecret: 'our-secret', redirectUris: [CALLBACK] };
const other: FakeGoogleClient = { clientId: 'someone-else.apps.example', clientSecret: 'their-secret', redirectUris: [CALLBACK] };

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function failure(promise: Promise<unknown>): Promise<GoogleSignInError> {
  const error = await promise.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(GoogleSignInError);
  return error as GoogleSignInError;
}

describe('Google sign-in client against a local OpenID provider', () => {
  let google: FakeGoogle;
  const codeFor = (email: string, client: FakeGoogleClient = ours, extra: { nonce?: string } = {}) =>
    obtainAuthorizationCode({
      authUrl: google.authUrl,
      clientId: client.clientId,
      redirectUri: CALLBACK,
      state: 'state-1',
      ...extra,
      fields: { login: email, password: 'anything' },
    }).then((r) => r.code);

  beforeAll(async () => {
    google = await startFakeGoogle([ours, other]);
  });
  afterAll(() => google.close());

  describe('configured with our client', () => {
    let t: TestApp;
    let client: GoogleOAuthClient;
    beforeAll(async () => {
      t = await createTestApp(google.env(ours));
      client = t.app.get(GoogleOAuthClient);
    });
    afterAll(() => t.close());

    it('exchanges a code for the identity: stable subject, e-mail and its verification', async () => {
      const code = await codeFor('Alice@Example.com');
      const identity = await client.exchangeCode(code, CALLBACK);
      expect(identity).toEqual({
        subject: fakeGoogleSubject('alice@example.com'),
        email: 'alice@example.com',
        emailVerified: true,
        provider: 'google',
      });
      expect(identity.subject).not.toContain('@');
    });

    it('reports an unverified e-mail as such', async () => {
      const identity = await client.exchangeCode(await codeFor('unverified-bob@example.com'), CALLBACK);
      expect(identity.emailVerified).toBe(false);
    });

    it('refuses a code used twice', async () => {
      const code = await codeFor('carol@example.com');
      await client.exchangeCode(code, CALLBACK);
      const error = await failure(client.exchangeCode(code, CALLBACK));
      expect(error.reason).toBe('invalid_code');
      expect(error.message).toBe('Google sign-in failed: the authorization code is invalid or expired. Please try again.');
    });

    it('refuses a made-up code', async () => {
      const error = await failure(client.exchangeCode('not-a-real-code', CALLBACK));
      expect(error.reason).toBe('invalid_code');
    });

    it('refuses a callback address that is not ours, without spending the code', async () => {
      const code = await codeFor('dave@example.com');
      const error = await failure(client.exchangeCode(code, 'https://evil.example/oauth2callback'));
      expect(error.reason).toBe('redirect_uri');
      await expect(client.exchangeCode(code, CALLBACK)).resolves.toMatchObject({ email: 'dave@example.com' });
    });

    it('checks the nonce when the sign-in sent one', async () => {
      const good = await codeFor('erin@example.com', ours, { nonce: 'n-123' });
      await expect(client.exchangeCode(good, CALLBACK, { nonce: 'n-123' })).resolves.toMatchObject({ email: 'erin@example.com' });
      const replayed = await codeFor('erin@example.com', ours, { nonce: 'n-123' });
      expect((await failure(client.exchangeCode(replayed, CALLBACK, { nonce: 'n-456' }))).reason).toBe('invalid_token');
    });

    /** The whole sign-in as the SPA does it: start, the provider's pages, the callback with code and state. */
    async function signInThroughHttp(email: string, tamper: (url: URL) => void = () => undefined) {
      const agent = browser(t);
      const started = await startGoogleSignIn(agent, CALLBACK);
      tamper(started.url);
      const { code, state } = await obtainAuthorizationCode({
        url: started.url.href,
        authUrl: google.authUrl,
        clientId: ours.clientId,
        redirectUri: CALLBACK,
        fields: { login: email, password: 'anything' },
      });
      return agent.post('/prod/api/auth/google').send({ code, state, redirectUri: CALLBACK });
    }

    it('signs in end to end through POST /auth/google: one user per Google account, a working token', async () => {
      const first = await signInThroughHttp('Ivan@Example.com');
      expect(first.status).toBe(200);
      expect(first.body.user).toMatchObject({ email: 'ivan@example.com' });
      expect(typeof first.body.token).toBe('string');
      const again = await signInThroughHttp('ivan@example.com');
      expect(again.body.user.id).toBe(first.body.user.id);
      await t.http().get('/prod/api/auth/check').set('Authorization', `Bearer ${again.body.token}`).expect(200);
    });

    it('refuses a code issued for another PKCE challenge than the one of this browser (the verifier does not match)', async () => {
      const otherChallenge = createHash('sha256').update('an attacker verifier of at least 43 characters long').digest('base64url');
      const res = await signInThroughHttp('judy@example.com', (url) => url.searchParams.set('code_challenge', otherChallenge));
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ detail: 'Google sign-in failed: the authorization code is invalid or expired. Please try again.' });
    });

    it('refuses an ID token carrying another nonce than the one of this browser', async () => {
      const res = await signInThroughHttp('mallory@example.com', (url) => url.searchParams.set('nonce', 'someone-elses-nonce'));
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ detail: 'Google sign-in failed: the identity Google sent could not be verified. Please try again.' });
    });

    it("refuses the provider's callback with another state than this browser's", async () => {
      const res = await signInThroughHttp('niaj@example.com', (url) => url.searchParams.set('state', 'forged-state'));
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ detail: 'Google sign-in failed: it expired or was started in another browser. Please try again.' });
    });

    it('checks the PKCE verifier at the token endpoint', async () => {
      const verifier = 'the-right-verifier-with-enough-entropy-0123456789';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      const codeWithChallenge = () =>
        obtainAuthorizationCode({
          authUrl: google.authUrl,
          clientId: ours.clientId,
          redirectUri: CALLBACK,
          state: 's',
          extraParams: { code_challenge: challenge, code_challenge_method: 'S256' },
          fields: { login: 'oscar@example.com', password: 'anything' },
        }).then((r) => r.code);
      const wrong = await failure(
        client.exchangeCode(await codeWithChallenge(), CALLBACK, { codeVerifier: 'another-verifier-with-enough-entropy-0123456789' }),
      );
      expect(wrong.reason).toBe('invalid_code');
      expect((await failure(client.exchangeCode(await codeWithChallenge(), CALLBACK))).reason).toBe('invalid_code');
      await expect(client.exchangeCode(await codeWithChallenge(), CALLBACK, { codeVerifier: verifier })).resolves.toMatchObject({
        email: 'oscar@example.com',
      });
    });

    it('answers a refused code through POST /auth/google with the detail', async () => {
      const agent = browser(t);
      const { state } = await startGoogleSignIn(agent, CALLBACK);
      const res = await agent.post('/prod/api/auth/google').send({ code: 'made-up', state, redirectUri: CALLBACK }).expect(401);
      expect(res.body).toEqual({ detail: 'Google sign-in failed: the authorization code is invalid or expired. Please try again.' });
    });

    it('serves the configured client on GET /config', async () => {
      const res = await t.http().get('/prod/api/config').expect(200);
      expect(res.body).toEqual({
        googleClientId: ours.clientId,
        googleAuthUrl: google.authUrl,
        paymentProvider: 'sandbox',
        stripePublishableKey: null,
      });
    });
  });

  it('fails clearly when our client secret is wrong', async () => {
    const t = await createTestApp(google.env({ ...ours, clientSecret: 'wrong-secret' }));
    try {
      const error = await failure(t.app.get(GoogleOAuthClient).exchangeCode(await codeFor('frank@example.com'), CALLBACK));
      expect(error.reason).toBe('client_rejected');
      expect(error.message).toMatch(/^Google sign-in failed: /);
    } finally {
      await t.close();
    }
  });

  it('refuses an ID token issued to another client (aud is not our client id)', async () => {
    // The token endpoint answers with tokens minted for `other`: a genuine, well-signed ID token, but not for us.
    const t = await createTestApp(google.env(ours, { GOOGLE_TOKEN_URL: google.tokenUrlIssuingFor(other) }));
    try {
      const code = await codeFor('grace@example.com', other);
      const error = await failure(t.app.get(GoogleOAuthClient).exchangeCode(code, CALLBACK));
      expect(error.reason).toBe('invalid_token');
      expect(error.message).toBe('Google sign-in failed: the identity Google sent could not be verified. Please try again.');
    } finally {
      await t.close();
    }
  });

  it('refuses an ID token from another issuer', async () => {
    const t = await createTestApp(google.env(ours, { GOOGLE_ISSUER: 'https://accounts.google.com' }));
    try {
      const error = await failure(t.app.get(GoogleOAuthClient).exchangeCode(await codeFor('heidi@example.com'), CALLBACK));
      expect(error.reason).toBe('invalid_token');
    } finally {
      await t.close();
    }
  });

  it('fails with a clear message when the token endpoint cannot be reached', async () => {
    const t = await createTestApp(google.env(ours, { GOOGLE_TOKEN_URL: `http://127.0.0.1:${await closedPort()}/token` }));
    try {
      const error = await failure(t.app.get(GoogleOAuthClient).exchangeCode('some-code', CALLBACK));
      expect(error.reason).toBe('unavailable');
      expect(error.message).toBe('Google sign-in failed: Google could not be reached. Please try again later.');
    } finally {
      await t.close();
    }
  });
});
