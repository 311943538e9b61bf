import { api } from '@/lib/typed-api';
import type { Language } from '@/lib/i18n';
import type { UserAnswer } from '@/lib/api-types';

/** POST /privacy/accept, with the language the policy was read in. */
export function acceptPrivacyPolicy(language: Language): Promise<UserAnswer> {
  return api.post('/privacy/accept', { body: { language } });
}
