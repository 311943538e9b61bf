import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { GoogleOAuthClient } from '../../src/auth/google/google-oauth.client';
import { GoogleSignInError } from '../../src/auth/google/google-sign-in.error';
import { devSubjectFor } from '../../src/dev-oidc/dev-oidc.accounts';
import { DEV_OIDC_CLIENT_ID } from '../../src/dev-oidc/dev-oidc.settings';
import { browser as productBrowser } from '../utils/google-sign-in';
import { authorizationUrl, HeadlessBrowser, obtainAuthorizationCode, parseFirstForm } from '../utils/oidc-browser';
import { createOrganization, login, registerEnterpriseUser } from '../utils/accounts';
import { createTestApp, TestApp } from '../utils/test-app';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Embedded mode: no Google client configured, so the product serves its own OpenID provider and the real Google
 * client signs in against it over HTTP. The app listens on a real port since the client calls it like Google.
 */
describe('development OpenID provider (no Google client configured)', () => {
  let t: TestApp;
  let base: string;
  let issuer: string;
  let callback: string;
  let client: GoogleOAuthClient;

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await createTestApp({ PORT: String(port), PUBLIC_URL: base });
    await t.app.listen(port, '127.0.0.1');
    issuer = `${base}/prod/api/dev-oidc`;
    callback = `${base}/oauth2callback`;
    client = t.app.get(GoogleOAuthClient);
  });
  afterAll(() => t.close());

  const signIn = (email?: string, redirectUri = callback) =>
    obtainAuthorizationCode({
      authUrl: `${issuer}/auth`,
      clientId: DEV_OIDC_CLIENT_ID,
      redirectUri,
      state: 's-1',
      fields: email === undefined ? {} : { email },
    });

  it('publishes its discovery document under /prod/api/dev-oidc', async () => {
    const res = await t.http().get('/prod/api/dev-oidc/.well-known/openid-configuration').set('Host', new URL(base).host).expect(200);
    expect(res.body).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/auth`,
      token_endpoint: `${issuer}/token`,
      userinfo_endpoint: `${issuer}/userinfo`,
      jwks_uri: `${issuer}/jwks`,
      scopes_supported: expect.arrayContaining(['openid', 'email']),
      claims_supported: expect.arrayContaining(['sub', 'email', 'email_verified']),
    });
  });

  it('points GET /config at itself', async () => {
    const res = await t.http().get('/prod/api/config').expect(200);
    expect(res.body).toEqual({
      googleClientId: DEV_OIDC_CLIENT_ID,
      googleAuthUrl: `${issuer}/auth`,
      paymentProvider: 'sandbox',
      stripePublishableKey: null,
    });
  });

  it('signs in with the e-mail typed on its page, through the same client code as Google', async () => {
    const { code, state, pages } = await signIn('Dev.User@Example.org');
    expect(state).toBe('s-1');
    expect(pages).toHaveLength(1); // one page: the e-mail form; no consent screen for our own client
    const identity = await client.exchangeCode(code, callback);
    expect(identity).toEqual({
      subject: devSubjectFor('dev.user@example.org'),
      email: 'dev.user@example.org',
      emailVerified: true,
      provider: 'dev-oidc',
    });
  });

  it('suggests demo@pagetranslate.local and keeps the same subject for the same e-mail', async () => {
    const first = await client.exchangeCode((await signIn()).code, callback);
    const second = await client.exchangeCode((await signIn()).code, callback);
    expect(first.email).toBe('demo@pagetranslate.local');
    expect(second.subject).toBe(first.subject);
  });

  it('accepts the callback of the frontend dev server on another loopback port', async () => {
    const viteCallback = 'http://localhost:5173/oauth2callback';
    const { code } = await signIn('vite@example.org', viteCallback);
    await expect(client.exchangeCode(code, viteCallback)).resolves.toMatchObject({ email: 'vite@example.org' });
  });

  it('signs in end to end through POST /auth/google from the frontend dev server', async () => {
    const viteCallback = 'http://localhost:5173/oauth2callback';
    const agent = productBrowser(t);
    const started = await agent
      .post('/prod/api/auth/google/start')
      .set('Origin', 'http://localhost:5173')
      .send({ redirectUri: viteCallback })
      .expect(200);
    const { code, state } = await obtainAuthorizationCode({
      url: started.body.authorizationUrl,
      authUrl: `${issuer}/auth`,
      clientId: DEV_OIDC_CLIENT_ID,
      redirectUri: viteCallback,
      fields: { email: 'endpoint@example.org' },
    });
    const res = await agent
      .post('/prod/api/auth/google')
      .set('Origin', 'http://localhost:5173')
      .send({ code, state, redirectUri: viteCallback })
      .expect(200);
    expect(res.body.user).toMatchObject({ email: 'endpoint@example.org' });
    expect(typeof res.body.token).toBe('string');
  });

  it('never opens an account that has a password (the development sign-in vouches for any e-mail)', async () => {
    const organization = await createOrganization(t);
    const { email, password } = await registerEnterpriseUser(t, { organizationId: organization.id });
    const agent = productBrowser(t);
    const started = await agent.post('/prod/api/auth/google/start').send({ redirectUri: callback }).expect(200);
    const { code, state } = await obtainAuthorizationCode({
      url: started.body.authorizationUrl,
      authUrl: `${issuer}/auth`,
      clientId: DEV_OIDC_CLIENT_ID,
      redirectUri: callback,
      fields: { email: email.toUpperCase() },
    });
    const res = await agent
      .post('/prod/api/auth/google')
      .set('Accept-Language', 'fr')
      .send({ code, state, redirectUri: callback })
      .expect(401);
    expect(res.body.detail).toMatch(/^Cette adresse courriel appartient à un compte protégé par un mot de passe/);
    expect(res.body.token).toBeUndefined();
    // The account is untouched: still no Google identity, and its password still signs in.
    await login(t, email, password);
  });

  it('refuses a reused code', async () => {
    const { code } = await signIn('twice@example.org');
    await client.exchangeCode(code, callback);
    await expect(client.exchangeCode(code, callback)).rejects.toThrow(GoogleSignInError);
  });

  it('keeps its client secret and signing key under VAR_DIR', () => {
    const stored = JSON.parse(readFileSync(join(t.config.VAR_DIR, 'dev-oidc.json'), 'utf8'));
    expect(stored.clientSecret).toMatch(/^[\w-]{40,}$/);
    expect(stored.jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256' });
  });

  describe('its sign-in page', () => {
    async function openPage(query = '', cookie?: string) {
      const browser = new HeadlessBrowser();
      const start = authorizationUrl({ authUrl: `${issuer}/auth`, clientId: DEV_OIDC_CLIENT_ID, redirectUri: callback, state: 'x' });
      const redirect = await browser.request(start);
      expect(redirect.status).toBe(303);
      const pageUrl = new URL(redirect.headers.get('location')!, start).href + query;
      const res = await browser.request(pageUrl, cookie ? { headers: { cookie } } : undefined);
      return { browser, pageUrl, res, html: await res.text() };
    }

    it('is an accessible English form: labelled e-mail input with a hint, no script', async () => {
      const { res, html } = await openPage();
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('<h1>Development sign-in</h1>');
      expect(html).toMatch(/<label for="email">E-mail address<\/label>/);
      expect(html).toMatch(
        /<input id="email" name="email" type="email"[^>]*value="demo@pagetranslate.local"[^>]*aria-describedby="email-hint"/,
      );
      expect(html).toContain('>Continue</button>');
      expect(html).not.toContain('<script');
      expect(html).not.toContain('type="password"');
    });

    it('speaks French with ?lng=fr or the i18next cookie', async () => {
      const byQuery = await openPage('?lng=fr');
      expect(byQuery.html).toContain('<html lang="fr">');
      expect(byQuery.html).toContain('<label for="email">Adresse courriel</label>');
      expect(byQuery.html).toContain('>Continuer</button>');
      const byCookie = await openPage('', 'i18next=fr');
      expect(byCookie.html).toContain('<html lang="fr">');
    });

    it('says what is wrong with an address without @, in the page language, tied to the field', async () => {
      const { browser, pageUrl, html } = await openPage('?lng=fr');
      const { url, init } = parseFirstForm(html)!.submission(pageUrl, { email: 'not-an-email' });
      const res = await browser.request(url, init);
      const page = await res.text();
      expect(res.status).toBe(400);
      expect(page).toContain('<p id="email-error" class="error" role="alert">Saisissez une adresse courriel contenant un @.</p>');
      expect(page).toMatch(/aria-describedby="email-error email-hint" aria-invalid="true"/);
      expect(page).toContain('value="not-an-email"');
    });

    it('lets the user cancel: back to the callback with access_denied', async () => {
      const { browser, pageUrl, html } = await openPage();
      const form = parseFirstForm(html)!;
      const body = new URLSearchParams({ lng: 'en', email: 'x@y', action: 'cancel' });
      let res = await browser.request(new URL(form.action, pageUrl).href, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: body.toString(),
      });
      for (let i = 0; i < 5 && res.status === 303 && !res.headers.get('location')!.startsWith(callback); i++) {
        res = await browser.request(new URL(res.headers.get('location')!, pageUrl).href);
      }
      const location = new URL(res.headers.get('location')!);
      expect(location.origin + location.pathname).toBe(callback);
      expect(location.searchParams.get('error')).toBe('access_denied');
    });

    it('explains an expired or unknown sign-in request', async () => {
      const res = await fetch(`${issuer}/interaction/unknown-uid?lng=en`);
      expect(res.status).toBe(400);
      expect(await res.text()).toContain('This sign-in request has expired or was already used.');
    });
  });
});

// Closed unless asked for: in production, and on a public server started without NODE_ENV (it defaults to development).
describe.each([
  ['in production mode', { NODE_ENV: 'production', DEV_FEATURES: undefined, SMTP_URL: 'smtp://127.0.0.1:2525' }],
  ['on a public URL without NODE_ENV', { NODE_ENV: undefined, DEV_FEATURES: undefined, PUBLIC_URL: 'https://translate.example.com' }],
])('development OpenID provider %s', (_name, env) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(env);
  });
  afterAll(() => t.close());

  it('is not mounted', async () => {
    await t.http().get('/prod/api/dev-oidc/.well-known/openid-configuration').expect(404);
    await t.http().get('/prod/api/dev-oidc/auth').expect(404);
  });

  it('GET /config offers no Google sign-in and no development URL', async () => {
    const res = await t.http().get('/prod/api/config').expect(200);
    expect(res.body).toEqual({ googleClientId: null, googleAuthUrl: null, paymentProvider: 'sandbox', stripePublishableKey: null });
    expect(JSON.stringify(res.body)).not.toContain('dev-oidc');
  });

  it('POST /auth/google answers that Google sign-in is not configured', async () => {
    const res = await t.http().post('/prod/api/auth/google').send({ code: 'any-code' }).expect(401);
    expect(res.body).toEqual({ detail: 'Google sign-in is not configured.' });
  });

  it('refuses Google sign-in with a clear message', async () => {
    const attempt = t.app.get(GoogleOAuthClient).exchangeCode('any-code', `${t.config.publicUrl}/oauth2callback`);
    await expect(attempt).rejects.toThrow(new GoogleSignInError('Google sign-in is not configured.'));
    await expect(attempt).rejects.toMatchObject({ reason: 'not_configured' });
  });
});
