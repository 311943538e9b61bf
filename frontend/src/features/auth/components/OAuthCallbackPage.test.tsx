import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getStoredUser, getToken } from '@/lib/storage';
import { buildUser } from '@/testing/auth-fixtures';
import userEvent from '@testing-library/user-event';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/test-utils';
import { OAUTH_STATE_KEY } from '../utils/google-oauth';
import { OAuthCallbackPage } from './OAuthCallbackPage';
import { SignInPage } from './SignInPage';

/** The callback page, the real sign-in page (to see the error) and a stub /home. */
function renderCallback(query: string) {
  return renderRoute(`/oauth2callback?${query}`, [
    { path: '/oauth2callback', element: <OAuthCallbackPage /> },
    { path: '/sign-in', element: <SignInPage /> },
    { path: '/home', element: <p data-testid="home" /> },
    { path: '/admin/account-manager', element: <p data-testid="portal" /> },
  ]);
}

describe('OAuthCallbackPage', () => {
  it('exchanges the code, stores the session and goes to /home', async () => {
    sessionStorage.setItem(OAUTH_STATE_KEY, 'state-1');
    const user = buildUser();
    const fetchMock = mockApi({ 'POST /auth/google': jsonResponse({ user, token: 'google-token' }) });
    const { router } = renderCallback('code=4%2Fabc&state=state-1');

    expect(screen.getByRole('heading', { level: 1, name: 'Signing you in' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));

    expect(callsTo(fetchMock, 'POST /auth/google')).toEqual([
      expect.objectContaining({ body: { code: '4/abc', state: 'state-1', redirectUri: `${window.location.origin}/oauth2callback` } }),
    ]);
    expect(getToken()).toBe('google-token');
    expect(getStoredUser()).toEqual(user);
    // The state is single use.
    expect(sessionStorage.getItem(OAUTH_STATE_KEY)).toBeNull();
  });

  it('a manager with two-step sign-in gives the code of the app after Google, then goes to the portal', async () => {
    sessionStorage.setItem(OAUTH_STATE_KEY, 'state-1');
    const fetchMock = mockApi({
      'POST /auth/google': jsonResponse({ secondFactorRequired: true, challenge: 'google-challenge' }),
      'POST /enterprise/users/login/second-factor': jsonResponse({ user: buildUser({ accountManagerId: 7 }), token: 'two-step' }),
    });
    const { router } = renderCallback('code=abc&state=state-1');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Two-step sign-in' });
    expect(getToken()).toBeNull();
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/account-manager'));
    expect(callsTo(fetchMock, 'POST /enterprise/users/login/second-factor')[0].body).toEqual({
      challenge: 'google-challenge',
      code: '123456',
    });
    expect(getToken()).toBe('two-step');
  });

  it('on a server error goes to /sign-in, which shows the detail', async () => {
    sessionStorage.setItem(OAUTH_STATE_KEY, 'state-1');
    mockApi({ 'POST /auth/google': errorResponse('Google account e-mail is not verified', 401) });
    const { router } = renderCallback('code=abc&state=state-1');

    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(await screen.findByText('Google account e-mail is not verified')).toBeVisible();
    expect(getToken()).toBeNull();
  });

  it('refuses a state it did not send, without calling the server', async () => {
    sessionStorage.setItem(OAUTH_STATE_KEY, 'state-1');
    const fetchMock = mockApi({});
    const { router } = renderCallback('code=abc&state=forged');

    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(screen.getByText('We could not verify this sign-in request. Please sign in again.')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the password of an existing account with the Google e-mail, links and signs in', async () => {
    sessionStorage.setItem(OAUTH_STATE_KEY, 'state-1');
    const user = buildUser();
    const detail = 'An account with this e-mail address already exists. Enter its password once to sign in with Google from now on.';
    let linkAttempts = 0;
    const fetchMock = mockApi({
      'POST /auth/google': jsonResponse({ detail, linkRequired: true, email: 'ada@example.com' }, 409),
      'POST /auth/google/link': () =>
        ++linkAttempts === 1 ? errorResponse('Invalid email or password.', 401) : jsonResponse({ user, token: 'linked-token' }),
    });
    const { router } = renderCallback('code=abc&state=state-1');

    expect(await screen.findByText(/An account with ada@example.com already exists/)).toBeVisible();
    const ui = userEvent.setup();
    await ui.click(screen.getByRole('button', { name: 'Link and sign in' }));
    expect(screen.getByText('Enter your password.')).toBeVisible();
    expect(callsTo(fetchMock, 'POST /auth/google/link')).toHaveLength(0);

    await ui.type(screen.getByLabelText('Password'), 'wrong');
    await ui.click(screen.getByRole('button', { name: 'Link and sign in' }));
    expect(await screen.findByText('Invalid email or password.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/oauth2callback');

    await ui.clear(screen.getByLabelText('Password'));
    await ui.type(screen.getByLabelText('Password'), 'the right one');
    await ui.click(screen.getByRole('button', { name: 'Link and sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(callsTo(fetchMock, 'POST /auth/google/link').map((call) => call.body)).toEqual([
      { password: 'wrong' },
      { password: 'the right one' },
    ]);
    expect(getToken()).toBe('linked-token');
  });

  it('a refusal at the provider (error, no code) is an auth error too', async () => {
    sessionStorage.setItem(OAUTH_STATE_KEY, 'state-1');
    const { router } = renderCallback('error=access_denied&state=state-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(screen.getByText('Google sign-in was cancelled or refused. Please try again.')).toBeVisible();
  });
});
