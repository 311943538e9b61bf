import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, openSession, type Viewport } from './support/browser';
import { expectTitle, uniqueEmail } from './support/flows';
import { outboxFiles, waitForMail } from './support/mail';

/** The narrowest phone the storefront is designed for. */
const SMALL_PHONE = { width: 375, height: 740 } as const;
const SUPPORT_EMAIL = 'support@pagetranslate.local';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** How far the page is wider than the screen, in CSS pixels (0 = no sideways scrolling). */
function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element not visible');
  return found;
}

/** Opens the FAQ's closed answers, one after the other. */
async function openEveryAnswer(page: Page) {
  const closed = page.getByRole('main').getByRole('button', { expanded: false });
  while ((await closed.count()) > 0) await closed.first().click();
}

/** The two columns of the first two-column layout on the page. */
async function columns(page: Page) {
  const cells = page.locator('[data-layout="two-columns"]').first().locator(':scope > div');
  return { start: await box(cells.nth(0)), end: await box(cells.nth(1)) };
}

describe('storefront', () => {
  it('the landing page counts the visit and requests nothing from another site', async ({ task }) => {
    const s = await openSession(browser, task.name, DESKTOP);
    const { page } = s;
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const visit = page.waitForResponse((res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/prod/api/visitor');

    await page.goto('/');
    await expectTitle(page, 'Translate with Ease');
    expect((await visit).status()).toBe(204);

    const main = page.getByRole('main');
    await main.getByRole('article', { name: 'Standard' }).getByText('2.95$ per page', { exact: true }).waitFor();
    await main.getByRole('article', { name: 'Enterprise' }).getByText('Contact us for pricing', { exact: true }).waitFor();
    // This build has no demo video configured: the three steps take its place.
    await main.getByRole('heading', { level: 2, name: 'How it works' }).waitFor();
    await main.getByRole('heading', { level: 2, name: 'AI Powered. Machine Translated.' }).waitFor();
    await page.waitForLoadState('networkidle');
    const { origin } = new URL(inject('product').baseUrl);
    expect(requested.filter((url) => !url.startsWith('data:') && new URL(url).origin !== origin)).toEqual([]);

    // Content at most 1200px wide, even on a wide screen.
    await page.setViewportSize({ width: 1600, height: 900 });
    expect((await box(main)).width).toBeLessThanOrEqual(1200);
    await s.shot('landing');
    await s.close();
  });

  it('nothing is wider than a 375px phone', async ({ task }) => {
    const s = await openSession(browser, task.name, SMALL_PHONE);
    const { page } = s;
    const overflow: Record<string, number> = {};
    for (const [path, title] of [
      ['/', 'Translate with Ease'],
      ['/faq', 'Frequently Asked Questions'],
      ['/contact-us', 'Contact us'],
      ['/help', 'Coming soon'],
    ] as const) {
      await page.goto(path);
      await expectTitle(page, title);
      if (path === '/faq') {
        await openEveryAnswer(page);
      }
      if (path === '/contact-us') {
        await page.getByRole('button', { name: 'Send message' }).click();
        await page
          .getByText('Invalid email format')
          .or(page.getByText('Required', { exact: true }).first())
          .waitFor();
      }
      await page.waitForLoadState('networkidle');
      overflow[path] = await horizontalOverflow(page);
      await s.shot(path === '/' ? 'landing' : path);
    }
    expect(overflow).toEqual({ '/': 0, '/faq': 0, '/contact-us': 0, '/help': 0 });
    await s.close();
  });

  it.for<[string, Viewport, 'side by side' | 'stacked']>([
    ['900px', { width: 900, height: 900 }, 'side by side'],
    ['899px', { width: 899, height: 900 }, 'stacked'],
  ])('two columns collapse under 900px (%s)', async ([, viewport, expected], { task }) => {
    const s = await openSession(browser, task.name, viewport);
    const { page } = s;
    for (const [path, title] of [
      ['/contact-us', 'Contact us'],
      ['/', 'Translate with Ease'],
    ] as const) {
      await page.goto(path);
      await expectTitle(page, title);
      const { start, end } = await columns(page);
      if (expected === 'side by side') {
        expect(end.x, path).toBeGreaterThanOrEqual(start.x + start.width);
        expect(Math.abs(end.y - start.y) < start.height, path).toBe(true);
      } else {
        expect(end.y, path).toBeGreaterThanOrEqual(start.y + start.height);
        expect(Math.round(end.x), path).toBe(Math.round(start.x));
      }
    }
    await s.close();
  });

  it.for<[string, Viewport, boolean]>([
    ['576px', { width: 576, height: 800 }, true],
    ['577px', { width: 577, height: 800 }, false],
  ])('the navbar links move into a drawer at 576px and below (%s)', async ([, viewport, drawer], { task }) => {
    const s = await openSession(browser, task.name, viewport);
    const { page } = s;
    await page.goto('/');
    await expectTitle(page, 'Translate with Ease');
    const banner = page.getByRole('banner');
    expect(await banner.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(drawer);
    expect(await banner.getByRole('link', { name: 'Sign in' }).isVisible()).toBe(!drawer);
    expect(await horizontalOverflow(page)).toBe(0);
    if (drawer) {
      await banner.getByRole('button', { name: 'Open menu' }).click();
      await page.locator('.MuiDrawer-paper').getByRole('link', { name: 'Sign in' }).waitFor();
    }
    await s.close();
  });

  it('the contact form works with the keyboard alone and reaches support by e-mail', async ({ task }) => {
    const s = await openSession(browser, task.name, DESKTOP);
    const { page } = s;
    const { mailDir } = inject('product');
    const seen = await outboxFiles(mailDir);
    const email = uniqueEmail('contact');
    const message = `Do you translate scanned PDFs? (${email})`;

    await page.goto('/contact-us');
    await expectTitle(page, 'Contact us');
    const emailField = page.getByRole('textbox', { name: 'E-mail' });
    const messageField = page.getByRole('textbox', { name: 'Message' });
    const send = page.getByRole('button', { name: 'Send message' });
    // From the top of the page, Tab reaches the e-mail field, then the message, then the button.
    for (let presses = 0; presses < 20 && !(await emailField.evaluate((el) => el === document.activeElement)); presses += 1) {
      await page.keyboard.press('Tab');
    }
    await expect.poll(() => emailField.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    expect(await messageField.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type(message);
    await page.keyboard.press('Tab');
    expect(await send.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');

    await page.getByText(`Thank you, your message has been sent. We will answer by e-mail at ${email}.`).waitFor();
    await s.shot('contact sent');

    const mail = await waitForMail(mailDir, SUPPORT_EMAIL, { seen });
    expect(mail.text).toContain(message);
    expect(mail.replyTo?.value[0]?.address).toBe(email);
    await s.close();
  });
});
