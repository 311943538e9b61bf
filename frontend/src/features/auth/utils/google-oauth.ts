import { paths } from '@/config/paths';

/** sessionStorage key of the anti-forgery `state` sent to the provider and checked on /oauth2callback. */
export const OAUTH_STATE_KEY = 'oauth_state';

/** The product's callback URL; the server sends the same one when it exchanges the code. */
export function oauthRedirectUri(origin: string = window.location.origin): string {
  return `${origin}${paths.oauthCallback}`;
}

/** A fresh random state (128 bits, hex), remembered for this tab. */
export function createOAuthState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const state = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  sessionStorage.setItem(OAUTH_STATE_KEY, state);
  return state;
}

/** The remembered state, removed so it can be used only once. */
export function consumeOAuthState(): string | null {
  const state = sessionStorage.getItem(OAUTH_STATE_KEY);
  sessionStorage.removeItem(OAUTH_STATE_KEY);
  return state;
}

export interface GoogleAuthUrlInput {
  authUrl: string;
  clientId: string;
  redirectUri: string;
  state: string;
}

/** The provider's authorization URL: code flow, scope "openid email", our callback and the state. */
export function buildGoogleAuthUrl({ authUrl, clientId, redirectUri, state }: GoogleAuthUrlInput): string {
  const query = [
    ['client_id', clientId],
    ['redirect_uri', redirectUri],
    ['response_type', 'code'],
    ['scope', 'openid email'],
    ['state', state],
  ]
    // encodeURIComponent writes the space in the scope as %20 (URLSearchParams would write +).
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return `${authUrl}${authUrl.includes('?') ? '&' : '?'}${query}`;
}
