import { PDFDocument } from 'pdf-lib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { AxeAudit } from './support/axe';
import { DESKTOP, launchBrowser, openSession, waitForPath, type Viewport } from './support/browser';
import { expectTitle, uniqueEmail } from './support/flows';
import { outboxFiles, waitForMail } from './support/mail';
import {
  buyTranslation,
  downloadOrder,
  ONTARIO_ADDRESS,
  orderOnHome,
  settle,
  signInFromLanding,
  waitForOrderStatus,
} from './support/order';
import { holdTranslationQueue } from './support/queue';
import { COMMON_FRENCH_WORDS, englishProsePdf, pdfPagesText, wordsOf } from './support/pdf';

/** The narrowest phone the product is designed for. */
const PHONE_375 = { width: 375, height: 812 } as const;

/** The screens of the order itself, checked with axe (the public pages are the accessibility test's). */
const AXE_STEPS = new Set([
  'language and format',
  'document',
  'analyzing document',
  'quote',
  'billing address form',
  'billing address confirmed',
  'payment',
  'card details',
  'payment success',
]);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the customer journey (issue 7)', () => {
  it.for<[string, Viewport]>([
    ['desktop', DESKTOP],
    ['phone', PHONE_375],
  ])(
    'visitor → Google sign-in → policies → wizard → Ontario address → sandbox card → success → /home → French PDF and e-mail (%s)',
    { timeout: 180_000 },
    async ([label, viewport]) => {
      const product = inject('product');
      const s = await openSession(browser, 'journey', viewport);
      const { page } = s;
      const email = uniqueEmail(`journey-${label}`);
      const audit = new AxeAudit();
      const overflow: Record<string, number> = {};

      // Each step: a screenshot; at phone width nothing may be wider than the screen; axe on the order's screens.
      const onStep = async (step: string) => {
        await settle(page);
        await s.shot(step);
        if (viewport.width < 600) {
          overflow[step] = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
        }
        if (AXE_STEPS.has(step)) await audit.check(page, step);
      };

      // The visitor signs in from the landing page.
      await signInFromLanding(page, email, onStep);

      // Policies, wizard and payment: French, PDF, a real 3-page English PDF, Ontario, 4242 4242 4242 4242.
      const original = await englishProsePdf({ name: 'library-report.pdf', pages: 3 });
      const seen = await outboxFiles(product.mailDir);
      // The translation workers are held while paying, so /home can be seen with the order still queued.
      let queue: Awaited<ReturnType<typeof holdTranslationQueue>> | undefined;
      const beforePay = async () => {
        queue = await holdTranslationQueue(product);
        onTestFinished(() => queue?.release());
      };
      const order = await buyTranslation(page, {
        document: original,
        language: 'French',
        format: 'PDF',
        address: ONTARIO_ADDRESS,
        onStep,
        beforePay,
      });

      // The quote: 3 pages at the public plan's 2.95 CAD.
      expect(order.quote.pageCount).toBe(3);
      expect(order.quote.rows).toMatchObject({
        Document: 'library-report.pdf',
        Pages: '3',
        'Price per page': '$2.95',
        Subtotal: '$8.85',
        Currency: 'CAD',
      });
      // The payment: Ontario's HST at 13 % on top of the subtotal.
      expect(order.payment).toMatchObject({ amount: 1000, subTotal: 885, currency: 'cad' });
      expect(order.payment.taxes).toEqual([expect.objectContaining({ amount: 115, taxRate: 13 })]);
      const taxLines = Object.keys(order.summary).filter((term) => /\bHST\b/.test(term));
      expect(taxLines).toHaveLength(1);
      expect(taxLines[0]).toMatch(/\(13\s?%\)$/);
      expect(order.summary).toMatchObject({ Pages: '3', Subtotal: '$8.85', [taxLines[0]]: '$1.15', Total: '$10.00' });
      expect(order.orderNumber).toMatch(/^PT-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
      expect(order.payment.orderNumber).toBe(order.orderNumber);

      // /home: the order waits or runs, then is completed (the page refreshes itself every 10 s).
      await page.getByRole('link', { name: 'Go to my translations' }).click();
      await waitForPath(page, '/home');
      await expectTitle(page, 'My translations');
      const row = orderOnHome(page, order.orderNumber);
      await row.waitFor();
      await row.getByText('library-report.pdf', { exact: true }).waitFor();
      await row.getByText('Pages: 3', { exact: true }).waitFor();
      await row.getByText('In queue', { exact: true }).waitFor();
      expect(await row.getByRole('button', { name: /^Download / }).count()).toBe(0);
      await onStep('home order in queue');
      await queue!.release();
      const statuses = await waitForOrderStatus(page, order.orderNumber, 'Completed', 120_000);
      expect(statuses[0]).toBe('In queue');
      expect(statuses.at(-1)).toBe('Completed');
      expect(
        statuses.every((status) => ['In queue', 'In Progress', 'Completed'].includes(status)),
        statuses.join(' → '),
      ).toBe(true);
      await onStep('home completed');

      // The download: a PDF of the original's page count, in French.
      const { filename, bytes } = await downloadOrder(page, order.orderNumber);
      await page.getByText('Download started', { exact: true }).waitFor();
      await onStep('download started');
      expect(filename).toBe('library-report-fr.pdf');
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect((await PDFDocument.load(bytes)).getPageCount()).toBe(original.pageCount);
      const pages = await pdfPagesText(bytes);
      expect(pages).toHaveLength(original.pageCount);
      for (const [index, text] of pages.entries()) {
        const words = wordsOf(text);
        const french = COMMON_FRENCH_WORDS.filter((word) => words.has(word));
        expect(french.length, `page ${index + 1} is French: ${text}`).toBeGreaterThanOrEqual(5);
        expect(words.has('the'), `page ${index + 1} has no "the": ${text}`).toBe(false);
      }
      const allText = pages.join(' ');
      for (const paragraph of original.paragraphs) expect(allText).not.toContain(paragraph.slice(0, 30));
      expect(allText).toContain('bibliothèque');

      // The delivery e-mail, to this user, with the same document attached.
      const mail = await waitForMail(product.mailDir, email, { seen, timeoutMs: 30_000 });
      expect(mail.subject).toBe(`Your translation is ready — order ${order.orderNumber}`);
      expect(mail.text).toContain(`${product.baseUrl}/home`);
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments[0]).toMatchObject({ filename: 'library-report-fr.pdf', contentType: 'application/pdf' });
      expect(Buffer.compare(mail.attachments[0].content, bytes)).toBe(0);

      audit.save(`journey-${viewport.width}x${viewport.height}`);
      expect(audit.serious).toEqual(audit.clean());
      if (viewport.width < 600) {
        expect(Object.keys(overflow).length).toBeGreaterThanOrEqual(15);
        expect(Object.entries(overflow).filter(([, px]) => px > 0)).toEqual([]);
      }
      await s.close();
    },
  );
});
