import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AxeAudit } from './support/axe';
import { apiGet, DESKTOP, launchBrowser, openSession, type Session } from './support/browser';
import { expectTitle, signInWithGoogle, uniqueEmail } from './support/flows';
import {
  API_PREFIX,
  billingAddressForm,
  CARDS,
  expectWizardStep,
  fillBillingAddress,
  fillCard,
  isApi,
  orderUpToPayment,
  payButton,
  settle,
  waitForPaymentStep,
  waitForPaymentSuccess,
  wizardNext,
  type Card,
  type PaymentIntent,
} from './support/order';
import { englishProsePdf } from './support/pdf';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The payment calls the page makes, as "METHOD /path" (without /prod/api), in order. */
function recordPaymentCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'GET' || !pathname.startsWith(API_PREFIX)) return;
    const path = pathname.slice(API_PREFIX.length);
    if (/^\/(payments|translations\/payg_payment|translations\/payment|translations\/\d+\/payg-stripe-payment)/.test(path)) {
      calls.push(`${request.method()} ${path}`);
    }
  });
  return calls;
}

const CONFIRM = 'POST /payments/sandbox/confirm';
const AUTHENTICATE = 'POST /payments/sandbox/authenticate';
const CREATE = 'POST /translations/payg_payment';

/** Stripe's "authentication required" test card: the sandbox asks for 3-D Secure before charging it. */
const THREE_D_SECURE_CARD: Card = { ...CARDS.succeeds, number: '4000 0025 0000 3155' };
const AUTHENTICATION_FAILED = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

/** The sandbox's 3-D Secure challenge, once open. */
const challengeDialog = (page: Page) => page.getByRole('dialog', { name: 'Authenticate your payment' });

/** The alert of the payment step that says `text`, exactly. */
const paymentAlert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** The signed-in user's paid orders (GET /translations, as /home loads them). */
async function paidOrders(page: Page): Promise<Array<{ id: number; orderNumber: string }>> {
  const { status, body } = await apiGet(page, '/translations');
  expect(status).toBe(200);
  return body;
}

