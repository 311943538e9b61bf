import { apiClient } from '@/lib/api-client';
import type { TranslationQuote } from '../types';

/**
 * PUT /translations/{id}/source-language: the customer says which language the document is in; the server checks
 * the pair and answers the same quote (same translation id and prices) with the language set.
 */
export function setSourceLanguage(translationId: number, sourceLanguage: string): Promise<TranslationQuote> {
  return apiClient.put<TranslationQuote>(`/translations/${encodeURIComponent(translationId)}/source-language`, {
    source_language: sourceLanguage,
  });
}
