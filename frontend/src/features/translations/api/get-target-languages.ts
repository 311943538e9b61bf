import { apiClient } from '@/lib/api-client';
import type { TargetLanguage } from '../types';

/** GET /translations/target-languages: the active languages, sorted by label, labels in the interface language. */
export function getTargetLanguages(): Promise<TargetLanguage[]> {
  return apiClient.get<TargetLanguage[]>('/translations/target-languages');
}
