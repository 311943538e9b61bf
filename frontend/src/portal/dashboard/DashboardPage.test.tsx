import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
// Loaded while the file is collected, so the first test does not pay for transforming react-admin.
import '@/portal/AdminApp';
import { errorResponse, jsonResponse, mockApi, urlOf } from '@/testing/mock-api';
import { setupTestI18n } from '@/testing/test-i18n';
import { renderRoute } from '@/testing/test-utils';
import {
  buildOrganization,
  buildSale,
  listQueries,
  listResponse,
  managerSession,
  PORTAL_TIMEOUT,
  toasts,
} from '../testing/portal-fixtures';

const ACME = buildOrganization({ id: 4, label: 'Acme' });
const BETA = buildOrganization({
  id: 5,
  label: 'Beta Corp',
  address: null,
  paygPricePlan: { id: 8, pagePrice: 3, currency: { value: 'CAD' }, longDocIncentive: null },
});
const SALES = [
  buildSale({ id: 9, orderNumber: 'PT-0009', subTotalCents: 750, subTotal: 7.5, commissionCents: 300, commission: 3 }),
  buildSale({
    id: 8,
    organization: { id: 5, label: 'Beta Corp' },
    user: { id: 22, email: 'bob@beta.test' },
    pageCount: 10,
    orderNumber: 'PT-0008',
    subTotal: 29.5,
    subTotalCents: 2950,
    commission: 11.8,
    commissionCents: 1180,
    purchaseDate: '2026-10-02T12:00:00.000Z',
  }),
];

interface Api {
  organizations?: () => Response;
  sales?: () => Response;
  salesList?: () => Response;
  monthly?: () => Response;
  csv?: () => Response;
}

function renderDashboard(path = '/admin/account-manager', api: Api = {}) {
  const { authCheck } = managerSession();
  const fetchMock = mockApi({
    ...authCheck,
    'GET /admin/resources/organizations': api.organizations ?? (() => listResponse('organizations', [ACME, BETA])),
    'GET /admin/account-manager/3/payg-sales':
      api.sales ??
      (() => jsonResponse({ paygSales: SALES, commissionTotal: 14.8, commissionTotalCents: 1480, currency: { value: 'CAD' } })),
    'GET /admin/resources/payg-sales': api.salesList ?? (() => listResponse('payg-sales', SALES)),
    'GET /admin/resources/payg-sales/monthly':
      api.monthly ??
      (() =>
        jsonResponse({
          months: [
            { month: '2026-10', salesCount: 1, subTotalCents: 2950, commissionCents: 1180, currency: 'CAD' },
            { month: '2026-11', salesCount: 1, subTotalCents: 750, commissionCents: 300, currency: 'CAD' },
          ],
        })),
    'GET /admin/resources/payg-sales.csv':
      api.csv ?? (() => new Response('Organization,User\nAcme,jane@acme.test\n', { headers: { 'Content-Type': 'text/csv' } })),
  });
  const rendered = renderRoute(path);
  return { ...rendered, fetchMock };
}

