import type { User } from '@/features/auth/types';
import type { TranslationQuote } from '@/features/translations/types';
import { buildUser } from '@/testing/auth-fixtures';
import type { PaymentStatusAnswer, StripePayment } from '../types';

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
    imageOnlyPages: [],
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

export function statusAnswer(status: string, overrides: Partial<PaymentStatusAnswer> = {}): PaymentStatusAnswer {
  return { id: PAYMENT_ID, status, translationId: 17, orderNumber: ORDER_NUMBER, failureMessage: null, ...overrides };
}

export function buildPayingUser(overrides: Partial<User> = {}): User {
  return buildUser({
    billingAddress: {
      id: 3,
      street: '100 Queen St W',
      city: 'Toronto',
      region: { label: 'Ontario', value: 'ON' },
      postalCode: 'M5H 2N2',
      country: { label: 'Canada', value: 'CA' },
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
