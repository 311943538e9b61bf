import { apiClient } from '@/lib/api-client';
import type { UserAnswer } from '../types';

export interface EnterpriseRegistrationPayload {
  email: string;
  activationCode: string;
  password: string;
  organizationId: number;
}

/** POST /admin/enterprise/users/create: registration by invitation. */
export function registerEnterpriseUser(payload: EnterpriseRegistrationPayload): Promise<UserAnswer> {
  return apiClient.post<UserAnswer>('/admin/enterprise/users/create', payload);
}
