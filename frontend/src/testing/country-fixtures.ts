import type { Country } from '@/lib/api-types';

/** GET /countries: Canada as the API answers it (English labels). */
export const CANADA: Country = {
  id: 1,
  value: 'CA',
  label: 'Canada',
  currency: { label: 'CAD' },
  regions: [
    { id: 11, value: 'ON', label: 'Ontario' },
    { id: 12, value: 'QC', label: 'Quebec' },
  ],
};

/** GET /countries: the United States as the API answers it; California's code is also a country code. */
export const UNITED_STATES: Country = {
  id: 2,
  value: 'US',
  label: 'United States',
  currency: { label: 'USD' },
  regions: [
    { id: 21, value: 'CA', label: 'California' },
    { id: 22, value: 'NY', label: 'New York' },
  ],
};
