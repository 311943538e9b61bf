import { api } from '@/lib/typed-api';
import type { Session } from '@/lib/api-types';

/** GET /user */
export function getUser(): Promise<Session> {
  return api.get('/user');
}
