import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
// Loaded while the file is collected, so the first test does not pay for transforming react-admin.
import '@/portal/AdminApp';
import { CANADA, UNITED_STATES } from '@/testing/country-fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { setupTestI18n } from '@/testing/test-i18n';
import { renderRoute, renderWithProviders } from '@/testing/test-utils';
import { buildOrganization, managerSession, PORTAL_TIMEOUT, toasts } from '../testing/portal-fixtures';
import { OrganizationAddressFields, type AddressField, type AddressValues } from './OrganizationAddressFields';

const PATH = '/admin/account-manager/organization/create';

function renderCreate(createAnswer: () => Response | Promise<Response> = () => jsonResponse({ organization: buildOrganization() }, 201)) {
  const { authCheck } = managerSession();
  const fetchMock = mockApi({
    ...authCheck,
    'GET /countries': () => jsonResponse([CANADA, UNITED_STATES]),
    'POST /admin/accounts': createAnswer,
    'GET /admin/resources/organizations': () => jsonResponse([]),
  });
  return { ...renderRoute(PATH), fetchMock };
}

/** Types into a field in one go (a paste), which keeps these long forms fast under jsdom. */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

async function fillValidForm(user: UserEvent) {
  await fill(user, screen.getByRole('textbox', { name: 'Organization Name' }), 'Acme Corp');
  await fill(user, screen.getByRole('spinbutton', { name: 'Base Price' }), '2.75');
  await fill(user, screen.getByRole('spinbutton', { name: 'Long Document Incentive' }), '1.5');
  await fill(user, screen.getByRole('textbox', { name: 'Street Address' }), '100 Queen St W');
  await fill(user, screen.getByRole('textbox', { name: 'City' }), 'Toronto');
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Province' })).toBeEnabled());
  await user.selectOptions(screen.getByRole('combobox', { name: 'Province' }), 'Ontario');
  await fill(user, screen.getByRole('textbox', { name: 'Postal Code' }), 'm5h2n2');
  await fill(user, screen.getByRole('textbox', { name: 'Name' }), 'Jane Roe');
  await fill(user, screen.getByRole('textbox', { name: 'Email' }), 'jane@acme.test');
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Create Organization' }));

describe('CreateOrganizationPage', () => {
  it('shows the sections with their defaults: CAD, 2.5, Canada read-only, provinces, postal code', async () => {
    const user = userEvent.setup({ delay: null });
    renderCreate();
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Organization' }, PORTAL_TIMEOUT)).toBeInTheDocument();
    for (const name of ['Organization Details', 'PAYG Page Pricing (CAD)', 'Billing Address', 'Point of Contact']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByRole('spinbutton', { name: 'Base Price' })).toHaveValue(2.5);
    const incentive = screen.getByRole('spinbutton', { name: 'Long Document Incentive' });
    expect(incentive).toHaveValue(null);
    expect(incentive).toHaveAttribute('placeholder', 'Reduced Price (Optional)');
    expect(screen.getByText('Price for pages 50+')).toBeInTheDocument();

    const country = screen.getByRole('combobox', { name: 'Country' });
    await waitFor(() => expect(country).toHaveTextContent('Canada'));
    expect(country).toHaveAttribute('aria-readonly', 'true');
    await user.click(country);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    const province = screen.getByRole('combobox', { name: 'Province' });
    await waitFor(() => expect(province).toBeEnabled());
    expect(
      within(province)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'Ontario', 'Quebec']);
    expect(screen.getByRole('textbox', { name: 'Postal Code' })).toBeInTheDocument();
    for (const name of ['Street Address', 'City', 'Name', 'Email', 'Phone']) {
      expect(screen.getByRole('textbox', { name })).toBeInTheDocument();
    }
  }, 40_000);

  it('shows every required-field message and focuses the first field', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock } = renderCreate();
    await screen.findByRole('heading', { level: 1, name: 'Create Organization' }, PORTAL_TIMEOUT);
    await user.clear(screen.getByRole('spinbutton', { name: 'Base Price' }));
    await submit(user);

    for (const text of [
      'Organization name is required',
      'Page price is required',
      'Street is required',
      'City is required',
      'Region is required',
      'Postal code is required',
      'Contact name is required',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    // on the e-mail and on the phone
    expect(screen.getAllByText('Either email or phone is required')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Organization Name' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Organization Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST /admin/accounts')).toHaveLength(0);

    // the messages follow the typing once shown
    await fill(user, screen.getByRole('textbox', { name: 'Phone' }), '416-555-0100');
    expect(screen.queryByText('Either email or phone is required')).not.toBeInTheDocument();
  }, 40_000);

  it('checks the prices and the contact e-mail', async () => {
    const user = userEvent.setup({ delay: null });
    renderCreate();
    await screen.findByRole('heading', { level: 1, name: 'Create Organization' }, PORTAL_TIMEOUT);
    const base = screen.getByRole('spinbutton', { name: 'Base Price' });
    const incentive = screen.getByRole('spinbutton', { name: 'Long Document Incentive' });

    await fill(user, base, '0.5');
    await fill(user, incentive, '0.4');
    await fill(user, screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await submit(user);
    expect(screen.getByText('Price must be above 0.75')).toBeInTheDocument();
    expect(screen.getByText('Price must be above 0.50')).toBeInTheDocument();
    expect(screen.getByText('Invalid email')).toBeInTheDocument();

    await fill(user, base, '2.5');
    await fill(user, incentive, '2.5');
    expect(screen.getByText('LDI price must be less than the base price')).toBeInTheDocument();
    await fill(user, incentive, '0.75');
    expect(screen.queryByText('LDI price must be less than the base price')).not.toBeInTheDocument();
    expect(screen.getByText('Price for pages 50+')).toBeInTheDocument();
  }, 40_000);

  it('upper-cases the postal code, keeps 7 characters and adds the space on leaving the field', async () => {
    const user = userEvent.setup({ delay: null });
    renderCreate();
    const postalCode = await screen.findByRole('textbox', { name: 'Postal Code' }, PORTAL_TIMEOUT);
    await fill(user, postalCode, 'm5h2n2xyz');
    expect(postalCode).toHaveValue('M5H2N2X');
    await fill(user, postalCode, 'm5h2n2');
    await user.tab();
    expect(postalCode).toHaveValue('M5H 2N2');
  }, 40_000);

  it('creates the organisation with the spec payload, toasts and returns to the dashboard', async () => {
    const user = userEvent.setup({ delay: null });
    let answer: (response: Response) => void = () => undefined;
    const { fetchMock, router } = renderCreate(() => new Promise<Response>((resolve) => (answer = resolve)));
    await screen.findByRole('heading', { level: 1, name: 'Create Organization' }, PORTAL_TIMEOUT);
    await fillValidForm(user);
    await submit(user);

    // a spinner replaces the form while the request runs (react-admin's app bar shows its own loading indicator too)
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Create Organization' })).not.toBeInTheDocument());
    expect(within(screen.getByRole('status')).getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /admin/accounts').map((call) => call.body)).toEqual([
      {
        label: 'Acme Corp',
        paygPagePrice: 2.75,
        longDocIncentivePrice: 1.5,
        contact: { name: 'Jane Roe', email: 'jane@acme.test' },
        address: { street: '100 Queen St W', city: 'Toronto', regionValue: 'ON', postalCode: 'M5H 2N2' },
        accountManagerId: 3,
      },
    ]);

    answer(jsonResponse({ organization: buildOrganization() }, 201));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/account-manager'));
    expect(toasts().getByText('Organization created successfully')).toBeInTheDocument();
  }, 40_000);

  it('sends no incentive when none is given', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock } = renderCreate();
    await screen.findByRole('heading', { level: 1, name: 'Create Organization' }, PORTAL_TIMEOUT);
    await fillValidForm(user);
    await user.clear(screen.getByRole('spinbutton', { name: 'Long Document Incentive' }));
    await submit(user);
    await waitFor(() => expect(callsTo(fetchMock, 'POST /admin/accounts')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST /admin/accounts')[0].body).toMatchObject({ longDocIncentivePrice: null });
  }, 40_000);

  it('toasts the failure and gives the form back with what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderCreate(() => errorResponse('Region is required', 400));
    await screen.findByRole('heading', { level: 1, name: 'Create Organization' }, PORTAL_TIMEOUT);
    await fillValidForm(user);
    await submit(user);

    expect(await toasts().findByText('Failed to create organization. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Region is required');
    expect(screen.getByRole('textbox', { name: 'Organization Name' })).toHaveValue('Acme Corp');
    expect(screen.getByRole('button', { name: 'Create Organization' })).toBeEnabled();
    expect(router.state.location.pathname).toBe(PATH);
  }, 40_000);

  it('sends a user who is not an account manager to /account', async () => {
    const { authCheck } = managerSession(null);
    mockApi({ ...authCheck });
    const { router } = renderRoute(PATH);
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'), PORTAL_TIMEOUT);
    expect(toasts().getByText('User is not an account manager')).toBeInTheDocument();
  }, 40_000);

  it('speaks French', async () => {
    await setupTestI18n('fr');
    renderCreate();
    expect(await screen.findByRole('heading', { level: 1, name: 'Créer une organisation' }, PORTAL_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Tarification PAYG par page (CAD)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: "Nom de l'organisation" })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Province' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Créer l'organisation" })).toBeInTheDocument();
  }, 40_000);
});

