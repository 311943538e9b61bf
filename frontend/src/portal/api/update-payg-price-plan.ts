import { apiClient } from '@/lib/api-client';
import type { Organization, PricePlanUpdatePayload } from '../types';

/** PUT /admin/enterprise-accounts/payg-price-plan: new base price and long-document incentive (null removes it). */
export async function updatePaygPricePlan(payload: PricePlanUpdatePayload): Promise<Organization> {
  const answer = await apiClient.put<{ organization: Organization }>(
    '/admin/enterprise-accounts/payg-price-plan',
    payload,
  );
  return answer.organization;
}
