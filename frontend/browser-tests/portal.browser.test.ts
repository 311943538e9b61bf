import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AxeAudit } from './support/axe';
import { apiGet, DESKTOP, launchBrowser, openSession, PHONE, storedSession, waitForPath, type Session } from './support/browser';
import { enterpriseLogin, expectTitle, uniqueEmail } from './support/flows';
import { linkIn, outboxFiles, waitForMail } from './support/mail';
import { buyTranslation } from './support/order';
import { englishProsePdf } from './support/pdf';
import { OUTPUT_DIR } from './support/product';

/**
 * The account-manager portal (issue 6) end to end in Chromium, on the real product: the demo account manager signs
 * in, creates an organisation (a validation error first), changes its price, invites a user; the invitee registers
 * from the e-mail, buys a translation with the sandbox card; the sale and its 40 % commission show on the manager's
 * Sales Overview, in English and in French. Screenshots: test-output/browser/portal/NN-step.png.
 */

const SHOTS_DIR = join(OUTPUT_DIR, 'portal');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS_DIR, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

let shotCount = 0;
/** A full-page screenshot as test-output/browser/portal/NN-step.png (numbered across both people's sessions). */
async function shot(page: Page, step: string): Promise<void> {
  // From the top, once react-admin's app bar (hidden while scrolling down) is back in place.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => [...document.querySelectorAll('header')].every((bar) => getComputedStyle(bar).transform === 'none'));
  shotCount += 1;
  const name = step
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const path = join(SHOTS_DIR, `${String(shotCount).padStart(2, '0')}-${name}.png`);
  await page.screenshot({ path, fullPage: true });
}

/** How many pixels the page is wider than the window (0 when nothing overflows sideways). */
const horizontalOverflow = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);

/** The text of each cell of a table row, as shown. */
const cellsOf = async (row: Locator) => (await row.getByRole('cell').allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());

/** The column headers of a table, as shown. */
const headersOf = async (table: Locator) =>
  (await table.getByRole('columnheader').allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());

/** Waits until the network is quiet and the dashboard's tab panel has faded in (axe and pictures see it as shown). */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[role="tabpanel"], .MuiFade-root, form')].every((el) => getComputedStyle(el).opacity === '1'),
  );
}

/** GET /admin/account-manager/{id}/payg-sales (the parts checked here). */
interface SalesAnswer {
  paygSales: Array<{
    orderNumber: string;
    pageCount: number;
    subTotalCents: number;
    commissionCents: number;
    purchaseDate: string;
    organization: { id: number; label: string };
    user: { email: string };
  }>;
  commissionTotalCents: number;
  currency: { value: string } | null;
}

async function managerSales(page: Page, accountManagerId: number): Promise<SalesAnswer> {
  const { status, body } = await apiGet(page, `/admin/account-manager/${accountManagerId}/payg-sales`);
  expect(status).toBe(200);
  return body as SalesAnswer;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);
/** "2,72 $ CAD", as the portal shows money in French. */
const frenchDollars = (cents: number) => `${dollars(cents).replace('.', ',')} $ CAD`;
/** A date as the portal shows it (medium style, in the browser context's time zone). */
const localDate = (iso: string | Date, locale: 'en-CA' | 'fr-CA') =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'America/Toronto' }).format(new Date(iso));

/** The invitee's steps worth a picture (the customer journey test looks at every one). */
const INVITEE_SHOTS = new Set(['privacy policy', 'terms of service', 'quote', 'card details', 'payment success']);

const TITLE = 'manager creates, prices and invites; the invitee buys; the sale and its 40 % commission show in English and French';

