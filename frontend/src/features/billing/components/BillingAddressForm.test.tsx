import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@/lib/api-types';
import { getStoredUser } from '@/lib/storage';
import { buildUser, storeSession } from '@/testing/auth-fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { setupTestI18n } from '@/testing/test-i18n';
import { renderWithProviders } from '@/testing/test-utils';
import { COUNTRIES, ONTARIO_ADDRESS } from '@/testing/billing-fixtures';
import { BillingAddressForm, type BillingAddressFormProps } from './BillingAddressForm';
import { BillingAddressView } from '@/components/billing/BillingAddressView';

// Rendering MUI forms and typing into them takes seconds when the machine is busy; results do not depend on time.
const SLOW_UI_TIMEOUT = 20_000;

type Routes = Parameters<typeof mockApi>[0];

function renderForm(props: BillingAddressFormProps = {}, routes: Routes = {}) {
  const session = storeSession(buildUser());
  const savedUser = buildUser({ billingAddress: ONTARIO_ADDRESS });
  const fetchMock = mockApi({
    'GET /auth/check': jsonResponse(session),
    'GET /countries': jsonResponse(COUNTRIES),
    'PUT /users/billing-address': jsonResponse({ user: savedUser }),
    'GET /user': jsonResponse({ user: savedUser, token: session.token }),
    ...routes,
  });
  const view = renderWithProviders(<BillingAddressForm {...props} />);
  return { ...view, fetchMock, savedUser, user: userEvent.setup({ delay: null }) };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const select = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });
const optionLabels = (element: HTMLSelectElement) => [...element.options].map((option) => option.textContent);
const save = () => screen.getByRole('button', { name: 'Save address' });

