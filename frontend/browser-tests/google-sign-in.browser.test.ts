import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, DESKTOP, launchBrowser, openSession, PHONE, storedSession, waitForPath, type Viewport } from './support/browser';
import { expectTitle, signInWithGoogle, uniqueEmail } from './support/flows';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('Google sign-in (development OpenID provider)', () => {
  it('signs in from the landing page, lands on /home, then accepts the privacy policy and the terms', async ({ task }) => {
    const s = await openSession(browser, task.name, DESKTOP);
    const { page } = s;
    await page.goto('/');
    await expectTitle(page, 'Translate with Ease');
    await s.shot('landing');

    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: /sign in/i })
      .click();
    await waitForPath(page, '/sign-in');
    await expectTitle(page, 'Sign in');
    await s.shot('sign-in');

    const email = uniqueEmail('google');
    const before = Date.now();
    const visited = await signInWithGoogle(page, email, s.shot);
    expect(visited).toContain('/oauth2callback');
    await s.shot('home');

    const session = await storedSession(page);
    expect(session.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(session.user.email).toBe(email);
    expect(session.user.isPrivacyPolicyAccepted).toBe(false);
    expect(Number(session.tokenAge)).toBeGreaterThanOrEqual(before);
    expect(Number(session.tokenAge)).toBeLessThanOrEqual(Date.now());

    // The wizard needs both policies: first the privacy policy…
    await page.goto('/create-translation');
    await waitForPath(page, '/privacy-policy');
    await expectTitle(page, 'Privacy Policy');
    await s.shot('privacy policy');
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    // …then the terms of service…
    await waitForPath(page, '/terms-of-service');
    await expectTitle(page, 'Terms of Service');
    await s.shot('terms of service');
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    // …then the wizard.
    await waitForPath(page, '/create-translation');
    await expectTitle(page, 'Create a translation');
    await s.shot('create translation');

    const accepted = await storedSession(page);
    expect(accepted.user).toMatchObject({ email, isPrivacyPolicyAccepted: true, isTermsOfServiceAccepted: true });
    const me = await apiGet(page, '/user');
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ email, isPrivacyPolicyAccepted: true, isTermsOfServiceAccepted: true });

    // The session survives a reload.
    await page.reload();
    await expectTitle(page, 'Create a translation');
    await s.close();
  });
});

describe('language toggle', () => {
  it.for<[string, Viewport]>([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('switches to French, keeps it after a reload and saves it to the user (%s)', async ([, viewport], { task }) => {
    const s = await openSession(browser, task.name, viewport);
    const { page } = s;
    await page.goto('/sign-in');
    await signInWithGoogle(page, uniqueEmail('french'));
    const nav = page.getByRole('banner').getByRole('navigation');

    await page.getByRole('button', { name: 'FR', exact: true }).click();
    await expectTitle(page, 'Mes traductions');
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    expect(await page.getByRole('button', { name: 'FR', exact: true }).getAttribute('aria-pressed')).toBe('true');
    if (viewport.width < 600) {
      // Narrow screens: the links are in the drawer.
      await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      const drawer = page.getByRole('navigation', { name: 'Navigation principale' }).last();
      for (const label of ['Accueil', 'Compte', 'Déconnexion', 'Nouvelle traduction']) {
        await drawer.getByRole('link', { name: label, exact: true }).waitFor();
      }
      // The screenshot once the drawer has finished sliding in.
      await page.waitForFunction(() => {
        const paper = document.querySelector('.MuiDrawer-paper');
        return paper !== null && getComputedStyle(paper).transform === 'none';
      });
      await s.shot('drawer in French');
      await page.getByRole('button', { name: 'Fermer le menu' }).click();
    } else {
      for (const label of ['Accueil', 'Compte', 'Déconnexion', 'Nouvelle traduction']) {
        await nav.getByRole('link', { name: label, exact: true }).waitFor();
      }
      await s.shot('navbar in French');
    }

    // Saved on the user…
    await expect.poll(async () => (await apiGet(page, '/user')).body?.user?.language, { timeout: 10_000 }).toMatchObject({ value: 'fr' });

    // …and kept by the browser.
    await page.reload();
    await expectTitle(page, 'Mes traductions');
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    await page.goto('/account');
    await expectTitle(page, 'Compte');
    await page.getByText("* Les prix indiqués s'appliquent par document").waitFor();
    await s.shot('account in French after reload');
    await s.close();
  });
});
