import { apiClient } from '@/lib/api-client';
import type { Country } from '../types';

/** GET /countries: countries sorted by label, each with its regions sorted by label. */
export function getCountries(): Promise<Country[]> {
  return apiClient.get<Country[]>('/countries');
}
