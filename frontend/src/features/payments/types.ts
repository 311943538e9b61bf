import type { TranslationQuote } from '@/features/translations/types';

export type { TranslationQuote };

export interface PaymentStepProps {
  /**
   * The accepted quote of the translation being paid. null only when the page was reloaded while a payment was being
   * confirmed (`?isPolling=true&paymentId=…`): the step then resumes polling and needs no quote.
   */
  quote: TranslationQuote | null;
  /** Called after the open payment was cancelled, so the wizard can show the billing address form. */
  onEditAddress: () => void;
}

/** One tax line of a payment, in cents. */
export interface PaymentTax {
  id: string;
  displayName: string;
  amount: number;
  /** Percent: 13, 9.975. */
  taxRate: number;
}

/** The payment of POST /translations/payg_payment. Amounts are integer cents (Stripe's convention). */
export interface StripePayment {
  /** The provider's payment intent id: pi_… (Stripe) or pi_sbx_… (sandbox). */
  id: string;
  provider?: 'stripe' | 'sandbox';
  status?: string;
  /** subTotal + taxes. */
  amount: number;
  /** Lower-case ISO code, e.g. "cad". */
  currency: string;
  clientSecret: string;
  subTotal: number;
  taxes: PaymentTax[];
  translationId?: number;
  orderNumber?: string;
}

export interface CreatePaymentAnswer {
  stripePayment: StripePayment;
}

/** GET /payments/status/{id} and PUT /translations/payment/{id}/status/{status}. */
export interface PaymentStatusAnswer {
  id: string;
  status: string;
  amount?: number;
  currency?: string;
  subTotal?: number;
  taxes?: PaymentTax[];
  translationId?: number;
  orderNumber?: string | null;
  /** The provider's reason, e.g. "Your card was declined.", shown as is. */
  failureMessage?: string | null;
}

/** What a card form's confirmation said: the intent's status, or the provider's message (shown as is). */
export type CardConfirmation = { status: string } | { errorMessage: string };

/** A card form hands PaymentStep a function that confirms a given payment with the card it holds. */
export type ConfirmWithCard = (payment: StripePayment) => Promise<CardConfirmation>;

/** Props shared by the sandbox and the Stripe card forms. */
export interface CardFormProps {
  /** A payment is being confirmed: the fields and PAY are disabled. */
  busy: boolean;
  /** The payment to confirm exists (created and not being replaced): without it PAY stays disabled. */
  payable: boolean;
  onPay: (confirm: ConfirmWithCard) => void;
}
