import type { PaymentStatusAnswer, StripePayment, TranslationQuote, User } from '@/lib/api-types';
import { buildUser } from '@/testing/auth-fixtures';

export const PAYMENT_ID = 'pi_sbx_8f3a';
export const ORDER_NUMBER = 'PT-2026-000017';

export function buildQuote(overrides: Partial<TranslationQuote> = {}): TranslationQuote {
  return {
    translationId: 17,
    filename: 'annual-report.pdf',
    pageCount: 3,
    pagePrice: 2.95,
    subTotal: 8.85,
    subTotalCents: 885,
    currency: { value: 'CAD' },
    longDocIncentive: null,
    wordCount: 1240,
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

export function buildPayment(overrides: Partial<StripePayment> = {}): StripePayment {
  return {
    id: PAYMENT_ID,
    provider: 'sandbox',
    status: 'requires_payment_method',
    amount: 1000,
    currency: 'cad',
    clientSecret: `${PAYMENT_ID}_secret_abc`,
    subTotal: 885,
    taxes: [{ id: 'hst-on', displayName: 'HST (ON)', amount: 115, taxRate: 13 }],
    translationId: 17,
    orderNumber: ORDER_NUMBER,
    ...overrides,
  };
}

/** The status answer; `status` may also be a word the schema does not list (what a newer server could send). */
export function statusAnswer(
  status: PaymentStatusAnswer['status'] | (string & {}),
  overrides: Partial<PaymentStatusAnswer> = {},
): PaymentStatusAnswer {
  return {
    id: PAYMENT_ID,
    status,
    amount: 1000,
    currency: 'cad',
    subTotal: 885,
    taxes: [{ id: 'hst-on', displayName: 'HST (ON)', amount: 115, taxRate: 13 }],
    translationId: 17,
    orderNumber: ORDER_NUMBER,
    failureMessage: null,
    ...overrides,
  } as PaymentStatusAnswer;
}

export function buildPayingUser(overrides: Partial<User> = {}): User {
  return buildUser({
    billingAddress: {
      id: 3,
      street: '100 Queen St W',
      city: 'Toronto',
      region: { id: 9, label: 'Ontario', value: 'ON' },
      postalCode: 'M5H 2N2',
      country: { id: 1, label: 'Canada', value: 'CA' },
      regionLabel: 'Ontario',
      countryLabel: 'Canada',
    },
    ...overrides,
  });
}

/** MM/YY a few years ahead, so the test cards never expire. */
export function futureExpiry(): string {
  return `12/${String(new Date().getFullYear() + 5).slice(2)}`;
}
