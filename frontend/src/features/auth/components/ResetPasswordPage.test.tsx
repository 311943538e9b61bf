import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderPage } from '@/testing/test-utils';
import { ResetPasswordPage, RESET_REDIRECT_DELAY_MS } from './ResetPasswordPage';

const LINK = '/forgot-password-reset?email=ada%40example.com&token=t0k3n';

function fill(password: string, confirm: string) {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: confirm } });
}

describe('ResetPasswordPage', () => {
  it.each(['/forgot-password-reset?email=ada%40example.com', '/forgot-password-reset?token=t0k3n', '/forgot-password-reset'])(
    '%s: invalid link',
    (path) => {
      renderPage(<ResetPasswordPage />, path);
      expect(screen.getByText('Invalid password reset link. Please request a new one.')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
      expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    },
  );

  it('validates: at least 8 characters (as at registration), confirmation must match', async () => {
    const user = userEvent.setup();
    renderPage(<ResetPasswordPage />, LINK);
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(screen.getByText('Password is required')).toBeVisible();
    fill('abcdefg', 'abcdefh');
    expect(screen.getByText('Password must be at least 8 characters')).toBeVisible();
    expect(screen.getByText('Passwords must match')).toBeVisible();
  });

  it('resets the password and goes to /enterprise/login after exactly 3 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetchMock = mockApi({ 'POST /auth/reset-password': jsonResponse({ detail: 'Password updated' }) });
    const { router } = renderPage(<ResetPasswordPage />, LINK);
    fill('abcdefgh', 'abcdefgh');
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(callsTo(fetchMock, 'POST /auth/reset-password')[0].body).toEqual({
      email: 'ada@example.com',
      token: 't0k3n',
      password: 'abcdefgh',
    });
    expect(screen.getByText('Your password has been reset. Taking you to the sign-in page…')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(RESET_REDIRECT_DELAY_MS - 1));
    expect(router.state.location.pathname).toBe('/forgot-password-reset');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.pathname).toBe('/enterprise/login');
    expect(RESET_REDIRECT_DELAY_MS).toBe(3000);
  });

  it('shows the spec failure message', async () => {
    mockApi({ 'POST /auth/reset-password': errorResponse('Token expired', 400) });
    const user = userEvent.setup();
    renderPage(<ResetPasswordPage />, LINK);
    fill('abcdefgh', 'abcdefgh');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to reset password. Please try again or contact support.');
  });
});
