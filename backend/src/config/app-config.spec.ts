import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getMetadataStorage } from 'class-validator';
import { AppConfig, ConfigValidationError, isLoopbackUrl, loadConfig, REPO_ROOT, resolveGeneratedSecrets } from './app-config';

describe('loadConfig', () => {
  it('gives the embedded defaults for an empty environment', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.sqlitePath).toMatch(/var\/db\.sqlite$/);
    expect(c.STORAGE_DRIVER).toBe('local');
    expect(c.MT_ENGINE).toBe('apertium');
    expect(c.MIGRATE_ON_START).toBe(true);
    expect(c.INTERNAL_ADMIN_EMAILS).toEqual([]);
    expect(c.publicUrl).toBe('http://localhost:3000');
  });

  it('parses numbers, booleans and lists', () => {
    const c = loadConfig({ PORT: '8080', WORKERS_ENABLED: 'false', INTERNAL_ADMIN_EMAILS: ' A@x.com, b@y.org ' });
    expect(c.PORT).toBe(8080);
    expect(c.WORKERS_ENABLED).toBe(false);
    expect(c.INTERNAL_ADMIN_EMAILS).toEqual(['a@x.com', 'b@y.org']);
  });

  it('names every bad variable in one message', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', STORAGE_DRIVER: 's3', STRIPE_SECRET_KEY: 'nope' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigValidationError);
    const message = (error as Error).message;
    for (const name of ['PORT', 'DATABASE_URL', 'S3_ENDPOINT', 'S3_BUCKET', 'STRIPE_SECRET_KEY']) {
      expect(message).toContain(name);
    }
  });

  it('requires a JWT secret in production and does not migrate implicitly there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' })).toThrow(/JWT_SECRET/);
    const c = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 's'.repeat(40), SMTP_URL: 'smtp://mail:25' });
    expect(c.MIGRATE_ON_START).toBe(false);
  });

  it('refuses production without SMTP_URL, naming the setting', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 's'.repeat(40) })).toThrow(ConfigValidationError);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 's'.repeat(40) })).toThrow(
      /SMTP_URL=undefined: .*required with NODE_ENV=production/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 's'.repeat(40), SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    // Embedded mode writes mails to files instead.
    expect(loadConfig({}).SMTP_URL).toBeUndefined();
  });

  it('serves Swagger UI by default except in production, where SWAGGER_UI_ENABLED opens it', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 's'.repeat(40), SMTP_URL: 'smtp://mail:25' };
    expect(loadConfig({}).SWAGGER_UI_ENABLED).toBe(true);
    expect(loadConfig({ SWAGGER_UI_ENABLED: 'false' }).SWAGGER_UI_ENABLED).toBe(false);
    expect(loadConfig(production).SWAGGER_UI_ENABLED).toBe(false);
    expect(loadConfig({ ...production, SWAGGER_UI_ENABLED: 'true' }).SWAGGER_UI_ENABLED).toBe(true);
  });

  it('reads TRUST_PROXY, with one hop by default in production and loopback elsewhere, and refuses "true"', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 's'.repeat(40), SMTP_URL: 'smtp://mail:25' };
    expect(loadConfig({}).trustProxy).toEqual(['loopback']);
    expect(loadConfig(production).trustProxy).toBe(1);
    expect(loadConfig({ ...production, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ ...production, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toEqual(['10.0.0.0/8', 'loopback']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY="true": TRUST_PROXY must be false, a hop count/);
  });

  it('keeps development features off unless asked for', () => {
    expect(loadConfig({}).DEV_FEATURES).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', PUBLIC_URL: 'https://translate.example.com' }).DEV_FEATURES).toBe(false);
    expect(loadConfig({ DEV_FEATURES: 'true' }).DEV_FEATURES).toBe(true);
    expect(loadConfig({ DEV_FEATURES: 'true', PUBLIC_URL: 'http://127.0.0.1:8080/' }).DEV_FEATURES).toBe(true);
  });

  it('refuses development features on a public URL that is not loopback, or in production, naming the setting', () => {
    for (const env of [
      { DEV_FEATURES: 'true', PUBLIC_URL: 'https://translate.example.com' },
      { DEV_FEATURES: 'true', PUBLIC_URL: 'http://10.0.0.5:3000' },
      { DEV_FEATURES: 'true', PUBLIC_URL: 'http://localhost.example.com' },
      { DEV_FEATURES: 'true', NODE_ENV: 'production', JWT_SECRET: 's'.repeat(40), SMTP_URL: 'smtp://mail:25' },
    ]) {
      expect(() => loadConfig(env)).toThrow(ConfigValidationError);
      expect(() => loadConfig(env)).toThrow(/DEV_FEATURES="true": development features/);
    }
  });

  it('tells loopback URLs from others', () => {
    for (const url of ['http://localhost:3000', 'http://app.localhost', 'http://127.0.0.1:3000', 'http://127.1.2.3', 'http://[::1]:3000']) {
      expect(isLoopbackUrl(url)).toBe(true);
    }
    for (const url of [
      'https://translate.example.com',
      'http://localhost.example.com',
      'http://128.0.0.1',
      'http://0.0.0.0:3000',
      'not a url',
    ]) {
      expect(isLoopbackUrl(url)).toBe(false);
    }
  });

  it('hides secret values in the error', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short-secret' })).toThrow(/JWT_SECRET=\*\*\*/);
  });

  it('generates a JWT secret once in embedded mode and keeps it under VAR_DIR', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pt-cfg-'));
    const first = resolveGeneratedSecrets(loadConfig({ VAR_DIR: dir })).jwtSecret;
    const second = resolveGeneratedSecrets(loadConfig({ VAR_DIR: dir })).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(first);
  });
});

describe('.env.example', () => {
  const example = readFileSync(join(REPO_ROOT, '.env.example'), 'utf8');
  const documented = new Set([...example.matchAll(/^([A-Z0-9_]+)=/gm)].map((m) => m[1]));

  it('documents every configuration variable', () => {
    const names = new Set(
      getMetadataStorage()
        .getTargetValidationMetadatas(AppConfig, '', true, false)
        .map((m) => m.propertyName),
    );
    expect([...names].filter((n) => !documented.has(n))).toEqual([]);
    expect([...documented].filter((n) => !names.has(n))).toEqual([]);
  });

  it('is itself a valid configuration', () => {
    const env = Object.fromEntries([...example.matchAll(/^([A-Z0-9_]+)=(.*)$/gm)].map((m) => [m[1], m[2]]));
    expect(() => loadConfig(env)).not.toThrow();
  });
});
