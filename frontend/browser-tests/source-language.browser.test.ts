import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiGet, DESKTOP, launchBrowser, openSession, waitForPath } from './support/browser';
import { expectTitle, signInWithGoogle, uniqueEmail } from './support/flows';
import {
  acceptQuote,
  chooseLanguageAndFormat,
  confirmBillingAddress,
  definitionList,
  downloadOrder,
  expectWizardStep,
  fillCard,
  CARDS,
  isApi,
  ONTARIO_ADDRESS,
  openWizard,
  payButton,
  settle,
  uploadDocument,
  waitForOrderStatus,
  waitForPaymentStep,
  waitForPaymentSuccess,
} from './support/order';
import { englishProsePdf, pdfPagesText, wordsOf, wrap, type TestDocument } from './support/pdf';

/**
 * Issue 2.3: the customer names the document's language in the wizard. An English PDF is quoted as "English
 * (detected)"; the customer changes it to Spanish, the server keeps the same translation and quote, the sandbox card
 * pays, and the job translates from Spanish (the row says es; the English words, unknown to Spanish → French, stay
 * as they are instead of turning French). A German PDF (no route into French) is quoted with the language to choose,
 * in English and in French, and the server refuses German in the spec's tone in the user's language.
 * Screenshots: test-output/browser/source-language-…/NN-step.png.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const GERMAN = [
  'Der Hafen war am frühen Morgen ruhig, und die Fischer flickten bereits ihre Netze auf dem steinernen Kai.',
  'Jedes Frühjahr veröffentlicht der Gemeinderat einen kurzen Bericht über den Zustand der Straßen und Schulen.',
  'Sie öffnete das alte Kochbuch ihrer Großmutter und fand am Rand ein handgeschriebenes Rezept für Brot.',
  'Reisende, die mit dem Zug ankommen, folgen den Schildern zum Fluss, wo das Museum neben der alten Mühle steht.',
];

/** One page of German prose: a language the engine cannot translate into French. */
async function germanPdf(): Promise<TestDocument> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  let y = 720;
  for (const paragraph of GERMAN) {
    for (const line of wrap(paragraph, font, 11, 468)) {
      page.drawText(line, { x: 72, y, size: 11, font });
      y -= 15;
    }
    y -= 11;
  }
  return { name: 'hafen.pdf', bytes: Buffer.from(await doc.save()), pageCount: 1, paragraphs: [...GERMAN] };
}

/** The quote's "Document language" block, its text content (its parts joined without spaces). */
const languageBlock = (page: Page) => page.getByTestId('source-language');
const languageText = async (page: Page) => ((await languageBlock(page).textContent()) ?? '').replace(/\s+/g, ' ').trim();

