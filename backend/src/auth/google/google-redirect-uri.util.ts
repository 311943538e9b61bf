/** The product's OAuth callback page (spec section 2, Login callback). */
export const OAUTH_CALLBACK_PATH = '/oauth2callback';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface RedirectUriPolicy {
  publicUrl: string;
  isProduction: boolean;
  /** The Origin of the request that carries the code, when known. */
  requestOrigin?: string;
}

/**
 * A code is exchanged only for our own callback: `${publicUrl}/oauth2callback`, or outside production the same
 * path on the request's origin or on a loopback origin (the frontend dev server on another port).
 */
export function isAllowedRedirectUri(redirectUri: string, policy: RedirectUriPolicy): boolean {
  if (redirectUri === `${policy.publicUrl}${OAUTH_CALLBACK_PATH}`) return true;
  if (policy.isProduction) return false;
  const url = URL.parse(redirectUri);
  if (!url || !isPlainCallback(url)) return false;
  if (LOOPBACK_HOSTS.has(url.hostname)) return true;
  const origin = policy.requestOrigin ? URL.parse(policy.requestOrigin)?.origin : undefined;
  return !!origin && origin !== 'null' && url.origin === origin;
}

/** A loopback callback URL (any port), as the development provider accepts besides the public one. */
export function isLoopbackCallback(redirectUri: string): boolean {
  const url = URL.parse(redirectUri);
  return !!url && isPlainCallback(url) && LOOPBACK_HOSTS.has(url.hostname);
}

function isPlainCallback(url: URL): boolean {
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.pathname === OAUTH_CALLBACK_PATH &&
    !url.search &&
    !url.hash &&
    !url.username &&
    !url.password
  );
}