async function paymentStatus(
  page: Page,
  paymentId: string,
): Promise<{ status: string; orderNumber?: string | null; failureMessage?: string | null }> {
  const { status, body } = await apiGet(page, `/payments/status/${encodeURIComponent(paymentId)}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
}

/** A screenshot of the settled page. */
async function shot(s: Session, step: string): Promise<void> {
  await settle(s.page);
  await s.shot(step);
}

/** A refused card leaves the payment unpaid, whatever the provider calls that state. */
const UNPAID = ['payment_failed', 'requires_payment_method', 'cancelled'];

describe('ordering and paying (issue 5)', () => {
  it('a declined card says so and charges nothing; paying again with 4242 succeeds', async () => {
    const s = await openSession(browser, 'order-declined', DESKTOP);
    const { page } = s;
    const audit = new AxeAudit();
    await signInWithGoogle(page, uniqueEmail('declined'));
    const document = await englishProsePdf({ name: 'declined-then-paid.pdf', pages: 2 });
    const { payment, quote } = await orderUpToPayment(page, { document });
    const calls = recordPaymentCalls(page);

    await fillCard(page, CARDS.declined);
    const refused = page.waitForResponse((res) => isApi(res, 'POST', '/payments/sandbox/confirm'));
    const renewed = page.waitForResponse((res) => isApi(res, 'POST', '/translations/payg_payment'));
    await payButton(page).click();
    expect((await refused).status()).toBe(402);
    await paymentAlert(page, 'Your card was declined.').waitFor();
    expect((await paymentAlert(page, 'Your card was declined.').textContent())?.trim()).toBe('Your card was declined.');
    // The step stays usable with a payment to try again with.
    expect((await renewed).status()).toBe(201);
    await expect.poll(() => payButton(page).isEnabled()).toBe(true);
    await audit.check(page, 'payment step, card declined');
    await shot(s, 'card declined');

    // Nothing was charged or queued: the payment is not paid, and no order is listed, on /home either.
    expect(UNPAID).toContain((await paymentStatus(page, payment.id)).status);
    expect(await paidOrders(page)).toEqual([]);
    const home = await s.context.newPage();
    await home.goto('/home');
    await expectTitle(home, 'My translations');
    await home.getByText('Use the green button to create a translation', { exact: true }).waitFor();
    await home.close();

    // The same translation, paid with a good card.
    await page.getByLabel('Card number').fill(CARDS.succeeds.number);
    await expect.poll(() => payButton(page).isEnabled()).toBe(true);
    await payButton(page).click();
    const orderNumber = await waitForPaymentSuccess(page, async (step) => {
      await audit.check(page, step);
      await shot(s, step);
    });
    expect(calls.filter((call) => call === CONFIRM)).toHaveLength(2);
    const orders = await paidOrders(page);
    expect(orders.map((order) => [order.id, order.orderNumber])).toEqual([[quote.translationId, orderNumber]]);

    audit.save('order-payment-declined');
    expect(audit.serious).toEqual(audit.clean());
    await s.close();
  });

  it('insufficient funds says so; Edit on the payment step cancels the payment and returns to the address form', async () => {
    const s = await openSession(browser, 'order-insufficient-funds', DESKTOP);
    const { page } = s;
    const audit = new AxeAudit();
    await signInWithGoogle(page, uniqueEmail('funds'));
    const document = await englishProsePdf({ name: 'insufficient-funds.pdf', pages: 2 });
    const { quote } = await orderUpToPayment(page, { document });

    await fillCard(page, CARDS.insufficientFunds);
    const renewed = page.waitForResponse((res) => isApi(res, 'POST', '/translations/payg_payment'));
    await payButton(page).click();
    await paymentAlert(page, 'Your card has insufficient funds.').waitFor();
    const open = ((await (await renewed).json()) as { stripePayment: PaymentIntent }).stripePayment;
    await expect.poll(() => payButton(page).isEnabled()).toBe(true);
    await audit.check(page, 'payment step, insufficient funds');
    await shot(s, 'insufficient funds');
    expect(await paidOrders(page)).toEqual([]);

    // Edit: the open payment is cancelled at the provider, then the address form is shown, filled in.
    const cancelled = page.waitForResponse((res) =>
      isApi(res, 'DELETE', `/translations/${quote.translationId}/payg-stripe-payment/${open.id}`),
    );
    await page.getByRole('button', { name: 'Edit billing address' }).click();
    const cancellation = await cancelled;
    expect(cancellation.status()).toBe(200);
    expect(await cancellation.json()).toEqual({ status: 'cancelled' });
    await expectWizardStep(page, 'Billing address');
    const form = billingAddressForm(page);
    await form.waitFor();
    expect(await form.getByLabel('Street Address').inputValue()).toBe('100 Queen Street West');
    expect(await form.getByLabel('Province').inputValue()).toBe('ON');
    await form.getByRole('button', { name: 'Cancel', exact: true }).waitFor();
    expect(await wizardNext(page).isDisabled()).toBe(true);
    expect((await paymentStatus(page, open.id)).status).toBe('cancelled');
    await audit.check(page, 'billing address form, editing');
    await shot(s, 'editing the address');

    // A British Columbia address: the next payment has GST and PST instead of HST.
    await fillBillingAddress(page, {
      street: '800 Robson Street',
      city: 'Vancouver',
      country: 'Canada',
      region: 'British Columbia',
      postalCode: 'V6Z 2E7',
    });
    const created = page.waitForResponse((res) => isApi(res, 'POST', '/translations/payg_payment'));
    await wizardNext(page).click();
    const { payment, summary } = await waitForPaymentStep(page, created);
    expect(payment.id).not.toBe(open.id);
    expect(payment).toMatchObject({ subTotal: 590, amount: 590 + 30 + 41 });
    expect(payment.taxes.map((tax) => tax.taxRate).sort()).toEqual([5, 7]);
    expect(Object.keys(summary).filter((term) => /\bHST\b/.test(term))).toEqual([]);
    expect(Object.keys(summary).filter((term) => /^GST\b.*\(5\s?%\)$/.test(term))).toHaveLength(1);
    expect(Object.keys(summary).filter((term) => /^PST\b.*\(7\s?%\)$/.test(term))).toHaveLength(1);
    expect(summary.Total).toBe('$6.61');
    await shot(s, 'payment with the new address');

    audit.save('order-payment-insufficient-funds');
    expect(audit.serious).toEqual(audit.clean());
    await s.close();
  });

  it('a double-click on PAY pays once, and a reload while confirming resumes without paying again', async () => {
    const s = await openSession(browser, 'order-double-click-reload', DESKTOP);
    const { page } = s;
    const audit = new AxeAudit();
    await signInWithGoogle(page, uniqueEmail('double'));
    const document = await englishProsePdf({ name: 'double-click.pdf', pages: 2 });
    const { payment, quote } = await orderUpToPayment(page, { document });
    const calls = recordPaymentCalls(page);
    await fillCard(page, CARDS.succeeds);

    // The status answers are held until after the reload, so the page is still confirming when it is reloaded.
    let holding = true;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const statusPattern = `**${API_PREFIX}/payments/status/**`;
    await page.route(statusPattern, async (route) => {
      if (holding) await held;
      await route.continue().catch(() => undefined); // the page that asked may be gone
    });

    await payButton(page).dblclick();
    await page.waitForURL((url) => url.searchParams.get('isPolling') === 'true' && url.searchParams.get('paymentId') === payment.id);
    await page.getByText('Confirming your payment, do not close this page…', { exact: true }).waitFor();
    await audit.check(page, 'payment step, confirming');
    await shot(s, 'confirming the payment');
    expect(calls.filter((call) => call === CONFIRM)).toHaveLength(1);
    expect(calls.filter((call) => call.startsWith('PUT /translations/payment/'))).toEqual([
      `PUT /translations/payment/${payment.id}/status/succeeded`,
    ]);

    // Reload while confirming: the same URL, the polling resumes, nothing is created or confirmed again.
    const beforeReload = calls.length;
    holding = false;
    await page.reload({ waitUntil: 'commit' });
    release();
    expect(new URL(page.url()).searchParams.get('paymentId')).toBe(payment.id);
    const orderNumber = await waitForPaymentSuccess(page);
    await page.unroute(statusPattern);
    expect(calls.slice(beforeReload).filter((call) => call === CONFIRM || call === CREATE)).toEqual([]);

    // One payment, one order.
    expect(await paymentStatus(page, payment.id)).toMatchObject({ status: 'succeeded', orderNumber });
    const orders = await paidOrders(page);
    expect(orders.map((order) => [order.id, order.orderNumber])).toEqual([[quote.translationId, orderNumber]]);
    expect(calls.filter((call) => call === CONFIRM)).toHaveLength(1);
    expect(calls.filter((call) => call === CREATE)).toEqual([]);

    audit.save('order-payment-double-click-reload');
    expect(audit.serious).toEqual(audit.clean());
    await s.close();
  });
  it('a 3-D Secure card asks for authentication: failing it says so and charges nothing; completing it pays once', async () => {
    const s = await openSession(browser, 'order-3d-secure', DESKTOP);
    const { page } = s;
    const audit = new AxeAudit();
    await signInWithGoogle(page, uniqueEmail('three-d-secure'));
    const document = await englishProsePdf({ name: 'three-d-secure.pdf', pages: 2 });
    const { payment, quote } = await orderUpToPayment(page, { document });
    const calls = recordPaymentCalls(page);
    await page.getByRole('note').filter({ hasText: 'To try 3-D Secure authentication, pay with 4000 0025 0000 3155.' }).waitFor();

    // The confirmation answers requires_action: the challenge opens and nothing is charged while it is open.
    await fillCard(page, THREE_D_SECURE_CARD);
    const confirmed = page.waitForResponse((res) => isApi(res, 'POST', '/payments/sandbox/confirm'));
    await payButton(page).click();
    expect(await (await confirmed).json()).toEqual({ paymentIntent: { id: payment.id, status: 'requires_action' } });
    const dialog = challengeDialog(page);
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(`confirm the payment of $${(payment.amount / 100).toFixed(2)}.`);
    expect((await paymentStatus(page, payment.id)).status).toBe('requires_action');
    await audit.check(page, 'payment step, 3-D Secure challenge');
    await shot(s, '3-D Secure challenge');

    // Fail: the step says so, the same payment is offered again, nothing is paid.
    const failed = page.waitForResponse((res) => isApi(res, 'POST', '/payments/sandbox/authenticate'));
    const renewed = page.waitForResponse((res) => isApi(res, 'POST', '/translations/payg_payment'));
    await dialog.getByRole('button', { name: 'Fail authentication' }).click();
    const failure = await failed;
    expect(failure.status()).toBe(402);
    expect(await failure.json()).toMatchObject({ code: 'payment_intent_authentication_failure' });
    await paymentAlert(page, AUTHENTICATION_FAILED).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(((await (await renewed).json()) as { stripePayment: PaymentIntent }).stripePayment.id).toBe(payment.id);
    expect(await paymentStatus(page, payment.id)).toMatchObject({ status: 'payment_failed', failureMessage: AUTHENTICATION_FAILED });
    expect(await paidOrders(page)).toEqual([]);
    await expect.poll(() => payButton(page).isEnabled()).toBe(true);
    await audit.check(page, 'payment step, authentication failed');
    await shot(s, 'authentication failed');

    // Again with the same card, completing the challenge this time: the normal success path, one order.
    await payButton(page).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Complete authentication' }).click();
    const orderNumber = await waitForPaymentSuccess(page, async (step) => {
      await audit.check(page, step);
      await shot(s, step);
    });
    expect(calls.filter((call) => call === CONFIRM)).toHaveLength(2);
    expect(calls.filter((call) => call === AUTHENTICATE)).toHaveLength(2);
    expect(await paymentStatus(page, payment.id)).toMatchObject({ status: 'succeeded', orderNumber });
    const orders = await paidOrders(page);
    expect(orders.map((order) => [order.id, order.orderNumber])).toEqual([[quote.translationId, orderNumber]]);

    audit.save('order-payment-3d-secure');
    expect(audit.serious).toEqual(audit.clean());
    await s.close();
  });
});