/** PUT /translations/{id}/source-language from inside the page, with its stored token (what the selector sends). */
async function putSourceLanguage(page: Page, id: number, code: string): Promise<{ status: number; body: any }> {
  return page.evaluate(
    async ([translationId, sourceLanguage]) => {
      const res = await fetch(`/prod/api/translations/${translationId}/source-language`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('login_token')}` },
        body: JSON.stringify({ source_language: sourceLanguage }),
      });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    [id, code] as const,
  );
}

/** The translation's stored source language, read from the product's own database. */
function storedSourceLanguage(varDir: string, id: number): string | null {
  const db = new DatabaseSync(join(varDir, 'db.sqlite'), { readOnly: true });
  try {
    const row = db.prepare('select source_language from translations where id = ?').get(id) as
      { source_language: string | null } | undefined;
    expect(row, `translation ${id} stored`).toBeDefined();
    return row!.source_language;
  } finally {
    db.close();
  }
}

describe('the document language in the wizard (issue 2.3)', () => {
  it(
    'shows "English (detected)", changes it to Spanish on the same quote, pays, and the job translates from Spanish',
    { timeout: 240_000 },
    async () => {
      const product = inject('product');
      const s = await openSession(browser, 'source-language change', DESKTOP);
      const { page } = s;
      const onStep = async (step: string) => {
        await settle(page);
        await s.shot(step);
      };
      await page.goto('/sign-in');
      await signInWithGoogle(page, uniqueEmail('source-language'));

      // 1. An English PDF into French: the analysis detects English, sure of it.
      await openWizard(page);
      await chooseLanguageAndFormat(page, { language: 'French', format: 'PDF' });
      const original = await englishProsePdf({ name: 'library-language.pdf', pages: 1 });
      const uploaded = page.waitForResponse((res) => isApi(res, 'POST', '/translations'), { timeout: 60_000 });
      const quote = await uploadDocument(page, original);
      const upload = await (await uploaded).json();
      expect(upload).toMatchObject({
        translationId: quote.translationId,
        sourceLanguage: 'en',
        sourceLanguageStatus: 'detected',
        detectedLanguage: 'en',
      });
      expect(upload.sourceLanguages).toEqual(
        expect.arrayContaining([
          { value: 'en', label: 'English' },
          { value: 'es', label: 'Spanish' },
        ]),
      );
      await expect.poll(() => languageText(page)).toBe('Document language:English (detected)(change)');
      expect(await languageBlock(page).getByRole('combobox').count()).toBe(0);
      await onStep('quote english detected');

      // 2. The customer says it is Spanish: the server checks the pair and answers the same translation and quote.
      await page.getByRole('button', { name: 'Change the document language' }).click();
      const select = languageBlock(page).getByRole('combobox', { name: 'Document language' });
      await select.click();
      const changed = page.waitForResponse((res) => isApi(res, 'PUT', `/translations/${quote.translationId}/source-language`));
      await page.getByRole('option', { name: 'Spanish', exact: true }).click();
      const answer = await changed;
      expect(answer.status(), await answer.text()).toBe(200);
      // The same quote (the answer of a change leaves scannedPages out: the wizard keeps what the upload said).
      const { scannedPages: changedScans, ...changedQuote } = await answer.json();
      const { scannedPages: uploadedScans, ...uploadedQuote } = upload;
      expect(changedQuote).toEqual({
        ...uploadedQuote,
        sourceLanguage: 'es',
        sourceLanguageStatus: 'given',
        detectedLanguage: null,
        languageConfidence: null,
      });
      expect([uploadedScans ?? [], changedScans ?? null]).toEqual([[], null]);
      await expect.poll(() => languageText(page)).toBe('Document language:Spanish (your choice)(change)');
      expect(await definitionList(page.getByRole('region', { name: 'Review your quote' }).locator('dl').first())).toEqual(quote.rows);
      expect(storedSourceLanguage(product.varDir, quote.translationId)).toBe('es');
      await onStep('quote spanish chosen');

      // 3. Accept, billing address, the sandbox card: the payment is for that same translation.
      await acceptQuote(page);
      const created = page.waitForResponse((res) => isApi(res, 'POST', '/translations/payg_payment'), { timeout: 60_000 });
      await confirmBillingAddress(page, ONTARIO_ADDRESS);
      const { payment } = await waitForPaymentStep(page, created);
      if (payment.translationId !== undefined) expect(payment.translationId).toBe(quote.translationId);
      await fillCard(page, CARDS.succeeds);
      await payButton(page).click();
      const orderNumber = await waitForPaymentSuccess(page);

      // 4. The job ran from Spanish: the stored language is es, and the English words (unknown to Spanish → French)
      // come out as they were, where English → French would have made them French.
      await page.getByRole('link', { name: 'Go to my translations' }).click();
      await waitForPath(page, '/home');
      await waitForOrderStatus(page, orderNumber, 'Completed', 150_000);
      const listed = await apiGet(page, '/translations');
      expect(listed.body.find((item: { id: number }) => item.id === quote.translationId)).toMatchObject({ orderNumber });
      expect(storedSourceLanguage(product.varDir, quote.translationId)).toBe('es');
      const { bytes } = await downloadOrder(page, orderNumber);
      const words = wordsOf((await pdfPagesText(bytes)).join(' '));
      for (const word of ['library', 'opens', 'morning', 'borrow', 'books']) expect(words.has(word), `"${word}" kept as it was`).toBe(true);
      for (const word of ['bibliothèque', 'matin', 'livres']) expect(words.has(word), `no "${word}" (English → French)`).toBe(false);
      await onStep('home completed');
      await s.close();
    },
  );

  it(
    'asks for the language of a German document, refuses German in the spec’s tone, in English and in French',
    { timeout: 180_000 },
    async () => {
      const s = await openSession(browser, 'source-language refused', DESKTOP);
      const { page } = s;
      await page.goto('/sign-in');
      await signInWithGoogle(page, uniqueEmail('source-language-de'));

      // English: no route from German into French; the quote asks instead of refusing, and Accept waits.
      await openWizard(page);
      await chooseLanguageAndFormat(page, { language: 'French', format: 'PDF' });
      const german = await germanPdf();
      const uploaded = page.waitForResponse((res) => isApi(res, 'POST', '/translations'), { timeout: 60_000 });
      const quote = await uploadDocument(page, german);
      expect(await (await uploaded).json()).toMatchObject({ sourceLanguage: '', sourceLanguageStatus: 'needed', detectedLanguage: 'de' });
      await expect.poll(() => languageText(page)).toContain('Document language:To choose');
      await languageBlock(page)
        .getByText(
          'This document looks like German, which we cannot translate from yet. If it is in another language, please choose it below.',
          { exact: true },
        )
        .waitFor();
      expect(await page.getByRole('button', { name: 'Accept', exact: true }).isDisabled()).toBe(true);
      await settle(page);
      await s.shot('german quote asks');
      // The selector offers only languages the engine translates into French; German asked for all the same is refused.
      expect(await putSourceLanguage(page, quote.translationId, 'de')).toEqual({
        status: 400,
        body: { detail: 'We cannot translate from German to French yet.' },
      });

      // French: the same, in the user's language (the toggle saves it to the user, whose language the server answers in).
      await page.goto('/home');
      await page.getByRole('button', { name: 'FR', exact: true }).click();
      await expectTitle(page, 'Mes traductions');
      await expect.poll(async () => (await apiGet(page, '/user')).body?.user?.language, { timeout: 10_000 }).toMatchObject({ value: 'fr' });
      // The wizard keeps the German quote (this tab's session): it now speaks French, and so does the server.
      await page.goto('/create-translation');
      await expectTitle(page, 'Créer une traduction');
      await expectWizardStep(page, 'Vérifiez votre soumission');
      await expect.poll(() => languageText(page)).toContain('Langue du document :À choisir');
      const warning =
        'Ce document semble être en allemand, une langue que nous ne pouvons pas encore traduire. S’il est dans une autre langue, choisissez-la ci-dessous.';
      await languageBlock(page).getByText(warning, { exact: true }).waitFor();
      const accept = page.getByRole('button', { name: 'Accepter', exact: true });
      expect(await accept.isDisabled()).toBe(true);
      expect(await putSourceLanguage(page, quote.translationId, 'de')).toEqual({
        status: 400,
        body: { detail: 'Nous ne pouvons pas encore traduire de l’allemand vers le français.' },
      });
      await settle(page);
      await s.shot('german quote asks in french');

      // Started again in French: the languages to choose from are named in French; choosing one lets the order go on.
      await page.getByRole('button', { name: 'Annuler', exact: true }).click();
      await expectWizardStep(page, 'Langue et format');
      await page.getByRole('radiogroup', { name: 'Langue cible' }).getByRole('radio', { name: 'Français', exact: true }).check();
      await page.getByRole('radiogroup', { name: 'Format de sortie' }).getByRole('radio', { name: 'PDF', exact: true }).check();
      await page.getByRole('button', { name: 'Suivant', exact: true }).click();
      await expectWizardStep(page, 'Document');
      const again = page.waitForResponse((res) => isApi(res, 'POST', '/translations'), { timeout: 60_000 });
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.getByRole('button', { name: 'Choisir un document', exact: true }).click(),
      ]);
      await chooser.setFiles({ name: german.name, mimeType: 'application/pdf', buffer: german.bytes });
      const answer = await again;
      expect(answer.status(), await answer.text()).toBe(201);
      const frenchQuote = await answer.json();
      expect(frenchQuote).toMatchObject({ sourceLanguageStatus: 'needed', detectedLanguage: 'de' });
      expect(frenchQuote.sourceLanguages).toEqual(
        expect.arrayContaining([
          { value: 'en', label: 'Anglais' },
          { value: 'es', label: 'Espagnol' },
        ]),
      );
      await expectWizardStep(page, 'Vérifiez votre soumission');
      await expect.poll(() => languageText(page)).toContain('Langue du document :À choisir');
      await languageBlock(page).getByText(warning, { exact: true }).waitFor();
      expect(await accept.isDisabled()).toBe(true);

      // Choosing English (it is not, but the customer knows best) lets the order go on, on the same quote.
      await languageBlock(page).getByRole('combobox', { name: 'Langue du document' }).click();
      const chosen = page.waitForResponse((res) => isApi(res, 'PUT', `/translations/${frenchQuote.translationId}/source-language`));
      await page.getByRole('option', { name: 'Anglais', exact: true }).click();
      const changed = await chosen;
      expect(changed.status()).toBe(200);
      expect(await changed.json()).toMatchObject({
        translationId: frenchQuote.translationId,
        sourceLanguage: 'en',
        sourceLanguageStatus: 'given',
      });
      await expect.poll(() => languageText(page)).toBe('Langue du document :Anglais (votre choix)(modifier)');
      await expect.poll(() => accept.isEnabled()).toBe(true);
      await settle(page);
      await s.shot('english chosen in french');
      await s.close();
    },
  );
});
