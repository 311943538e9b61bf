/* eslint-disable max-lines -- the order wizard's browser steps (upload, quote, address, payment, the test cards) used by every browser test that orders; each helper is small. */
import { readFile } from 'node:fs/promises';
import type { Locator, Page, Response } from 'playwright-core';
import { expect } from 'vitest';
import { waitForPath } from './browser';
import { expectTitle, signInWithGoogle } from './flows';
import type { TestDocument } from './pdf';

/**
 * The ordering flow of the customer app as a user clicks through it: policies, the five-step wizard (language and
 * format → document → quote → billing address → payment), the sandbox card, the success page, then /home. Every
 * helper starts from what is on screen, so they work the same for a Google user and for an enterprise user signed
 * in with e-mail and password (whose policies or billing address may already be there).
 *
 * `onStep(name)` is called once a screen worth looking at is shown (screenshots, overflow and axe checks).
 */
export type StepHook = (step: string) => Promise<void>;

export const API_PREFIX = '/prod/api';

export interface BillingAddressInput {
  street: string;
  city: string;
  /** Country as listed in the form, e.g. "Canada". */
  country: string;
  /** Province or state as listed in the form, e.g. "Ontario". */
  region: string;
  postalCode: string;
}

export const ONTARIO_ADDRESS: BillingAddressInput = {
  street: '100 Queen Street West',
  city: 'Toronto',
  country: 'Canada',
  region: 'Ontario',
  postalCode: 'M5H 2N2',
};

export interface Card {
  number: string;
  /** MM/YY. */
  expiry: string;
  cvc: string;
  name: string;
}

const expiryYear = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');

/** The sandbox's test cards (any future expiry, any CVC). */
export const CARDS = {
  succeeds: { number: '4242 4242 4242 4242', expiry: `12/${expiryYear}`, cvc: '123', name: 'Jane Doe' },
  declined: { number: '4000 0000 0000 0002', expiry: `12/${expiryYear}`, cvc: '123', name: 'Jane Doe' },
  insufficientFunds: { number: '4000 0000 0000 9995', expiry: `12/${expiryYear}`, cvc: '123', name: 'Jane Doe' },
} as const satisfies Record<string, Card>;

/** POST /translations/payg_payment's stripePayment (amounts in cents). */
export interface PaymentIntent {
  id: string;
  provider?: string;
  status?: string;
  amount: number;
  currency: string;
  subTotal: number;
  taxes: Array<{ id: string; displayName: string; amount: number; taxRate: number }>;
  translationId?: number;
  orderNumber?: string;
}

/** Whether `response` answers `method` on the API path `path` (without /prod/api). */
export const isApi = (response: Response, method: string, path: string | RegExp): boolean => {
  if (response.request().method() !== method) return false;
  const { pathname } = new URL(response.url());
  return typeof path === 'string' ? pathname === `${API_PREFIX}${path}` : path.test(pathname);
};

/**
 * Lets the page's finite CSS transitions and animations end (a button turning enabled, a status chip changing
 * colour; the spinners' endless ones are left alone), then scrolls to the top: a settled page for a screenshot.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    const ended = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2_000))]);
    window.scrollTo(0, 0);
  });
}

/** The wizard's current step title (the frame's <h2>). */
export const wizardStepTitle = (page: Page): Locator => page.locator('#wizard-step-title');

/** Waits until the wizard shows the step titled `title`. */
export async function expectWizardStep(page: Page, title: string): Promise<void> {
  await page.getByRole('heading', { level: 2, name: title, exact: true }).waitFor();
}

/** The wizard's Next button (its Back / step counter / Next bar). */
export const wizardNext = (page: Page): Locator =>
  page.getByRole('navigation', { name: 'Wizard steps' }).getByRole('button', { name: 'Next', exact: true });

/** The term → description pairs of a <dl> (quote, order summary), as shown. */
export async function definitionList(list: Locator): Promise<Record<string, string>> {
  return list.evaluate((dl) =>
    Object.fromEntries(
      [...dl.querySelectorAll('dt')].map((dt) => [
        (dt.textContent ?? '').trim(),
        (dt.nextElementSibling?.textContent ?? '').replace(/\s+/g, ' ').trim(),
      ]),
    ),
  );
}

/**
 * A visitor on the landing page clicks SIGN IN (the hero's, visible at every width), signs in with Google through
 * the development provider and lands on /home.
 */
