import { CreateTranslationPage } from '@/features/translations/components/CreateTranslationPage';
import { OrderFlowPartsProvider } from '@/features/translations/order-flow-parts';
import { ORDER_FLOW_PARTS } from './order-flow-parts';

/** /create-translation: the translations feature's wizard with the billing and payment features' steps. */
export function CreateTranslationRoute() {
  return (
    <OrderFlowPartsProvider value={ORDER_FLOW_PARTS}>
      <CreateTranslationPage />
    </OrderFlowPartsProvider>
  );
}
