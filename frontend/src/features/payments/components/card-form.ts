import type { StripePayment } from '@/lib/api-types';

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
