import { apiClient } from '@/lib/api-client';

/** GET /admin/resources/payg-sales.csv: all the manager's sales as CSV text (bearer token, like every call). */
export async function fetchSalesCsv(): Promise<string> {
  const body = await apiClient.get<unknown>('/admin/resources/payg-sales.csv', { headers: { Accept: 'text/csv' } });
  if (typeof body !== 'string') throw new Error('The sales export is not CSV');
  return body;
}
