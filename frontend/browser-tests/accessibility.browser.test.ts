import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openSession, PHONE, waitForPath, type Viewport } from './support/browser';
import { expectTitle, signInWithGoogle, uniqueEmail } from './support/flows';
import { OUTPUT_DIR } from './support/product';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const WCAG_2_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Serious and critical axe violations of WCAG 2 A/AA rules on the page as it is, one line per element. Every
 * violation (minor and moderate too) is written to test-output/browser/axe-<viewport>.json.
 */
async function seriousViolations(page: Page, label: string, report: Record<string, unknown>): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_2_AA).analyze();
  report[label] = violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ')}`));
}

const SIGNED_OUT_PAGES: Array<[path: string, title: string]> = [
  ['/', 'Translate with Ease'],
  ['/sign-in', 'Sign in'],
  ['/enterprise/login', 'Enterprise sign-in'],
  ['/privacy-policy', 'Privacy Policy'],
];

const SUPPORT_PAGES: Array<[path: string, title: string]> = [
  ['/faq', 'Frequently Asked Questions'],
  ['/contact-us', 'Contact us'],
  ['/help', 'Coming soon'],
];

const VIEWPORTS: Array<[string, Viewport]> = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
];

/** Every violation of one test, written to test-output/browser/axe-<part>-<viewport>.json. */
function writeReport(part: string, viewport: Viewport, report: Record<string, unknown>) {
  writeFileSync(join(OUTPUT_DIR, `axe-${part}-${viewport.width}x${viewport.height}.json`), `${JSON.stringify(report, null, 2)}\n`);
}

const none = (found: Record<string, string[]>) => Object.fromEntries(Object.keys(found).map((path) => [path, []]));

describe('accessibility (axe-core, WCAG 2 AA)', () => {
  it.for(VIEWPORTS)(
    'no serious or critical violations on /, /sign-in, /enterprise/login and /privacy-policy (%s)',
    async ([, viewport], { task }) => {
      const s = await openSession(browser, task.name, viewport);
      const { page } = s;
      const found: Record<string, string[]> = {};
      const report: Record<string, unknown> = {};
      for (const [path, title] of SIGNED_OUT_PAGES) {
        await page.goto(path);
        await expectTitle(page, title);
        found[path] = await seriousViolations(page, path, report);
        await s.shot(path === '/' ? 'landing' : path);
      }
      writeReport('public', viewport, report);
      expect(found).toEqual(none(found));
      await s.close();
    },
  );

  it.for(VIEWPORTS)(
    'no serious or critical violations on /faq, /contact-us and /help, open and error states included (%s)',
    async ([, viewport], { task }) => {
      const s = await openSession(browser, task.name, viewport);
      const { page } = s;
      const found: Record<string, string[]> = {};
      const report: Record<string, unknown> = {};
      for (const [path, title] of SUPPORT_PAGES) {
        await page.goto(path);
        await expectTitle(page, title);
        found[path] = await seriousViolations(page, path, report);
        await s.shot(path);
      }
      // The FAQ with every answer open.
      await page.goto('/faq');
      await expectTitle(page, 'Frequently Asked Questions');
      const closed = page.getByRole('main').getByRole('button', { expanded: false });
      while ((await closed.count()) > 0) await closed.first().click();
      await page.getByText('Scanned pages are read automatically', { exact: false }).waitFor();
      found['/faq (all open)'] = await seriousViolations(page, '/faq (all open)', report);
      // The contact form showing its validation messages.
      await page.goto('/contact-us');
      await expectTitle(page, 'Contact us');
      await page.getByRole('button', { name: 'Send message' }).click();
      await page.getByText('Required', { exact: true }).first().waitFor();
      found['/contact-us (errors)'] = await seriousViolations(page, '/contact-us (errors)', report);
      await s.shot('/contact-us errors');
      writeReport('support', viewport, report);
      expect(found).toEqual(none(found));
      await s.close();
    },
  );

  it.for(VIEWPORTS)('no serious or critical violations on the signed-in pages (%s)', async ([, viewport], { task }) => {
    const s = await openSession(browser, task.name, viewport);
    const { page } = s;
    const found: Record<string, string[]> = {};
    const report: Record<string, unknown> = {};
    await signInWithGoogle(page, uniqueEmail('axe'));
    await page.goto('/account');
    await waitForPath(page, '/account');
    await expectTitle(page, 'Account');
    await page.getByText('* Prices listed are per document').waitFor();
    found['/account'] = await seriousViolations(page, '/account', report);
    await s.shot('/account');
    // The landing page's Get Started and the prefilled contact form.
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Get Started' }).waitFor();
    found['/ (signed in)'] = await seriousViolations(page, '/ (signed in)', report);
    await page.goto('/contact-us');
    await expectTitle(page, 'Contact us');
    found['/contact-us (signed in)'] = await seriousViolations(page, '/contact-us (signed in)', report);
    // A signed-in user sees the policy with its Accept button.
    await page.goto('/privacy-policy');
    await page.getByRole('button', { name: 'Accept', exact: true }).waitFor();
    found['/privacy-policy (signed in)'] = await seriousViolations(page, '/privacy-policy (signed in)', report);
    writeReport('signed-in', viewport, report);
    expect(found).toEqual(none(found));
    await s.close();
  });
});
