import { apiClient } from '@/lib/api-client';

/** POST /auth/forgot-password. The server answers the same whether or not the account exists. */
export function requestPasswordReset(email: string): Promise<{ detail: string }> {
  return apiClient.post<{ detail: string }>('/auth/forgot-password', { email });
}
