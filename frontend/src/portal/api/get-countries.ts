import { apiClient } from '@/lib/api-client';
import type { Country } from '../types';

/** GET /countries: countries with currency and regions, labels in the interface language (Accept-Language). */
export function getCountries(signal?: AbortSignal): Promise<Country[]> {
  return apiClient.get<Country[]>('/countries', { signal });
}
