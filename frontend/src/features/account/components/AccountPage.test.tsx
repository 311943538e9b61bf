import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '@/lib/api-types';
import { buildUser, storeSession } from '@/testing/auth-fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { setupTestI18n } from '@/testing/test-i18n';
import { renderPage } from '@/testing/test-utils';
import { AccountPage } from './AccountPage';

function renderAccount(user: User) {
  const session = storeSession(user);
  mockApi({ 'GET /auth/check': jsonResponse(session) });
  return renderPage(<AccountPage />, '/account');
}

/** The value shown next to a term of the details lists. */
function detail(term: string) {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
}

const planWith = (overrides: object) => ({
  organization: {
    id: 3,
    label: 'Acme Translations',
    paygPricePlan: { id: 5, pagePrice: 2.95, currency: { value: 'CAD' }, longDocIncentive: null, ...overrides },
  },
});

describe('AccountPage', () => {
  it('shows e-mail, organisation, currency and price per page, and the note', () => {
    renderAccount(buildUser());
    expect(screen.getByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    expect(detail('E-mail')).toBe('ada@example.com');
    expect(detail('Organization')).toBe('Acme Translations');
    expect(detail('Currency')).toBe('CAD');
    expect(detail('Price per page')).toBe('$2.95');
    expect(screen.queryByText('Long-document incentive')).not.toBeInTheDocument();
    expect(screen.getByText('* Prices listed are per document')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Account Manager Portal' })).not.toBeInTheDocument();
  });

  it('shows the long-document incentive when the plan has one', () => {
    renderAccount(buildUser(planWith({ longDocIncentive: { afterPage: 50, pagePrice: 1.95 } })));
    expect(detail('Long-document incentive')).toBe('$1.95 per page from page 51');
  });

  it('formats prices for French readers', async () => {
    await setupTestI18n('fr');
    renderAccount(buildUser(planWith({ longDocIncentive: { afterPage: 50, pagePrice: 1.95 } })));
    expect(detail('Prix par page')).toBe('2,95 $');
    expect(detail('Incitatif pour longs documents')).toBe('1,95 $ par page à partir de la page 51');
  });

  it('account managers get the portal button', () => {
    renderAccount(buildUser({ accountManagerId: 7 }));
    const portal = screen.getByRole('link', { name: 'Account Manager Portal' });
    expect(portal).toHaveAttribute('href', '/admin/account-manager');
  });

  it.each([
    ['no page price', planWith({ pagePrice: null })],
    ['no plan', { organization: { id: 3, label: 'Acme Translations', paygPricePlan: null } }],
  ])('an error message when the page price is missing (%s)', (_case, overrides) => {
    renderAccount(buildUser(overrides as Partial<User>));
    const plan = screen.getByRole('region', { name: 'Pay-as-you-go plan' });
    expect(within(plan).getByRole('alert')).toHaveTextContent('Could not find pricing info');
    expect(detail('E-mail')).toBe('ada@example.com');
  });

  it('signed out: /sign-in', async () => {
    const { router } = renderPage(<AccountPage />, '/account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  });
});
