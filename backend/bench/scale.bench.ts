/**
 * `npm run bench:scale`: translation throughput with 1 and then 2 worker processes (`src/worker.ts`, as `npm run
 * worker` runs it) on the same generated documents, in pages per minute, and the ratio of the two. A measurement, not
 * a test (no thresholds): the ratio depends on the machine's cores, since each worker runs its own PDF parsing and
 * Apertium pipelines.
 *
 * Uses REDIS_URL (default redis://127.0.0.1:6379), a throw-away PostgreSQL database on BENCH_DATABASE_URL (default the
 * local server; SQLite in a temp folder when none answers), local storage and the mail outbox in a temp folder.
 * BENCH_DOCUMENTS (default 6) documents of BENCH_PAGES (default 10) pages, English to French; WORKER_CONCURRENCY
 * (default 1) jobs at once per worker process.
 */
import 'reflect-metadata';
import { ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM, RequiredEntityData } from '@mikro-orm/core';
import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import Redis from 'ioredis';
import { Client } from 'pg';
import { AppModule } from '../src/app.module';
import { AppConfig, loadConfig } from '../src/config/app-config';
import { migrateAndSeed } from '../src/database/migrate';
import { Organization } from '../src/organisations/entities/organization.entity';
import { redisOptionsFromUrl } from '../src/queue/redis-options';
import { newStorageKey } from '../src/storage/storage-key.util';
import { StorageService } from '../src/storage/storage.service';
import { TargetLanguage } from '../src/translations/entities/target-language.entity';
import { Translation } from '../src/translations/entities/translation.entity';
import { TranslationsService } from '../src/translations/translations.service';
import { User } from '../src/users/entities/user.entity';
import { prosePdf } from '../../document/test/utils/pdf-factory';

const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 6);
const PAGES = Number(process.env.BENCH_PAGES ?? 10);
const CONCURRENCY = process.env.WORKER_CONCURRENCY ?? '1';
const BACKEND = join(__dirname, '..');

