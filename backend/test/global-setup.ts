import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { redisUrlReachable, startEmbeddedRedis } from '../src/queue/embedded-redis';
import { createPgDatabase, pgAdminUrl, prepareTemplate } from './utils/test-database';

/**
 * Runs once per Jest run. TEST_DB=postgres: a throw-away template database for this run, migrated once;
 * every test file then clones it (CREATE DATABASE ... TEMPLATE), so files run in parallel without sharing rows.
 * Redis: REDIS_URL, else 127.0.0.1:6379, else a private redis-server child.
 */
export default async function globalSetup(): Promise<void> {
  const g = globalThis as any;
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  process.env.TEST_RUN_ID = runId;

  if (process.env.TEST_DB === 'postgres') {
    const template = `pt_test_${runId}_tpl`;
    await createPgDatabase(pgAdminUrl(), template);
    process.env.TEST_PG_TEMPLATE = template;
  }
  await prepareTemplate();
  // MikroORM keeps discovered metadata on globalThis; Jest may run a single file in this same process.
  delete (globalThis as any)['mikro-orm-metadata'];

  const candidate = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  if (await redisUrlReachable(candidate)) {
    process.env.REDIS_URL = candidate;
  } else {
    const redis = await startEmbeddedRedis(join(tmpdir(), `pt-redis-${runId}`), { persist: false });
    g.__EMBEDDED_REDIS__ = redis;
    process.env.REDIS_URL = redis.url;
  }
}
