import { api } from '@/lib/typed-api';
import type { Session } from '@/lib/api-types';

/** POST /auth/google/link: links the Google sign-in waiting in this browser to the existing account, with its password. */
export function linkGoogleAccount(password: string): Promise<Session> {
  return api.post('/auth/google/link', { body: { password } });
}
