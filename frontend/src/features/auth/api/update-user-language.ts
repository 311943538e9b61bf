import { apiClient } from '@/lib/api-client';
import type { Language } from '@/lib/i18n';
import type { UserAnswer } from '../types';

/** PATCH /user/language */
export function updateUserLanguage(language: Language): Promise<UserAnswer> {
  return apiClient.patch<UserAnswer>('/user/language', { language });
}
