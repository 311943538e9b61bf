import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser, storeSession } from '@/testing/auth-fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/test-utils';
import { RequireAuth } from '@/lib/auth/RequireAuth';
import { RequirePolicies } from './RequirePolicies';

function renderWizard() {
  return renderRoute('/create-translation', [
    {
      element: <RequireAuth />,
      children: [
        {
          element: <RequirePolicies />,
          children: [{ path: '/create-translation', element: <p data-testid="wizard" /> }],
        },
      ],
    },
    { path: '*', element: <p data-testid="elsewhere" /> },
  ]);
}

function signIn(overrides: Parameters<typeof buildUser>[0] = {}) {
  const session = storeSession(buildUser(overrides));
  mockApi({ 'GET /auth/check': jsonResponse(session) });
}

describe('RequireAuth and RequirePolicies', () => {
  it('without a token: /logout', async () => {
    const { router } = renderWizard();
    await waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
  });

  it('privacy policy not accepted: /privacy-policy first', async () => {
    signIn({ isPrivacyPolicyAccepted: false, isTermsOfServiceAccepted: false });
    const { router } = renderWizard();
    await waitFor(() => expect(router.state.location.pathname).toBe('/privacy-policy'));
  });

  it('then the terms of service', async () => {
    signIn({ isPrivacyPolicyAccepted: true, isTermsOfServiceAccepted: false });
    const { router } = renderWizard();
    await waitFor(() => expect(router.state.location.pathname).toBe('/terms-of-service'));
  });

  it('both accepted: the protected page', () => {
    signIn();
    const { router } = renderWizard();
    expect(router.state.location.pathname).toBe('/create-translation');
    expect(screen.getByTestId('wizard')).toBeInTheDocument();
  });

  it('wrap children as well as routes', async () => {
    const guarded = (
      <RequireAuth>
        <p data-testid="inside" />
      </RequireAuth>
    );
    const { router } = renderRoute('/x', [
      { path: '/x', element: guarded },
      { path: '*', element: <p data-testid="elsewhere" /> },
    ]);
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/logout');
    expect(screen.queryByTestId('inside')).not.toBeInTheDocument();
  });
});
