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
});
