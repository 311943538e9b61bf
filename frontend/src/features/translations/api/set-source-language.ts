import { api } from '@/lib/typed-api';
import type { TranslationQuote } from '@/lib/api-types';

/**
 * PUT /translations/{id}/source-language: the customer says which language the document is in; the server checks
 * the pair and answers the same quote (same translation id and prices) with the language set.
 */
export function setSourceLanguage(translationId: number, sourceLanguage: string): Promise<TranslationQuote> {
  return api.put('/translations/{id}/source-language', {
    params: { id: translationId },
    body: { source_language: sourceLanguage },
  });
}
