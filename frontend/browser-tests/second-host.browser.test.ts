import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, openSession, waitForPath } from './support/browser';
import { uniqueEmail } from './support/flows';
import { buyTranslation, downloadOrder, openWizard, signInFromLanding, waitForOrderStatus } from './support/order';
import { englishProsePdf } from './support/pdf';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The session of `from` (localStorage: token, its age, the user), carried to a page of another origin. */
async function carrySession(from: Page, to: Page): Promise<void> {
  const entries = await from.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
  expect(entries.login_token).toBeTruthy();
  await to.goto('/');
  await to.evaluate((stored) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  }, entries);
}

/**
 * Issue 2.8: the product's PUBLIC_URL is http://localhost:<port>; customers may reach it under another name (www and
 * apex, an IP address, a proxy). Opened at http://127.0.0.1:<port>, downloads work (the link is same-origin), and a
 * payment link whose payment is unknown, malformed or someone else's says "No payment information available".
 */
describe('the app opened under a second host name', () => {
  it(
    'downloads a completed translation, and says "No payment information available" for payment links that are not the customer’s',
    { timeout: 240_000 },
    async () => {
      const product = inject('product');
      const publicUrl = new URL(product.baseUrl);
      expect(publicUrl.hostname).toBe('localhost');
      const secondHost = `http://127.0.0.1:${publicUrl.port}`;

      // An order placed and completed at PUBLIC_URL.
      const first = await openSession(browser, 'second-host-order', DESKTOP);
      await signInFromLanding(first.page, uniqueEmail('second-host'));
      const order = await buyTranslation(first.page, {
        document: await englishProsePdf({ name: 'host-check.pdf', pages: 1 }),
        language: 'French',
      });
      await first.page.goto('/home');
      await waitForOrderStatus(first.page, order.orderNumber, 'Completed', 120_000);

      // The same customer at 127.0.0.1: the download is fetched from that origin and arrives.
      const second = await openSession(browser, 'second-host-download', DESKTOP, secondHost);
      const { page } = second;
      await carrySession(first.page, page);
      const fetched: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/storage/download')) fetched.push(new URL(request.url()).origin);
      });
      await page.goto('/home');
      await waitForOrderStatus(page, order.orderNumber, 'Completed', 30_000);
      const { filename, bytes } = await downloadOrder(page, order.orderNumber);
      await page.getByText('Download started', { exact: true }).waitFor();
      expect(await page.getByText('Failed to download document').count()).toBe(0);
      expect(filename).toBe('host-check-fr.pdf');
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(fetched).toEqual([secondHost]);
      await second.shot('downloaded at 127.0.0.1');

      // Payment links: malformed, unknown, and another customer's. Each keeps the payment step with the message.
      const stranger = await openSession(browser, 'second-host-payment-links', DESKTOP, secondHost);
      await signInFromLanding(stranger.page, uniqueEmail('stranger'));
      await openWizard(stranger.page); // accepts the policies a new customer is asked for
      for (const [what, paymentId] of [
        ['malformed', 'abc'],
        ['unknown', '999999999'],
        ['another customer’s', order.payment.id],
      ]) {
        await stranger.page.goto(`/create-translation?isPolling=true&paymentId=${encodeURIComponent(paymentId)}`);
        await stranger.page.getByText('No payment information available', { exact: true }).waitFor({ timeout: 30_000 });
        await waitForPath(stranger.page, '/create-translation');
        expect(new URL(stranger.page.url()).search, what).toBe('');
        expect(await stranger.page.getByText('Step 5 of 5').count(), what).toBe(1);
        await stranger.shot(`payment link ${what}`);
      }
      // Back starts a new order.
      await stranger.page.getByRole('button', { name: 'Back' }).click();
      await stranger.page.getByText('Step 1 of 5').waitFor();

      await stranger.close();
      await second.close();
      await first.close();
    },
  );
});
