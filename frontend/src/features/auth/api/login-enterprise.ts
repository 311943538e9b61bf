import { apiClient } from '@/lib/api-client';
import type { Session } from '../types';

export interface EnterpriseLoginCredentials {
  email: string;
  password: string;
}

/** POST /enterprise/users/login */
export function loginEnterprise(credentials: EnterpriseLoginCredentials): Promise<Session> {
  return apiClient.post<Session>('/enterprise/users/login', credentials);
}
