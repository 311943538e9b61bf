import { fakeTranslation, FakeGoogleTranslate, startFakeGoogleTranslate } from '../../test/utils/fake-google-translate';
import { GoogleTranslateEngine } from '../engines/google/google-translate-engine';
import { GoogleGlossaries, GoogleGlossarySpec } from './google-glossaries';

/** The real @google-cloud/translate client (REST transport) keeping a glossary in a local fake of Cloud Translation. */
describe('GoogleGlossaries (real client, fake Cloud Translation server)', () => {
  let fake: FakeGoogleTranslate;
  let glossaries: GoogleGlossaries;
  let engine: GoogleTranslateEngine;
  const spec = (terms: GoogleGlossarySpec['terms']): GoogleGlossarySpec => ({ id: 'pt-org-7-en-fr', source: 'en', target: 'fr', terms });
  const calls = (method: string, pattern: RegExp) => fake.requests.filter((r) => r.method === method && pattern.test(r.path)).length;

  beforeEach(async () => {
    fake = await startFakeGoogleTranslate({ apiKey: 'test-key' });
    const options = { projectId: 'pt-test', apiEndpoint: fake.url, apiKey: 'test-key', retryDelayMs: 10 };
    glossaries = new GoogleGlossaries(options);
    engine = new GoogleTranslateEngine(options);
  });
  afterEach(async () => {
    await glossaries.close();
    await engine.close();
    await fake.close();
  });

  it('creates the glossary with its entries, then translates through it (glossaryConfig, ignoreCase)', async () => {
    const translator = glossaries.translator(engine, spec([{ source: 'Acme Cloud', target: 'Acme Nuage' }]));
    const out = await translator.translateBatch(['We sell acme cloud.', '', 'Nothing here.'], 'en', 'fr');
    expect(out).toEqual([fakeTranslation('We sell Acme Nuage.', 'fr'), '', fakeTranslation('Nothing here.', 'fr')]);
    const stored = fake.glossaries.get('projects/pt-test/locations/us-central1/glossaries/pt-org-7-en-fr')!;
    expect(stored.languagePair).toEqual({ sourceLanguageCode: 'en', targetLanguageCode: 'fr' });
    expect([...stored.entries.values()].map((e) => [e.termsPair.sourceTerm.text, e.termsPair.targetTerm.text])).toEqual([
      ['Acme Cloud', 'Acme Nuage'],
    ]);
    const request = fake.requests.find((r) => r.path.endsWith(':translateText'))!;
    expect(request.body.glossaryConfig).toEqual({
      glossary: 'projects/pt-test/locations/us-central1/glossaries/pt-org-7-en-fr',
      ignoreCase: true,
    });
  });

  it('brings an existing glossary up to date (adds, changes, removes entries) and skips the sync when nothing changed', async () => {
    await glossaries.ensure(
      spec([
        { source: 'harbour', target: 'havre' },
        { source: 'quay', target: 'quai' },
      ]),
    );
    const creates = calls('POST', /\/glossaries$/);
    await glossaries.ensure(
      spec([
        { source: 'harbour', target: 'havre' },
        { source: 'quay', target: 'quai' },
      ]),
    );
    expect(calls('GET', /\/glossaryEntries$/)).toBe(1);

    // A new process (no memory of it): the glossary exists, only its entries change.
    const other = new GoogleGlossaries({ projectId: 'pt-test', apiEndpoint: fake.url, apiKey: 'test-key' });
    await other.ensure(
      spec([
        { source: 'harbour', target: 'port' },
        { source: 'mill', target: 'moulin' },
      ]),
    );
    await other.close();
    expect(calls('POST', /\/glossaries$/)).toBe(creates);
    expect(calls('PATCH', /\/glossaryEntries\//)).toBe(1);
    expect(calls('DELETE', /\/glossaryEntries\//)).toBe(1);
    const stored = fake.glossaries.get('projects/pt-test/locations/us-central1/glossaries/pt-org-7-en-fr')!;
    expect([...stored.entries.values()].map((e) => `${e.termsPair.sourceTerm.text}=${e.termsPair.targetTerm.text}`).sort()).toEqual([
      'harbour=port',
      'mill=moulin',
    ]);
  });

  it('takes a glossary another process created meanwhile (ALREADY_EXISTS) and fills it', async () => {
    const other = new GoogleGlossaries({ projectId: 'pt-test', apiEndpoint: fake.url, apiKey: 'test-key' });
    await other.ensure(spec([]));
    await other.close();
    // Here the glossary looks absent (an injected NOT_FOUND): the create is refused with ALREADY_EXISTS, and the sync goes on.
    fake.failNext(404);
    await glossaries.ensure(spec([{ source: 'quay', target: 'quai' }]));
    expect(calls('POST', /\/glossaries$/)).toBe(2);
    const stored = fake.glossaries.get('projects/pt-test/locations/us-central1/glossaries/pt-org-7-en-fr')!;
    expect([...stored.entries.values()].map((e) => e.termsPair.targetTerm.text)).toEqual(['quai']);
  });

  it("leaves other pairs to the engine, and reports Google's refusals as engine errors", async () => {
    const translator = glossaries.translator(engine, spec([{ source: 'harbour', target: 'havre' }]));
    expect(await translator.translateBatch(['harbour'], 'fr', 'en')).toEqual([fakeTranslation('harbour', 'en')]);
    fake.failNext(403);
    await expect(translator.translateBatch(['harbour'], 'en', 'fr')).rejects.toMatchObject({
      name: 'TranslationEngineError',
      kind: 'permanent',
    });
  });
});
