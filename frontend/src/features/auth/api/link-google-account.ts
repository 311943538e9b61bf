import { apiClient } from '@/lib/api-client';
import type { Session } from '../types';

/** POST /auth/google/link: links the Google sign-in waiting in this browser to the existing account, with its password. */
export function linkGoogleAccount(password: string): Promise<Session> {
  return apiClient.post<Session>('/auth/google/link', { password });
}
