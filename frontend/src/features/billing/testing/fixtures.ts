import type { BillingAddress, Country } from '../types';

/** GET /countries as the API answers it (English labels). */
export const COUNTRIES: Country[] = [
  {
    id: 1,
    value: 'CA',
    label: 'Canada',
    currency: { label: 'CAD' },
    regions: [
      { id: 11, value: 'ON', label: 'Ontario' },
      { id: 12, value: 'QC', label: 'Quebec' },
    ],
  },
  {
    id: 2,
    value: 'US',
    label: 'United States',
    currency: { label: 'USD' },
    regions: [
      { id: 21, value: 'CA', label: 'California' },
      { id: 22, value: 'NY', label: 'New York' },
    ],
  },
];

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
