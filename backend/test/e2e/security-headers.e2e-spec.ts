import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Response } from 'supertest';
import { createTestApp, TestApp } from '../utils/test-app';

/** A built frontend in miniature: the SPA shell and one hashed asset. */
function fakeFrontend(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pt-frontend-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><title>PageTranslate</title><div id="root"></div><script type="module" src="/assets/index-abc.js"></script>',
  );
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets/index-abc.js'), 'console.log("app")');
  return dir;
}

/** Parses a Content-Security-Policy header into directive → sources. */
function csp(res: Response): Record<string, string[]> {
  const header = res.headers['content-security-policy'] as string | undefined;
  expect(header).toBeDefined();
  return Object.fromEntries(
    header!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

function expectProductHeaders(res: Response): Record<string, string[]> {
  const policy = csp(res);
  expect(policy['default-src']).toEqual(["'self'"]);
  expect(policy['script-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
  expect(policy['frame-src']).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']));
  expect(policy['frame-src'].filter((origin) => !/stripe\.com$|youtube-nocookie\.com$|player\.vimeo\.com$/.test(origin))).toEqual([]);
  expect(policy['connect-src']).toEqual(expect.arrayContaining(["'self'", 'https://api.stripe.com']));
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-powered-by']).toBeUndefined();
  return policy;
}

describe('security headers outside production', () => {
  let t: TestApp;
  const frontend = fakeFrontend();

  beforeAll(async () => {
    t = await createTestApp({ FRONTEND_DIST: frontend });
  });
  afterAll(async () => {
    await t.close();
    rmSync(frontend, { recursive: true, force: true });
  });

  it('are on API answers, errors included, without HSTS', async () => {
    for (const res of [await t.http().get('/prod/api/health').expect(200), await t.http().get('/prod/api/no-such-route').expect(404)]) {
      expectProductHeaders(res);
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('are on the SPA shell (index.html and deep links) and on static assets', async () => {
    const shell = await t.http().get('/').expect(200);
    expect(shell.text).toContain('<div id="root">');
    const deep = await t.http().get('/create-translation/success?order=PT-1').expect(200);
    const asset = await t.http().get('/assets/index-abc.js').expect(200);
    expect(asset.text).toContain('console.log');
    for (const res of [shell, deep, asset]) {
      const policy = expectProductHeaders(res);
      // Served over http here: no forced upgrade, no HSTS.
      expect(policy['upgrade-insecure-requests']).toBeUndefined();
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('serves Swagger UI by default, under the same policy', async () => {
    const ui = await t.http().get('/prod/api/docs/').expect(200);
    expect(ui.text).toContain('swagger-ui');
    expectProductHeaders(ui);
    await t.http().get('/prod/api/openapi.json').expect(200);
  });

  it("keeps the development sign-in page's own, stricter policy", async () => {
    const page = await t.http().get('/prod/api/dev-oidc/interaction/expired-uid').expect(400);
    expect(csp(page)['default-src']).toEqual(["'none'"]);
    expect(csp(page)['frame-ancestors']).toEqual(["'none'"]);
    expect(page.headers['x-frame-options']).toBe('DENY');
  });
});

describe('security headers and API documentation in production', () => {
  let t: TestApp;
  const frontend = fakeFrontend();
  const production = {
    NODE_ENV: 'production',
    DEV_FEATURES: 'false',
    PUBLIC_URL: 'https://translate.example.com',
    // Required in production; no test here sends mail.
    SMTP_URL: 'smtp://127.0.0.1:1',
    FRONTEND_DIST: frontend,
  };

  beforeAll(async () => {
    t = await createTestApp(production);
  });
  afterAll(async () => {
    await t.close();
    rmSync(frontend, { recursive: true, force: true });
  });

  it('add HSTS and the https upgrade to API answers, the SPA shell and assets', async () => {
    for (const path of ['/prod/api/health', '/', '/assets/index-abc.js']) {
      const res = await t.http().get(path).expect(200);
      const policy = expectProductHeaders(res);
      expect(policy['upgrade-insecure-requests']).toEqual([]);
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('hide Swagger UI and the OpenAPI document unless SWAGGER_UI_ENABLED is set', async () => {
    await t.http().get('/prod/api/docs/').expect(404);
    await t.http().get('/prod/api/openapi.json').expect(404);
    const enabled = await createTestApp({ ...production, SWAGGER_UI_ENABLED: 'true' });
    try {
      expect((await enabled.http().get('/prod/api/docs/').expect(200)).text).toContain('swagger-ui');
      await enabled.http().get('/prod/api/openapi.json').expect(200);
    } finally {
      await enabled.close();
    }
  });

  it('let the app fetch presigned downloads from the S3 endpoint browsers use', async () => {
    const s3 = await createTestApp({
      ...production,
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'http://minio:9000',
      S3_PUBLIC_ENDPOINT: 'https://files.example.com/',
      S3_BUCKET: 'pagetranslate',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    try {
      const policy = expectProductHeaders(await s3.http().get('/prod/api/health').expect(200));
      expect(policy['connect-src']).toEqual(["'self'", 'https://api.stripe.com', 'https://files.example.com']);
    } finally {
      await s3.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  // One sign-in attempt per client and minute: the second from the same client IP is refused.
  const limited = { RATE_LIMIT_REQUESTS: '1', RATE_LIMIT_WINDOW_SECONDS: '60' };
  const attempt = (t: TestApp, forwardedFor: string) => t.http().post('/prod/api/contact').set('X-Forwarded-For', forwardedFor).send({});

  it.each([
    ['unset (loopback outside production): the local proxy is believed', undefined, 400],
    ['a hop count: the nearest proxy is believed', '1', 400],
    ['false: X-Forwarded-For is ignored, every request is the proxy itself', 'false', 429],
  ])('%s', async (_name, trustProxy, secondStatus) => {
    const t = await createTestApp({ ...limited, TRUST_PROXY: trustProxy });
    try {
      expect((await attempt(t, '203.0.113.1')).status).toBe(400);
      expect((await attempt(t, '203.0.113.2')).status).toBe(secondStatus);
    } finally {
      await t.close();
    }
  });
});
