import { apiClient } from '@/lib/api-client';
import type { Session } from '../types';

/** GET /auth/check: validates the stored token and answers the current user (and token). */
export function checkAuth(): Promise<Session> {
  return apiClient.get<Session>('/auth/check');
}
