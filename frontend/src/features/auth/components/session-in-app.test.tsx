import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CREDENTIALS_ERROR_DETAIL } from '@pt/libs/messages';
import { routes } from '@/app/routes';
import { apiClient } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { getToken } from '@/lib/storage';
import { buildUser, storeSession } from '@/testing/auth-fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/test-utils';

describe('the session in the app', () => {
  it('on start with a token, checks it with GET /auth/check', async () => {
    const session = storeSession();
    const fetchMock = mockApi({ 'GET /auth/check': jsonResponse(session) });
    renderRoute('/faq', routes);
    await waitFor(() => expect(callsTo(fetchMock, 'GET /auth/check')).toHaveLength(1));
  });

  it('a failed auth check logs out', async () => {
    storeSession();
    mockApi({ 'GET /auth/check': errorResponse('Internal Server Error', 500) });
    renderRoute('/faq', routes);
    await waitFor(() => expect(getToken()).toBeNull());
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    expect(screen.queryByRole('link', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('the expired-credentials detail on any call logs the user out', async () => {
    const session = storeSession();
    mockApi({
      'GET /auth/check': jsonResponse(session),
      'GET /translations': errorResponse(CREDENTIALS_ERROR_DETAIL, 401),
    });
    renderRoute('/faq', routes);
    expect(await screen.findByRole('link', { name: 'Logout' })).toBeInTheDocument();

    await apiClient.get('/translations').catch(() => undefined);

    await waitFor(() => expect(screen.queryByRole('link', { name: 'Logout' })).not.toBeInTheDocument());
    expect(getToken()).toBeNull();
  });

  it('other error details do not', async () => {
    const session = storeSession();
    mockApi({ 'GET /auth/check': jsonResponse(session), 'GET /translations': errorResponse('Nope', 403) });
    renderRoute('/faq', routes);
    await apiClient.get('/translations').catch(() => undefined);
    expect(getToken()).toBe(session.token);
  });

  it('signed in, the language toggle also saves the language on the profile, then refetches the user', async () => {
    const session = storeSession(buildUser({ language: { value: 'en' } }));
    const french = buildUser({ language: { value: 'fr' } });
    const fetchMock = mockApi({
      'GET /auth/check': jsonResponse(session),
      'PATCH /user/language': jsonResponse({ user: french }),
      'GET /user': jsonResponse({ user: french, token: session.token }),
    });
    const user = userEvent.setup();
    renderRoute('/faq', routes);

    await user.click(await screen.findByRole('button', { name: 'FR' }));
    await waitFor(() => expect(callsTo(fetchMock, 'GET /user')).toHaveLength(1));
    expect(callsTo(fetchMock, 'PATCH /user/language')[0].body).toEqual({ language: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Foire aux questions' })).toBeInTheDocument();
  });

  it("signing in shows the interface in the user's language, and later calls ask the server for it", async () => {
    const french = buildUser({ language: { value: 'fr' } });
    const fetchMock = mockApi({
      'POST /enterprise/users/login': jsonResponse({ user: french, token: 'fr-token' }),
      'GET /translations': jsonResponse({ translations: [] }),
    });
    const user = userEvent.setup();
    renderRoute('/enterprise/login', routes);
    await user.type(await screen.findByLabelText('E-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('link', { name: 'Déconnexion' })).toBeInTheDocument();
    expect(i18n.language).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(callsTo(fetchMock, 'POST /enterprise/users/login')[0].headers['Accept-Language']).toBe('en');
    await apiClient.get('/translations');
    expect(callsTo(fetchMock, 'GET /translations').at(-1)?.headers['Accept-Language']).toBe('fr');
  });

  it('the auth check at start keeps the interface language chosen in this browser', async () => {
    await i18n.changeLanguage('fr');
    const session = storeSession(buildUser({ language: { value: 'en' } }));
    mockApi({ 'GET /auth/check': jsonResponse(session) });
    renderRoute('/faq', routes);
    expect(await screen.findByRole('link', { name: 'Déconnexion' })).toBeInTheDocument();
    expect(i18n.language).toBe('fr');
  });

  it('signed out, the toggle only changes the interface', async () => {
    const fetchMock = mockApi({});
    const user = userEvent.setup();
    renderRoute('/faq', routes);
    await user.click(await screen.findByRole('button', { name: 'FR' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('the landing hero button: SIGN IN to /sign-in signed out, Get Started to /home signed in', async () => {
    const { unmount } = renderRoute('/', routes);
    const main = await screen.findByRole('main');
    expect(await screen.findByRole('heading', { level: 1, name: 'Translate with Ease' })).toBeInTheDocument();
    expect(main.querySelector('a[href="/sign-in"]')).toHaveTextContent('Sign in');
    unmount();

    const session = storeSession();
    mockApi({ 'GET /auth/check': jsonResponse(session) });
    renderRoute('/', routes);
    const signedInMain = await screen.findByRole('main');
    await screen.findByRole('heading', { level: 1, name: 'Translate with Ease' });
    expect(signedInMain.querySelector('a[href="/home"]')).toHaveTextContent('Get Started');
    expect(signedInMain.querySelector('a[href="/sign-in"]')).toBeNull();
  });
});
