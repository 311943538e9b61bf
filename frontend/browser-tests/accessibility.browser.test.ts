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

describe('accessibility (axe-core, WCAG 2 AA)', () => {
  it.for<[string, Viewport]>([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('no serious or critical violations on /, /sign-in, /enterprise/login, /privacy-policy and /account (%s)', async ([, viewport], { task }) => {
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
    await signInWithGoogle(page, uniqueEmail('axe'));
    await page.goto('/account');
    await waitForPath(page, '/account');
    await expectTitle(page, 'Account');
    await page.getByText('* Prices listed are per document').waitFor();
    found['/account'] = await seriousViolations(page, '/account', report);
    await s.shot('/account');
    // A signed-in user sees the policy with its Accept button.
    await page.goto('/privacy-policy');
    await page.getByRole('button', { name: 'Accept', exact: true }).waitFor();
    found['/privacy-policy (signed in)'] = await seriousViolations(page, '/privacy-policy (signed in)', report);
    writeFileSync(join(OUTPUT_DIR, `axe-${viewport.width}x${viewport.height}.json`), `${JSON.stringify(report, null, 2)}\n`);
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((path) => [path, []])));
    await s.close();
  });
});
