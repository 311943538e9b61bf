import { apiClient } from '@/lib/api-client';
import type { FutureProduct } from '../types';

/** GET /future-products: the products customers can join the waitlist for. */
export async function getFutureProducts(signal?: AbortSignal): Promise<FutureProduct[]> {
  const answer = await apiClient.get<{ futureProducts?: FutureProduct[] }>('/future-products', { signal });
  return Array.isArray(answer?.futureProducts) ? answer.futureProducts : [];
}
