import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, openSession, storedSession, waitForPath } from './support/browser';
import { enterpriseLogin, expectTitle, uniqueEmail } from './support/flows';
import { inviteToDemoOrganisation } from './support/invitations';
import { linkIn, outboxFiles, waitForMail } from './support/mail';
import { buyTranslation, downloadOrder, waitForOrderStatus } from './support/order';
import { englishProsePdf, pdfPagesText } from './support/pdf';
import { OUTPUT_DIR } from './support/product';

/**
 * Organisation glossaries (issue 2.4) end to end in Chromium, on the real product: the demo account manager imports a
 * CSV (a file with a bad row first, refused row by row) into Demo Enterprise's glossary from its account page; a new
 * user of the organisation orders a translation with the sandbox card, and the delivered PDF uses the glossary's
 * terms, which the delivery e-mail counts. The terms are removed at the end (other tests order as this organisation).
 * Screenshots: test-output/browser/glossary/NN-step.png.
 */

const SHOTS_DIR = join(OUTPUT_DIR, 'glossary');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS_DIR, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

let shots = 0;
async function shot(page: Page, step: string): Promise<void> {
  shots += 1;
  await page.screenshot({
    path: join(SHOTS_DIR, `${String(shots).padStart(2, '0')}-${step.replace(/[^a-z0-9]+/gi, '-')}.png`),
    fullPage: true,
  });
}

/** A CSV file on disk, for the file chooser. */
function csvFile(name: string, text: string): string {
  const path = join(tmpdir(), `pt-glossary-${Date.now().toString(36)}-${name}`);
  writeFileSync(path, text);
  return path;
}

/** Removes every term of the organisation's glossary through the API, as the signed-in manager. */
async function clearGlossary(page: Page, organizationId: number): Promise<void> {
  await page.evaluate(async (id) => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('login_token')}` };
    const list = await (await fetch(`/prod/api/admin/organizations/${id}/glossary`, { headers })).json();
    for (const entry of list.items as Array<{ id: number }>) {
      await fetch(`/prod/api/admin/organizations/${id}/glossary/entries/${entry.id}`, { method: 'DELETE', headers });
    }
  }, organizationId);
}

describe('organisation glossaries (issue 2.4)', () => {
  it(
    'a manager imports a CSV in the portal; a user of the organisation orders; the output uses the terms',
    { timeout: 240_000 },
    async () => {
      const product = inject('product');
      const { manager } = product.demo;
      const m = await openSession(browser, 'glossary manager', DESKTOP);
      const page = m.page;
      let organizationId: number | undefined;
      try {
        // 1. The demo manager opens Demo Enterprise's account page from the dashboard.
        await enterpriseLogin(page, manager.email, manager.password);
        await waitForPath(page, '/admin/account-manager');
        await expectTitle(page, 'Dashboard');
        const accounts = page.getByRole('table', { name: 'Accounts', exact: true });
        const row = accounts.getByRole('row').filter({ hasText: 'Demo Enterprise' });
        await row.getByRole('link', { name: 'Edit Demo Enterprise' }).click();
        await expectTitle(page, 'Update Enterprise Account');
        organizationId = Number(new URL(page.url()).searchParams.get('org'));
        const glossary = page.getByRole('region', { name: 'Glossary' });
        await glossary.waitFor();
        await clearGlossary(page, organizationId);
        await page.reload();
        await glossary.getByText('No glossary terms yet.').waitFor();

        // 2. A file with a bad row is refused, row by row, and nothing is imported.
        const input = glossary.getByTestId('glossary-import-input');
        await input.setInputFiles(
          csvFile('bad.csv', 'source_language,target_language,source_term,target_term\nen,fr,library,Médiathèque-Glossaire\nen,fr,,vide\n'),
        );
        const alert = glossary.getByRole('alert');
        await alert.getByText('The CSV file has 1 bad rows; nothing was imported.').waitFor();
        await alert.getByText('Row 3: the source term is empty').waitFor();
        await shot(page, 'import refused');

        // 3. The fixed file is imported: the terms show in the table.
        const csv = [
          'source_language,target_language,source_term,target_term',
          'en,fr,library,Médiathèque-Glossaire',
          'en,fr,town council,Conseil-Glossaire',
          'en,fr,museum,Musée-Glossaire',
          'en,fr,old mill,Moulin-Glossaire',
        ].join('\r\n');
        await input.setInputFiles(csvFile('glossary.csv', csv));
        await page.getByText('Glossary imported: 4 added, 0 updated, 4 in all.').waitFor();
        await glossary.getByRole('cell', { name: 'Médiathèque-Glossaire' }).waitFor();
        await expect.poll(() => glossary.getByTestId('glossary-count').textContent()).toBe('4 entries of 5,000 at most');
        await shot(page, 'glossary imported');

        // 4. A new user of the organisation (invited, registered from the e-mail) orders a translation into French.
        const invitee = uniqueEmail('glossary-user');
        const seen = await outboxFiles(product.mailDir);
        const invitation = await inviteToDemoOrganisation(product, invitee, 'en');
        expect(invitation.organizationId).toBe(organizationId);
        const mail = await waitForMail(product.mailDir, invitee, { seen });
        const link = linkIn(mail, '/enterprise/register');
        const activationCode = /activation code:\s*(\S+)/i.exec(mail.text ?? '')?.[1];
        const u = await openSession(browser, 'glossary user', DESKTOP);
        const password = 'glossary passphrase 42';
        await u.page.goto(link.href);
        await expectTitle(u.page, 'Enterprise registration');
        await u.page.getByLabel('Activation code').fill(activationCode!);
        await u.page.getByLabel('Password', { exact: true }).fill(password);
        await u.page.getByLabel('Confirm password').fill(password);
        await u.page.getByRole('button', { name: 'Create my account' }).click();
        await waitForPath(u.page, '/enterprise/login', 10_000);
        await enterpriseLogin(u.page, invitee, password);
        await waitForPath(u.page, '/home');
        expect((await storedSession(u.page)).user).toMatchObject({ email: invitee, organization: { label: 'Demo Enterprise' } });

        const original = await englishProsePdf({ name: 'library-glossary.pdf', pages: 2 });
        const deliveries = await outboxFiles(product.mailDir);
        const order = await buyTranslation(u.page, { document: original, language: 'French', format: 'PDF' });
        await u.page.getByRole('link', { name: 'Go to my translations' }).click();
        await waitForPath(u.page, '/home');
        await waitForOrderStatus(u.page, order.orderNumber, 'Completed', 150_000);
        await shot(u.page, 'order completed');

        // 5. The translated PDF uses the organisation's terms; the delivery e-mail says how many were applied.
        const { bytes } = await downloadOrder(u.page, order.orderNumber);
        const text = (await pdfPagesText(bytes)).join(' ');
        const drawn = original.paragraphs.join(' ') + ' The town library The town library';
        for (const [source, target] of [
          ['library', 'Médiathèque-Glossaire'],
          ['town council', 'Conseil-Glossaire'],
          ['museum', 'Musée-Glossaire'],
          ['old mill', 'Moulin-Glossaire'],
        ]) {
          if (new RegExp(`\\b${source}\\b`, 'i').test(drawn)) expect(text, `${source} → ${target}`).toContain(target);
        }
        expect(text).toContain('Médiathèque-Glossaire');
        const delivery = await waitForMail(product.mailDir, invitee, { seen: deliveries });
        expect(delivery.text).toMatch(/Your organisation’s glossary was applied to \d+ terms?\./);
        await u.close();
      } finally {
        if (organizationId !== undefined) await clearGlossary(page, organizationId);
        await m.close();
      }
    },
  );
});
