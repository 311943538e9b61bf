import type { BillingAddress as UserBillingAddress } from '@/features/auth/types';

/** A province or state (GET /countries). */
export interface Region {
  id: number;
  /** Code without the country prefix, e.g. ON. */
  value: string;
  label: string;
}

/** GET /countries: one country with its currency and regions, labels in the interface language. */
export interface Country {
  id: number;
  /** ISO 3166-1 alpha-2, e.g. CA. */
  value: string;
  label: string;
  currency: { label: string };
  regions: Region[];
}

/** A user's billing address as the API sends it (the user's billingAddress). */
export type BillingAddress = UserBillingAddress & {
  id?: number;
  region?: { id?: number; label: string; value: string };
  country?: { id?: number; label: string; value: string };
  /** Same as region.label, for display. */
  regionLabel?: string;
  /** Same as country.label, for display. */
  countryLabel?: string;
};

/** PUT /users/billing-address (spec §3): region is the region code, countryId the country's id. */
export interface BillingAddressPayload {
  userId: number;
  street: string;
  city: string;
  region: string;
  postalCode: string;
  countryId: number;
}

/** What the form edits: the country by code (CA by default), the region by code. */
export interface BillingAddressValues {
  street: string;
  city: string;
  country: string;
  region: string;
  postalCode: string;
}
