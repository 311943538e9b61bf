import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLanguageDetector, createLocalesBackend } from './i18n-plugins';

describe('createLanguageDetector', () => {
  const detector = createLanguageDetector({ queryParam: 'lng', cookie: 'test-lang', cookieMaxAgeSeconds: 60 });
  afterEach(() => {
    document.cookie = 'test-lang=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    window.history.replaceState(null, '', '/');
  });

  it('finds nothing without a query parameter or cookie (i18next then uses its fallback)', () => {
    expect(detector.detect()).toBeUndefined();
  });

  it('lists the query parameter before the cookie', () => {
    document.cookie = 'test-lang=en; path=/';
    window.history.replaceState(null, '', '/help?x=1&lng=fr');
    expect(detector.detect()).toEqual(['fr', 'en']);
  });

  it('writes the cookie for a language, never for cimode', () => {
    detector.cacheUserLanguage?.('fr');
    expect(document.cookie).toContain('test-lang=fr');
    detector.cacheUserLanguage?.('cimode');
    expect(document.cookie).toContain('test-lang=fr');
  });
});

describe('createLocalesBackend', () => {
  const backend = createLocalesBackend('/locales/{{lng}}/{{ns}}.json');
  const read = (language: string) =>
    new Promise<[Error | null, unknown]>((resolve) =>
      backend.read(language, 'translation', (error, data) => resolve([(error as Error | null) ?? null, data])),
    );
  afterEach(() => vi.unstubAllGlobals());

  it('fetches the file of the language and namespace', async () => {
    const fetch = vi.fn(() => Promise.resolve(Response.json({ hello: 'Bonjour' })));
    vi.stubGlobal('fetch', fetch);
    expect(await read('fr')).toEqual([null, { hello: 'Bonjour' }]);
    expect(fetch).toHaveBeenCalledWith('/locales/fr/translation.json');
  });

  it('asks i18next to retry network failures and server errors, not a missing file', async () => {
    const retried = (status: number) =>
      new Promise<boolean | null | undefined>((resolve) => {
        vi.stubGlobal('fetch', () => Promise.resolve(new Response('', { status })));
        backend.read('fr', 'translation', (_error, retry) => resolve(retry as boolean));
      });
    expect(await retried(503)).toBe(true);
    expect(await retried(404)).toBe(false);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const [error, retry] = await read('fr');
    expect(error?.message).toBe('Failed to fetch');
    expect(retry).toBe(true);
  });
});
