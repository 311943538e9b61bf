import { api } from '@/lib/typed-api';
import type { Language } from '@/lib/i18n';
import type { UserAnswer } from '@/lib/api-types';

/** PATCH /user/language */
export function updateUserLanguage(language: Language): Promise<UserAnswer> {
  return api.patch('/user/language', { body: { language } });
}
