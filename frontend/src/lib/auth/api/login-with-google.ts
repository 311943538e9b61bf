import { api } from '@/lib/typed-api';
import type { EnterpriseLoginAnswer } from './login-enterprise';

export interface GoogleLoginInput {
  /** The authorization code from the provider's redirect. */
  code: string;
  /** The state from the provider's redirect: the server checks it against this browser's sign-in cookie. */
  state: string;
  /** The redirect URI the code was issued for; the server must send the same one to the provider. */
  redirectUri: string;
}

/** POST /auth/google: the session, or (a manager or admin with two-step sign-in) the challenge of the code step. */
export function loginWithGoogle(input: GoogleLoginInput): Promise<EnterpriseLoginAnswer> {
  return api.post('/auth/google', { body: input });
}
