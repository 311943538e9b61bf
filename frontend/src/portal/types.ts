// Shapes of the account-manager API (issue 6 portal contract), hand-written until libs/ carries the generated ones.
import type { Language } from '@/lib/i18n';

export interface Option {
  label: string;
  value: string;
}

export interface OrganizationAddress {
  street: string;
  city: string;
  region: Option;
  postalCode: string;
  country: Option;
}

export interface OrganizationPricePlan {
  id: number;
  /** Dollars with 2 decimals, e.g. 2.5. */
  pagePrice: number;
  currency: { value: string };
  /** The base price applies to pages 1..afterPage, this price after. */
  longDocIncentive: { afterPage: number; pagePrice: number } | null;
}

export interface Contact {
  id: number;
  name: string;
  email?: string | null;
  phone?: string | null;
}

export interface EnterpriseRegistration {
  id: number;
  email: string;
  isDelivered: boolean;
  isRegistered: boolean;
  /** ISO date-time. */
  createdAt: string;
}

export interface Organization {
  id: number;
  label: string;
  address: OrganizationAddress | null;
  paygPricePlan: OrganizationPricePlan | null;
  contacts: Contact[];
  enterpriseRegistrations: EnterpriseRegistration[];
}

export interface PaygSale {
  id: number;
  organization: { id: number; label: string };
  user: { id: number; email: string };
  pageCount: number;
  orderNumber: string;
  /** Dollars. */
  subTotal: number;
  subTotalCents: number;
  /** 40 % of the subtotal, computed by the server. */
  commission: number;
  commissionCents: number;
  currency: { value: string };
  /** ISO date-time. */
  purchaseDate: string;
}

/** GET /admin/account-manager/{id}/payg-sales */
export interface PaygSalesAnswer {
  paygSales: PaygSale[];
  commissionTotal: number;
  commissionTotalCents: number;
  /** The first sale's currency; null without sales. */
  currency: { value: string } | null;
}

export interface AccountManager {
  id: number;
  userId: number;
  email: string;
  /** Only an internal admin may invite an account manager (the "Is Account Manager" switch). */
  isInternalAdmin: boolean;
  createdAt: string;
}

export interface MonthlySales {
  /** YYYY-MM */
  month: string;
  salesCount: number;
  subTotalCents: number;
  commissionCents: number;
  currency: string;
}

export interface Country {
  id: number;
  /** ISO code, e.g. CA. */
  value: string;
  label: string;
  currency: { label: string };
  regions: { id: number; value: string; label: string }[];
}

/** POST /admin/accounts (spec §3 create-organisation payload; the country value is not sent, the server uses CA). */
export interface CreateOrganizationPayload {
  label: string;
  paygPagePrice: number;
  longDocIncentivePrice: number | null;
  contact: { name: string; email?: string; phone?: string };
  address: { street: string; city: string; regionValue: string; postalCode: string };
  accountManagerId: number;
}

/** PUT /admin/enterprise-accounts/payg-price-plan */
export interface PricePlanUpdatePayload {
  /** The plan's id. */
  id: number;
  pagePrice: number;
  ldiPagePrice: number | null;
}

/** POST /admin/account-managers/enterprise-registrations */
export interface RegistrationPayload {
  organizationId: number;
  email: string;
  language: Language;
  isAccountManager: boolean;
}
