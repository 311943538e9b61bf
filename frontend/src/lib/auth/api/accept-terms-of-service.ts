import { api } from '@/lib/typed-api';
import type { Language } from '@/lib/i18n';
import type { UserAnswer } from '@/lib/api-types';

/** POST /terms/accept, with the language the terms were read in. */
export function acceptTermsOfService(language: Language): Promise<UserAnswer> {
  return api.post('/terms/accept', { body: { language } });
}
