import { createHash } from 'node:crypto';
import { createServer, IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { quietOidcProvider } from './oidc-quiet';

export interface FakeGoogleClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface FakeGoogle {
  issuer: string;
  authUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  jwksUrl: string;
  provider: Provider;
  /** The GOOGLE_* variables that point the product at this provider as `client`. */
  env(client: FakeGoogleClient, overrides?: Record<string, string>): Record<string, string>;
  /**
   * A token endpoint that swaps in `asClient`'s credentials before forwarding: the answer carries a genuine ID token
   * issued to that other client (aud = its id), as a mixed-up or malicious provider response would.
   */
  tokenUrlIssuingFor(asClient: FakeGoogleClient): string;
  close(): Promise<void>;
}

/** Google-like numeric `sub`, stable per e-mail and different from it. */
export function fakeGoogleSubject(email: string): string {
  return BigInt(`0x${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 15)}`).toString();
}

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1 and a random port, playing Google: confidential clients
 * authenticating with client_secret_post, scopes openid/email, RS256 ID tokens carrying email and email_verified,
 * a login form (any e-mail, any password) then a consent form. The `sub` is a number derived from the e-mail, as
 * Google's differs from the address; addresses starting with "unverified" come back with email_verified false.
 */
export async function startFakeGoogle(clients: FakeGoogleClient[]): Promise<FakeGoogle> {
  let handler: RequestListener = (_req, res) => res.writeHead(503).end();
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const emails = new Map<string, string>();
  const provider = quietOidcProvider(
    () =>
      new Provider(issuer, {
        clients: clients.map((c) => ({
          client_id: c.clientId,
          client_secret: c.clientSecret,
          redirect_uris: c.redirectUris,
          response_types: ['code'],
          grant_types: ['authorization_code'],
          token_endpoint_auth_method: 'client_secret_post',
        })),
        scopes: ['openid', 'email'],
        claims: { openid: ['sub'], email: ['email', 'email_verified'] },
        // Like Google: the ID token from the token endpoint carries the e-mail claims too.
        conformIdTokenClaims: false,
        features: { devInteractions: { enabled: false } },
        interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
        async findAccount(_ctx, sub) {
          const email = emails.get(sub);
          if (!email) return undefined;
          return { accountId: sub, claims: () => ({ sub, email, email_verified: !email.startsWith('unverified') }) };
        },
        ttl: { AccessToken: 3600, AuthorizationCode: 60, IdToken: 3600, Interaction: 3600, Session: 3600, Grant: 3600 },
        renderError(ctx, out) {
          ctx.type = 'json';
          ctx.body = out;
        },
      }),
  );

  const swapPrefix = '/test/token-issuing-for/';
  handler = (req, res) => {
    const path = new URL(req.url ?? '/', issuer).pathname;
    if (req.method === 'POST' && path.startsWith(swapPrefix)) {
      const asClient = clients.find((c) => c.clientId === decodeURIComponent(path.slice(swapPrefix.length)));
      void forwardAs(req, res, `${issuer}/token`, asClient);
    } else if (path.startsWith('/interaction/')) {
      interaction(provider, emails, req, res).catch((err: Error) => res.writeHead(500).end(err.stack));
    } else {
      void provider.callback()(req, res);
    }
  };

  const urls = { authUrl: `${issuer}/auth`, tokenUrl: `${issuer}/token`, userinfoUrl: `${issuer}/me`, jwksUrl: `${issuer}/jwks` };
  return {
    issuer,
    ...urls,
    provider,
    env(client, overrides = {}) {
      return {
        GOOGLE_CLIENT_ID: client.clientId,
        GOOGLE_CLIENT_SECRET: client.clientSecret,
        GOOGLE_AUTH_URL: urls.authUrl,
        GOOGLE_TOKEN_URL: urls.tokenUrl,
        GOOGLE_USERINFO_URL: urls.userinfoUrl,
        GOOGLE_ISSUER: issuer,
        GOOGLE_JWKS_URL: urls.jwksUrl,
        ...overrides,
      };
    },
    tokenUrlIssuingFor(asClient) {
      return `${issuer}${swapPrefix}${encodeURIComponent(asClient.clientId)}`;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

async function forwardAs(req: IncomingMessage, res: ServerResponse, tokenUrl: string, asClient?: FakeGoogleClient): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  if (asClient) {
    form.set('client_id', asClient.clientId);
    form.set('client_secret', asClient.clientSecret);
  }
  const answer = await fetch(tokenUrl, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: form });
  res.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? 'application/json' });
  res.end(Buffer.from(await answer.arrayBuffer()));
}

/** Google's two screens, minimal: the login form, then the consent form for the scopes and claims asked. */
async function interaction(provider: Provider, emails: Map<string, string>, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const details = await provider.interactionDetails(req, res);
  const action = `/interaction/${details.uid}`;
  if (req.method === 'GET') {
    const html =
      details.prompt.name === 'login'
        ? `<!doctype html><title>Sign in</title><form method="post" action="${action}"><input type="hidden" name="prompt" value="login">` +
          '<label>Email <input type="email" name="login" required></label><label>Password <input type="password" name="password" required></label>' +
          '<button type="submit">Next</button></form>'
        : `<!doctype html><title>Allow</title><form method="post" action="${action}"><input type="hidden" name="prompt" value="consent">` +
          `<p>Allow ${String(details.params.client_id)} to see your e-mail address?</p><button type="submit">Allow</button></form>`;
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
    return;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  if (form.get('prompt') === 'login') {
    const email = (form.get('login') ?? '').trim().toLowerCase();
    const sub = fakeGoogleSubject(email);
    emails.set(sub, email);
    await provider.interactionFinished(req, res, { login: { accountId: sub } }, { mergeWithLastSubmission: false });
    return;
  }
  const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
  const grant = details.grantId
    ? (await provider.Grant.find(details.grantId))!
    : new provider.Grant({ accountId: details.session!.accountId, clientId: details.params.client_id as string });
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
}
