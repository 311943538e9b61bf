import { apiClient } from '@/lib/api-client';
import type { EnterpriseRegistration, RegistrationPayload } from '../types';

/** POST /admin/account-managers/enterprise-registrations: invites someone to register in the organisation. */
export async function createEnterpriseRegistration(payload: RegistrationPayload): Promise<EnterpriseRegistration> {
  const answer = await apiClient.post<{ registration: EnterpriseRegistration }>(
    '/admin/account-managers/enterprise-registrations',
    payload,
  );
  return answer.registration;
}
