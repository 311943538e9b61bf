import { api } from '@/lib/typed-api';
import type { FutureProduct } from '@/lib/api-types';

/** GET /future-products: the products customers can join the waitlist for. */
export async function getFutureProducts(signal?: AbortSignal): Promise<FutureProduct[]> {
  const answer = await api.get('/future-products', { signal });
  return Array.isArray(answer?.futureProducts) ? answer.futureProducts : [];
}