export async function signInFromLanding(page: Page, email: string, onStep?: StepHook): Promise<void> {
  await page.goto('/');
  await expectTitle(page, 'Translate with Ease');
  await onStep?.('landing');
  await page
    .getByRole('main')
    .getByRole('link', { name: /^sign in$/i })
    .first()
    .click();
  await waitForPath(page, '/sign-in');
  await expectTitle(page, 'Sign in');
  await onStep?.('sign in');
  await signInWithGoogle(page, email, onStep ? (step) => onStep(step) : undefined);
  await onStep?.('home before ordering');
}

/**
 * Opens /create-translation, accepting the privacy policy and then the terms of service when the product asks for
 * them (a user who accepted them already goes straight to the wizard). Ends on the wizard's first step.
 */
export async function openWizard(page: Page, onStep?: StepHook): Promise<void> {
  await page.goto('/create-translation');
  const accept = page.getByRole('button', { name: 'Accept', exact: true });
  const wizard = wizardStepTitle(page);
  for (let asked = 0; asked < 3; asked += 1) {
    await accept.or(wizard).first().waitFor();
    if (await wizard.isVisible()) break;
    const { pathname } = new URL(page.url());
    expect(['/privacy-policy', '/terms-of-service']).toContain(pathname);
    await expectTitle(page, pathname === '/privacy-policy' ? 'Privacy Policy' : 'Terms of Service');
    await onStep?.(pathname === '/privacy-policy' ? 'privacy policy' : 'terms of service');
    await accept.click();
    await page.waitForURL((url) => url.pathname !== pathname);
  }
  await waitForPath(page, '/create-translation');
  await expectTitle(page, 'Create a translation');
  await expectWizardStep(page, 'Language and format');
}

/** Step 1: picks the target language and the output format by their labels, then Next. */
export async function chooseLanguageAndFormat(
  page: Page,
  choice: { language?: string; format?: string } = {},
  onStep?: StepHook,
): Promise<void> {
  const { language = 'French', format = 'PDF' } = choice;
  await expectWizardStep(page, 'Language and format');
  await expect.poll(() => wizardNext(page).isDisabled()).toBe(true);
  await page.getByRole('radiogroup', { name: 'Target language' }).getByRole('radio', { name: language, exact: true }).check();
  await page.getByRole('radiogroup', { name: 'Output format' }).getByRole('radio', { name: format, exact: true }).check();
  await onStep?.('language and format');
  await wizardNext(page).click();
  await expectWizardStep(page, 'Document');
}

export interface UploadedQuote {
  translationId: number;
  pageCount: number;
  /** The quote's rows as shown (Document, Pages, Price per page, Subtotal, Currency). */
  rows: Record<string, string>;
}

/**
 * Step 2: CHOOSE DOCUMENT and pick the file in the browser's file chooser, then the quote step. With `onStep`, the
 * upload goes over an emulated slow network (the server's answer comes at least 3 s after the request), so that
 * "Analyzing document, do not refresh the page." stays on screen long enough to be looked at.
 */
export async function uploadDocument(page: Page, document: TestDocument, onStep?: StepHook): Promise<UploadedQuote> {
  await expectWizardStep(page, 'Document');
  await onStep?.('document');
  const cdp = onStep ? await page.context().newCDPSession(page) : null;
  const latency = (ms: number) =>
    cdp?.send('Network.emulateNetworkConditions', { offline: false, latency: ms, downloadThroughput: -1, uploadThroughput: -1 });
  try {
    await cdp?.send('Network.enable');
    await latency(3_000);
    const answer = page.waitForResponse((res) => isApi(res, 'POST', '/translations'), { timeout: 60_000 });
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Choose document', exact: true }).click(),
    ]);
    expect(chooser.isMultiple()).toBe(false);
    await chooser.setFiles({ name: document.name, mimeType: 'application/pdf', buffer: document.bytes });
    if (onStep) {
      await page.getByText('Analyzing document, do not refresh the page.', { exact: true }).waitFor();
      await page.getByText('Analysis time depends on document size', { exact: true }).waitFor();
      await onStep('analyzing document');
    }
    const response = await answer;
    expect(response.status(), await response.text()).toBe(201);
    const quote = (await response.json()) as { translationId: number; pageCount: number };
    await latency(0);
    await expectWizardStep(page, 'Review your quote');
    const rows = await definitionList(page.getByRole('region', { name: 'Review your quote' }).locator('dl').first());
    await onStep?.('quote');
    return { translationId: quote.translationId, pageCount: quote.pageCount, rows };
  } finally {
    await cdp?.detach().catch(() => undefined);
  }
}

