import { apiClient } from '@/lib/api-client';
import type { Language } from '@/lib/i18n';
import type { UserAnswer } from '../types';

/** POST /terms/accept, with the language the terms were read in. */
export function acceptTermsOfService(language: Language): Promise<UserAnswer> {
  return apiClient.post<UserAnswer>('/terms/accept', { language });
}
