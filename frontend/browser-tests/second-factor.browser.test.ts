import { generateSync } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AxeAudit } from './support/axe';
import { DESKTOP, launchBrowser, openSession, storedSession, waitForPath } from './support/browser';
import { enterpriseLogin, expectTitle, uniqueEmail } from './support/flows';
import { inviteToDemoOrganisation } from './support/invitations';
import { linkIn, waitForMail } from './support/mail';

/**
 * Two-step sign-in end to end in Chromium, on the real product: a new account manager registers from the
 * invitation e-mail, enrols an authenticator app from the portal's Two-step sign-in page (the test plays the app:
 * it reads the key shown beside the QR code and computes the codes with otplib), keeps a recovery code, signs out,
 * and signs in again with password + code, then with password + recovery code (which then no longer works).
 * Screenshots: test-output/browser/<test>/NN-step.png.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The authenticator app: the RFC 6238 code of the secret `offsetSteps` 30-second steps from now. */
const appCode = (secret: string, offsetSteps = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });

async function signOut(page: Page): Promise<void> {
  await page.goto('/logout');
  await waitForPath(page, '/');
  expect((await storedSession(page)).token).toBeNull();
}

describe('two-step sign-in', () => {
  it('a manager enrols from the portal with the QR key, signs out, and signs in with password + code, then a recovery code', async ({
    task,
  }) => {
    const product = inject('product');
    const email = uniqueEmail('two-step-manager');
    const password = 'north star passphrase 8';
    await inviteToDemoOrganisation(product, email, 'en', { accountManager: true });
    const mail = await waitForMail(product.mailDir, email);
    const activationCode = /activation code:\s*(\S+)/i.exec(mail.text ?? '')?.[1];
    expect(activationCode).toBeTruthy();

    const s = await openSession(browser, task.name, DESKTOP);
    const { page } = s;
    // WCAG 2 A/AA on each screen of the flow: no serious or critical violation.
    const audit = new AxeAudit();
    // Registration from the e-mail's link, then the password sign-in: a manager without a second factor.
    await page.goto(linkIn(mail, '/enterprise/register').href);
    await expectTitle(page, 'Enterprise registration');
    await page.getByLabel('Activation code').fill(activationCode!);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Create my account' }).click();
    await waitForPath(page, '/enterprise/login', 10_000);
    await enterpriseLogin(page, email, password);
    await waitForPath(page, '/admin/account-manager');

    // The portal's menu leads to the Two-step sign-in page.
    await page.getByRole('menuitem', { name: 'Two-step sign-in' }).click();
    await waitForPath(page, '/admin/account-manager/security');
    await page.getByRole('heading', { level: 1, name: 'Two-step sign-in' }).waitFor();
    await page.getByText('Two-step sign-in is off.').waitFor();
    await s.shot('security page, off');
    await audit.check(page, 'security page, off');
    await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();

    // The QR code (an image with a text alternative) and the key beside it: the "app" reads the key.
    const qr = page.getByRole('img', { name: `QR code to add PageTranslate (${email}) to your authenticator app` });
    await qr.waitFor();
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const secret = (await page.getByLabel('Setup key').inputValue()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await s.shot('QR code and key');
    await audit.check(page, 'enrolment');

    // A wrong code first, then the app's code.
    const code = appCode(secret);
    await page.getByLabel('Code from the app').fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByText(/This code is not valid/).waitFor();
    await page.getByLabel('Code from the app').fill(code);
    await page.getByRole('button', { name: 'Turn on' }).click();
    const list = page.getByRole('list', { name: 'Recovery codes' });
    await list.waitFor();
    const recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((text) => text.trim());
    expect(recoveryCodes).toHaveLength(10);
    await s.shot('recovery codes');
    await audit.check(page, 'recovery codes');
    await page.getByRole('button', { name: 'I have saved my codes' }).click();
    await page.getByText(/^Two-step sign-in is on \(since /).waitFor();
    await page.getByText('Recovery codes left: 10').waitFor();

    // Signed out, the password alone no longer opens the account: the code step follows.
    await signOut(page);
    await enterpriseLogin(page, email, password);
    await expectTitle(page, 'Two-step sign-in');
    expect((await storedSession(page)).token).toBeNull();
    await s.shot('code step');
    await audit.check(page, 'code step');
    // The enrolment used the current step's code; the app's next one signs in.
    await page.getByLabel('Authentication code').fill(appCode(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await waitForPath(page, '/admin/account-manager');
    const session = await storedSession(page);
    expect(session.token).toBeTruthy();
    expect(session.user).toMatchObject({ email, accountManagerId: expect.any(Number) });
    await s.shot('signed in with the code');

    // Once more, with a recovery code instead of the app; the same recovery code then fails.
    await signOut(page);
    await enterpriseLogin(page, email, password);
    await expectTitle(page, 'Two-step sign-in');
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await waitForPath(page, '/admin/account-manager');
    await signOut(page);
    await enterpriseLogin(page, email, password);
    await expectTitle(page, 'Two-step sign-in');
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText(/This code is not valid/).waitFor();
    await s.shot('spent recovery code refused');
    await audit.check(page, 'recovery code step, refused');
    audit.save('second-factor');
    expect(audit.serious).toEqual(audit.clean());
    await s.close();
  });
});
