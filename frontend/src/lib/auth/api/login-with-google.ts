import { api, type ApiSchema } from '@/lib/typed-api';
import type { EnterpriseLoginAnswer } from './login-enterprise';

/**
 * The authorization code, the state (checked against this browser's sign-in cookie) and the redirect URI the code was
 * issued for, all from the provider's redirect; the app always sends the two the API leaves optional.
 */
export type GoogleLoginInput = Required<ApiSchema<'GoogleSignInDto'>>;

/** POST /auth/google: the session, or (a manager or admin with two-step sign-in) the challenge of the code step. */
export function loginWithGoogle(input: GoogleLoginInput): Promise<EnterpriseLoginAnswer> {
  return api.post('/auth/google', { body: input });
}
