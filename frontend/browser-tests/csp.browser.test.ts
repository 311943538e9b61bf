import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openSession, type Session } from './support/browser';
import { expectTitle, signInWithGoogle, uniqueEmail } from './support/flows';
import { CARDS, orderUpToPayment, payButton, waitForPaymentSuccess } from './support/order';
import { englishProsePdf } from './support/pdf';
import { startProduct, type RunningProduct } from './support/product';

/** What this file uses of backend/test/utils/fake-stripe-server.ts (Stripe's REST protocol, for the product). */
interface FakeStripe {
  url: string;
  confirm(intentId: string, card?: 'succeeds' | 'declined' | 'insufficient_funds'): Record<string, any>;
  requestsTo(method: string, pathPrefix: string): unknown[];
  stop(): Promise<void>;
}

const FAKE_STRIPE_JS = readFileSync(new URL('./support/fake-stripe/stripe.js', import.meta.url), 'utf8');
const FAKE_CARD_FRAME = readFileSync(new URL('./support/fake-stripe/elements-inner-card.html', import.meta.url), 'utf8');
const SECRET_KEY = `sk_test_browser_${randomBytes(6).toString('hex')}`;
const PUBLISHABLE_KEY = 'pk_test_browser';

/** Stripe's test cards, as Stripe.js would send them, and what the fake Stripe does with each. */
const OUTCOMES: Record<string, 'succeeds' | 'declined' | 'insufficient_funds'> = {
  '4242424242424242': 'succeeds',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('Content-Security-Policy', () => {
  it('the harness fails a test on a violation: a script from another site is blocked and reported', async () => {
    const s = await openSession(browser, 'csp-harness', DESKTOP);
    await s.page.goto('/');
    await expectTitle(s.page, 'Translate with Ease');
    const blocked = await s.page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (e) => resolve(`${e.effectiveDirective} ${e.blockedURI}`), { once: true });
          const script = document.createElement('script');
          script.src = 'https://scripts.example.com/tracker.js';
          document.head.appendChild(script);
        }),
    );
    expect(blocked).toBe('script-src-elem https://scripts.example.com/tracker.js');
    await expect.poll(() => s.cspViolations.some((v) => v.includes('https://scripts.example.com/tracker.js'))).toBe(true);
    // Seen by the harness (which would fail the test at close); emptied so this test itself passes.
    s.cspViolations.length = 0;
    await s.close();
  });

  describe('the wizard with Stripe Elements (Stripe.js and Stripe pointed at fakes)', () => {
    let fake: FakeStripe;
    let product: RunningProduct;

    beforeAll(async () => {
      const module = (await import(/* @vite-ignore */ new URL('../../backend/test/utils/fake-stripe-server.ts', import.meta.url).href)) as {
        startFakeStripe(secretKey: string): Promise<FakeStripe>;
      };
      fake = await module.startFakeStripe(SECRET_KEY);
      product = await startProduct({
        name: 'product-stripe',
        env: {
          STRIPE_SECRET_KEY: SECRET_KEY,
          STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
          STRIPE_WEBHOOK_SECRET: 'whsec_browser_tests',
          STRIPE_API_BASE: fake.url,
          // Its own queues: the shared product's workers must not take its jobs.
          QUEUE_PREFIX: `pt-browser-stripe-${randomBytes(3).toString('hex')}`,
        },
      });
    }, 120_000);
    afterAll(async () => {
      await product?.stop();
      await fake?.stop();
    });

    /** Stripe's two hosts, answered by the test: Stripe.js and its card frames, and the confirmation call. */
    async function routeStripe(context: BrowserContext): Promise<{ scripts: string[]; frames: string[]; confirmations: string[] }> {
      const seen = { scripts: [] as string[], frames: [] as string[], confirmations: [] as string[] };
      await context.route('https://js.stripe.com/**', async (route: Route) => {
        const url = new URL(route.request().url());
        if (url.pathname.endsWith('/stripe.js')) {
          seen.scripts.push(url.pathname);
          return route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_STRIPE_JS });
        }
        if (url.pathname === '/v3/elements-inner-card.html') {
          seen.frames.push(url.pathname);
          return route.fulfill({ status: 200, contentType: 'text/html', body: FAKE_CARD_FRAME });
        }
        return route.fulfill({ status: 404, body: 'not in the fake' });
      });
      await context.route('https://api.stripe.com/**', async (route: Route) => {
        const request = route.request();
        const match = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(new URL(request.url()).pathname);
        const form = new URLSearchParams(request.postData() ?? '');
        const cors = { 'Access-Control-Allow-Origin': '*' };
        if (request.method() !== 'POST' || !match || form.get('key') !== PUBLISHABLE_KEY) {
          return route.fulfill({
            status: 400,
            headers: cors,
            json: { error: { type: 'invalid_request_error', message: 'not in the fake' } },
          });
        }
        seen.confirmations.push(match[1]);
        const outcome = OUTCOMES[form.get('payment_method_data[card][number]') ?? ''] ?? 'declined';
        const intent = fake.confirm(match[1], outcome);
        if (intent.status === 'succeeded') return route.fulfill({ status: 200, headers: cors, json: intent });
        const error = { ...intent.last_payment_error, payment_intent: intent };
        return route.fulfill({ status: 402, headers: cors, json: { error } });
      });
      return seen;
    }

    async function fillStripeCard(s: Session, card: { number: string; expiry: string; cvc: string; name: string }): Promise<void> {
      const { page } = s;
      const field = (title: string) => page.frameLocator(`iframe[title="${title}"]`).locator('input');
      await field('Secure card number input frame').pressSequentially(card.number.replace(/\s+/g, ''));
      await field('Secure expiration date input frame').pressSequentially(card.expiry.replace(/\s+/g, ''));
      await field('Secure CVC input frame').pressSequentially(card.cvc);
      await page.getByLabel('NAME ON CARD').fill(card.name);
      await expect.poll(() => payButton(page).isEnabled()).toBe(true);
    }

    it('loads Stripe.js and its card frames, confirms at Stripe and pays, with no violation on any page', async () => {
      const s = await openSession(browser, 'csp-stripe-elements', DESKTOP, product.info.baseUrl);
      const { page } = s;
      const seen = await routeStripe(s.context);
      await signInWithGoogle(page, uniqueEmail('stripe'));
      const { payment } = await orderUpToPayment(page, { document: await englishProsePdf({ name: 'stripe-elements.pdf' }) });
      // Stripe's script and its three card frames came from js.stripe.com, under the page's policy.
      await expect.poll(() => seen.frames.length).toBe(3);
      expect(seen.scripts).toHaveLength(1);
      await s.shot('stripe card form');

      await fillStripeCard(s, CARDS.succeeds);
      await payButton(page).click();
      await waitForPaymentSuccess(page);
      expect(seen.confirmations).toEqual([payment.id]);
      // The product asked Stripe (the fake) for the intent, and found it paid.
      expect(fake.requestsTo('GET', `/v1/payment_intents/${payment.id}`).length).toBeGreaterThan(0);
      await s.shot('paid');
      await s.close();
    });
  });
});
