import { screen, within } from '@testing-library/react';
import { buildUser, storeSession } from '@/testing/auth-fixtures';
import { jsonResponse } from '@/testing/mock-api';
import type { AccountManager, EnterpriseRegistration, Organization, PaygSale } from '@/lib/api-types';

export const MANAGER_ID = 3;

/** Puts a signed-in account manager in storage and answers the start-up auth check with it. */
export function managerSession(accountManagerId: number | null = MANAGER_ID) {
  const user = buildUser({ email: 'manager@demo.test', ...(accountManagerId === null ? {} : { accountManagerId }) });
  const session = storeSession(user);
  return { session, authCheck: { 'GET /auth/check': () => jsonResponse(session) } };
}

export function buildOrganization(overrides: Partial<Organization> = {}): Organization {
  return {
    id: 4,
    label: 'Acme',
    address: {
      street: '100 Queen St W',
      city: 'Toronto',
      region: { label: 'Ontario', value: 'ON' },
      postalCode: 'M5H 2N2',
      country: { label: 'Canada', value: 'CA' },
    },
    paygPricePlan: {
      id: 7,
      pagePrice: 2.5,
      currency: { value: 'CAD' },
      longDocIncentive: { afterPage: 50, pagePrice: 1.5 },
    },
    contacts: [{ id: 1, name: 'Jane Roe', email: 'jane@acme.test', phone: '416-555-0100' }],
    enterpriseRegistrations: [],
    ...overrides,
  };
}

export function buildRegistration(overrides: Partial<EnterpriseRegistration> = {}): EnterpriseRegistration {
  return {
    id: 1,
    email: 'new@acme.test',
    isDelivered: true,
    isRegistered: false,
    createdAt: '2026-11-20T15:00:00.000Z',
    ...overrides,
  };
}

export function buildSale(overrides: Partial<PaygSale> = {}): PaygSale {
  return {
    id: 9,
    organization: { id: 4, label: 'Acme' },
    user: { id: 21, email: 'jane@acme.test' },
    pageCount: 3,
    orderNumber: 'PT-0009',
    subTotal: 7.5,
    subTotalCents: 750,
    commission: 3,
    commissionCents: 300,
    currency: { value: 'CAD' },
    purchaseDate: '2026-11-23T14:00:00.000Z',
    ...overrides,
  };
}

export function buildAccountManager(overrides: Partial<AccountManager> = {}): AccountManager {
  return {
    id: MANAGER_ID,
    userId: 1,
    email: 'manager@demo.test',
    isInternalAdmin: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A react-admin list answer: the JSON array and its Content-Range header. */
export function listResponse(resource: string, items: unknown[], total = items.length): Response {
  const range = items.length === 0 ? `${resource} */${total}` : `${resource} 0-${items.length - 1}/${total}`;
  return new Response(JSON.stringify(items), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'Content-Range': range },
  });
}

/** The query of the requests made to `path` (under /prod/api), parsed from JSON. */
export function listQueries(fetchMock: { mock: { calls: unknown[][] } }, path: string) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === `/prod/api${path}`)
    .map((url) => ({
      sort: JSON.parse(url.searchParams.get('sort') ?? 'null') as unknown,
      range: JSON.parse(url.searchParams.get('range') ?? 'null') as unknown,
      filter: JSON.parse(url.searchParams.get('filter') ?? 'null') as unknown,
    }));
}

/** The toasts on screen. */
export function toasts() {
  return within(screen.getByRole('region', { name: 'Notifications' }));
}

/** First render of the portal loads react-admin: allow for it. */
export const PORTAL_TIMEOUT = { timeout: 20_000 };
