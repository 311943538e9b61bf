import type { TargetLanguage, TranslationQuote } from '@/lib/api-types';

export const TARGET_LANGUAGES: TargetLanguage[] = [
  { id: 1, value: 'en', label: 'English' },
  { id: 2, value: 'fr', label: 'French' },
  { id: 3, value: 'es', label: 'Spanish' },
];

/** The answer of POST /translations: 3 pages at $2.95 CAD, no incentive, no warning. */
export function buildQuote(overrides: Partial<TranslationQuote> = {}): TranslationQuote {
  return {
    translationId: 17,
    filename: 'report.pdf',
    pageCount: 3,
    pagePrice: 2.95,
    subTotal: 8.85,
    subTotalCents: 885,
    currency: { value: 'CAD' },
    longDocIncentive: null,
    wordCount: 1200,
    sourceLanguage: 'en',
    sourceLanguageStatus: 'detected',
    detectedLanguage: null,
    languageConfidence: null,
    sourceLanguages: [],
    imageOnlyPages: [],
    scannedPages: null,
    warnings: [],
    ...overrides,
  };
}
