import { apiClient } from '@/lib/api-client';
import type { Language } from '@/lib/i18n';
import type { UserAnswer } from '../types';

/** POST /privacy/accept, with the language the policy was read in. */
export function acceptPrivacyPolicy(language: Language): Promise<UserAnswer> {
  return apiClient.post<UserAnswer>('/privacy/accept', { language });
}
