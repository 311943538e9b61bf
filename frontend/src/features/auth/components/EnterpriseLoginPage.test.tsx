import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getToken } from '@/lib/storage';
import { buildUser } from '@/testing/auth-fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { setupTestI18n } from '@/testing/test-i18n';
import { renderPage } from '@/testing/test-utils';
import { EnterpriseLoginPage } from './EnterpriseLoginPage';

function renderLogin() {
  return { user: userEvent.setup(), ...renderPage(<EnterpriseLoginPage />, '/enterprise/login') };
}

describe('EnterpriseLoginPage', () => {
  it('labels its fields and links to /forgot-password', () => {
    renderLogin();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('shows the spec messages on submit and sends nothing', async () => {
    const fetchMock = mockApi({});
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(screen.getByText('Email is required')).toBeVisible();
    expect(screen.getByText('Password is required')).toBeVisible();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-mail')).toHaveFocus();

    await user.type(screen.getByLabelText('E-mail'), 'not-an-email');
    expect(screen.getByText('Enter a valid email')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the messages in French when the interface is French', async () => {
    await setupTestI18n('fr');
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(screen.getByText("L'adresse courriel est obligatoire")).toBeVisible();
    expect(screen.getByText('Le mot de passe est obligatoire')).toBeVisible();
  });

  it('a regular user goes to /home with the session stored', async () => {
    const fetchMock = mockApi({
      'POST /enterprise/users/login': jsonResponse({ user: buildUser(), token: 'ent-token' }),
    });
    const { user, router } = renderLogin();
    await user.type(screen.getByLabelText('E-mail'), ' ada@example.com ');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(callsTo(fetchMock, 'POST /enterprise/users/login')[0].body).toEqual({
      email: 'ada@example.com',
      password: 'correct horse',
    });
    expect(getToken()).toBe('ent-token');
  });

  it('an account manager goes to /admin/account-manager', async () => {
    mockApi({ 'POST /enterprise/users/login': jsonResponse({ user: buildUser({ accountManagerId: 7 }), token: 't' }) });
    const { user, router } = renderLogin();
    await user.type(screen.getByLabelText('E-mail'), 'manager@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/account-manager'));
  });

  it('shows the server detail on failure, and "Something went wrong" when there is none', async () => {
    mockApi({ 'POST /enterprise/users/login': errorResponse('Incorrect email or password', 401) });
    const { user, router } = renderLogin();
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Incorrect email or password')).toBeVisible();
    expect(router.state.location.pathname).toBe('/enterprise/login');

    mockApi({ 'POST /enterprise/users/login': new Response('', { status: 502, statusText: 'Bad Gateway' }) });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Something went wrong')).toBeVisible();
  });
  describe('two-step sign-in', () => {
    const CHALLENGE = { secondFactorRequired: true, challenge: 'challenge-token' };

    async function passwordStep(routes: Parameters<typeof mockApi>[0]) {
      const fetchMock = mockApi({ 'POST /enterprise/users/login': jsonResponse(CHALLENGE), ...routes });
      const rendered = renderLogin();
      await rendered.user.type(screen.getByLabelText('E-mail'), 'manager@example.com');
      await rendered.user.type(screen.getByLabelText('Password'), 'correct horse');
      await rendered.user.click(screen.getByRole('button', { name: 'Sign in' }));
      await screen.findByRole('heading', { level: 1, name: 'Two-step sign-in' });
      return { ...rendered, fetchMock };
    }

    it('asks for the code after the password, then signs in with the challenge and the code', async () => {
      const { user, router, fetchMock } = await passwordStep({
        'POST /enterprise/users/login/second-factor': jsonResponse({ user: buildUser({ accountManagerId: 7 }), token: 'two-step-token' }),
      });
      // No session until the code is right.
      expect(getToken()).toBeNull();
      const code = screen.getByLabelText('Authentication code');
      expect(code).toHaveAttribute('autocomplete', 'one-time-code');
      expect(code).toHaveAttribute('inputmode', 'numeric');
      expect(code).toHaveFocus();
      await user.type(code, '123 456');
      await user.click(screen.getByRole('button', { name: 'Verify' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/account-manager'));
      expect(callsTo(fetchMock, 'POST /enterprise/users/login/second-factor')[0].body).toEqual({
        challenge: 'challenge-token',
        code: '123 456',
      });
      expect(getToken()).toBe('two-step-token');
    });

    it('checks the code before sending, shows a refusal, and takes a recovery code instead', async () => {
      let answer: Response = errorResponse(
        'This code is not valid. Enter the newest code of your authenticator app, or a recovery code.',
        401,
      );
      const { user, router, fetchMock } = await passwordStep({ 'POST /enterprise/users/login/second-factor': () => answer });
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(screen.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
      await user.type(screen.getByLabelText('Authentication code'), '12345');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(callsTo(fetchMock, 'POST /enterprise/users/login/second-factor')).toHaveLength(0);

      await user.type(screen.getByLabelText('Authentication code'), '6');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText(/This code is not valid/)).toBeVisible();
      expect(router.state.location.pathname).toBe('/enterprise/login');

      await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
      const recovery = screen.getByLabelText('Recovery code');
      expect(recovery).toHaveValue('');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(screen.getByText('Enter one of your recovery codes')).toBeVisible();
      answer = jsonResponse({ user: buildUser(), token: 'recovered' });
      await user.type(recovery, 'ABCD-EFGH-JKMN-PQRS-TVWX-YZ01');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
      expect(callsTo(fetchMock, 'POST /enterprise/users/login/second-factor').at(-1)!.body).toEqual({
        challenge: 'challenge-token',
        code: 'ABCD-EFGH-JKMN-PQRS-TVWX-YZ01',
      });
    });

    it('"Start again" goes back to the password, keeping the e-mail', async () => {
      const { user } = await passwordStep({});
      await user.click(screen.getByRole('button', { name: 'Start again' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Enterprise sign-in' })).toBeVisible();
      expect(screen.getByLabelText('E-mail')).toHaveValue('manager@example.com');
      expect(screen.getByLabelText('Password')).toHaveValue('');
    });

    it('speaks French', async () => {
      await setupTestI18n('fr');
      mockApi({ 'POST /enterprise/users/login': jsonResponse(CHALLENGE) });
      const { user } = renderLogin();
      await user.type(screen.getByLabelText('Courriel'), 'manager@example.com');
      await user.type(screen.getByLabelText('Mot de passe'), 'correct horse');
      await user.click(screen.getByRole('button', { name: 'Se connecter' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Connexion en deux étapes' })).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Vérifier' }));
      expect(screen.getByText("Entrez le code à 6 chiffres de votre application d'authentification")).toBeVisible();
      expect(screen.getByRole('button', { name: 'Utiliser plutôt un code de récupération' })).toBeVisible();
    });
  });
});
