import { fakeTranslation, FakeGoogleTranslate, startFakeGoogleTranslate } from '../../../test/utils/fake-google-translate';
import { TranslationEngineError, UnsupportedLanguagePairError } from '../translation-engine';
import { GoogleTranslateEngine, GoogleTranslateEngineOptions } from './google-translate-engine';

/** The real @google-cloud/translate client (REST transport) against a local server speaking its protocol. */
describe('GoogleTranslateEngine (real client, fake Cloud Translation server)', () => {
  let fake: FakeGoogleTranslate;
  const engines: GoogleTranslateEngine[] = [];
  const engine = (options: Partial<GoogleTranslateEngineOptions> = {}) => {
    const e = new GoogleTranslateEngine({ projectId: 'pt-test', apiEndpoint: fake.url, apiKey: 'test-key', retryDelayMs: 10, ...options });
    engines.push(e);
    return e;
  };
  const translateRequests = () => fake.requests.filter((r) => r.path.endsWith(':translateText'));

  beforeEach(async () => {
    fake = await startFakeGoogleTranslate({ apiKey: 'test-key' });
  });
  afterEach(async () => {
    await Promise.all(engines.splice(0).map((e) => e.close()));
    await fake.close();
  });

  it('sends translateText requests of the documented shape and answers in order', async () => {
    const out = await engine().translateBatch(['Hello.', '', 'The cat ⟦0⟧ is black.', '  '], 'en', 'fr');
    expect(out).toEqual([fakeTranslation('Hello.', 'fr'), '', fakeTranslation('The cat ⟦0⟧ is black.', 'fr'), '  ']);
    const [request] = translateRequests();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v3/projects/pt-test/locations/global:translateText');
    expect(request.headers['x-goog-api-key']).toBe('test-key');
    expect(request.body).toMatchObject({
      contents: ['Hello.', 'The cat ⟦0⟧ is black.'],
      mimeType: 'text/plain',
      sourceLanguageCode: 'en',
      targetLanguageCode: 'fr',
    });
  });

  it('splits large batches within the API limits and keeps the order', async () => {
    const segments = Array.from({ length: 2500 }, (_, i) => `Segment ${i} ${'x'.repeat(i % 50)}`);
    const long = `${'A fairly long sentence. '.repeat(2000)}End.`; // 48k code points: cut in pieces
    segments.splice(1000, 0, long);
    const out = await engine().translateBatch(segments, 'en', 'es');
    expect(out).toHaveLength(segments.length);
    out.forEach((o, i) => {
      if (i !== 1000) expect(o).toBe(fakeTranslation(segments[i], 'es'));
    });
    expect(out[1000].startsWith('[es] A fairly long sentence.')).toBe(true);
    expect(out[1000].endsWith('End.')).toBe(true);
    const requests = translateRequests();
    expect(requests.length).toBeGreaterThanOrEqual(4);
    for (const r of requests) {
      expect(r.body.contents.length).toBeLessThanOrEqual(1024);
      expect(r.body.contents.reduce((n: number, c: string) => n + [...c].length, 0)).toBeLessThanOrEqual(30_000);
    }
  });

  it('lists supported languages once (cached) and derives pairs and targets', async () => {
    const e = engine();
    expect(await e.targetLanguages()).toEqual(['de', 'en', 'es', 'fr', 'it', 'pt', 'zh']);
    expect(await e.canTranslate('en', 'fr')).toBe(true);
    expect(await e.canTranslate('fr', 'fr')).toBe(false);
    expect(await e.canTranslate('en', 'ja')).toBe(false);
    expect(await e.pairs()).toContainEqual({ source: 'en', target: 'zh' });
    const languageRequests = fake.requests.filter((r) => r.path.endsWith('/supportedLanguages'));
    expect(languageRequests).toHaveLength(1);
    expect(languageRequests[0].method).toBe('GET');
    expect(languageRequests[0].path).toBe('/v3/projects/pt-test/locations/global/supportedLanguages');

    // 'zh' is sent as Google's 'zh-CN'; an unsupported pair is refused before any request.
    expect(await e.translateBatch(['Hi'], 'en', 'zh')).toEqual([fakeTranslation('Hi', 'zh-CN')]);
    await expect(e.translateBatch(['Hi'], 'en', 'ja')).rejects.toBeInstanceOf(UnsupportedLanguagePairError);
  });

  it('classifies errors: 403 permanent, 429 and 5xx transient (after retries)', async () => {
    const e = engine({ retries: 2 });
    await e.targetLanguages();

    fake.failNext(403);
    const denied = (await e.translateBatch(['Hi'], 'en', 'fr').catch((err: unknown) => err)) as TranslationEngineError;
    expect(denied).toBeInstanceOf(TranslationEngineError);
    expect(denied.kind).toBe('permanent');
    expect(denied.message).toMatch(/403/);

    fake.failNext(429, 3);
    const limited = (await e.translateBatch(['Hi'], 'en', 'fr').catch((err: unknown) => err)) as TranslationEngineError;
    expect(limited.kind).toBe('transient');
    expect(limited.transient).toBe(true);

    fake.failNext(503, 3);
    expect(((await e.translateBatch(['Hi'], 'en', 'fr').catch((err: unknown) => err)) as TranslationEngineError).kind).toBe('transient');

    // Transient failures fewer than the retries are absorbed.
    fake.failNext(500, 2);
    expect(await e.translateBatch(['Hi'], 'en', 'fr')).toEqual([fakeTranslation('Hi', 'fr')]);
  });

  it('refuses a wrong API key as permanent', async () => {
    const error = (await engine({ apiKey: 'wrong' })
      .translateBatch(['Hi'], 'en', 'fr')
      .catch((err: unknown) => err)) as TranslationEngineError;
    expect(error).toBeInstanceOf(TranslationEngineError);
    expect(error.kind).toBe('permanent');
  });

  it('reports a server that does not answer in time as transient', async () => {
    const e = engine({ timeoutMs: 300, retries: 0 });
    await e.targetLanguages();
    fake.setDelay(2000);
    const error = (await e.translateBatch(['Hi'], 'en', 'fr').catch((err: unknown) => err)) as TranslationEngineError;
    expect(error.kind).toBe('transient');
  });
});
