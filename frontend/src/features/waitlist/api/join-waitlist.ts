import { apiClient } from '@/lib/api-client';
import type { JoinWaitlistPayload, WaitlistUser } from '../types';

/** POST /waitlist-user: puts the signed-in user on a product's waitlist; answers the user's entries. */
export function joinWaitlist(payload: JoinWaitlistPayload): Promise<{ waitlistUsers: WaitlistUser[] }> {
  return apiClient.post<{ waitlistUsers: WaitlistUser[] }>('/waitlist-user', payload);
}
