import { apiClient } from '@/lib/api-client';
import type { Organization } from '../types';

/** GET /admin/account-manager/account-details/{organizationId}: one organisation with plan, contacts, registrations. */
export function getAccountDetails(organizationId: number | string, signal?: AbortSignal): Promise<Organization> {
  return apiClient.get<Organization>(
    `/admin/account-manager/account-details/${encodeURIComponent(organizationId)}`,
    { signal },
  );
}
