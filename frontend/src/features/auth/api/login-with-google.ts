import { apiClient } from '@/lib/api-client';
import type { Session } from '../types';

export interface GoogleLoginInput {
  /** The authorization code from the provider's redirect. */
  code: string;
  /** The state from the provider's redirect: the server checks it against this browser's sign-in cookie. */
  state: string;
  /** The redirect URI the code was issued for; the server must send the same one to the provider. */
  redirectUri: string;
}

/** POST /auth/google */
export function loginWithGoogle(input: GoogleLoginInput): Promise<Session> {
  return apiClient.post<Session>('/auth/google', input);
}
