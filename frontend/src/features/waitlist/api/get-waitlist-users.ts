import { apiClient } from '@/lib/api-client';
import type { WaitlistUser } from '../types';

/** GET /waitlist-users: the signed-in user's waitlist entries. */
export async function getWaitlistUsers(signal?: AbortSignal): Promise<WaitlistUser[]> {
  const answer = await apiClient.get<{ waitlistUsers?: WaitlistUser[] }>('/waitlist-users', { signal });
  return Array.isArray(answer?.waitlistUsers) ? answer.waitlistUsers : [];
}
