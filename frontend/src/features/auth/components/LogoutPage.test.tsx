import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getStoredUser, getToken } from '@/lib/storage';
import { storeSession, TEST_TOKEN } from '@/testing/auth-fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderPage } from '@/testing/test-utils';
import { LogoutPage } from './LogoutPage';

describe('LogoutPage', () => {
  it('shows a spinner, clears the session, ends it on the server and returns to /', async () => {
    const session = storeSession();
    const fetchMock = mockApi({
      'GET /auth/check': jsonResponse(session),
      'POST /auth/logout': new Response(null, { status: 204 }),
    });
    const { router } = renderPage(<LogoutPage />, '/logout');

    expect(screen.getByRole('heading', { level: 1, name: 'Signing you out' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getToken()).toBeNull();
    expect(getStoredUser()).toBeNull();
    expect(callsTo(fetchMock, 'POST /auth/logout')[0].headers).toMatchObject({ Authorization: `Bearer ${TEST_TOKEN}` });
  });

  it('signed out already: straight back to /', async () => {
    const fetchMock = mockApi({});
    const { router } = renderPage(<LogoutPage />, '/logout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
