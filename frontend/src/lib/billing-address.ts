import { DEFAULT_COUNTRY, formatPostalCodeOnBlur } from '@pt/libs/validation';
import type { BillingAddress, BillingAddressPayload, Country } from './api-types';

/** What the form edits: the country by code (CA by default), the region by code. */
export interface BillingAddressValues {
  street: string;
  city: string;
  country: string;
  region: string;
  postalCode: string;
}

/** The form's starting values: the user's address when editing, else empty fields in Canada (spec §5). */
export function initialAddressValues(address?: BillingAddress | null): BillingAddressValues {
  return {
    street: address?.street ?? '',
    city: address?.city ?? '',
    country: address?.country?.value ?? DEFAULT_COUNTRY,
    region: address?.region?.value ?? '',
    postalCode: address?.postalCode ?? '',
  };
}

/** The PUT /users/billing-address body for valid form values; null when the country is not in the list. */
export function toBillingAddressPayload(values: BillingAddressValues, countries: Country[], userId: number): BillingAddressPayload | null {
  const country = countries.find((candidate) => candidate.value === values.country);
  if (!country) return null;
  return {
    userId,
    street: values.street.trim(),
    city: values.city.trim(),
    region: values.region,
    postalCode: formatPostalCodeOnBlur(values.postalCode, values.country),
    countryId: country.id,
  };
}

/** What the read-only display shows: the display labels when the API sent them, else the nested labels. */
export function addressDisplay(address: BillingAddress) {
  return {
    street: address.street ?? '',
    city: address.city ?? '',
    region: address.regionLabel ?? address.region?.label ?? '',
    postalCode: address.postalCode ?? '',
    country: address.countryLabel ?? address.country?.label ?? '',
  };
}

/** A user's address counts once it has its street (the server always stores all fields together). */
export function hasBillingAddress(address: BillingAddress | null | undefined): address is BillingAddress {
  return Boolean(address && typeof address.street === 'string' && address.street.trim() !== '');
}
