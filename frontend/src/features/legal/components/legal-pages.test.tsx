import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { User } from '@/lib/api-types';
import { getStoredUser } from '@/lib/storage';
import { buildUser, storeSession } from '@/testing/auth-fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { setupTestI18n } from '@/testing/test-i18n';
import { renderPage } from '@/testing/test-utils';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';
import { TermsOfServicePage } from './TermsOfServicePage';

const PAGES = [
  ['/privacy-policy', <PrivacyPolicyPage key="p" />, 'POST /privacy/accept', 'isPrivacyPolicyAccepted'],
  ['/terms-of-service', <TermsOfServicePage key="t" />, 'POST /terms/accept', 'isTermsOfServiceAccepted'],
] as const;

function signIn(overrides: Partial<User>, routes: Parameters<typeof mockApi>[0] = {}) {
  const session = storeSession(buildUser(overrides));
  return mockApi({ 'GET /auth/check': jsonResponse(session), ...routes });
}

describe('privacy policy and terms of service', () => {
  it('the privacy policy covers collection, documents, payments, cookies, PIPEDA and Law 25, and contact', () => {
    renderPage(<PrivacyPolicyPage />, '/privacy-policy');
    const article = screen.getByRole('article');
    const topics = [/e-mail address/, /Billing address/, /only as long as needed/, /Stripe/, /one cookie/];
    for (const text of [...topics, /PIPEDA/, /Law 25/, /Contact us page/]) {
      expect(article).toHaveTextContent(text);
    }
    expect(within(article).getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(10);
  });

  it('the terms: effective Jan 23rd, 2025, as is, per page, refunds, 12-month cap, under 13, Ontario, changes', () => {
    renderPage(<TermsOfServicePage />, '/terms-of-service');
    const article = screen.getByRole('article');
    for (const text of [
      'Effective date: January 23rd, 2025',
      /provided “as is”/,
      /paid per page/,
      /we refund the full amount/,
      /fees you paid us in the 12 months/,
      /children under 13/,
      /laws of the Province of Ontario/,
      /We may change these terms/,
    ]) {
      expect(article).toHaveTextContent(text);
    }
  });

  it.each(PAGES.map(([path, page]) => [path, page]))('%s is fully translated into French', async (path, page) => {
    await setupTestI18n('fr');
    renderPage(page, path);
    const article = screen.getByRole('article');
    expect(article).toHaveTextContent("Date d'entrée en vigueur : 23 janvier 2025");
    // No untranslated key (they would show as "legal.…").
    expect(article.textContent).not.toMatch(/legal\./);
  });

  it.each(PAGES.map(([path, page]) => [path, page]))('%s: no Accept button for a visitor', (path, page) => {
    renderPage(page, path);
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it.each(PAGES)('%s: Accept calls the endpoint, stores the user, then /create-translation', async (...row) => {
    const [path, page, route, flag] = row;
    const accepted = buildUser({ isPrivacyPolicyAccepted: true, isTermsOfServiceAccepted: true });
    const fetchMock = signIn({ [flag]: false }, { [route]: jsonResponse({ user: accepted }) });
    const user = userEvent.setup();
    const { router } = renderPage(page, path);

    await user.click(screen.getByRole('button', { name: 'Accept' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/create-translation'));
    expect(callsTo(fetchMock, route)[0].body).toEqual({ language: 'en' });
    expect(getStoredUser()).toEqual(accepted);
  });

  it.each(PAGES)('%s: already accepted shows that instead of the button', (path, page, _route, flag) => {
    signIn({ [flag]: true });
    renderPage(page, path);
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.getByText(/^You have accepted (this privacy policy|these terms of service)\.$/)).toBeVisible();
  });

  it('a failed acceptance stays on the page with an error', async () => {
    signIn({ isPrivacyPolicyAccepted: false }, { 'POST /privacy/accept': errorResponse('Database unavailable', 503) });
    const user = userEvent.setup();
    const { router } = renderPage(<PrivacyPolicyPage />, '/privacy-policy');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Something went wrong.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/privacy-policy');
  });
});
