import { api } from '@/lib/typed-api';
import type { TargetLanguage } from '@/lib/api-types';

/** GET /translations/target-languages: the active languages, sorted by label, labels in the interface language. */
export function getTargetLanguages(): Promise<TargetLanguage[]> {
  return api.get('/translations/target-languages');
}
