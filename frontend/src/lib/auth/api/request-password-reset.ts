import { api } from '@/lib/typed-api';

/** POST /auth/forgot-password. The server answers the same whether or not the account exists. */
export function requestPasswordReset(email: string): Promise<{ detail: string }> {
  return api.post('/auth/forgot-password', { body: { email } });
}
