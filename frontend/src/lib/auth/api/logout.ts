import { api } from '@/lib/typed-api';

/**
 * POST /auth/logout: ends the session on the server (204). The token is passed explicitly because the browser's
 * copy is already cleared when this is sent.
 */
export function logout(token: string): Promise<void> {
  return api.post('/auth/logout', { headers: { Authorization: `Bearer ${token}` } }).then(() => undefined);
}
