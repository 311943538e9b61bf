import { paths } from '@/config/paths';

/** sessionStorage key of the `state` of the authorization request, checked again on /oauth2callback. */
export const OAUTH_STATE_KEY = 'oauth_state';

/** The product's callback URL; the server sends the same one when it exchanges the code. */
export function oauthRedirectUri(origin: string = window.location.origin): string {
  return `${origin}${paths.oauthCallback}`;
}

/**
 * Remembers for this tab the `state` of the authorization URL the server made. The server checks it against its
 * cookie; the callback page also refuses a state this tab did not start, without a call.
 */
export function rememberOAuthState(authorizationUrl: string): void {
  const state = URL.parse(authorizationUrl)?.searchParams.get('state');
  if (state) sessionStorage.setItem(OAUTH_STATE_KEY, state);
  else sessionStorage.removeItem(OAUTH_STATE_KEY);
}

/** The remembered state, removed so it can be used only once. */
export function consumeOAuthState(): string | null {
  const state = sessionStorage.getItem(OAUTH_STATE_KEY);
  sessionStorage.removeItem(OAUTH_STATE_KEY);
  return state;
}
