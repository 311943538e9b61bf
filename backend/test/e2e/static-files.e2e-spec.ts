import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { IMMUTABLE_CACHE } from '../../src/common/frontend-static';
import { createTestApp, TestApp } from '../utils/test-app';

const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};\n`;
const INDEX =
  '<!doctype html><title>PageTranslate</title><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script>';
const LOCALE = JSON.stringify({ hello: 'Bonjour', long: 'x'.repeat(2000) });

/** A built frontend as frontend/scripts/precompress.ts leaves it: .br and .gz beside the larger text files. */
function builtFrontend(): string {
  const dist = mkdtempSync(join(tmpdir(), 'pt-static-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'locales/fr'), { recursive: true });
  const write = (path: string, content: string, precompressed: boolean) => {
    writeFileSync(join(dist, path), content);
    if (!precompressed) return;
    writeFileSync(join(dist, `${path}.br`), brotliCompressSync(content));
    writeFileSync(join(dist, `${path}.gz`), gzipSync(content));
  };
  write('index.html', INDEX, false);
  write('assets/index-abc123.js', SCRIPT, true);
  write('locales/fr/translation.json', LOCALE, true);
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

describe('static files and compression', () => {
  let t: TestApp;
  const dist = builtFrontend();

  beforeAll(async () => {
    t = await createTestApp({ FRONTEND_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers a hashed asset precompressed (brotli, else gzip) and immutable for a year', async () => {
    const br = await t.http().get('/assets/index-abc123.js').set('Accept-Encoding', 'gzip, deflate, br').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript/);
    expect(br.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    // The precompressed file's bytes went over the wire (Supertest decodes them for .text).
    expect(Number(br.headers['content-length'])).toBe(brotliCompressSync(SCRIPT).length);
    expect(br.text).toBe(SCRIPT);

    const gzip = await t.http().get('/assets/index-abc123.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(Number(gzip.headers['content-length'])).toBe(gzipSync(SCRIPT).length);
    expect(gzip.text).toBe(SCRIPT);

    const plain = await t.http().get('/assets/index-abc123.js').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(plain.text).toBe(SCRIPT);
  });

  it('revalidates index.html (the SPA fallback too) with its ETag: 304 when unchanged', async () => {
    for (const path of ['/', '/home', '/index.html']) {
      const first = await t.http().get(path).expect(200);
      expect(first.text).toBe(INDEX);
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(first.headers.etag).toBeTruthy();
      const again = await t.http().get(path).set('If-None-Match', first.headers.etag).expect(304);
      expect(again.text ?? '').toBe('');
    }
  });

  it('revalidates locale files with their ETag, per encoding', async () => {
    const first = await t.http().get('/locales/fr/translation.json').set('Accept-Encoding', 'br').expect(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.body).toEqual(JSON.parse(LOCALE));
    await t.http().get('/locales/fr/translation.json').set('Accept-Encoding', 'br').set('If-None-Match', first.headers.etag).expect(304);
    const plain = await t.http().get('/locales/fr/translation.json').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers.etag).not.toBe(first.headers.etag);
  });

  it('keeps missing assets, dot folders and paths outside the build as 404s', async () => {
    await t.http().get('/assets/missing-abc123.js').expect(404);
    await t.http().get('/.vite/manifest.json').expect(404);
    await t.http().get('/assets/..%2F..%2Fpackage.json').expect(404);
  });

  it('compresses JSON answers above 1 kB, and leaves small ones as they are', async () => {
    const large = await t.http().get('/prod/api/openapi.json').set('Accept-Encoding', 'gzip').expect(200);
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(large.body.paths['/prod/api/health']).toBeDefined();
    const small = await t.http().get('/prod/api/health').set('Accept-Encoding', 'gzip').expect(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
