import { apiClient } from '@/lib/api-client';

export interface ResetPasswordPayload {
  email: string;
  /** The single-use token from the e-mailed link. */
  token: string;
  password: string;
}

/** POST /auth/reset-password */
export function resetPassword(payload: ResetPasswordPayload): Promise<{ detail: string }> {
  return apiClient.post<{ detail: string }>('/auth/reset-password', payload);
}
