import { PaymentSuccessPage } from '@/features/translations/components/PaymentSuccessPage';
import { OrderFlowPartsProvider } from '@/features/translations/order-flow-parts';
import { ORDER_FLOW_PARTS } from './order-flow-parts';

/** /create-translation/success: the order's confirmation with the waitlist feature's future products. */
export function PaymentSuccessRoute() {
  return (
    <OrderFlowPartsProvider value={ORDER_FLOW_PARTS}>
      <PaymentSuccessPage />
    </OrderFlowPartsProvider>
  );
}
