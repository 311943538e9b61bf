import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OAUTH_STATE_KEY } from '@/features/auth/utils/google-oauth';
import { i18n } from '@/lib/i18n';
import { buildUser, storeSession } from '@/testing/auth-fixtures';
import { renderRoute } from '@/testing/test-utils';

/** Every row of the spec's route table (§2), with the English title its page shows. */
const SPEC_ROUTES: [path: string, title: string][] = [
  ['/', 'Translate with Ease'],
  ['/oauth2callback?code=abc&state=s1', 'Signing you in'],
  ['/sign-in', 'Sign in'],
  ['/logout', 'Signing you out'],
  ['/enterprise/login', 'Enterprise sign-in'],
  ['/enterprise/register?email=a%40b.c&abc=3&lang=en', 'Enterprise registration'],
  ['/forgot-password', 'Forgot password'],
  ['/forgot-password-reset?email=a%40b.c&token=t', 'Reset password'],
  ['/home', 'My translations'],
  ['/account', 'Account'],
  ['/create-translation', 'Create a translation'],
  ['/create-translation/success?order=PT-1001', 'Payment Success!'],
  ['/join-waitlist/product/3/Audio%20translation', 'Join the waitlist'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-service', 'Terms of Service'],
  ['/faq', 'Frequently Asked Questions'],
  ['/contact-us', 'Contact us'],
  ['/help', 'Coming soon'],
  ['/admin/account-manager', 'Dashboard'],
  ['/admin/account-manager/organization/create', 'Create Organization'],
  ['/admin/accounts/update?org=12', 'Update Enterprise Account'],
];

// The first render of the portal transforms react-admin, which takes a few seconds.
const PORTAL_TIMEOUT = { timeout: 20_000 };

/** Pages that need a session (or a pending sign-in) to stay on screen rather than redirect. */
const SIGNED_IN_ROUTES = new Set(['/home', '/account', '/logout', '/create-translation', '/create-translation/success?order=PT-1001']);

describe('routes', () => {
  beforeEach(() => {
    // The API never answers here: pages that call it stay in their loading state. Only the portal's two-step gate,
    // which asks before showing any portal page, hears that this manager needs no second factor.
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) =>
        String(input instanceof Request ? input.url : input).endsWith('/auth/second-factor')
          ? Promise.resolve(Response.json({ enabled: false, required: false, enabledAt: null, recoveryCodesLeft: 0 }))
          : new Promise<never>(() => undefined),
      ),
    );
  });

  it.each(SPEC_ROUTES)(
    '%s renders its title',
    async (path, title) => {
      if (SIGNED_IN_ROUTES.has(path)) storeSession();
      // The portal's pages are for account managers only (others are redirected away).
      if (path.startsWith('/admin')) storeSession(buildUser({ accountManagerId: 3 }));
      sessionStorage.setItem(OAUTH_STATE_KEY, 's1');
      renderRoute(path);
      const heading = await screen.findByRole('heading', { level: 1, name: title }, PORTAL_TIMEOUT);
      expect(heading).toBeInTheDocument();
      expect(document.title).toBe(`${title} | PageTranslate`);
    },
    30_000,
  );

  it('customer pages share the layout: navbar and footer links', async () => {
    renderRoute('/faq');
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    const footer = screen.getByRole('navigation', { name: 'Site links' });
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/contact-us', '/faq', '/privacy-policy', '/terms-of-service']);
    expect(screen.getByRole('link', { name: 'PageTranslate, home page' })).toHaveAttribute('href', '/');
  });

  it('/help shows "Coming soon" (with links to the FAQ and the contact form), in French too', async () => {
    const { unmount } = renderRoute('/help');
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1, name: 'Coming soon' });
    expect(
      within(main)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/faq', '/contact-us']);
    unmount();

    await i18n.changeLanguage('fr');
    renderRoute('/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bientôt disponible' })).toBeInTheDocument();
  });

  it('the waitlist page names the product from the URL', async () => {
    renderRoute('/join-waitlist/product/3/Audio%20translation');
    expect(await screen.findByText(/interested in Audio translation/)).toBeInTheDocument();
  });

  it('an unknown route shows "Unexpected Application Error!" with 404 Not Found, inside the layout', async () => {
    renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByTestId('route-error-status')).toHaveTextContent('404');
    expect(screen.getByTestId('route-error-message')).toHaveTextContent('Not Found');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it.each([
    ['/create-translation', 'signed out', undefined, '/logout'],
    [
      '/create-translation',
      'privacy policy not accepted',
      { isPrivacyPolicyAccepted: false, isTermsOfServiceAccepted: false },
      '/privacy-policy',
    ],
    ['/create-translation/success?order=PT-1001', 'terms not accepted', { isTermsOfServiceAccepted: false }, '/terms-of-service'],
  ] as const)('%s is guarded (%s → %s)', async (path, _case, user, expected) => {
    if (user) storeSession(buildUser(user));
    const { router } = renderRoute(path);
    await waitFor(() => expect(router.state.location.pathname).toBe(expected));
  });

  it('/admin redirects to the account-manager dashboard', async () => {
    storeSession(buildUser({ accountManagerId: 3 }));
    const { router } = renderRoute('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, PORTAL_TIMEOUT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/account-manager');
  }, 30_000);
});
