import { api } from '@/lib/typed-api';
import type { Translation } from '@/lib/api-types';

/** The signed-in user's paid translations, newest first. */
export function getTranslations(signal?: AbortSignal): Promise<Translation[]> {
  return api.get('/translations', { signal });
}