const fmt = (n: number, digits = 1) => n.toLocaleString('en-CA', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** A fresh PostgreSQL database when a server answers, else an SQLite file; `drop` removes it. */
async function benchDatabase(dir: string): Promise<{ env: Record<string, string>; drop(): Promise<void>; label: string }> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `pt_bench_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.toString() },
      label: 'PostgreSQL',
      async drop() {
        const c = new Client({ connectionString: adminUrl });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await c.end();
      },
    };
  } catch {
    await admin.end().catch(() => undefined);
    return { env: { SQLITE_PATH: join(dir, 'bench.sqlite') }, label: 'SQLite', drop: async () => undefined };
  }
}

interface WorkerProcess {
  child: ChildProcess;
  ready: Promise<void>;
  stop(): Promise<void>;
}

function startWorker(env: Record<string, string>): WorkerProcess {
  const child = spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', 'src/worker.ts'], {
    cwd: BACKEND,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('PageTranslate worker ready')) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`worker exited (${code}) before it was ready:\n${output}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    ready,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'pt-bench-scale-'));
  const db = await benchDatabase(dir);
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    VAR_DIR: join(dir, 'var'),
    STORAGE_LOCAL_DIR: join(dir, 'storage'),
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: `pt-bench-${randomBytes(4).toString('hex')}`,
    JWT_SECRET: randomBytes(32).toString('hex'),
    FRONTEND_DIST: join(dir, 'no-frontend'),
    WORKER_CONCURRENCY: CONCURRENCY,
    ...db.env,
  };
  let context: INestApplicationContext | undefined;
  try {
    const config: AppConfig = loadConfig({ ...env, WORKERS_ENABLED: 'false', LOG_LEVEL: 'silent' });
    await migrateAndSeed({ databaseUrl: config.DATABASE_URL, sqlitePath: config.sqlitePath });
    context = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: false });
    await context.init();
    const em = context.get(MikroORM).em.fork();
    const user = em.create(User, {
      email: `bench.${randomBytes(3).toString('hex')}@example.com`,
      googleSubject: `bench-${randomBytes(6).toString('hex')}`,
      organization: await em.findOneOrFail(Organization, { isPublic: true }),
    });
    await em.flush();
    const french = await em.findOneOrFail(TargetLanguage, { value: 'fr' });
    const storage = context.get(StorageService);
    const documents = await Promise.all(Array.from({ length: DOCUMENTS }, () => prosePdf({ pages: PAGES })));
    const warmUp = await prosePdf({ pages: 1 });
    let order = 0;

    /** Stores the document, creates its paid order and queues its job (what upload + payment fulfilment do). */
    const order1 = async (bytes: Uint8Array, pages: number): Promise<number> => {
      const key = newStorageKey('originals', 'pdf');
      await storage.put(key, Buffer.from(bytes));
      const f = context!.get(MikroORM).em.fork();
      const translation = f.create(Translation, {
        orderNumber: `PT-BENCH-${Date.now().toString(36).toUpperCase()}${++order}`,
        user: user.id,
        targetLanguage: french.id,
        sourceLanguage: 'en',
        outputFormat: 'pdf',
        sourceFileName: `bench-${order}.pdf`,
        sourceBlobName: key,
        sourceSha256: createHash('sha256').update(bytes).digest('hex'),
        sourceSizeBytes: bytes.length,
        pageCount: pages,
        pagePriceCents: 100,
        subTotalCents: 100 * pages,
        currency: 'CAD',
      } as RequiredEntityData<Translation>);
      await f.flush();
      await context!.get(TranslationsService).startPaidTranslation(translation.id);
      return translation.id;
    };
    const allDone = async (ids: number[]) => {
      for (;;) {
        const rows = await context!
          .get(MikroORM)
          .em.fork()
          .find(Translation, { id: { $in: ids } });
        const failed = rows.find((r) => r.status === 'failed');
        if (failed) throw new Error(`translation ${failed.id} failed: ${failed.errorMessage}`);
        if (rows.every((r) => r.status === 'completed')) return;
        await new Promise((r) => setTimeout(r, 100));
      }
    };

    const totalPages = DOCUMENTS * PAGES;
    console.log(
      `scale bench: ${DOCUMENTS} documents × ${PAGES} pages (${totalPages} pages), English→French, ${config.MT_ENGINE}, ` +
        `WORKER_CONCURRENCY=${CONCURRENCY} per process, ${db.label}, ${availableParallelism()} CPUs\n`,
    );
    const rates: number[] = [];
    for (const processes of [1, 2]) {
      const workers = Array.from({ length: processes }, () => startWorker(env));
      try {
        await Promise.all(workers.map((w) => w.ready));
        // Warm-up (not measured): one small job per worker, so each has its engine pipelines running.
        await allDone(await Promise.all(workers.map(() => order1(warmUp.bytes, 1))));
        const start = process.hrtime.bigint();
        await allDone(await Promise.all(documents.map((d) => order1(d.bytes, PAGES))));
        const seconds = Number(process.hrtime.bigint() - start) / 1e9;
        const rate = (totalPages / seconds) * 60;
        rates.push(rate);
        console.log(
          `${processes} worker process${processes > 1 ? 'es' : ''}: ${totalPages} pages in ${fmt(seconds)} s = ${fmt(rate)} pages/min`,
        );
      } finally {
        await Promise.all(workers.map((w) => w.stop()));
      }
    }
    console.log(`ratio (2 processes / 1 process): ${fmt(rates[1] / rates[0], 2)}`);
  } finally {
    const redis = new Redis(redisOptionsFromUrl(env.REDIS_URL));
    const keys = await redis.keys(`${env.QUEUE_PREFIX}:*`).catch(() => [] as string[]);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    await context?.close();
    await db.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exit(1);
  },
);
