import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, openSession, PHONE, storedSession, waitForPath } from './support/browser';
import { enterpriseLogin, expectTitle, uniqueEmail } from './support/flows';
import { inviteToDemoOrganisation } from './support/invitations';
import { linkIn, outboxFiles, waitForMail } from './support/mail';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('enterprise accounts', () => {
  it('invitation e-mail → registration → sign-in → /home', async ({ task }) => {
    const product = inject('product');
    const email = uniqueEmail('invitee');
    const invitation = await inviteToDemoOrganisation(product, email, 'en');
    expect(invitation.delivered).toBe(true);

    const mail = await waitForMail(product.mailDir, email);
    expect(mail.subject).toBe('Your invitation to join Demo Enterprise on PageTranslate');
    const link = linkIn(mail, '/enterprise/register');
    expect(link.origin).toBe(product.baseUrl);
    expect(Object.fromEntries(link.searchParams)).toEqual({ email, abc: String(invitation.organizationId), lang: 'en' });
    const activationCode = /activation code:\s*(\S+)/i.exec(mail.text ?? '')?.[1];
    expect(activationCode).toBeTruthy();

    const s = await openSession(browser, task.name, DESKTOP);
    const { page } = s;
    await page.goto(link.href);
    await expectTitle(page, 'Enterprise registration');
    expect(await page.getByLabel('E-mail', { exact: true }).inputValue()).toBe(email);
    await page.getByLabel('Activation code').fill(activationCode!);
    await page.getByLabel('Password', { exact: true }).fill('a sturdy passphrase 42');
    await page.getByLabel('Confirm password').fill('a sturdy passphrase 42');
    await s.shot('registration form');
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.getByText('Your account has been created. Taking you to the sign-in page…').waitFor();
    const created = Date.now();
    await s.shot('registered');

    // Spec §9: /enterprise/login after 2 seconds.
    await waitForPath(page, '/enterprise/login', 10_000);
    expect(Date.now() - created).toBeGreaterThanOrEqual(1500);
    await enterpriseLogin(page, email, 'a sturdy passphrase 42');
    await waitForPath(page, '/home');
    await expectTitle(page, 'My translations');
    await s.shot('home');
    const session = await storedSession(page);
    expect(session.token).toBeTruthy();
    expect(session.user).toMatchObject({ email, organization: { label: 'Demo Enterprise' } });
    expect(session.user.accountManagerId).toBeUndefined();
    await s.close();
  });

  it('forgot password → e-mailed link → new password → sign-in with it', async ({ task }) => {
    const product = inject('product');
    const { email } = product.demo.user;
    const newPassword = 'brand new secret 7';
    const s = await openSession(browser, task.name, PHONE);
    const { page } = s;
    await page.goto('/enterprise/login');
    await expectTitle(page, 'Enterprise sign-in');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await waitForPath(page, '/forgot-password');
    await expectTitle(page, 'Forgot password');

    const seen = await outboxFiles(product.mailDir);
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send the reset link' }).click();
    await page
      .getByText(`If an account exists for ${email}, a link to reset your password has been sent to it.`, { exact: false })
      .waitFor();
    await s.shot('reset link sent');

    const mail = await waitForMail(product.mailDir, email, { seen });
    expect(mail.subject).toBe('Reset your PageTranslate password');
    const link = linkIn(mail, '/forgot-password-reset');
    expect(link.searchParams.get('email')).toBe(email);
    expect(link.searchParams.get('token')).toBeTruthy();

    await page.goto(link.href);
    await expectTitle(page, 'Reset password');
    await page.getByLabel('New password').fill(newPassword);
    await page.getByLabel('Confirm password').fill(newPassword);
    await s.shot('new password');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText('Your password has been reset. Taking you to the sign-in page…').waitFor();
    const reset = Date.now();
    await s.shot('password reset');

    // Spec §9: /enterprise/login after 3 seconds.
    await waitForPath(page, '/enterprise/login', 10_000);
    expect(Date.now() - reset).toBeGreaterThanOrEqual(2500);

    // The old password no longer works, the new one does.
    await enterpriseLogin(page, email, product.demo.user.password);
    await page.getByRole('alert').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/enterprise/login');
    await s.shot('old password refused');
    await enterpriseLogin(page, email, newPassword);
    await waitForPath(page, '/home');
    await expectTitle(page, 'My translations');
    await s.shot('home');
    expect((await storedSession(page)).user.email).toBe(email);
    await s.close();
  });

  it('the demo account manager signs in and lands on the portal dashboard', async ({ task }) => {
    const { manager } = inject('product').demo;
    const s = await openSession(browser, task.name, DESKTOP);
    const { page } = s;
    await enterpriseLogin(page, manager.email, manager.password);
    await waitForPath(page, '/admin/account-manager');
    await page.getByRole('heading', { name: 'Dashboard' }).first().waitFor();
    await s.shot('dashboard');
    const session = await storedSession(page);
    expect(session.user.email).toBe(manager.email);
    expect(session.user.accountManagerId).toEqual(expect.anything());
    await s.close();
  });
});
