import { apiClient } from '@/lib/api-client';
import type { Translation } from '../types';

/** The signed-in user's paid translations, newest first. */
export function getTranslations(signal?: AbortSignal): Promise<Translation[]> {
  return apiClient.get<Translation[]>('/translations', { signal });
}
