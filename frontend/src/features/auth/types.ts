import type { Language } from '@/lib/i18n';

// Hand-written until libs/ carries the types generated from openapi.yaml; shapes as the API brief describes them.

export interface LongDocIncentive {
  /** The base price applies to pages 1..afterPage, this price from afterPage + 1. */
  afterPage: number;
  /** Dollars, e.g. 1.95. */
  pagePrice: number;
}

export interface PaygPricePlan {
  id: number;
  /** Dollars, e.g. 2.95. */
  pagePrice: number | null;
  currency: { value: string };
  longDocIncentive: LongDocIncentive | null;
}

export interface UserOrganization {
  id: number;
  label: string;
  paygPricePlan: PaygPricePlan | null;
}

export interface BillingAddress {
  street?: string;
  city?: string;
  region?: { label: string; value: string };
  postalCode?: string;
  country?: { label: string; value: string };
  [field: string]: unknown;
}

export interface User {
  id: number;
  email: string;
  language: { value: Language };
  billingAddress: BillingAddress | null;
  organization: UserOrganization | null;
  /** Present only for account managers. */
  accountManagerId?: number | null;
  isPrivacyPolicyAccepted: boolean;
  isTermsOfServiceAccepted: boolean;
}

/** What sign-in, the auth check and the user fetch answer. */
export interface Session {
  user: User;
  token: string;
}

/** An answer that only carries the (updated) user. */
export interface UserAnswer {
  user: User;
}