/** The cells of each body row of the table named `name`. */
function rows(name: string) {
  const table = screen.getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('DashboardPage', () => {
  it('shows the title, centred tabs and the accounts table', async () => {
    const { fetchMock } = renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, PORTAL_TIMEOUT)).toBeInTheDocument();
    const tablist = screen.getByRole('tablist', { name: 'Dashboard sections' });
    expect(within(tablist).getByRole('tab', { name: 'Account Management' })).toHaveAttribute('aria-selected', 'true');
    expect(within(tablist).getByRole('tab', { name: 'Sales Overview' })).toHaveAttribute('aria-selected', 'false');
    expect(tablist.className).toContain('centered');

    await screen.findByRole('cell', { name: 'Beta Corp' });
    const table = screen.getByRole('table', { name: 'Accounts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Organization', 'Country', 'Payg Page Price', 'LDI Page Price', 'Actions']);
    expect(rows('Accounts')).toEqual([
      ['Acme', 'Canada', '$2.50 CAD', '$1.50 CAD', ''],
      ['Beta Corp', '-', '$3.00 CAD', '-', ''],
    ]);
    expect(screen.getByRole('link', { name: 'Edit Acme' })).toHaveAttribute('href', '/admin/accounts/update?org=4');
    expect(screen.getByRole('link', { name: 'Add organization' })).toHaveAttribute('href', '/admin/account-manager/organization/create');
    // on load (spec §2): the table is the server's, newest first; the sales summary and every organisation by name
    // (the sales filter's choices) are fetched too, all through the resources' simple-rest calls
    await waitFor(() =>
      expect(listQueries(fetchMock, '/admin/resources/organizations')).toEqual(
        expect.arrayContaining([
          { sort: ['createdAt', 'DESC'], range: [0, 9], filter: {} },
          { sort: ['label', 'ASC'], range: [0, 999], filter: {} },
        ]),
      ),
    );
    expect(fetchMock.mock.calls.some(([url]) => urlOf(url).endsWith('/admin/account-manager/3/payg-sales'))).toBe(true);
  }, 30_000);

  it('sorts by organization and searches by name on the server', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderDashboard();
    await screen.findByRole('cell', { name: 'Beta Corp' }, PORTAL_TIMEOUT);
    await user.click(screen.getByRole('button', { name: /sort by organization/i }));
    await waitFor(() => expect(listQueries(fetchMock, '/admin/resources/organizations').at(-1)).toMatchObject({ sort: ['label', 'ASC'] }));
    await user.type(screen.getByRole('searchbox', { name: 'Search organizations' }), 'bet');
    await waitFor(() => expect(listQueries(fetchMock, '/admin/resources/organizations').at(-1)).toMatchObject({ filter: { q: 'bet' } }));
  }, 30_000);

  it('says when there are no organizations', async () => {
    renderDashboard('/admin/account-manager', {
      organizations: () => listResponse('organizations', []),
    });
    expect(await screen.findByText('No organizations available', undefined, PORTAL_TIMEOUT)).toBeInTheDocument();
  }, 30_000);

  it('toasts "Fetching accounts data failed" once when the organisations fail', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderDashboard('/admin/account-manager', {
      organizations: () => errorResponse('Boom', 500),
    });
    await waitFor(() => expect(toasts().getAllByText('Fetching accounts data failed')).toHaveLength(1), PORTAL_TIMEOUT);
    // and the table says so instead of claiming there are none
    expect(await screen.findByRole('alert')).toHaveTextContent('Fetching accounts data failed');
    expect(screen.queryByText('No organizations available')).not.toBeInTheDocument();
  }, 30_000);

  it('shows the sales, their count, the commission total, the chart data and the table', async () => {
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('tab', { name: 'Sales Overview' }, PORTAL_TIMEOUT));
    expect(screen.getByRole('tab', { name: 'Sales Overview' })).toHaveAttribute('aria-selected', 'true');

    expect(await screen.findByRole('heading', { name: 'PAYG Translation Sales (2)' })).toBeInTheDocument();
    const total = screen.getByText('Commission Total', { selector: 'dt' });
    expect(total.nextElementSibling).toHaveTextContent('$14.80 CAD');

    await screen.findByRole('cell', { name: 'PT-0008' });
    const table = screen.getByRole('table', { name: 'Sales' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Organization', 'User', 'Pages', 'Order #', 'Total', '40% Commission', 'Date']);
    const dateOf = (iso: string) => new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium' }).format(new Date(iso));
    expect(rows('Sales')).toEqual([
      ['Acme', 'jane@acme.test', '3', 'PT-0009', '$7.50 CAD', '$3.00 CAD', dateOf('2026-11-23T14:00:00.000Z')],
      ['Beta Corp', 'bob@beta.test', '10', 'PT-0008', '$29.50 CAD', '$11.80 CAD', dateOf('2026-10-02T12:00:00.000Z')],
    ]);

    // the chart's numbers, as a table for screen readers
    const chartTable = await screen.findByRole('table', { name: 'Sales and commission per month, in CAD' });
    expect(within(chartTable).getByRole('rowheader', { name: 'Nov 2026' }).parentElement).toHaveTextContent('Nov 20261$7.50 CAD$3.00 CAD');
  }, 30_000);

  it('keeps the tab in the address, so a reload opens it again', async () => {
    const { router } = renderDashboard('/admin/account-manager?tab=sales');
    expect(await screen.findByRole('tab', { name: 'Sales Overview' }, PORTAL_TIMEOUT)).toHaveAttribute('aria-selected', 'true');
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Account Management' }));
    expect(router.state.location.search).toBe('');
  }, 30_000);

  it('filters the sales table on the server', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderDashboard('/admin/account-manager?tab=sales');
    await screen.findByRole('cell', { name: 'PT-0008' }, PORTAL_TIMEOUT);
    expect(listQueries(fetchMock, '/admin/resources/payg-sales')[0]).toEqual({
      sort: ['purchaseDate', 'DESC'],
      range: [0, 9],
      filter: {},
    });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Beta Corp' })).toBeInTheDocument());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Organization' }), 'Beta Corp');
    await waitFor(() =>
      expect(listQueries(fetchMock, '/admin/resources/payg-sales').at(-1)).toMatchObject({ filter: { organizationId: 5 } }),
    );

    // local days, sent as the instants where they start and end
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    await waitFor(() =>
      expect(listQueries(fetchMock, '/admin/resources/payg-sales').at(-1)).toEqual({
        sort: ['purchaseDate', 'DESC'],
        range: [0, 9],
        filter: {
          organizationId: 5,
          from: new Date(2026, 10, 1).toISOString(),
          to: new Date(2026, 10, 30, 23, 59, 59, 999).toISOString(),
        },
      }),
    );
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-30');
  }, 30_000);

  it('says when there are no sales', async () => {
    renderDashboard('/admin/account-manager?tab=sales', {
      sales: () => jsonResponse({ paygSales: [], commissionTotal: 0, commissionTotalCents: 0, currency: null }),
      salesList: () => listResponse('payg-sales', []),
      monthly: () => jsonResponse({ months: [] }),
    });
    expect(await screen.findByText('No sales data available', undefined, PORTAL_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'PAYG Translation Sales (0)' })).toBeInTheDocument();
    expect(screen.getByText('Commission Total', { selector: 'dt' }).nextElementSibling).toHaveTextContent('-');
    expect(screen.getByText('No sales yet.')).toBeInTheDocument();
  }, 30_000);

  it('shows "Failed to fetch PAYG sales" when the sales fail', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderDashboard('/admin/account-manager?tab=sales', {
      sales: () => errorResponse('Boom', 500),
      salesList: () => errorResponse('Boom', 500),
    });
    await waitFor(() => expect(screen.getAllByText('Failed to fetch PAYG sales')).toHaveLength(2), PORTAL_TIMEOUT);
  }, 30_000);

  it('downloads the server CSV with the bearer token', async () => {
    const createObjectURL = vi.fn(() => 'blob:sales');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('payg-sales.csv');
      expect(this.href).toBe('blob:sales');
    });
    const user = userEvent.setup();
    const { fetchMock } = renderDashboard('/admin/account-manager?tab=sales');
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }, PORTAL_TIMEOUT));

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(await blob.text()).toBe('Organization,User\nAcme,jane@acme.test\n');
    const csvCall = fetchMock.mock.calls.find(([url]) => urlOf(url).endsWith('/admin/resources/payg-sales.csv'));
    expect(csvCall?.[1]?.headers).toMatchObject({ Authorization: 'Bearer token-123' });
  }, 30_000);

  it('toasts when the export fails', async () => {
    const user = userEvent.setup();
    renderDashboard('/admin/account-manager?tab=sales', { csv: () => errorResponse('Boom', 500) });
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }, PORTAL_TIMEOUT));
    expect(await toasts().findByText('Could not export the sales. Please try again.')).toBeInTheDocument();
  }, 30_000);

  it('speaks French', async () => {
    await setupTestI18n('fr');
    renderDashboard('/admin/account-manager?tab=sales');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tableau de bord' }, PORTAL_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Aperçu des ventes' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Ventes de traductions PAYG (2)' })).toBeInTheDocument();
    expect(screen.getByText('Commission totale', { selector: 'dt' }).nextElementSibling).toHaveTextContent('14,80 $ CAD');
    expect(await screen.findByRole('columnheader', { name: 'Commission de 40 %' })).toBeInTheDocument();
  }, 30_000);
});

describe('DashboardPage guards', () => {
  it('sends a user who is not an account manager to /account with "User is not an account manager"', async () => {
    const { authCheck } = managerSession(null);
    mockApi({ ...authCheck });
    const { router } = renderRoute('/admin/account-manager');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'), PORTAL_TIMEOUT);
    expect(toasts().getByText('User is not an account manager')).toBeInTheDocument();
  }, 30_000);

  it('sends a visitor without a user to /enterprise/login with "No user info found"', async () => {
    mockApi({});
    const { router } = renderRoute('/admin/account-manager');
    await waitFor(() => expect(router.state.location.pathname).toBe('/enterprise/login'), PORTAL_TIMEOUT);
    expect(toasts().getAllByText('No user info found')).toHaveLength(1);
  }, 30_000);
});
