import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser, storeSession } from '@/testing/auth-fixtures';
import { errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { setupTestI18n } from '@/testing/test-i18n';
import { renderPage } from '@/testing/test-utils';
import { wizardStore } from '../wizard/wizard-store';
import { PaymentSuccessRoute } from '@/app/order-flow/PaymentSuccessRoute';

const FUTURE_PRODUCTS = {
  futureProducts: [
    { id: 1, label: 'Certified Translation', description: 'Translations signed by a certified translator.' },
    { id: 2, label: 'Audio & video', description: 'Subtitles for your recordings.' },
  ],
};

function renderSuccess(path = '/create-translation/success?order=PT-2026-000017', routes: Parameters<typeof mockApi>[0] = {}) {
  const session = storeSession(buildUser());
  mockApi({
    'GET /auth/check': jsonResponse(session),
    'GET /future-products': jsonResponse(FUTURE_PRODUCTS),
    'GET /waitlist-users': jsonResponse({
      waitlistUsers: [{ id: 9, productId: 1, reason: 'Court documents', createdAt: '2026-05-01T10:00:00Z' }],
    }),
    ...routes,
  });
  return renderPage(<PaymentSuccessRoute />, path);
}

describe('PaymentSuccessPage', () => {
  it('says "Payment Success!", promises the e-mail, shows the order number and links to /home', async () => {
    renderSuccess();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Success!' })).toBeInTheDocument();
    expect(screen.getByText('Your translation will be e-mailed to you as soon as it is ready.')).toBeInTheDocument();
    expect(screen.getByTestId('order-number')).toHaveTextContent('Order number: PT-2026-000017');
    expect(screen.getByRole('link', { name: 'Go to my translations' })).toHaveAttribute('href', '/home');
    await screen.findByRole('region', { name: 'Coming soon' });
  });

  it('offers each future product: "Join waitlist" to the waitlist form, or "On the waitlist" once joined', async () => {
    renderSuccess();
    const section = await screen.findByRole('region', { name: 'Coming soon' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);

    expect(within(items[0]).getByText('Certified Translation')).toBeInTheDocument();
    expect(within(items[0]).getByText('On the waitlist')).toBeInTheDocument();
    expect(within(items[0]).queryByRole('link')).not.toBeInTheDocument();

    expect(within(items[1]).getByText('Subtitles for your recordings.')).toBeInTheDocument();
    expect(within(items[1]).getByRole('link', { name: 'Join waitlist for Audio & video' })).toHaveAttribute(
      'href',
      '/join-waitlist/product/2/Audio%20%26%20video',
    );
  });

  it('without the user entries every product is offered', async () => {
    renderSuccess(undefined, { 'GET /waitlist-users': errorResponse('Internal Server Error', 500) });
    const section = await screen.findByRole('region', { name: 'Coming soon' });
    expect(within(section).getAllByRole('link', { name: /^Join waitlist for / })).toHaveLength(2);
  });

  it('says so when the products cannot be loaded, and the rest of the page stays', async () => {
    renderSuccess(undefined, { 'GET /future-products': errorResponse('Internal Server Error', 500) });
    expect(await screen.findByText('Upcoming products could not be loaded.')).toBeInTheDocument();
    expect(screen.getByTestId('order-number')).toBeInTheDocument();
  });

  it('without ?order= there is no order line', async () => {
    renderSuccess('/create-translation/success');
    await screen.findByRole('region', { name: 'Coming soon' });
    expect(screen.queryByTestId('order-number')).not.toBeInTheDocument();
  });

  it('resets the wizard, so the next translation starts at step 1', async () => {
    wizardStore.actions.chooseLanguage(4);
    expect(wizardStore.getState().targetLanguageId).toBe(4);
    renderSuccess();
    expect(wizardStore.getState().targetLanguageId).toBeNull();
    await screen.findByRole('region', { name: 'Coming soon' });
  });

  it('in French', async () => {
    await setupTestI18n('fr');
    renderSuccess();
    expect(screen.getByRole('heading', { level: 1, name: 'Paiement réussi !' })).toBeInTheDocument();
    expect(screen.getByTestId('order-number')).toHaveTextContent('Numéro de commande : PT-2026-000017');
    const section = await screen.findByRole('region', { name: 'Bientôt disponible' });
    expect(within(section).getByText("Inscrit à la liste d'attente")).toBeInTheDocument();
  });
});
