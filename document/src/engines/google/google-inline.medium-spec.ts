import { FakeGoogleTranslate, startFakeGoogleTranslate } from '../../../test/utils/fake-google-translate';
import { GoogleTranslateEngine } from './google-translate-engine';

/** Inline style marks through the real client and a local server speaking Cloud Translation's protocol. */
describe('GoogleTranslateEngine inline style marks (real client, fake server)', () => {
  let fake: FakeGoogleTranslate;
  let engine: GoogleTranslateEngine;

  beforeEach(async () => {
    fake = await startFakeGoogleTranslate({ apiKey: 'test-key' });
    engine = new GoogleTranslateEngine({ projectId: 'pt-test', apiEndpoint: fake.url, apiKey: 'test-key', retryDelayMs: 10 });
  });
  afterEach(async () => {
    await engine.close();
    await fake.close();
  });

  it('sends a batch with marks as text/html spans and gives the marks back', async () => {
    const out = await engine.translateBatch(['The ⟦b⟧big⟦/b⟧ dog & cat.', 'Plain ⟦0⟧.'], 'en', 'fr');
    expect(out).toEqual(['[fr] The ⟦b⟧big⟦/b⟧ dog & cat.', '[fr] Plain ⟦0⟧.']);
    const request = fake.requests.find((r) => r.path.endsWith(':translateText'))!;
    expect(request.body).toMatchObject({
      mimeType: 'text/html',
      contents: ['The <span class="pt-b">big</span> dog &amp; cat.', 'Plain ⟦0⟧.'],
    });
  });

  it('keeps plain text batches as text/plain', async () => {
    await engine.translateBatch(['A & B.'], 'en', 'fr');
    expect(fake.requests.find((r) => r.path.endsWith(':translateText'))!.body).toMatchObject({
      mimeType: 'text/plain',
      contents: ['A & B.'],
    });
  });
});
