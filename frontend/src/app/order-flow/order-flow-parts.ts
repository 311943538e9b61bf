import { BillingAddressForm } from '@/features/billing/components/BillingAddressForm';
import type { OrderFlowParts } from '@/features/translations/order-flow-parts';
import { FutureProducts } from '@/features/waitlist/components/FutureProducts';
import { lazyImport } from '@/lib/lazy-import';

/** The other features' widgets in the order flow; the card forms (and Stripe's loader) come with the payment step only. */
export const ORDER_FLOW_PARTS: OrderFlowParts = {
  BillingAddressForm,
  PaymentStep: lazyImport(() => import('@/features/payments/components/PaymentStep'), 'PaymentStep'),
  FutureProducts,
};
