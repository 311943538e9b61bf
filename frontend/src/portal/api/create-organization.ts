import { apiClient } from '@/lib/api-client';
import type { CreateOrganizationPayload, Organization } from '../types';

/** POST /admin/accounts: the organisation with its address, point of contact and PAYG plan. */
export async function createOrganization(payload: CreateOrganizationPayload): Promise<Organization> {
  const answer = await apiClient.post<{ organization: Organization }>('/admin/accounts', payload);
  return answer.organization;
}
