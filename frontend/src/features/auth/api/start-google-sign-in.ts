import { apiClient } from '@/lib/api-client';

export interface GoogleSignInStart {
  /** The provider's authorization URL (state, nonce and PKCE challenge set by the server) to send the browser to. */
  authorizationUrl: string;
}

/**
 * POST /auth/google/start: the server makes the authorization request and keeps its secrets (state, nonce, PKCE
 * verifier) in an HttpOnly cookie of this browser, checked when the code comes back.
 */
export function startGoogleSignIn(redirectUri: string): Promise<GoogleSignInStart> {
  return apiClient.post<GoogleSignInStart>('/auth/google/start', { redirectUri });
}
