import { api } from '@/lib/typed-api';
import type { Session } from '@/lib/api-types';

/** GET /auth/check: validates the stored token and answers the current user (and token). */
export function checkAuth(): Promise<Session> {
  return api.get('/auth/check');
}
