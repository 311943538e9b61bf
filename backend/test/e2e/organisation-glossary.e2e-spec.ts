/* eslint-disable max-lines -- the glossary's calls and the translations that apply it share one organisation, manager and app set up here. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { PdfTextExtractor } from '@pt/document';
import { MailService } from '../../src/mail/mail.service';
import { GlossaryEntry } from '../../src/organisations/glossary/entities/glossary-entry.entity';
import { GLOSSARY_MAX_ENTRIES } from '../../src/organisations/glossary/glossary-csv.util';
import { Translation } from '../../src/translations/entities/translation.entity';
import { TranslationPipelineService } from '../../src/translations/jobs/translation-pipeline.service';
import { prosePdf } from '../../../document/test/utils/pdf-factory';
import { FakeGoogleTranslate, startFakeGoogleTranslate } from '../../../document/test/utils/fake-google-translate';
import { API, bearer } from '../utils/accounts';
import { createManagedOrganization, createManager, TestManager } from '../utils/account-managers';
import { readOutbox } from '../utils/mail-outbox';
import { confirmSandbox, createPayment, customer, translationsQueue } from '../utils/payments';
import { createTestApp, TestApp } from '../utils/test-app';
import { downloadTranslation, targetLanguageId, uploadPdf } from '../utils/translations';

// Organisation glossaries (issue 2.4): the account manager's calls, and a translation ordered (sandbox payment) by a
// user of the organisation, run through the real pipeline (Apertium), whose output uses the organisation's terms.
jest.setTimeout(90_000);

/**
 * A user of the organisation uploads an English PDF, pays with the sandbox card, and the pipeline runs (no worker);
 * answers the stored row, the delivered PDF's text and the delivery e-mail.
 */
async function orderAndTranslate(t: TestApp, workDir: string, organization: number) {
  const member = await customer(t, { organization: { id: organization } as never });
  const pdf = await prosePdf({ pages: 2, language: 'en' });
  const upload = await uploadPdf(t, member.token, {
    userId: member.user.id,
    targetLanguageId: await targetLanguageId(t, 'fr'),
    bytes: pdf.bytes,
    filename: 'harbour.pdf',
  }).expect(201);
  const id = upload.body.translationId as number;
  const { stripePayment } = (await createPayment(t, member.token, id).expect(201)).body;
  await confirmSandbox(t, member.token, stripePayment.clientSecret).expect(200);
  expect(await t.app.get(TranslationPipelineService).run(id)).toBe('completed');
  const row = await t.app.get(MikroORM).em.fork().findOneOrFail(Translation, { id });
  const path = join(workDir, `out-${id}.pdf`);
  writeFileSync(path, (await downloadTranslation(t, member.token, id)).bytes);
  const extraction = await t.app.get(PdfTextExtractor).extract(path);
  const text = extraction.pages.flatMap((p) => p.items.map((i) => i.text)).join(' ');
  const mails = (await readOutbox(t.app.get(MailService).outboxDir!)).filter((m) =>
    JSON.stringify(m.to).toLowerCase().includes(member.user.email.toLowerCase()),
  );
  return { row, text, mail: mails.map((m) => m.text ?? '').join('\n') };
}

