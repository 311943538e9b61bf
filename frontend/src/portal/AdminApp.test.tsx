import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '@/lib/i18n';
import { buildUser, storeSession } from '@/testing/auth-fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/test-utils';

const PORTAL_TIMEOUT = { timeout: 20_000 };

describe('account-manager portal', () => {
  it('shares the language with the customer app through i18next', async () => {
    storeSession(buildUser({ accountManagerId: 3 }));
    mockApi({ 'GET /auth/check': jsonResponse({ user: buildUser({ accountManagerId: 3 }), token: 'token-123' }) });
    const user = userEvent.setup();
    renderRoute('/admin/account-manager/organization/create');
    await screen.findByRole('heading', { level: 1, name: 'Create Organization' }, PORTAL_TIMEOUT);

    // react-admin's own language menu, fed by the adapter's getLocales()
    await user.click(screen.getByRole('button', { name: 'English' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Français' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Créer une organisation' })).toBeInTheDocument();
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=fr`);
    // react-admin's own texts and the portal menu switch too
    expect(screen.getByRole('menuitem', { name: 'Tableau de bord' })).toHaveAttribute('href', '/admin/account-manager');
    expect(screen.getByRole('button', { name: 'Actualiser' })).toBeInTheDocument();
  }, 30_000);
});
