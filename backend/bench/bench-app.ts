/**
 * The product as benches start it: the embedded defaults of `npm start` (SQLite file, a private redis-server, local
 * storage, mail outbox, Apertium) in a throw-away folder, the whole HTTP app of createApp, logs off. Workers are off
 * unless a bench asks (a bench that measures the job runs it itself).
 */
import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createApp } from '../src/app.factory';
import { loadConfig } from '../src/config/app-config';
import { migrateAndSeed } from '../src/database/migrate';
import { EmbeddedRedis, redisUrlReachable, startEmbeddedRedis } from '../src/queue/embedded-redis';
import type { TestApp } from '../test/utils/test-app';

export interface BenchApp {
  app: NestExpressApplication;
  /** The same app in the shape the test helpers take (test/utils). */
  t: TestApp;
  /** The throw-away folder (database, var/, redis data). */
  dir: string;
  /** The Redis the app uses, and whether it is the private redis-server this started (one of this process's children). */
  redisUrl: string;
  embeddedRedis: boolean;
  /** Stops the app and the redis-server it started, and removes the folder. */
  close(): Promise<void>;
}

export interface BenchAppOptions {
  /** Folder name prefix under the system's temporary folder. */
  name: string;
  /** A private redis-server even when REDIS_URL (or 127.0.0.1:6379) answers: the embedded default, and no shared data touched. */
  embeddedRedis?: boolean;
  /** Variables over the bench defaults (AppConfig names). */
  env?: Record<string, string | undefined>;
}

export async function startBenchApp({ name, embeddedRedis = false, env = {} }: BenchAppOptions): Promise<BenchApp> {
  const dir = mkdtempSync(join(tmpdir(), `pt-${name}-`));
  let redis: EmbeddedRedis | undefined;
  let app: NestExpressApplication | undefined;
  try {
    let redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    if (embeddedRedis || process.env.BENCH_EMBEDDED_REDIS === '1' || !(await redisUrlReachable(redisUrl))) {
      redis = await startEmbeddedRedis(join(dir, 'redis'), { persist: false });
      redisUrl = redis.url;
    }
    const sqlitePath = join(dir, 'bench.sqlite');
    await migrateAndSeed({ sqlitePath });
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      VAR_DIR: join(dir, 'var'),
      SQLITE_PATH: sqlitePath,
      REDIS_URL: redisUrl,
      JWT_SECRET: 'bench-jwt-secret-that-is-long-enough-0123456789',
      FRONTEND_DIST: join(dir, 'no-frontend'),
      QUEUE_PREFIX: `pt-${name}-${process.pid}`,
      WORKERS_ENABLED: 'false',
      PUBLIC_URL: 'http://localhost:3000',
      ...env,
    });
    const started = await createApp(config);
    app = started;
    await started.init();
    const t: TestApp = {
      app: started,
      config,
      db: { target: { sqlitePath }, drop: async () => undefined },
      http: () => request(started.getHttpServer()),
      close: () => started.close(),
    };
    return {
      app: started,
      t,
      dir,
      redisUrl,
      embeddedRedis: redis !== undefined,
      close: async () => {
        await started.close().catch((err) => console.error(err));
        await redis?.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await app?.close().catch(() => undefined);
    await redis?.stop();
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
}
