import { apiClient } from '@/lib/api-client';
import type { MonthlySales } from '../types';

/** GET /admin/resources/payg-sales/monthly: sales and commission per month and currency, oldest first. */
export async function getMonthlySales(signal?: AbortSignal): Promise<MonthlySales[]> {
  const answer = await apiClient.get<{ months: MonthlySales[] }>('/admin/resources/payg-sales/monthly', { signal });
  return answer.months;
}