describe('BillingAddressForm: spec §5 rules', { timeout: SLOW_UI_TIMEOUT }, () => {
  it('starts in Canada with the Province and Postal Code labels and the Canadian regions', async () => {
    renderForm();
    expect(await screen.findByRole('form', { name: 'Billing address' })).toBeInTheDocument();
    expect(select('Country').value).toBe('CA');
    expect(optionLabels(select('Province'))).toEqual(['Choose a province', 'Ontario', 'Quebec']);
    expect(field('Postal Code')).toBeInTheDocument();
    expect(field('Street Address')).toHaveValue('');
    expect(field('City')).toHaveValue('');
  });

  it('shows every required message on save, and sends nothing', async () => {
    const { user, fetchMock } = renderForm();
    await screen.findByRole('form');
    await user.click(save());
    expect(screen.getByText('Street Address is required')).toBeInTheDocument();
    expect(screen.getByText('City is required')).toBeInTheDocument();
    expect(screen.getAllByText('Required field')).toHaveLength(2);
    expect(field('Street Address')).toHaveAccessibleDescription('Street Address is required');
    expect(select('Province')).toHaveAccessibleDescription('Required field');
    expect(field('Postal Code')).toHaveAccessibleDescription('Required field');
    expect(field('Street Address')).toHaveFocus();

    await user.selectOptions(select('Country'), '');
    expect(screen.getByText('Country is required')).toBeInTheDocument();
    expect(select('Province')).toBeDisabled();
    expect(callsTo(fetchMock, 'PUT /users/billing-address')).toHaveLength(0);
  });

  it('shows a field message once the field is left, and drops it as soon as it is filled', async () => {
    const { user } = renderForm();
    await screen.findByRole('form');
    await user.click(field('City'));
    await user.tab();
    expect(screen.getByText('City is required')).toBeInTheDocument();
    expect(screen.queryByText('Street Address is required')).not.toBeInTheDocument();
    await user.type(field('City'), 'Ottawa');
    expect(screen.queryByText('City is required')).not.toBeInTheDocument();
  });

  it('upper-cases the postal code, cuts it at 7 characters, and puts a space after the first 3 on blur', async () => {
    const { user } = renderForm();
    await screen.findByRole('form');
    await user.type(field('Postal Code'), 'k1a0b1xyz');
    expect(field('Postal Code')).toHaveValue('K1A0B1X');
    await user.clear(field('Postal Code'));
    await user.type(field('Postal Code'), 'k1a0b1');
    expect(field('Postal Code')).toHaveValue('K1A0B1');
    await user.tab();
    expect(field('Postal Code')).toHaveValue('K1A 0B1');
  });

  it('for the United States: State and Zip Code labels, the US regions, and the region chosen again', async () => {
    const { user } = renderForm();
    await screen.findByRole('form');
    await user.selectOptions(select('Province'), 'QC');
    await user.selectOptions(select('Country'), 'US');
    expect(screen.queryByRole('combobox', { name: 'Province' })).not.toBeInTheDocument();
    expect(select('State').value).toBe('');
    expect(optionLabels(select('State'))).toEqual(['Choose a state', 'California', 'New York']);
    expect(field('Zip Code')).toBeInTheDocument();
    // A ZIP code gets no space.
    await user.type(field('Zip Code'), '10001');
    await user.tab();
    expect(field('Zip Code')).toHaveValue('10001');

    await user.selectOptions(select('Country'), 'CA');
    expect(optionLabels(select('Province'))).toEqual(['Choose a province', 'Ontario', 'Quebec']);
  });

  it('saves with PUT /users/billing-address, stores the answered user and refreshes the session', async () => {
    const onSaved = vi.fn();
    const { user, fetchMock, savedUser } = renderForm({ onSaved });
    await screen.findByRole('form');
    await user.type(field('Street Address'), '  100 Queen St W ');
    await user.type(field('City'), 'Toronto');
    await user.selectOptions(select('Province'), 'ON');
    await user.type(field('Postal Code'), 'm5h2n2');
    await user.click(save());

    expect(await screen.findByText('Address confirmed!')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /users/billing-address').map((call) => call.body)).toEqual([
      { userId: 1, street: '100 Queen St W', city: 'Toronto', region: 'ON', postalCode: 'M5H 2N2', countryId: 1 },
    ]);
    expect(callsTo(fetchMock, 'GET /user')).toHaveLength(1);
    expect(getStoredUser<User>()?.billingAddress).toEqual(ONTARIO_ADDRESS);
    expect(onSaved).toHaveBeenCalledWith(savedUser);
  });

  it('a refused save shows "Oops! Something went wrong."', async () => {
    const onSaved = vi.fn();
    const { user } = renderForm(
      { address: ONTARIO_ADDRESS, onSaved },
      { 'PUT /users/billing-address': errorResponse('ON is not a region of United States.', 400) },
    );
    await screen.findByRole('form');
    await user.click(save());
    expect(await screen.findByText('Oops! Something went wrong.')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('editing starts from the current address; Cancel gives up', async () => {
    const onCancel = vi.fn();
    const { user } = renderForm({ address: ONTARIO_ADDRESS, onCancel });
    await screen.findByRole('form');
    expect(field('Street Address')).toHaveValue('100 Queen St W');
    expect(field('City')).toHaveValue('Toronto');
    expect(select('Country').value).toBe('CA');
    expect(select('Province').value).toBe('ON');
    expect(field('Postal Code')).toHaveValue('M5H 2N2');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('when the countries cannot be loaded: the failure message and a retry', async () => {
    let calls = 0;
    const { user } = renderForm(
      {},
      {
        'GET /countries': () => (++calls === 1 ? errorResponse('Boom', 500) : jsonResponse(COUNTRIES)),
      },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Oops! Something went wrong.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Billing address' })).toBeInTheDocument();
  });

  it('speaks French', async () => {
    await setupTestI18n('fr');
    const { user } = renderForm();
    await screen.findByRole('form', { name: 'Adresse de facturation' });
    await user.click(screen.getByRole('button', { name: "Enregistrer l'adresse" }));
    expect(screen.getByText("L'adresse municipale est obligatoire")).toBeInTheDocument();
    expect(screen.getByText('La ville est obligatoire')).toBeInTheDocument();
    expect(field('Code postal')).toBeInTheDocument();
  });
});

describe('BillingAddressView', { timeout: SLOW_UI_TIMEOUT }, () => {
  it('shows street, city, region, postal code and country, and the edit button when asked', async () => {
    storeSession();
    mockApi({});
    const onEdit = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<BillingAddressView address={ONTARIO_ADDRESS} onEdit={onEdit} />);
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['Street Address', 'City', 'Province', 'Postal Code', 'Country']);
    expect(values).toEqual(['100 Queen St W', 'Toronto', 'Ontario', 'M5H 2N2', 'Canada']);
    await user.click(screen.getByRole('button', { name: 'Edit billing address' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it('uses State and Zip Code for a US address, and has no edit button without onEdit', () => {
    mockApi({});
    renderWithProviders(
      <BillingAddressView
        address={{
          id: 5,
          street: '1 Main St',
          city: 'Albany',
          region: { id: 33, label: 'New York', value: 'NY' },
          postalCode: '12207',
          country: { id: 2, label: 'United States', value: 'US' },
          regionLabel: 'New York',
          countryLabel: 'United States',
        }}
      />,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Street Address', 'City', 'State', 'Zip Code', 'Country']);
    expect(screen.getByText('New York')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
