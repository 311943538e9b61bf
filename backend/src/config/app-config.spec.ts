import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getMetadataStorage } from 'class-validator';
import { AppConfig, ConfigValidationError, loadConfig, REPO_ROOT, resolveGeneratedSecrets } from './app-config';

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
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    const c = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 's'.repeat(40) });
    expect(c.MIGRATE_ON_START).toBe(false);
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
    const names = new Set(getMetadataStorage().getTargetValidationMetadatas(AppConfig, '', true, false).map((m) => m.propertyName));
    expect([...names].filter((n) => !documented.has(n))).toEqual([]);
    expect([...documented].filter((n) => !names.has(n))).toEqual([]);
  });

  it('is itself a valid configuration', () => {
    const env = Object.fromEntries([...example.matchAll(/^([A-Z0-9_]+)=(.*)$/gm)].map((m) => [m[1], m[2]]));
    expect(() => loadConfig(env)).not.toThrow();
  });
});
