import { useAuth } from '@/lib/auth/use-auth';
import { BillingAddressView } from '@/components/billing/BillingAddressView';
import { useBillingAddress } from '@/lib/auth/use-billing-address';
import type { TranslationQuote } from '@/lib/api-types';
import { usePaymentProvider } from '../hooks/use-payment-provider';
import { usePaymentSession } from '../hooks/use-payment-session';
import { PaymentStepView } from './PaymentStepView';

export interface PaymentStepProps {
  /**
   * The accepted quote of the translation being paid. null only when the page was reloaded while a payment was being
   * confirmed (`?isPolling=true&paymentId=…`): the step then resumes polling and needs no quote.
   */
  quote: TranslationQuote | null;
  /** Called after the open payment was cancelled, so the wizard can show the billing address form. */
  onEditAddress: () => void;
}

/**
 * Step 5 of the wizard: billing address (Edit cancels the open payment first), order summary and the card form of
 * the configured provider. The payment's course is usePaymentSession's state machine; PaymentStepView draws it.
 */
export function PaymentStep({ quote, onEditAddress }: PaymentStepProps) {
  const { user } = useAuth();
  const address = useBillingAddress();
  const [provider, retryProvider] = usePaymentProvider();
  const session = usePaymentSession({ quote, canPay: Boolean(user) && Boolean(address), onEditAddress });

  return (
    <PaymentStepView
      state={session.state}
      quote={quote}
      hasUser={Boolean(user)}
      renderAddress={address ? (onEdit) => <BillingAddressView address={address} onEdit={onEdit} /> : null}
      provider={provider}
      onRetryProvider={retryProvider}
      onRetryPayment={session.loadPayment}
      onPay={(confirm) => void session.pay(confirm)}
      onCheckAgain={session.checkAgain}
      onEditBillingAddress={() => void session.editAddress()}
      onAddAddress={onEditAddress}
    />
  );
}
