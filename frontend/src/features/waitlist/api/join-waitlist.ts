import { api } from '@/lib/typed-api';
import type { JoinWaitlistPayload, WaitlistUser } from '@/lib/api-types';

/** POST /waitlist-user: puts the signed-in user on a product's waitlist; answers the user's entries. */
export function joinWaitlist(payload: JoinWaitlistPayload): Promise<{ waitlistUsers: WaitlistUser[] }> {
  return api.post('/waitlist-user', { body: payload });
}
