import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, openSession, storedSession, waitForPath } from './support/browser';
import { enterpriseLogin, signInWithGoogle, uniqueEmail } from './support/flows';
import { buyTranslation, downloadOrder, waitForOrderStatus } from './support/order';
import { englishProsePdf, pdfPagesText, wordsOf } from './support/pdf';

/**
 * Organisation glossaries (issue 2.4), the other side of glossary.browser.test.ts: while Demo Enterprise's glossary
 * turns "library" into a term of its own, a customer of another organisation (a Google user of the public one)
 * orders the same kind of document and gets the engine's own translation, without the term.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** An API call as the signed-in manager, from inside the page. */
async function asManager(page: Page, method: string, path: string, body?: object): Promise<{ status: number; body: any }> {
  return page.evaluate(
    async ([verb, apiPath, json]) => {
      const res = await fetch(`/prod/api${apiPath}`, {
        method: verb,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('login_token')}` },
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    [method, path, body] as const,
  );
}

describe('organisation glossaries leave other organisations alone (issue 2.4)', () => {
  it(
    'a Google customer orders while Demo Enterprise’s glossary has "library": the output has the engine’s word',
    { timeout: 240_000 },
    async () => {
      const { manager } = inject('product').demo;
      const m = await openSession(browser, 'glossary other organisation manager', DESKTOP);
      let organizationId: number | undefined;
      let entryId: number | undefined;
      try {
        // 1. The demo manager adds a term to Demo Enterprise's glossary (the portal's import is glossary.browser.test.ts).
        await enterpriseLogin(m.page, manager.email, manager.password);
        await expect.poll(async () => (await storedSession(m.page)).token, { timeout: 15_000 }).toBeTruthy();
        const organizations = await asManager(m.page, 'GET', '/admin/resources/organizations');
        expect(organizations.status).toBe(200);
        organizationId = (organizations.body as Array<{ id: number; label: string }>).find((o) => o.label === 'Demo Enterprise')?.id;
        expect(organizationId, JSON.stringify(organizations.body)).toBeTypeOf('number');
        const created = await asManager(m.page, 'POST', `/admin/organizations/${organizationId}/glossary/entries`, {
          sourceLanguage: 'en',
          targetLanguage: 'fr',
          sourceTerm: 'library',
          targetTerm: 'Médiathèque-Démo',
        });
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        entryId = created.body.id;

        // 2. A customer of the public organisation orders an English document about the town library into French.
        const c = await openSession(browser, 'glossary other organisation customer', DESKTOP);
        await c.page.goto('/sign-in');
        await signInWithGoogle(c.page, uniqueEmail('glossary-outsider'));
        const original = await englishProsePdf({ name: 'library-outsider.pdf', pages: 1 });
        expect(original.paragraphs.join(' ')).toMatch(/\blibrary\b/);
        const order = await buyTranslation(c.page, { document: original, language: 'French', format: 'PDF' });
        await c.page.getByRole('link', { name: 'Go to my translations' }).click();
        await waitForPath(c.page, '/home');
        await waitForOrderStatus(c.page, order.orderNumber, 'Completed', 150_000);

        // 3. The engine's translation, not the other organisation's term.
        const { bytes } = await downloadOrder(c.page, order.orderNumber);
        const text = (await pdfPagesText(bytes)).join(' ');
        expect(text).not.toContain('Médiathèque-Démo');
        expect(wordsOf(text).has('bibliothèque'), text).toBe(true);
        await c.close();
      } finally {
        if (organizationId !== undefined && entryId !== undefined) {
          expect((await asManager(m.page, 'DELETE', `/admin/organizations/${organizationId}/glossary/entries/${entryId}`)).status).toBe(
            204,
          );
        }
        await m.close();
      }
    },
  );
});
