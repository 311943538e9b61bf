import { api, type ApiSchema } from '@/lib/typed-api';

/** The provider's authorization URL (state, nonce and PKCE challenge set by the server) to send the browser to. */
export type GoogleSignInStart = ApiSchema<'GoogleStartAnswerDto'>;

/**
 * POST /auth/google/start: the server makes the authorization request and keeps its secrets (state, nonce, PKCE
 * verifier) in an HttpOnly cookie of this browser, checked when the code comes back.
 */
export function startGoogleSignIn(redirectUri: string): Promise<GoogleSignInStart> {
  return api.post('/auth/google/start', { body: { redirectUri } });
}
