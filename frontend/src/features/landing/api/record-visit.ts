import { apiClient } from '@/lib/api-client';

/** POST /visitor: counts a landing-page visit. The server keeps only an anonymous daily hash. */
export function recordVisit(): Promise<void> {
  return apiClient.post<void>('/visitor');
}
