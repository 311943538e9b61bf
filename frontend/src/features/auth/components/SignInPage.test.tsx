import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, storeSession } from '@/testing/auth-fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderPage, renderRoute } from '@/testing/test-utils';
import { clearConfigCache } from '@/lib/public-config';
import { redirectTo } from '../utils/browser-location';
import { OAUTH_STATE_KEY } from '../utils/google-oauth';
import { SignInPage } from './SignInPage';

vi.mock('../utils/browser-location', () => ({ redirectTo: vi.fn() }));

const CONFIG = {
  googleClientId: 'client-1.apps.googleusercontent.com',
  googleAuthUrl: 'https://accounts.example.test/o/oauth2/v2/auth',
  paymentProvider: 'sandbox',
  stripePublishableKey: null,
};

afterEach(() => {
  clearConfigCache();
  vi.mocked(redirectTo).mockReset();
});

describe('SignInPage', () => {
  it('shows both sign-in choices; enterprise goes to /enterprise/login', async () => {
    renderPage(<SignInPage />, '/sign-in');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enterprise sign in' })).toHaveAttribute('href', '/enterprise/login');
  });

  it("starts the sign-in on the server and sends the browser to the provider's URL, remembering its state", async () => {
    const authorizationUrl = `${CONFIG.googleAuthUrl}?client_id=c&redirect_uri=r&response_type=code&state=st-1&nonce=n&code_challenge=x&code_challenge_method=S256`;
    const fetchMock = mockApi({ 'GET /config': jsonResponse(CONFIG), 'POST /auth/google/start': jsonResponse({ authorizationUrl }) });
    const user = userEvent.setup();
    renderPage(<SignInPage />, '/sign-in');

    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));

    await waitFor(() => expect(redirectTo).toHaveBeenCalledTimes(1));
    expect(callsTo(fetchMock, 'POST /auth/google/start')).toEqual([
      expect.objectContaining({ body: { redirectUri: `${window.location.origin}/oauth2callback` } }),
    ]);
    expect(vi.mocked(redirectTo).mock.calls[0][0]).toBe(authorizationUrl);
    expect(sessionStorage.getItem(OAUTH_STATE_KEY)).toBe('st-1');
  });

  it('keeps the button busy while the browser leaves for the provider', async () => {
    mockApi({
      'GET /config': jsonResponse(CONFIG),
      'POST /auth/google/start': jsonResponse({ authorizationUrl: 'https://idp.test/auth?state=s' }),
    });
    const user = userEvent.setup();
    renderPage(<SignInPage />, '/sign-in');
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeDisabled();
  });

  it('says so when the server cannot start the sign-in', async () => {
    mockApi({ 'GET /config': jsonResponse(CONFIG), 'POST /auth/google/start': errorResponse('Google sign-in is not configured.', 401) });
    const user = userEvent.setup();
    renderPage(<SignInPage />, '/sign-in');
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(await screen.findByText('Google sign-in is not available right now. Please try again later.')).toBeVisible();
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('says so when the configuration cannot be loaded', async () => {
    mockApi({ 'GET /config': errorResponse('Service Unavailable', 503) });
    const user = userEvent.setup();
    renderPage(<SignInPage />, '/sign-in');
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(await screen.findByText('Google sign-in is not available right now. Please try again later.')).toBeVisible();
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('a signed-in visitor goes straight to /home', async () => {
    storeSession(buildUser());
    mockApi({ 'GET /auth/check': jsonResponse({ user: buildUser(), token: 't' }) });
    const { router } = renderRoute('/sign-in', [
      { path: '/sign-in', element: <SignInPage /> },
      { path: '/home', element: <p data-testid="home" /> },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});
