import { apiClient } from '@/lib/api-client';
import type { PaygSalesAnswer } from '../types';

/** GET /admin/account-manager/{id}/payg-sales: every sale of the manager, newest first, with the commission total. */
export function getPaygSales(accountManagerId: number, signal?: AbortSignal): Promise<PaygSalesAnswer> {
  return apiClient.get<PaygSalesAnswer>(`/admin/account-manager/${encodeURIComponent(accountManagerId)}/payg-sales`, {
    signal,
  });
}
