import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { AppConfig, isLoopbackUrl, loadConfig } from '../../src/config/app-config';
import { createApp } from '../../src/app.factory';
import { createTestDatabase, TestDatabase } from './test-database';

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  db: TestDatabase;
  http: () => ReturnType<typeof request>;
  close(): Promise<void>;
}

/** The whole HTTP app on a fresh migrated database of the run's driver (TEST_DB) and the run's Redis. */
export async function createTestApp(env: Record<string, string | undefined> = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  const varDir = mkdtempSync(join(tmpdir(), 'pt-test-var-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    // The development sign-in and the sandbox provider, as `npm start` has them; an app given a public URL runs without
    // them, as the server refuses them there (tests of the closed default pass DEV_FEATURES: undefined).
    DEV_FEATURES: env.PUBLIC_URL && !isLoopbackUrl(env.PUBLIC_URL) ? 'false' : 'true',
    LOG_LEVEL: 'silent',
    VAR_DIR: varDir,
    REDIS_URL: process.env.REDIS_URL,
    DATABASE_URL: db.target.databaseUrl,
    SQLITE_PATH: db.target.databaseUrl ? undefined : db.target.sqlitePath,
    JWT_SECRET: 'test-jwt-secret-that-is-long-enough-0123456789',
    FRONTEND_DIST: join(varDir, 'no-frontend'),
    // Every test app has its own queues in the run's shared Redis, and consumes none unless a test asks
    // (WORKERS_ENABLED: 'true'): queued jobs stay where a test put them, and no worker takes another file's jobs.
    QUEUE_PREFIX: `pt-test-${randomBytes(4).toString('hex')}`,
    WORKERS_ENABLED: 'false',
    ...env,
  });
  const app = await createApp(config);
  await app.init();
  return {
    app,
    config,
    db,
    http: () => request(app.getHttpServer()),
    async close() {
      await app.close();
      await db.drop();
      rmSync(varDir, { recursive: true, force: true });
    },
  };
}
