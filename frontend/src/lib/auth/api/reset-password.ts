import { api, type ApiSchema } from '@/lib/typed-api';

/** The e-mailed link's single-use token, the account's e-mail and the new password. */
export type ResetPasswordPayload = ApiSchema<'ResetPasswordDto'>;

/** POST /auth/reset-password */
export function resetPassword(payload: ResetPasswordPayload): Promise<{ detail: string }> {
  return api.post('/auth/reset-password', { body: payload });
}
