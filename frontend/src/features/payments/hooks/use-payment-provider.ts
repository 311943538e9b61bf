import { useCallback, useEffect, useState } from 'react';
import { getConfig } from '@/lib/public-config';

export type PaymentProviderState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; provider: 'sandbox' }
  | { status: 'ready'; provider: 'stripe'; publishableKey: string };

/** Which card form to show, from GET /config (fetched once per page load). Stripe without a key counts as an error. */
export function usePaymentProvider(): [PaymentProviderState, () => void] {
  const [state, setState] = useState<PaymentProviderState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    getConfig().then(
      (config) => {
        if (!live) return;
        if (config.paymentProvider === 'stripe') {
          setState(
            config.stripePublishableKey
              ? { status: 'ready', provider: 'stripe', publishableKey: config.stripePublishableKey }
              : { status: 'error' },
          );
        } else {
          setState({ status: 'ready', provider: 'sandbox' });
        }
      },
      () => {
        if (live) setState({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((previous) => previous + 1);
  }, []);

  return [state, retry];
}
