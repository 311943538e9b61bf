import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { heading, waitForPath } from './browser';

let counter = 0;
/** A fresh e-mail address for one test. */
export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}.${++counter}@example.com`;

/** Waits for the page's <h1> to read `title` (exactly). */
export async function expectTitle(page: Page, title: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
  expect(await heading(page).textContent()).toBe(title);
}

/**
 * Google sign-in through the product's development OpenID provider, from /sign-in to /home.
 * Answers the paths the page went through (so a test can check /oauth2callback was one of them).
 */
export async function signInWithGoogle(page: Page, email: string, shot?: (step: string) => Promise<void>): Promise<string[]> {
  const visited: string[] = [];
  const record = (frame: { url(): string; parentFrame(): unknown }) => {
    if (!frame.parentFrame()) visited.push(new URL(frame.url()).pathname);
  };
  page.on('framenavigated', record);
  try {
    if (new URL(page.url()).pathname !== '/sign-in') await page.goto('/sign-in');
    await page.getByRole('button', { name: /sign in with google/i }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/prod/api/dev-oidc/interaction/'));
    await page.getByLabel('E-mail address').waitFor();
    await shot?.('development provider');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await waitForPath(page, '/home');
    await expectTitle(page, 'My translations');
    return visited;
  } finally {
    page.off('framenavigated', record);
  }
}

/** Enterprise e-mail and password sign-in from /enterprise/login; the caller checks where it lands. */
export async function enterpriseLogin(page: Page, email: string, password: string): Promise<void> {
  if (new URL(page.url()).pathname !== '/enterprise/login') await page.goto('/enterprise/login');
  await expectTitle(page, 'Enterprise sign-in');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