describe('organisation glossaries', () => {
  let t: TestApp;
  let manager: TestManager;
  let otherManager: TestManager;
  let organizationId: number;
  let otherOrganizationId: number;
  let workDir: string;

  beforeAll(async () => {
    // No worker: the test runs the paid translation's pipeline itself.
    t = await createTestApp({ WORKERS_ENABLED: 'false', RATE_LIMIT_REQUESTS: '1000' });
    manager = await createManager(t);
    otherManager = await createManager(t, { language: 'fr' });
    organizationId = (await createManagedOrganization(t, manager.accountManagerId, { label: 'Glossary owner' })).id;
    otherOrganizationId = (await createManagedOrganization(t, otherManager.accountManagerId, { label: 'Glossary other' })).id;
    workDir = mkdtempSync(join(tmpdir(), 'pt-glossary-e2e-'));
  });
  afterAll(async () => {
    await translationsQueue(t)?.obliterate({ force: true });
    await t?.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  const glossary = (id: number) => `${API}/admin/organizations/${id}/glossary`;
  const entriesOf = (id: number) =>
    t.app
      .get(MikroORM)
      .em.fork()
      .find(GlossaryEntry, { organization: id }, { orderBy: { id: 'asc' } });
  const clear = (id: number) => t.app.get(MikroORM).em.fork().nativeDelete(GlossaryEntry, { organization: id });

  describe('the account manager keeps the glossary', () => {
    beforeEach(() => clear(organizationId));

    it('adds, lists, changes and removes terms', async () => {
      const created = await t
        .http()
        .post(`${glossary(organizationId)}/entries`)
        .set(bearer(manager.token))
        .send({ sourceLanguage: 'EN', targetLanguage: 'fr', sourceTerm: '  Acme Cloud ', targetTerm: 'Acme Nuage' })
        .expect(201);
      expect(created.body).toMatchObject({
        organizationId,
        sourceLanguage: 'en',
        targetLanguage: 'fr',
        sourceTerm: 'Acme Cloud',
        targetTerm: 'Acme Nuage',
      });
      const id = created.body.id as number;

      const list = await t.http().get(glossary(organizationId)).set(bearer(manager.token)).expect(200);
      expect(list.body).toMatchObject({ total: 1, maxEntries: GLOSSARY_MAX_ENTRIES, items: [{ id, sourceTerm: 'Acme Cloud' }] });

      await t
        .http()
        .put(`${glossary(organizationId)}/entries/${id}`)
        .set(bearer(manager.token))
        .send({ sourceLanguage: 'en', targetLanguage: 'fr', sourceTerm: 'Acme Cloud', targetTerm: 'Nuage Acme' })
        .expect(200);
      expect((await entriesOf(organizationId)).map((e) => e.targetTerm)).toEqual(['Nuage Acme']);

      await t
        .http()
        .delete(`${glossary(organizationId)}/entries/${id}`)
        .set(bearer(manager.token))
        .expect(204);
      expect(await entriesOf(organizationId)).toEqual([]);
      const gone = await t
        .http()
        .delete(`${glossary(organizationId)}/entries/${id}`)
        .set(bearer(manager.token))
        .expect(404);
      expect(gone.body.detail).toBe('This glossary entry does not exist.');
    });

    it('refuses a bad entry with a clear message: languages, empty or long terms, a duplicate without case', async () => {
      const post = (body: Record<string, unknown>) =>
        t
          .http()
          .post(`${glossary(organizationId)}/entries`)
          .set(bearer(manager.token))
          .send(body);
      const base = { sourceLanguage: 'en', targetLanguage: 'fr', sourceTerm: 'harbour', targetTerm: 'havre' };
      await post(base).expect(201);
      expect((await post({ ...base, sourceTerm: 'HARBOUR' }).expect(400)).body.detail).toBe(
        '"HARBOUR" is already in the glossary for en → fr.',
      );
      expect((await post({ ...base, sourceLanguage: 'english' }).expect(400)).body.detail).toBe(
        'sourceLanguage must be a two-letter language code, such as en or fr',
      );
      expect((await post({ ...base, targetLanguage: 'en' }).expect(400)).body.detail).toBe('The source and target languages must differ.');
      expect((await post({ ...base, targetTerm: '   ' }).expect(400)).body.detail).toBe('targetTerm is required');
      expect((await post({ ...base, sourceTerm: 'x'.repeat(201) }).expect(400)).body.detail).toBe(
        'sourceTerm must be at most 200 characters',
      );
      // The same source term in another pair is another entry.
      await post({ ...base, targetLanguage: 'es', targetTerm: 'puerto' }).expect(201);
    });

    it('imports a CSV (adding new terms, updating known ones) and exports what it reads back', async () => {
      await t
        .http()
        .post(`${glossary(organizationId)}/entries`)
        .set(bearer(manager.token))
        .send({ sourceLanguage: 'en', targetLanguage: 'fr', sourceTerm: 'harbour', targetTerm: 'havre' });
      const csv =
        'source_language,target_language,source_term,target_term\r\nen,fr,Harbour,Port-Royal\r\nen,fr,"town council","conseil, municipal"\r\nfr,en,courriel,email\r\n';
      const imported = await t
        .http()
        .post(`${glossary(organizationId)}/import`)
        .set(bearer(manager.token))
        .send({ csv })
        .expect(200);
      expect(imported.body).toEqual({ added: 2, updated: 1, total: 3 });
      const exported = await t
        .http()
        .get(`${glossary(organizationId)}/export.csv`)
        .set(bearer(manager.token))
        .expect(200);
      expect(exported.headers['content-type']).toMatch(/^text\/csv/);
      expect(exported.text).toBe(
        'source_language,target_language,source_term,target_term\r\nen,fr,Harbour,Port-Royal\r\nen,fr,town council,"conseil, municipal"\r\nfr,en,courriel,email\r\n',
      );
      // Reading back the export changes nothing; replace makes the glossary the file.
      expect(
        (
          await t
            .http()
            .post(`${glossary(organizationId)}/import`)
            .set(bearer(manager.token))
            .send({ csv: exported.text })
            .expect(200)
        ).body,
      ).toEqual({ added: 0, updated: 0, total: 3 });
      expect(
        (
          await t
            .http()
            .post(`${glossary(organizationId)}/import`)
            .set(bearer(manager.token))
            .send({ csv: 'en,fr,quay,quai\n', replace: true })
            .expect(200)
        ).body,
      ).toEqual({ added: 1, updated: 0, total: 1 });
    });

    it("refuses a CSV with bad rows, naming each row and why (in the manager's language), and imports nothing", async () => {
      const csv =
        'source_language,target_language,source_term,target_term\nen,fr,good,bon\nen,fr,missing\nxx1,fr,a,b\nen,fr,,b\nen,fr,GOOD,encore\n';
      const en = await t
        .http()
        .post(`${glossary(organizationId)}/import`)
        .set(bearer(manager.token))
        .send({ csv })
        .expect(400);
      expect(en.body).toEqual({
        detail: 'The CSV file has 4 bad rows; nothing was imported.',
        errors: [
          { row: 3, reason: 'expected 4 columns (source_language, target_language, source_term, target_term), found 3' },
          { row: 4, reason: '"xx1" is not a two-letter language code' },
          { row: 5, reason: 'the source term is empty' },
          { row: 6, reason: '"GOOD" already appears on row 2' },
        ],
      });
      expect(await entriesOf(organizationId)).toEqual([]);
      const fr = await t
        .http()
        .post(`${glossary(otherOrganizationId)}/import`)
        .set(bearer(otherManager.token))
        .send({ csv: 'en,en,a,b\n' })
        .expect(400);
      expect(fr.body).toEqual({
        detail: "Le fichier CSV contient 1 lignes erronées; rien n'a été importé.",
        errors: [{ row: 1, reason: 'les langues source et cible sont identiques' }],
      });
      expect(
        (
          await t
            .http()
            .post(`${glossary(organizationId)}/import`)
            .set(bearer(manager.token))
            .send({ csv: '\n\n' })
            .expect(400)
        ).body.detail,
      ).toBe('The CSV file has no entries.');
    });

    it(`holds at most ${GLOSSARY_MAX_ENTRIES} entries`, async () => {
      const rows = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `en,fr,${prefix}${i},t${i}`).join('\n');
      const full = await t
        .http()
        .post(`${glossary(organizationId)}/import`)
        .set(bearer(manager.token))
        .send({ csv: rows(GLOSSARY_MAX_ENTRIES, 'term') })
        .expect(200);
      expect(full.body.total).toBe(GLOSSARY_MAX_ENTRIES);
      const one = await t
        .http()
        .post(`${glossary(organizationId)}/entries`)
        .set(bearer(manager.token))
        .send({ sourceLanguage: 'en', targetLanguage: 'fr', sourceTerm: 'more', targetTerm: 'plus' });
      expect(one.status).toBe(400);
      expect(one.body.detail).toBe(
        `A glossary holds at most ${GLOSSARY_MAX_ENTRIES} entries; this would make ${GLOSSARY_MAX_ENTRIES + 1}.`,
      );
      // Updating known terms is fine; one new term on top is not, and nothing of that file is kept.
      await t
        .http()
        .post(`${glossary(organizationId)}/import`)
        .set(bearer(manager.token))
        .send({ csv: 'en,fr,term0,changed\n' })
        .expect(200);
      const over = await t
        .http()
        .post(`${glossary(organizationId)}/import`)
        .set(bearer(manager.token))
        .send({ csv: 'en,fr,term1,changed\nen,fr,new,nouveau\n' })
        .expect(400);
      expect(over.body.detail).toBe(
        `A glossary holds at most ${GLOSSARY_MAX_ENTRIES} entries; this would make ${GLOSSARY_MAX_ENTRIES + 1}.`,
      );
      const entries = await entriesOf(organizationId);
      expect(entries).toHaveLength(GLOSSARY_MAX_ENTRIES);
      expect(entries.find((e) => e.sourceTerm === 'term1')?.targetTerm).toBe('t1');
      const tooMany = await t
        .http()
        .post(`${glossary(organizationId)}/import`)
        .set(bearer(manager.token))
        .send({ csv: rows(GLOSSARY_MAX_ENTRIES + 1, 'x'), replace: true })
        .expect(400);
      expect(tooMany.body.detail).toBe(
        `A glossary holds at most ${GLOSSARY_MAX_ENTRIES} entries; this would make ${GLOSSARY_MAX_ENTRIES + 1}.`,
      );
    });

    it("is not another manager's (404) nor a customer's (403)", async () => {
      await t
        .http()
        .post(`${glossary(organizationId)}/import`)
        .set(bearer(manager.token))
        .send({ csv: 'en,fr,secret,secret-fr\n' })
        .expect(200);
      const [entry] = await entriesOf(organizationId);
      for (const req of [
        t.http().get(glossary(organizationId)),
        t.http().get(`${glossary(organizationId)}/export.csv`),
        t
          .http()
          .post(`${glossary(organizationId)}/entries`)
          .send({ sourceLanguage: 'en', targetLanguage: 'fr', sourceTerm: 'a', targetTerm: 'b' }),
        t
          .http()
          .put(`${glossary(organizationId)}/entries/${entry.id}`)
          .send({ sourceLanguage: 'en', targetLanguage: 'fr', sourceTerm: 'a', targetTerm: 'b' }),
        t.http().delete(`${glossary(organizationId)}/entries/${entry.id}`),
        t
          .http()
          .post(`${glossary(organizationId)}/import`)
          .send({ csv: 'en,fr,a,b\n' }),
      ]) {
        const res = await req.set(bearer(otherManager.token));
        expect(res.status).toBe(404);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(typeof res.body.detail).toBe('string');
        expect(res.text).not.toContain('secret');
      }
      // An entry of one organisation is not reachable through another's path, even the caller's own.
      const ownPath = await t
        .http()
        .delete(`${glossary(otherOrganizationId)}/entries/${entry.id}`)
        .set(bearer(otherManager.token));
      expect(ownPath.status).toBe(404);
      const member = await customer(t, { organization: { id: organizationId } as never });
      expect((await t.http().get(glossary(organizationId)).set(bearer(member.token))).status).toBe(403);
      expect((await entriesOf(organizationId)).map((e) => e.sourceTerm)).toEqual(['secret']);
    });
  });

  describe('translations ordered by users of the organisation apply it', () => {
    beforeAll(async () => {
      await clear(organizationId);
      // Case-insensitive whole words, longest first: "town council" wins over "council"; "harbours" is not "harbour".
      const csv =
        'source_language,target_language,source_term,target_term\nen,fr,HARBOUR,Havre-Glossaire\nen,fr,town council,Conseil-Glossaire\nen,fr,council,Mauvais-Choix\nen,fr,cookbook,Livre-Glossaire\nfr,en,port,unused\n';
      await t
        .http()
        .post(`${glossary(organizationId)}/import`)
        .set(bearer(manager.token))
        .send({ csv })
        .expect(200);
    });

    it('puts the target terms in the output and says how many were applied', async () => {
      const { row, text, mail } = await orderAndTranslate(t, workDir, organizationId);
      const squeezed = text.replace(/\s+/g, ' ');
      expect(squeezed).toContain('Havre-Glossaire');
      expect(squeezed).toContain('Conseil-Glossaire');
      expect(squeezed).toContain('Livre-Glossaire');
      expect(squeezed).not.toContain('Mauvais-Choix');
      // prosePdf's two pages each hold the six paragraphs ("harbour", "town council" and "cookbook" once each), and
      // their italic lines the start of the first and second: "The harbour was…", "Every spring the town council…".
      expect(row.outputNotes?.glossaryTerms).toBe(8);
      expect(mail).toContain('Your organisation’s glossary was applied to 8 terms.');
    });

    it('leaves a user of another organisation unaffected', async () => {
      const { row, text, mail } = await orderAndTranslate(t, workDir, otherOrganizationId);
      expect(text).not.toMatch(/Glossaire/);
      expect(row.outputNotes?.glossaryTerms ?? 0).toBe(0);
      expect(mail).not.toContain('glossary');
    });
  });
});

describe('organisation glossaries with Google Cloud Translation (fake server)', () => {
  let t: TestApp;
  let fake: FakeGoogleTranslate;
  let workDir: string;
  let organizationId: number;
  let otherOrganizationId: number;

  beforeAll(async () => {
    fake = await startFakeGoogleTranslate({ apiKey: 'glossary-key' });
    t = await createTestApp({
      WORKERS_ENABLED: 'false',
      RATE_LIMIT_REQUESTS: '1000',
      MT_ENGINE: 'google',
      GOOGLE_TRANSLATE_PROJECT_ID: 'pt-e2e',
      GOOGLE_TRANSLATE_API_ENDPOINT: fake.url,
      GOOGLE_TRANSLATE_API_KEY: 'glossary-key',
    });
    const manager = await createManager(t);
    organizationId = (await createManagedOrganization(t, manager.accountManagerId, { label: 'Google glossary owner' })).id;
    otherOrganizationId = (await createManagedOrganization(t, manager.accountManagerId, { label: 'Google glossary other' })).id;
    await t
      .http()
      .post(`${API}/admin/organizations/${organizationId}/glossary/import`)
      .set(bearer(manager.token))
      .send({ csv: 'en,fr,harbour,Havre-Glossaire\nen,fr,town council,Conseil-Glossaire\n' })
      .expect(200);
    workDir = mkdtempSync(join(tmpdir(), 'pt-glossary-google-e2e-'));
  });
  afterAll(async () => {
    await translationsQueue(t)?.obliterate({ force: true });
    await t?.close();
    await fake?.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it("creates the organisation's glossary through the API and translates with it; another organisation's user goes without", async () => {
    const { row, text } = await orderAndTranslate(t, workDir, organizationId);
    const name = `projects/pt-e2e/locations/us-central1/glossaries/pt-org-${organizationId}-en-fr`;
    const glossary = fake.glossaries.get(name)!;
    expect([...glossary.entries.values()].map((e) => `${e.termsPair.sourceTerm.text}=${e.termsPair.targetTerm.text}`).sort()).toEqual([
      'harbour=Havre-Glossaire',
      'town council=Conseil-Glossaire',
    ]);
    const translate = fake.requests.filter((r) => r.path.endsWith(':translateText'));
    expect(translate.length).toBeGreaterThan(0);
    expect(translate.every((r) => r.body.glossaryConfig?.glossary === name && r.body.glossaryConfig?.ignoreCase === true)).toBe(true);
    expect(text).toContain('Havre-Glossaire');
    expect(text).toContain('Conseil-Glossaire');
    expect(row.outputNotes?.glossaryTerms).toBe(6);

    fake.requests.length = 0;
    const other = await orderAndTranslate(t, workDir, otherOrganizationId);
    expect(fake.requests.filter((r) => r.path.endsWith(':translateText')).every((r) => r.body.glossaryConfig === undefined)).toBe(true);
    expect(other.text).not.toContain('Glossaire');
    expect(other.row.outputNotes?.glossaryTerms ?? 0).toBe(0);
  });
});
