import { apiClient } from '@/lib/api-client';
import type { Session } from '../types';

/** GET /user */
export function getUser(): Promise<Session> {
  return apiClient.get<Session>('/user');
}
