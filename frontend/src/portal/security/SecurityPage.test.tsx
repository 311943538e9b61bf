import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
// Loaded while the file is collected, so the first test does not pay for transforming react-admin.
import '@/portal/AdminApp';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { setupTestI18n } from '@/testing/test-i18n';
import { renderRoute } from '@/testing/test-utils';
import { managerSession, PORTAL_TIMEOUT } from '../testing/portal-fixtures';

const PATH = '/admin/account-manager/security';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const OFF = { enabled: false, required: false, enabledAt: null, recoveryCodesLeft: 0 };
const ON = { enabled: true, required: false, enabledAt: '2026-11-20T15:00:00.000Z', recoveryCodesLeft: 10 };
const CODES = Array.from({ length: 10 }, (_, i) => `AAAA-BBBB-CCCC-DDDD-EEEE-FF${String(i).padStart(2, '0')}`);

function renderSecurity(routes: Parameters<typeof mockApi>[0], path = PATH) {
  const { authCheck } = managerSession();
  const fetchMock = mockApi({ ...authCheck, 'GET /admin/resources/organizations': () => jsonResponse([]), ...routes });
  return { user: userEvent.setup({ delay: null }), fetchMock, ...renderRoute(path) };
}

const heading = () => screen.findByRole('heading', { level: 1, name: 'Two-step sign-in' }, PORTAL_TIMEOUT);

describe('SecurityPage (two-step sign-in)', () => {
  it('a manager enrols: QR code of the otpauth URI with a text alternative, the key as text, the first code, then ten recovery codes once', async () => {
    let status: object = OFF;
    const { user, fetchMock } = renderSecurity({
      'GET /auth/second-factor': () => jsonResponse(status),
      'POST /auth/second-factor/enrolment': () =>
        jsonResponse(
          { secret: SECRET, otpauthUri: `otpauth://totp/PageTranslate:manager%40demo.test?secret=${SECRET}&issuer=PageTranslate` },
          201,
        ),
      'POST /auth/second-factor/enrolment/confirm': ({ body }) =>
        (body as { code: string }).code === '123456'
          ? jsonResponse({ recoveryCodes: CODES })
          : errorResponse('This code is not valid. Enter the newest code of your authenticator app, or a recovery code.'),
    });
    await heading();
    expect(await screen.findByText('Two-step sign-in is off.')).toBeVisible();
    expect(screen.getByText('Recommended: your account sees sales and commissions.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Set up two-step sign-in' }));

    const qr = await screen.findByRole('img', { name: 'QR code to add PageTranslate (manager@demo.test) to your authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(decodeURIComponent(qr.getAttribute('src')!)).toContain('<svg');
    expect(screen.getByLabelText('Setup key')).toHaveValue('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');

    const code = screen.getByLabelText('Code from the app');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(screen.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
    expect(callsTo(fetchMock, 'POST /auth/second-factor/enrolment/confirm')).toHaveLength(0);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(/This code is not valid/)).toBeVisible();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(screen.getByText('Two-step sign-in is on.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download the codes' })).toBeVisible();

    status = ON;
    await user.click(screen.getByRole('button', { name: 'I have saved my codes' }));
    expect(await screen.findByText('Two-step sign-in is on (since November 20, 2026).')).toBeVisible();
    expect(screen.getByText('Recovery codes left: 10')).toBeVisible();
    // Shown once: the codes are gone from the page.
    expect(screen.queryByText(CODES[0])).not.toBeInTheDocument();
  }, 40_000);

  it('a manager turns it off with a code, or gets new recovery codes', async () => {
    let status: object = ON;
    const { user, fetchMock } = renderSecurity({
      'GET /auth/second-factor': () => jsonResponse(status),
      'POST /auth/second-factor/recovery-codes': () => jsonResponse({ recoveryCodes: CODES }),
      'POST /auth/second-factor/disable': () => new Response(null, { status: 204 }),
    });
    await heading();
    await user.click(await screen.findByRole('button', { name: 'Get new recovery codes' }));
    await user.type(screen.getByLabelText('Code from the app or recovery code'), 'AAAA-BBBB-CCCC-DDDD-EEEE-FF00');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(within(await screen.findByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem')).toHaveLength(10);
    expect(callsTo(fetchMock, 'POST /auth/second-factor/recovery-codes')[0].body).toEqual({ code: 'AAAA-BBBB-CCCC-DDDD-EEEE-FF00' });
    await user.click(screen.getByRole('button', { name: 'I have saved my codes' }));

    await user.click(await screen.findByRole('button', { name: 'Turn off two-step sign-in' }));
    await user.type(screen.getByLabelText('Code from the app or recovery code'), '123456');
    status = OFF;
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Two-step sign-in is off.')).toBeVisible();
    expect(screen.getByText('Two-step sign-in has been turned off.')).toBeVisible();
    expect(callsTo(fetchMock, 'POST /auth/second-factor/disable')[0].body).toEqual({ code: '123456' });
  }, 40_000);

  it('sends an internal admin without two-step sign-in here from any portal page, and says why', async () => {
    const { router } = renderSecurity(
      { 'GET /auth/second-factor': () => jsonResponse({ ...OFF, required: true }) },
      '/admin/account-manager/organization/create',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(PATH), PORTAL_TIMEOUT);
    expect(
      await screen.findByText('As an internal administrator, you must turn on two-step sign-in before using the portal.'),
    ).toBeVisible();
  }, 40_000);

  it('lets a manager without it use the portal', async () => {
    const { router } = renderSecurity(
      { 'GET /auth/second-factor': () => jsonResponse(OFF), 'GET /countries': () => jsonResponse([]) },
      '/admin/account-manager/organization/create',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Organization' }, PORTAL_TIMEOUT)).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/account-manager/organization/create');
  }, 40_000);

  it('speaks French', async () => {
    await setupTestI18n('fr');
    renderSecurity({ 'GET /auth/second-factor': () => jsonResponse({ ...OFF, required: true }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion en deux étapes' }, PORTAL_TIMEOUT)).toBeVisible();
    expect(await screen.findByText(/En tant qu’administrateur interne/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Configurer la connexion en deux étapes' })).toBeVisible();
  }, 40_000);
});
