import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
// Loaded while the file is collected, so the first test does not pay for transforming react-admin.
import '@/portal/AdminApp';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { setupTestI18n } from '@/testing/test-i18n';
import { renderRoute } from '@/testing/test-utils';
import type { Organization } from '@/lib/api-types';
import {
  buildAccountManager,
  buildOrganization,
  buildRegistration,
  managerSession,
  PORTAL_TIMEOUT,
  toasts,
} from '../testing/portal-fixtures';

vi.setConfig({ testTimeout: 40_000 });

const PATH = '/admin/accounts/update?org=4';
const DETAILS = 'GET /admin/resources/organizations/4';

interface Api {
  account?: () => Response | Promise<Response>;
  isInternalAdmin?: boolean;
  pricePlan?: () => Response | Promise<Response>;
  registration?: () => Response | Promise<Response>;
}

function renderUpdate({ account, isInternalAdmin = false, pricePlan, registration }: Api = {}, path = PATH) {
  const { authCheck } = managerSession();
  const fetchMock = mockApi({
    ...authCheck,
    [DETAILS]: account ?? (() => jsonResponse(buildOrganization())),
    'GET /admin/account-managers/3': () => jsonResponse(buildAccountManager({ isInternalAdmin })),
    'PUT /admin/enterprise-accounts/payg-price-plan': pricePlan ?? (() => jsonResponse({ organization: buildOrganization() })),
    'POST /admin/account-managers/enterprise-registrations':
      registration ?? (() => jsonResponse({ registration: buildRegistration() }, 201)),
    'GET /admin/resources/organizations': () => jsonResponse([]),
    'GET /admin/organizations/4/glossary': () => jsonResponse({ items: [], total: 0, maxEntries: 5000 }),
  });
  return { ...renderRoute(path), fetchMock };
}

