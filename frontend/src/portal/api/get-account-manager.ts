import { apiClient } from '@/lib/api-client';
import type { AccountManager } from '../types';

/** GET /admin/account-managers/{id}: the signed-in manager (whether they are the internal admin). */
export function getAccountManager(accountManagerId: number, signal?: AbortSignal): Promise<AccountManager> {
  return apiClient.get<AccountManager>(`/admin/account-managers/${encodeURIComponent(accountManagerId)}`, { signal });
}
