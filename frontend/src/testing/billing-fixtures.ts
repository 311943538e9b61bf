import { CANADA, UNITED_STATES } from './country-fixtures';
import type { BillingAddress, Country } from '@/lib/api-types';

/** GET /countries as the API answers it (English labels). */
export const COUNTRIES: Country[] = [CANADA, UNITED_STATES];

/** A saved Ontario address, as the user's billingAddress. */
export const ONTARIO_ADDRESS: BillingAddress = {
  id: 3,
  street: '100 Queen St W',
  city: 'Toronto',
  region: { id: 11, label: 'Ontario', value: 'ON' },
  postalCode: 'M5H 2N2',
  country: { id: 1, label: 'Canada', value: 'CA' },
  regionLabel: 'Ontario',
  countryLabel: 'Canada',
};
