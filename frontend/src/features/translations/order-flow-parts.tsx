import { createContext, useContext, type ComponentType } from 'react';
import type { BillingAddress, TranslationQuote, User } from '@/lib/api-types';

/**
 * The widgets of other features the order flow shows: the billing address form (step 4), the payment step (step 5)
 * and, once paid, the future products. Features do not import each other (docs/architecture.md, Frontend): the app
 * composes the flow (`app/order-flow/`) and hands them in through this context, typed by what the flow gives them.
 */
export interface OrderFlowParts {
  BillingAddressForm: ComponentType<{ address?: BillingAddress | null; onSaved?: (user: User) => void; onCancel?: () => void }>;
  /** Cancels its open payment itself before calling onEditAddress. */
  PaymentStep: ComponentType<{ quote: TranslationQuote | null; onEditAddress: () => void }>;
  FutureProducts: ComponentType;
}

const OrderFlowPartsContext = createContext<OrderFlowParts | null>(null);

export const OrderFlowPartsProvider = OrderFlowPartsContext.Provider;

export function useOrderFlowParts(): OrderFlowParts {
  const parts = useContext(OrderFlowPartsContext);
  if (!parts) throw new Error('The order flow is rendered inside OrderFlowPartsProvider (app/order-flow/).');
  return parts;
}