describe('OrganizationAddressFields', () => {
  function Harness({ initial, errors = {} }: { initial: AddressValues; errors?: Partial<Record<AddressField, 'countryRequired'>> }) {
    const [values, setValues] = useState(initial);
    return (
      <OrganizationAddressFields
        values={values}
        onChange={setValues}
        errors={errors}
        countries={[CANADA, UNITED_STATES]}
        idOf={(field) => `address-${field}`}
      />
    );
  }
  const empty: AddressValues = { street: '', city: '', country: '', region: '', postalCode: '' };

  it('says State and Zip Code outside Canada, with that country’s regions', () => {
    renderWithProviders(<Harness initial={{ ...empty, country: 'US' }} />);
    const state = screen.getByRole('combobox', { name: 'State' });
    expect(
      within(state)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'California', 'New York']);
    expect(screen.getByRole('textbox', { name: 'Zip Code' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Province' })).not.toBeInTheDocument();
  });

  it('keeps the region disabled until a country is set, then offers its regions', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Harness initial={empty} errors={{ country: 'countryRequired' }} />);
    expect(screen.getByText('Country is required')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'State' })).toBeDisabled();

    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'Canada' }));
    const province = screen.getByRole('combobox', { name: 'Province' });
    expect(province).toBeEnabled();
    expect(within(province).getByRole('option', { name: 'Quebec' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Postal Code' })).toBeInTheDocument();
  });
});

vi.setConfig({ testTimeout: 40_000 });
