import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { getToken } from '@/lib/storage';
import { buildUser, storeSession } from '@/testing/auth-fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderPage } from '@/testing/test-utils';
import { EnterpriseRegisterPage, REGISTER_REDIRECT_DELAY_MS } from './EnterpriseRegisterPage';

const LINK = '/enterprise/register?email=ada%40example.com&abc=3&lang=en';

function renderRegister(path = LINK) {
  return renderPage(<EnterpriseRegisterPage />, path);
}

function fill(values: { code?: string; password?: string; confirm?: string }) {
  const set = (label: string, value?: string) => {
    if (value !== undefined) fireEvent.change(screen.getByLabelText(label), { target: { value } });
  };
  set('Activation code', values.code);
  set('Password', values.password);
  set('Confirm password', values.confirm);
}

describe('EnterpriseRegisterPage', () => {
  it.each([
    ['/enterprise/register?abc=3', ['Email not found']],
    ['/enterprise/register?email=ada%40example.com', ['Organization not found']],
    ['/enterprise/register?email=ada%40example.com&abc=acme', ['Organization not found']],
    ['/enterprise/register', ['Email not found', 'Organization not found']],
  ])('%s: the link is unusable', (path, messages) => {
    renderRegister(path);
    for (const text of messages) expect(screen.getByText(text)).toBeVisible();
    expect(screen.queryByLabelText('Activation code')).not.toBeInTheDocument();
  });

  it('shows the invited e-mail and validates the fields', async () => {
    const fetchMock = mockApi({});
    const user = userEvent.setup();
    renderRegister();
    expect(screen.getByLabelText('E-mail')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly');

    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(screen.getByText('Activation code is required')).toBeVisible();
    expect(screen.getByText('Password is required')).toBeVisible();
    expect(screen.getByText('Please confirm your password')).toBeVisible();

    fill({ code: 'ABC', password: 'short', confirm: 'other' });
    expect(screen.getByText('Activation code must be at least 6 characters')).toBeVisible();
    expect(screen.getByText('Password must be at least 8 characters')).toBeVisible();
    expect(screen.getByText('Passwords must match')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('registers, clears any stored session and goes to /enterprise/login after exactly 2 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const session = storeSession();
    const fetchMock = mockApi({
      'GET /auth/check': jsonResponse(session),
      'POST /admin/enterprise/users/create': jsonResponse({ user: buildUser() }),
    });
    const { router } = renderRegister();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(getToken()).toBe(session.token);

    fill({ code: ' ABC123 ', password: 'long enough', confirm: 'long enough' });
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(callsTo(fetchMock, 'POST /admin/enterprise/users/create')[0].body).toEqual({
      email: 'ada@example.com',
      activationCode: 'ABC123',
      password: 'long enough',
      organizationId: 3,
    });
    expect(getToken()).toBeNull();
    expect(screen.getByText('Your account has been created. Taking you to the sign-in page…')).toBeVisible();

    await act(() => vi.advanceTimersByTimeAsync(REGISTER_REDIRECT_DELAY_MS - 1));
    expect(router.state.location.pathname).toBe('/enterprise/register');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.pathname).toBe('/enterprise/login');
    expect(REGISTER_REDIRECT_DELAY_MS).toBe(2000);
  });

  it('on failure shows the spec message with a way to contact support', async () => {
    mockApi({ 'POST /admin/enterprise/users/create': errorResponse('Invalid activation code', 400) });
    const user = userEvent.setup();
    renderRegister();
    fill({ code: 'ABC123', password: 'long enough', confirm: 'long enough' });
    await user.click(screen.getByRole('button', { name: 'Create my account' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Account creation failed. Please try again.');
    expect(screen.getByRole('link', { name: 'Go to the contact form' })).toHaveAttribute('href', '/contact-us');
  });

  it('shows the page in the language of the invitation', async () => {
    renderRegister('/enterprise/register?email=ada%40example.com&abc=3&lang=fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inscription entreprise' })).toBeInTheDocument();
    expect(i18n.language).toBe('fr');
  });
});