/** Step 3: Accept → the billing address step. */
export async function acceptQuote(page: Page): Promise<void> {
  await expectWizardStep(page, 'Review your quote');
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await expectWizardStep(page, 'Billing address');
}

/** The billing address form (address step, or the address being edited). */
export const billingAddressForm = (page: Page): Locator => page.getByRole('form', { name: 'Billing address' });

/** Fills the billing address form and saves it; waits for "Address confirmed!". */
export async function fillBillingAddress(page: Page, address: BillingAddressInput, onStep?: StepHook): Promise<void> {
  const form = billingAddressForm(page);
  await form.waitFor();
  await form.getByLabel('Street Address').fill(address.street);
  await form.getByLabel('City').fill(address.city);
  await form.getByLabel('Country').selectOption({ label: address.country });
  await form.getByLabel(/^(Province|State)/).selectOption({ label: address.region });
  const postalCode = form.getByLabel(/^(Postal Code|Zip Code)/);
  await postalCode.fill(address.postalCode);
  await postalCode.blur();
  await onStep?.('billing address form');
  await form.getByRole('button', { name: 'Save address', exact: true }).click();
  await page.getByText('Address confirmed!', { exact: true }).first().waitFor();
}

/**
 * Step 4: saves `address` when the form is shown (no address yet) or when `replace` is set (Edit first); keeps a
 * saved address otherwise. Then Next → the payment step.
 */
export async function confirmBillingAddress(
  page: Page,
  address: BillingAddressInput,
  options: { replace?: boolean; onStep?: StepHook } = {},
): Promise<void> {
  await expectWizardStep(page, 'Billing address');
  const form = billingAddressForm(page);
  const edit = page.getByRole('button', { name: 'Edit billing address' });
  await form.or(edit).first().waitFor();
  if (!(await form.isVisible()) && options.replace) await edit.click();
  if (await form.isVisible()) await fillBillingAddress(page, address, options.onStep);
  await options.onStep?.('billing address confirmed');
  await wizardNext(page).click();
}

export interface PaymentStepShown {
  payment: PaymentIntent;
  /** The order summary's rows as shown (Document, Pages, Price per page, Subtotal, each tax, Total). */
  summary: Record<string, string>;
}

/** The payment step's order summary section. */
export const orderSummary = (page: Page): Locator => page.getByRole('region', { name: 'Order summary' });

/**
 * Waits for the payment step with its payment (POST /translations/payg_payment, started by the click that led
 * here: call this right after it, or pass the `created` promise of a response already awaited) and its summary.
 */
export async function waitForPaymentStep(page: Page, created?: Promise<Response>): Promise<PaymentStepShown> {
  const response = await (created ?? page.waitForResponse((res) => isApi(res, 'POST', '/translations/payg_payment')));
  expect(response.status(), await response.text()).toBe(201);
  const { stripePayment } = (await response.json()) as { stripePayment: PaymentIntent };
  await expectWizardStep(page, 'Payment');
  await orderSummary(page).getByText('Total', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'PAY', exact: true }).waitFor();
  return { payment: stripePayment, summary: await definitionList(orderSummary(page).locator('dl')) };
}

/** The card form's fields, filled as a person types them. */
export async function fillCard(page: Page, card: Card): Promise<void> {
  const form = page.getByRole('form', { name: 'Card payment' });
  await form.getByLabel('Card number').fill(card.number);
  await form.getByLabel('Expiry (MM/YY)').fill(card.expiry);
  await form.getByLabel('CVC').fill(card.cvc);
  await form.getByLabel('NAME ON CARD').fill(card.name);
  await expect.poll(() => form.getByRole('button', { name: 'PAY', exact: true }).isEnabled()).toBe(true);
}

export const payButton = (page: Page): Locator => page.getByRole('button', { name: 'PAY', exact: true });

