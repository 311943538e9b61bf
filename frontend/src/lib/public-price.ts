import { fromCents } from '@pt/libs/money';
import { PUBLIC_PAGE_PRICE_CENTS } from '@pt/libs/quote';
import type { Language } from './i18n';

/** The public page price as the spec writes it: "2.95" in English, "2,95" in French. */
export function publicPagePrice(language: Language): string {
  const amount = fromCents(PUBLIC_PAGE_PRICE_CENTS);
  return language === 'fr' ? amount.replace('.', ',') : amount;
}
