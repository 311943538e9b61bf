import { useEffect, useState } from 'react';
import { getFutureProducts } from '../api/get-future-products';
import { getWaitlistUsers } from '../api/get-waitlist-users';
import type { FutureProduct } from '@/lib/api-types';

export interface WaitlistOption {
  product: FutureProduct;
  /** The user is already on this product's waitlist. */
  joined: boolean;
}

export type WaitlistOptionsState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; options: WaitlistOption[] };

/**
 * The future products, each marked when the user already joined its waitlist. Both lists load together; without the
 * user's entries every product is offered (the server refuses a second entry anyway).
 */
export function useWaitlistOptions(): WaitlistOptionsState {
  const [state, setState] = useState<WaitlistOptionsState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    const entries = getWaitlistUsers(controller.signal).catch(() => []);
    getFutureProducts(controller.signal).then(
      async (products) => {
        const joined = new Set((await entries).map((entry) => entry.productId));
        if (controller.signal.aborted) return;
        setState({
          status: 'ready',
          options: products.map((product) => ({ product, joined: joined.has(product.id) })),
        });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, []);

  return state;
}