/** After a successful payment: the success page; answers the order number it shows. */
export async function waitForPaymentSuccess(page: Page, onStep?: StepHook): Promise<string> {
  await waitForPath(page, '/create-translation/success', 45_000);
  await expectTitle(page, 'Payment Success!');
  const shown = await page.getByTestId('order-number').textContent();
  const orderNumber = /^Order number: (\S+)$/.exec(shown ?? '')?.[1];
  expect(orderNumber, `order number shown: ${shown}`).toBeTruthy();
  expect(new URL(page.url()).searchParams.get('order')).toBe(orderNumber);
  await page.getByText('Your translation will be e-mailed to you as soon as it is ready.').waitFor();
  // The products coming next, with their join-waitlist options.
  await page.getByRole('heading', { level: 2, name: 'Coming soon', exact: true }).waitFor();
  await page
    .getByRole('link', { name: /^Join waitlist for / })
    .first()
    .waitFor();
  await onStep?.('payment success');
  return orderNumber!;
}

export interface OrderOptions {
  document: TestDocument;
  language?: string;
  format?: string;
  address?: BillingAddressInput;
  /** Save `address` even when the user has one already. */
  replaceAddress?: boolean;
  card?: Card;
  onStep?: StepHook;
  /** Runs with the card filled in, just before PAY is clicked. */
  beforePay?: () => Promise<void>;
}

export interface PaymentReady {
  quote: UploadedQuote;
  payment: PaymentIntent;
  summary: Record<string, string>;
}

/** From anywhere, signed in: the wizard up to its payment step with the card form ready. */
export async function orderUpToPayment(page: Page, options: OrderOptions): Promise<PaymentReady> {
  const { onStep } = options;
  await openWizard(page, onStep);
  await chooseLanguageAndFormat(page, { language: options.language, format: options.format }, onStep);
  const quote = await uploadDocument(page, options.document, onStep);
  await acceptQuote(page);
  const created = page.waitForResponse((res) => isApi(res, 'POST', '/translations/payg_payment'), { timeout: 60_000 });
  await confirmBillingAddress(page, options.address ?? ONTARIO_ADDRESS, { replace: options.replaceAddress, onStep });
  const { payment, summary } = await waitForPaymentStep(page, created);
  await onStep?.('payment');
  return { quote, payment, summary };
}

export interface PlacedOrder extends PaymentReady {
  orderNumber: string;
}

/**
 * Buys a translation as the signed-in user (Google or enterprise): wizard, billing address, card (4242… unless
 * told), success page. Answers what was shown on the way and the order number.
 */
export async function buyTranslation(page: Page, options: OrderOptions): Promise<PlacedOrder> {
  const ready = await orderUpToPayment(page, options);
  await fillCard(page, options.card ?? CARDS.succeeds);
  await options.onStep?.('card details');
  await options.beforePay?.();
  await payButton(page).click();
  const orderNumber = await waitForPaymentSuccess(page, options.onStep);
  return { ...ready, orderNumber };
}

/** The order's row (table, wider screens) or card (phones) on /home. */
export const orderOnHome = (page: Page, orderNumber: string): Locator =>
  page.getByRole('main').locator('tr, li').filter({ hasText: orderNumber });

/** The status label of the order on /home, as shown. */
export async function orderStatus(page: Page, orderNumber: string): Promise<string> {
  return ((await orderOnHome(page, orderNumber).locator('.MuiChip-label').first().textContent()) ?? '').trim();
}

/**
 * Waits, on /home (which refreshes itself every 10 s while a translation is under way), until the order shows
 * `status`; answers every status seen on the way, in order.
 */
export async function waitForOrderStatus(page: Page, orderNumber: string, status: string, timeoutMs = 90_000): Promise<string[]> {
  const seen: string[] = [];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const shown = await orderStatus(page, orderNumber).catch(() => '');
    if (shown && seen[seen.length - 1] !== shown) seen.push(shown);
    if (shown === status) return seen;
    if (Date.now() > deadline) throw new Error(`order ${orderNumber} did not show "${status}" on /home; seen: ${seen.join(' → ')}`);
    await page.waitForTimeout(250);
  }
}

/** Clicks the order's download button on /home and answers the file the browser saved. */
export async function downloadOrder(page: Page, orderNumber: string): Promise<{ filename: string; bytes: Buffer }> {
  const row = orderOnHome(page, orderNumber);
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    row.getByRole('button', { name: /^Download / }).click(),
  ]);
  const failure = await download.failure();
  expect(failure).toBeNull();
  return { filename: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}