describe('account-manager portal (issue 6)', () => {
  it(TITLE, { timeout: 150_000 }, async () => {
    const product = inject('product');
    const { manager: demoManager } = product.demo;
    const audit = new AxeAudit();
    const overflow: Record<string, number> = {};
    const m: Session = await openSession(browser, 'portal manager', DESKTOP);
    const page = m.page;
    const step = async (name: string, axe = false, on: Page = page) => {
      await settled(on);
      overflow[name] = await horizontalOverflow(on);
      if (axe) await audit.check(on, name);
      await shot(on, name);
    };

    // 1. The demo account manager signs in from /enterprise/login and lands on the Dashboard.
    await enterpriseLogin(page, demoManager.email, demoManager.password);
    await waitForPath(page, '/admin/account-manager');
    await expectTitle(page, 'Dashboard');
    const accountManagerId = (await storedSession(page)).user.accountManagerId as number;
    expect(accountManagerId).toEqual(expect.any(Number));
    const tabs = page.getByRole('tablist', { name: 'Dashboard sections' });
    expect(await tabs.getByRole('tab').allTextContents()).toEqual(['Account Management', 'Sales Overview']);
    expect(await tabs.getByRole('tab', { name: 'Account Management' }).getAttribute('aria-selected')).toBe('true');
    const accounts = page.getByRole('table', { name: 'Accounts', exact: true });
    await accounts.getByRole('row').filter({ hasText: 'Demo Enterprise' }).waitFor();
    expect(await headersOf(accounts)).toEqual(['Organization', 'Country', 'Payg Page Price', 'LDI Page Price', 'Actions']);
    await step('dashboard accounts', true);

    // 2. Create Organization: base price 0.5 is refused with the spec's message, then fixed.
    const label = `Maple Leaf Translations ${Date.now().toString(36)}`;
    await page.getByRole('link', { name: 'Add organization' }).click();
    await waitForPath(page, '/admin/account-manager/organization/create');
    await expectTitle(page, 'Create Organization');
    const form = page.getByRole('form', { name: 'Create Organization' });
    await form.waitFor();
    // Defaults (spec §2): 2.5, CAD, Canada read-only, "Province" and "Postal Code".
    expect(await form.getByLabel('Base Price').inputValue()).toBe('2.5');
    await form.getByRole('heading', { name: 'PAYG Page Pricing (CAD)' }).waitFor();
    const country = form.getByRole('combobox', { name: 'Country' });
    await expect.poll(() => country.textContent()).toBe('Canada');
    expect(await country.getAttribute('aria-readonly')).toBe('true');
    await step('create organization empty', true);

    await form.getByLabel('Organization Name').fill(label);
    await form.getByLabel('Base Price').fill('0.5');
    await form.getByLabel('Long Document Incentive').fill('0.40');
    await form.getByLabel('Street Address').fill('200 Bay Street');
    await form.getByLabel('City').fill('Toronto');
    await form.getByLabel('Province').selectOption({ label: 'Ontario' });
    await form.getByLabel('Postal Code').fill('m5j2j2');
    await form.getByLabel('Postal Code').blur();
    expect(await form.getByLabel('Postal Code').inputValue()).toBe('M5J 2J2');
    const contact = form.getByRole('region', { name: 'Point of Contact' });
    await contact.getByLabel('Name').fill('Morgan Maple');
    await contact.getByLabel('Email').fill('morgan@maple-leaf.example');
    await form.getByRole('button', { name: 'Create Organization' }).click();
    await form.getByText('Price must be above 0.75', { exact: true }).waitFor();
    await form.getByText('Price must be above 0.50', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/account-manager/organization/create');
    // The focus goes to the first field in error.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('create-organization-paygPagePrice');
    await step('create organization validation errors', true);

    await form.getByLabel('Base Price').fill('3');
    await form.getByLabel('Long Document Incentive').fill('2.25');
    await expect.poll(() => form.getByText('Price must be above 0.75', { exact: true }).count()).toBe(0);
    await step('create organization fixed');
    const created = page.waitForResponse(
      (res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/prod/api/admin/accounts',
    );
    await form.getByRole('button', { name: 'Create Organization' }).click();
    const createdResponse = await created;
    expect(createdResponse.status(), await createdResponse.text()).toBe(201);
    const { organization } = (await createdResponse.json()) as { organization: { id: number; paygPricePlan: unknown } };
    expect(organization.paygPricePlan).toMatchObject({
      pagePrice: 3,
      currency: { value: 'CAD' },
      longDocIncentive: { afterPage: 50, pagePrice: 2.25 },
    });
    await page.getByText('Organization created successfully', { exact: true }).waitFor();
    await waitForPath(page, '/admin/account-manager');
    await expectTitle(page, 'Dashboard');

    // 3. The new organisation in the Accounts table (newest first).
    const orgRow = accounts.getByRole('row').filter({ hasText: label });
    await orgRow.waitFor();
    expect(await cellsOf(orgRow)).toEqual([label, 'Canada', '$3.00 CAD', '$2.25 CAD', '']);
    await step('dashboard with the new organization');

    // 4. Edit its price: Update → back on the dashboard with the new price.
    await orgRow.getByRole('link', { name: `Edit ${label}` }).click();
    await page.waitForURL((url) => url.pathname === '/admin/accounts/update' && url.searchParams.get('org') === String(organization.id));
    await expectTitle(page, 'Update Enterprise Account');
    const pricing = page.getByRole('region', { name: 'Pricing (PAYG)' });
    await pricing.getByText('Long Document Incentive, for each page over 50', { exact: true }).waitFor();
    await page.getByText('No enterprise registrations', { exact: true }).waitFor();
    await step('update account', true);
    await pricing.getByRole('button', { name: 'Edit pricing' }).click();
    const priceForm = page.getByRole('form', { name: 'Edit pricing' });
    expect(await priceForm.getByLabel('Base Price').inputValue()).toBe('3.00');
    expect(await priceForm.getByLabel('Long Document Incentive').inputValue()).toBe('2.25');
    await priceForm.getByLabel('Base Price').fill('3.40');
    await step('update account editing price', true);
    await priceForm.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Payg pricing plan updated successfully', { exact: true }).waitFor();
    await waitForPath(page, '/admin/account-manager');
    await expectTitle(page, 'Dashboard');
    await expect.poll(() => cellsOf(orgRow)).toEqual([label, 'Canada', '$3.40 CAD', '$2.25 CAD', '']);
    await step('dashboard with the new price');

    // 5. An invitation in English from the update page.
    const invitee = uniqueEmail('portal-invitee');
    await orgRow.getByRole('link', { name: `Edit ${label}` }).click();
    await expectTitle(page, 'Update Enterprise Account');
    const invite = page.getByRole('form', { name: 'Create Enterprise Registration' });
    expect(await invite.getByLabel('Language').inputValue()).toBe('en');
    // The "Is Account Manager" switch is the internal admin's only.
    expect(await page.getByText('Is Account Manager').count()).toBe(0);
    // Left empty, the e-mail says "Required" (spec §5), not only a disabled SEND.
    await invite.getByLabel('Email').focus();
    await invite.getByLabel('Email').blur();
    await invite.getByText('Required', { exact: true }).waitFor();
    expect(await invite.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    const seen = await outboxFiles(product.mailDir);
    await invite.getByLabel('Email').fill(invitee);
    await invite.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Registration email sent successfully', { exact: true }).waitFor();
    expect(await invite.getByLabel('Email').inputValue()).toBe('');
    const registrations = page.getByRole('table', { name: 'Enterprise Registrations' });
    const registrationRow = registrations.getByRole('row').filter({ hasText: invitee });
    await registrationRow.waitFor();
    expect(await cellsOf(registrationRow)).toEqual([invitee, 'Yes', 'Pending', localDate(new Date(), 'en-CA')]);
    await step('invitation sent', true);

    // 6. The invitee opens the link of the e-mail, registers with the activation code and signs in.
    const mail = await waitForMail(product.mailDir, invitee, { seen });
    expect(mail.subject).toBe(`Your invitation to join ${label} on PageTranslate`);
    const link = linkIn(mail, '/enterprise/register');
    expect(Object.fromEntries(link.searchParams)).toEqual({ email: invitee, abc: String(organization.id), lang: 'en' });
    const activationCode = /activation code:\s*(\S+)/i.exec(mail.text ?? '')?.[1];
    expect(activationCode).toBeTruthy();

    const before = await managerSales(page, accountManagerId);
    const u = await openSession(browser, 'portal invitee', DESKTOP);
    const password = 'maple syrup passphrase 9';
    await u.page.goto(link.href);
    await expectTitle(u.page, 'Enterprise registration');
    expect(await u.page.getByLabel('E-mail', { exact: true }).inputValue()).toBe(invitee);
    await u.page.getByLabel('Activation code').fill(activationCode!);
    await u.page.getByLabel('Password', { exact: true }).fill(password);
    await u.page.getByLabel('Confirm password').fill(password);
    await shot(u.page, 'invitee registration');
    await u.page.getByRole('button', { name: 'Create my account' }).click();
    await waitForPath(u.page, '/enterprise/login', 10_000);
    await enterpriseLogin(u.page, invitee, password);
    await waitForPath(u.page, '/home');
    expect((await storedSession(u.page)).user).toMatchObject({ email: invitee, organization: { label } });

    // 7. … accepts the policies and buys a translation of a 2-page PDF with the sandbox card, at the new price.
    const pdf = await englishProsePdf({ name: 'maple-report.pdf', pages: 2 });
    const inviteeSteps: string[] = [];
    const onStep = async (name: string) => {
      inviteeSteps.push(name);
      if (INVITEE_SHOTS.has(name)) await shot(u.page, `invitee ${name}`);
    };
    const order = await buyTranslation(u.page, { document: pdf, language: 'French', format: 'PDF', onStep });
    // A new enterprise user is asked to accept both policies first.
    expect(inviteeSteps.slice(0, 2)).toEqual(['privacy policy', 'terms of service']);
    // The organisation's plan: 3.40 up to page 50, its incentive 2.25 after; Ontario's HST on top of the subtotal.
    expect(order.quote.rows).toMatchObject({ Pages: '2', Subtotal: '$6.80', Currency: 'CAD' });
    expect(order.quote.rows.Pricing).toContain('$3.40 per page');
    expect(order.quote.rows.Pricing).toContain('$2.25 per page');
    expect(order.summary).toMatchObject({ Pages: '2', Subtotal: '$6.80', Total: '$7.68' });
    expect(order.payment.subTotal).toBe(680);
    await u.close();

    // 8. The manager's Sales Overview: the sale, its 40 % commission and the Commission Total.
    const subTotalCents = 2 * 340;
    const commission = (subTotalCents * 40) / 100;
    const hasSale = async () =>
      (await managerSales(page, accountManagerId)).paygSales.some((sale) => sale.orderNumber === order.orderNumber);
    await expect.poll(hasSale, { timeout: 20_000 }).toBe(true);
    const after = await managerSales(page, accountManagerId);
    const sale = after.paygSales.find((candidate) => candidate.orderNumber === order.orderNumber)!;
    expect(sale).toMatchObject({
      organization: { id: organization.id, label },
      user: { email: invitee },
      pageCount: 2,
      subTotalCents,
      commissionCents: commission,
    });
    expect(after.paygSales).toHaveLength(before.paygSales.length + 1);
    expect(after.commissionTotalCents).toBe(before.commissionTotalCents + commission);
    expect(after.commissionTotalCents).toBe(after.paygSales.reduce((sum, each) => sum + each.commissionCents, 0));

    await page.goto('/admin/account-manager');
    await expectTitle(page, 'Dashboard');
    await tabs.getByRole('tab', { name: 'Sales Overview' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'sales');
    const salesCount = after.paygSales.length;
    await page.getByRole('heading', { name: `PAYG Translation Sales (${salesCount})`, exact: true }).waitFor();
    const summary = page.locator('section[aria-labelledby="sales-title"]');
    const stat = summary.getByRole('definition');
    expect(await summary.getByRole('term').textContent()).toBe('Commission Total');
    expect(await stat.textContent()).toBe(`$${dollars(after.commissionTotalCents)} CAD`);
    const sales = page.getByRole('table', { name: 'Sales', exact: true });
    const saleRow = sales.getByRole('row').filter({ hasText: order.orderNumber });
    await saleRow.waitFor();
    expect(await headersOf(sales)).toEqual(['Organization', 'User', 'Pages', 'Order #', 'Total', '40% Commission', 'Date']);
    expect(await cellsOf(saleRow)).toEqual([
      label,
      invitee,
      '2',
      order.orderNumber,
      '$6.80 CAD',
      '$2.72 CAD',
      localDate(sale.purchaseDate, 'en-CA'),
    ]);
    // Newest first: the new sale is the table's first row.
    expect(await cellsOf(sales.getByRole('row').nth(1))).toContain(order.orderNumber);
    await page.getByRole('region', { name: 'Sales and commission per month' }).waitFor();
    await step('sales overview', true);

    // 9. The same dashboard in French (the app bar's language menu).
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await expectTitle(page, 'Tableau de bord');
    const tabsFr = page.getByRole('tablist', { name: 'Sections du tableau de bord' });
    expect(await tabsFr.getByRole('tab').allTextContents()).toEqual(['Gestion des comptes', 'Aperçu des ventes']);
    await page.getByRole('heading', { name: `Ventes de traductions PAYG (${salesCount})`, exact: true }).waitFor();
    expect(await summary.getByRole('term').textContent()).toBe('Commission totale');
    expect(await stat.textContent()).toBe(frenchDollars(after.commissionTotalCents));
    const salesFr = page.getByRole('table', { name: 'Ventes', exact: true });
    await expect
      .poll(() => headersOf(salesFr))
      .toEqual(['Organisation', 'Utilisateur', 'Pages', 'N° de commande', 'Total', 'Commission de 40 %', 'Date']);
    expect(await cellsOf(salesFr.getByRole('row').filter({ hasText: order.orderNumber }))).toEqual([
      label,
      invitee,
      '2',
      order.orderNumber,
      frenchDollars(680),
      frenchDollars(272),
      localDate(sale.purchaseDate, 'fr-CA'),
    ]);
    await step('sales overview in french', true);
    await tabsFr.getByRole('tab', { name: 'Gestion des comptes' }).click();
    const accountsFr = page.getByRole('table', { name: 'Comptes', exact: true });
    await expect.poll(() => headersOf(accountsFr)).toEqual(['Organisation', 'Pays', 'Prix par page PAYG', 'Prix par page LDI', 'Actions']);
    expect(await cellsOf(accountsFr.getByRole('row').filter({ hasText: label }))).toEqual([
      label,
      'Canada',
      frenchDollars(340),
      frenchDollars(225),
      '',
    ]);
    await step('dashboard in french', true);

    await m.close();

    // The French dashboard on a phone (?lng=fr, as a shared link would say): nothing wider than the screen.
    const phone = await openSession(browser, 'portal phone', PHONE);
    await enterpriseLogin(phone.page, demoManager.email, demoManager.password);
    await waitForPath(phone.page, '/admin/account-manager');
    await phone.page.goto('/admin/account-manager?lng=fr');
    await expectTitle(phone.page, 'Tableau de bord');
    const phoneAccounts = phone.page.getByRole('table', { name: 'Comptes', exact: true });
    await phoneAccounts.getByRole('row').filter({ hasText: label }).waitFor();
    await step('dashboard in french on a phone', true, phone.page);
    await phone.page.getByRole('tab', { name: 'Aperçu des ventes' }).click();
    const phoneSales = phone.page.getByRole('table', { name: 'Ventes', exact: true });
    await phoneSales.getByRole('row').filter({ hasText: order.orderNumber }).waitFor();
    await step('sales overview in french on a phone', true, phone.page);
    await phone.close();

    audit.save('portal');
    expect(audit.serious).toEqual(audit.clean());
    expect(Object.entries(overflow).filter(([, px]) => px > 0)).toEqual([]);
  });
});
