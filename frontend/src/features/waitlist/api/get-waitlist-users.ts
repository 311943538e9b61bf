import { api } from '@/lib/typed-api';
import type { WaitlistUser } from '@/lib/api-types';

/** GET /waitlist-users: the signed-in user's waitlist entries. */
export async function getWaitlistUsers(signal?: AbortSignal): Promise<WaitlistUser[]> {
  const answer = await api.get('/waitlist-users', { signal });
  return Array.isArray(answer?.waitlistUsers) ? answer.waitlistUsers : [];
}
