import { api } from '@/lib/typed-api';
import type { Country } from '@/lib/api-types';

/** GET /countries: countries sorted by label, each with its regions sorted by label. */
export function getCountries(): Promise<Country[]> {
  return api.get('/countries');
}
