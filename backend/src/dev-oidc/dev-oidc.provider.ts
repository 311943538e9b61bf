import Provider, { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import { isLoopbackCallback, OAUTH_CALLBACK_PATH } from '../auth/google/google-redirect-uri.util';
import { DevOidcAccounts } from './dev-oidc.accounts';
import { escapeHtml } from './dev-oidc.page';
import { createDevOidcStore } from './dev-oidc.store';
import { DEV_OIDC_CLIENT_ID, DEV_OIDC_PATH, DEV_OIDC_ROUTES, DevOidcSettings } from './dev-oidc.settings';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * A real OpenID provider (oidc-provider) standing in for Google: one confidential client, scopes openid and
 * email, accounts made from the e-mail typed on the sign-in page, consent implied (our own first-party client).
 */
export function createDevOidcProvider(params: { settings: DevOidcSettings; publicUrl: string; accounts: DevOidcAccounts }): Provider {
  const { settings, publicUrl, accounts } = params;
  const configuration: Configuration = {
    clients: [
      {
        client_id: DEV_OIDC_CLIENT_ID,
        client_secret: settings.clientSecret,
        client_name: 'PageTranslate (development)',
        redirect_uris: [`${publicUrl}${OAUTH_CALLBACK_PATH}`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        // As Google accepts it: client_id and client_secret in the form body.
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    adapter: createDevOidcStore(),
    jwks: settings.secrets.jwks,
    cookies: { keys: settings.secrets.cookieKeys },
    scopes: ['openid', 'email'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    routes: { ...DEV_OIDC_ROUTES },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `${DEV_OIDC_PATH}/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const email = accounts.emailOf(sub);
      if (!email) return undefined;
      return { accountId: sub, claims: () => ({ sub, email, email_verified: true }) };
    },
    loadExistingGrant: grantEverythingToOurClient,
    ttl: {
      AccessToken: HOUR,
      AuthorizationCode: MINUTE,
      IdToken: HOUR,
      Interaction: HOUR,
      Session: 24 * HOUR,
      Grant: 24 * HOUR,
    },
    renderError(ctx, out) {
      ctx.type = 'html';
      const rows = Object.entries(out)
        .map(([key, value]) => `<dt>${escapeHtml(key)}</dt><dd>${escapeHtml(String(value))}</dd>`)
        .join('');
      ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in error · PageTranslate</title></head><body><main><h1>Sign-in error</h1><dl>${rows}</dl></main></body></html>`;
    },
  };
  const provider = new Provider(settings.issuer, configuration);

  // The frontend's dev server runs on another loopback port than the API: accept /oauth2callback on any of them.
  const registeredOnly = provider.Client.prototype.redirectUriAllowed;
  provider.Client.prototype.redirectUriAllowed = function (this: InstanceType<typeof provider.Client>, redirectUri: string) {
    return registeredOnly.call(this, redirectUri) || isLoopbackCallback(redirectUri);
  };
  return provider;
}

/** First-party client: no consent screen, the grant covers openid and email. */
async function grantEverythingToOurClient(ctx: KoaContextWithOIDC) {
  const { provider, client, session, result } = ctx.oidc;
  const grantId = result?.consent?.grantId ?? (client && session?.grantIdFor(client.clientId));
  if (grantId) {
    const existing = await provider.Grant.find(grantId);
    if (existing) return existing;
  }
  if (!client || !session?.accountId) return undefined;
  const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  grant.addOIDCScope('openid email');
  grant.addOIDCClaims(['email', 'email_verified']);
  await grant.save();
  return grant;
}