/** The value shown next to a term of a details list. */
function detail(section: string, term: string) {
  const region = screen.getByRole('region', { name: section });
  return within(region).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

/** Types into a field in one go (a paste), which keeps these forms fast under jsdom. */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

const ready = () => screen.findByRole('heading', { level: 2, name: 'Organization Details' }, PORTAL_TIMEOUT);

describe('UpdateAccountPage', () => {
  it('shows the details, address, pricing with its LDI note and the contacts', async () => {
    renderUpdate({
      account: () =>
        jsonResponse(
          buildOrganization({
            contacts: [
              { id: 1, name: 'Jane Roe', email: 'jane@acme.test', phone: '416-555-0100' },
              { id: 2, name: 'Bob Lee', email: null, phone: '514-555-0199' },
            ],
          }),
        ),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Update Enterprise Account' }, PORTAL_TIMEOUT)).toBeVisible();
    await ready();
    expect(detail('Organization Details', 'Name')).toBe('Acme');
    expect(detail('Address', 'Street Address')).toBe('100 Queen St W');
    expect(detail('Address', 'City')).toBe('Toronto');
    expect(detail('Address', 'Region')).toBe('Ontario');
    expect(detail('Address', 'Postal code')).toBe('M5H 2N2');
    expect(detail('Address', 'Country')).toBe('Canada');
    expect(detail('Pricing (PAYG)', 'Base Price')).toBe('$2.50 CAD');
    expect(detail('Pricing (PAYG)', '*LDI Price')).toBe('$1.50 CAD');
    expect(screen.getByText('Long Document Incentive, for each page over 50')).toBeInTheDocument();

    const contacts = within(screen.getByRole('region', { name: 'Contacts' })).getAllByRole('listitem');
    expect(contacts.map((card) => card.textContent)).toEqual(['Jane Roejane@acme.test416-555-0100', 'Bob Lee514-555-0199']);
    expect(within(contacts[0]).getByRole('link', { name: 'jane@acme.test' })).toHaveAttribute('href', 'mailto:jane@acme.test');
  });

  it('says None without a long-document incentive', async () => {
    renderUpdate({
      account: () =>
        jsonResponse(buildOrganization({ paygPricePlan: { id: 7, pagePrice: 3, currency: { value: 'CAD' }, longDocIncentive: null } })),
    });
    await ready();
    expect(detail('Pricing (PAYG)', '*LDI Price')).toBe('None');
  });

  it('shows a spinner while loading and the error text when the account cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let answer: (response: Response) => void = () => undefined;
    renderUpdate({ account: () => new Promise<Response>((resolve) => (answer = resolve)) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Update Enterprise Account' }, PORTAL_TIMEOUT)).toBeVisible();
    // The page's spinner (react-admin's app bar may show its own loader meanwhile).
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    answer(errorResponse('Organization not found', 404));
    expect(await screen.findByRole('alert')).toHaveTextContent('Organization not found');
  });

  it('says so when the link names no organisation', async () => {
    renderUpdate({}, '/admin/accounts/update?org=abc');
    expect(await screen.findByRole('alert', undefined, PORTAL_TIMEOUT)).toHaveTextContent('This link does not name an organization.');
  });

  it('sends a user who is not an account manager to /account with "Account Manager not found"', async () => {
    const { authCheck } = managerSession(null);
    mockApi({ ...authCheck });
    const { router } = renderRoute(PATH);
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'), PORTAL_TIMEOUT);
    expect(toasts().getByText('Account Manager not found')).toBeInTheDocument();
  });
});

describe('UpdateAccountPage pricing', () => {
  async function openPricing(user: UserEvent) {
    await ready();
    const toggle = screen.getByRole('button', { name: 'Edit pricing' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true');
    return screen.getByRole('form', { name: 'Edit pricing' });
  }

  it('starts from the current prices and checks every rule', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock } = renderUpdate();
    const form = await openPricing(user);
    const base = within(form).getByRole('spinbutton', { name: 'Base Price' });
    const ldi = within(form).getByRole('spinbutton', { name: 'Long Document Incentive' });
    expect(base).toHaveValue(2.5);
    expect(ldi).toHaveValue(1.5);

    await user.clear(base);
    await user.click(within(form).getByRole('button', { name: 'Update' }));
    expect(within(form).getByText('Base price is required')).toBeInTheDocument();
    expect(base).toHaveFocus();

    await fill(user, base, '0.99');
    expect(within(form).getByText('Base price must be at least $1.00')).toBeInTheDocument();
    await fill(user, base, '3');
    await fill(user, ldi, '0.4');
    expect(within(form).getByText('Base price must be at least $0.50')).toBeInTheDocument();
    await fill(user, ldi, '3');
    expect(within(form).getByText('LDI price must be less than the base price')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /admin/enterprise-accounts/payg-price-plan')).toHaveLength(0);
  });

  it('updates the plan, toasts and goes to the dashboard', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock, router } = renderUpdate();
    const form = await openPricing(user);
    await fill(user, within(form).getByRole('spinbutton', { name: 'Base Price' }), '3');
    await fill(user, within(form).getByRole('spinbutton', { name: 'Long Document Incentive' }), '2');
    await user.click(within(form).getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/account-manager'));
    expect(callsTo(fetchMock, 'PUT /admin/enterprise-accounts/payg-price-plan').map((call) => call.body)).toEqual([
      { id: 7, pagePrice: 3, ldiPagePrice: 2 },
    ]);
    expect(toasts().getByText('Payg pricing plan updated successfully')).toBeInTheDocument();
  });

  it('removes the incentive when its price is cleared', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock } = renderUpdate();
    const form = await openPricing(user);
    await user.clear(within(form).getByRole('spinbutton', { name: 'Long Document Incentive' }));
    await user.click(within(form).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /admin/enterprise-accounts/payg-price-plan')).toHaveLength(1));
    expect(callsTo(fetchMock, 'PUT /admin/enterprise-accounts/payg-price-plan')[0].body).toEqual({
      id: 7,
      pagePrice: 2.5,
      ldiPagePrice: null,
    });
  });

  it('toasts "Could not update payg pricing plan" and stays on failure', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderUpdate({ pricePlan: () => errorResponse('LDI price must be less than the base price') });
    const form = await openPricing(user);
    await user.click(within(form).getByRole('button', { name: 'Update' }));
    expect(await toasts().findByText('Could not update payg pricing plan')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/accounts/update');
    expect(within(form).getByRole('button', { name: 'Update' })).toBeEnabled();
  });
});

describe('UpdateAccountPage registrations', () => {
  it('lists the registrations with Delivered and Status', async () => {
    renderUpdate({
      account: () =>
        jsonResponse(
          buildOrganization({
            enterpriseRegistrations: [
              buildRegistration({ id: 1, email: 'old@acme.test', isDelivered: false, createdAt: '2026-10-01T10:00:00.000Z' }),
              buildRegistration({ id: 2, email: 'new@acme.test', isRegistered: true, createdAt: '2026-11-20T10:00:00.000Z' }),
            ],
          }),
        ),
    });
    await ready();
    const table = screen.getByRole('table', { name: 'Enterprise Registrations' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Email', 'Delivered', 'Status', 'Date']);
    const date = (iso: string) => new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium' }).format(new Date(iso));
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['new@acme.test', 'Yes', 'Registered', date('2026-11-20T10:00:00.000Z')],
      ['old@acme.test', 'No', 'Pending', date('2026-10-01T10:00:00.000Z')],
    ]);
  });

  it('says when there are none', async () => {
    renderUpdate();
    await ready();
    expect(screen.getByText('No enterprise registrations')).toBeInTheDocument();
  });

  it('sends an invitation: disabled while invalid, cleared on submit, toast, account fetched again', async () => {
    const user = userEvent.setup({ delay: null });
    let registrations: Organization['enterpriseRegistrations'] = [];
    const { fetchMock } = renderUpdate({
      account: () => jsonResponse(buildOrganization({ enterpriseRegistrations: registrations })),
      registration: () => {
        registrations = [buildRegistration({ email: 'new@acme.test' })];
        return jsonResponse({ registration: registrations[0] }, 201);
      },
    });
    await ready();
    const form = screen.getByRole('form', { name: 'Create Enterprise Registration' });
    const language = within(form).getByRole('combobox', { name: 'Language' });
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => [option.textContent, (option as HTMLOptionElement).value]),
    ).toEqual([
      ['English', 'en'],
      ['French', 'fr'],
    ]);
    expect(language).toHaveValue('en');
    const email = within(form).getByRole('textbox', { name: 'Email' });
    const send = within(form).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    // no switch for a manager who is not the internal admin
    expect(within(form).queryByRole('switch', { name: 'Is Account Manager' })).not.toBeInTheDocument();
    expect(within(form).queryByRole('checkbox', { name: 'Is Account Manager' })).not.toBeInTheDocument();

    // Left empty: "Required" (spec §5), not only a disabled button.
    await user.click(email);
    await user.tab();
    expect(within(form).getByText('Required')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await fill(user, email, 'not-an-email');
    await user.tab();
    expect(within(form).getByText('Invalid email')).toBeInTheDocument();
    expect(send).toBeDisabled();

    await fill(user, email, 'new@acme.test');
    await user.selectOptions(language, 'fr');
    expect(send).toBeEnabled();
    await user.click(send);

    expect(await toasts().findByText('Registration email sent successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /admin/account-managers/enterprise-registrations').map((call) => call.body)).toEqual([
      { organizationId: 4, email: 'new@acme.test', language: 'fr', isAccountManager: false },
    ]);
    expect(email).toHaveValue('');
    expect(language).toHaveValue('en');
    // the account is fetched again, so the new registration shows
    const table = await screen.findByRole('table', { name: 'Enterprise Registrations' });
    expect(within(table).getByRole('cell', { name: 'new@acme.test' })).toBeInTheDocument();
    expect(callsTo(fetchMock, DETAILS).length).toBeGreaterThanOrEqual(2);
  });

  it('toasts the reason when sending fails', async () => {
    const user = userEvent.setup({ delay: null });
    renderUpdate({ registration: () => errorResponse('Invalid email', 400) });
    await ready();
    const form = screen.getByRole('form', { name: 'Create Enterprise Registration' });
    await fill(user, within(form).getByRole('textbox', { name: 'Email' }), 'x@acme.test');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await toasts().findByText('Failed to send registration email: Invalid email')).toBeInTheDocument();
  });

  it('shows the "Is Account Manager" switch to the internal admin and sends it', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock } = renderUpdate({ isInternalAdmin: true });
    await ready();
    const form = screen.getByRole('form', { name: 'Create Enterprise Registration' });
    const toggle = await within(form).findByRole('switch', { name: 'Is Account Manager' });
    await user.click(toggle);
    await fill(user, within(form).getByRole('textbox', { name: 'Email' }), 'boss@acme.test');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /admin/account-managers/enterprise-registrations')[0]?.body).toEqual({
        organizationId: 4,
        email: 'boss@acme.test',
        language: 'en',
        isAccountManager: true,
      }),
    );
    expect(toggle).not.toBeChecked();
  });

  it('speaks French', async () => {
    await setupTestI18n('fr');
    renderUpdate();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mettre à jour le compte entreprise' }, PORTAL_TIMEOUT),
    ).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Tarification (PAYG)' });
    expect(detail('Tarification (PAYG)', '*Prix LDI')).toBe('1,50 $ CAD');
    expect(screen.getByText('Aucune inscription entreprise')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Français' })).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    const form = screen.getByRole('form', { name: 'Créer une inscription entreprise' });
    await user.click(within(form).getByRole('textbox', { name: /courriel/i }));
    await user.tab();
    expect(within(form).getByText('Obligatoire')).toBeInTheDocument();
  });
});
