import { apiClient } from '@/lib/api-client';
import type { Organization } from '../types';

/** GET /admin/account-manager/{id}/accounts: all the manager's organisations, newest first. */
export async function getAccounts(accountManagerId: number, signal?: AbortSignal): Promise<Organization[]> {
  const answer = await apiClient.get<{ organizations: Organization[] }>(
    `/admin/account-manager/${encodeURIComponent(accountManagerId)}/accounts`,
    { signal },
  );
  return answer.organizations;
}
