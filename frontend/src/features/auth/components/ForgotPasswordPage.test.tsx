import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderPage } from '@/testing/test-utils';
import { ForgotPasswordPage } from './ForgotPasswordPage';

describe('ForgotPasswordPage', () => {
  it('validates the e-mail and links back to /sign-in', async () => {
    const fetchMock = mockApi({});
    const user = userEvent.setup();
    renderPage(<ForgotPasswordPage />, '/forgot-password');
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/sign-in');

    await user.click(screen.getByRole('button', { name: 'Send the reset link' }));
    expect(screen.getByText('Email is required')).toBeVisible();
    await user.type(screen.getByLabelText('E-mail'), 'ada@');
    expect(screen.getByText('Enter a valid email')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says a link was sent if the account exists', async () => {
    const fetchMock = mockApi({ 'POST /auth/forgot-password': jsonResponse({ detail: 'ok' }) });
    const user = userEvent.setup();
    renderPage(<ForgotPasswordPage />, '/forgot-password');
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the reset link' }));

    expect(await screen.findByText(/If an account exists for ada@example.com, a link/)).toBeVisible();
    expect(callsTo(fetchMock, 'POST /auth/forgot-password')[0].body).toEqual({ email: 'ada@example.com' });
    expect(screen.queryByLabelText('E-mail')).not.toBeInTheDocument();
  });

  it('shows the spec failure message', async () => {
    mockApi({ 'POST /auth/forgot-password': errorResponse('Mail server down', 500) });
    const user = userEvent.setup();
    renderPage(<ForgotPasswordPage />, '/forgot-password');
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Something went wrong. Contact support.');
  });
});
