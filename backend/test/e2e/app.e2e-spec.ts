import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, TestApp } from '../utils/test-app';

describe('API skeleton', () => {
  let t: TestApp;
  const frontend = mkdtempSync(join(tmpdir(), 'pt-frontend-'));

  beforeAll(async () => {
    writeFileSync(join(frontend, 'index.html'), '<!doctype html><title>PageTranslate</title><div id="root"></div>');
    mkdirSync(join(frontend, 'locales/fr'), { recursive: true });
    writeFileSync(join(frontend, 'locales/fr/translation.json'), '{"hello":"Bonjour"}');
    t = await createTestApp({ FRONTEND_DIST: frontend });
  });
  afterAll(() => t.close());

  it('answers liveness', async () => {
    const res = await t.http().get('/prod/api/health').expect(200);
    expect(res.body).toMatchObject({ status: 'ok' });
  });

  it('reports the database and Redis as ready', async () => {
    const res = await t.http().get('/prod/api/health/ready').expect(200);
    expect(res.body).toEqual({ status: 'ok', checks: { database: 'up', redis: 'up' } });
  });

  it('answers unknown API routes 404 with a JSON detail, not the SPA', async () => {
    const res = await t.http().get('/prod/api/no-such-thing').expect(404);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.body).toEqual({ detail: 'Not found: GET /prod/api/no-such-thing' });
  });

  it('answers malformed JSON with 400 and a readable detail', async () => {
    const res = await t.http().post('/prod/api/visitor').set('Content-Type', 'application/json').send('{"oops":');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: 'The request body is not valid JSON.' });
  });

  it('gives each request an id, echoing a sane client id', async () => {
    const a = await t.http().get('/prod/api/health');
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const b = await t.http().get('/prod/api/health').set('X-Request-Id', 'abc-123');
    expect(b.headers['x-request-id']).toBe('abc-123');
    const c = await t.http().get('/prod/api/health').set('X-Request-Id', 'bad id / with spaces');
    expect(c.headers['x-request-id']).not.toContain('bad');
  });

  it('serves Swagger UI and the OpenAPI document', async () => {
    const ui = await t.http().get('/prod/api/docs/').expect(200);
    expect(ui.text).toContain('swagger-ui');
    const doc = await t.http().get('/prod/api/openapi.json').expect(200);
    expect(doc.body.paths['/prod/api/health']).toBeDefined();
  });

  it('serves the frontend with SPA fallback and its locale files', async () => {
    const home = await t.http().get('/').expect(200);
    expect(home.text).toContain('<div id="root">');
    const deep = await t.http().get('/create-translation/success?order=PT-1').expect(200);
    expect(deep.text).toContain('<div id="root">');
    const locale = await t.http().get('/locales/fr/translation.json').expect(200);
    expect(locale.body).toEqual({ hello: 'Bonjour' });
    await t.http().get('/assets/missing-chunk.js').expect(404);
  });

  it('does not leak framework headers', async () => {
    const res = await t.http().get('/prod/api/health');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
