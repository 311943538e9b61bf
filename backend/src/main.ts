import 'reflect-metadata';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { AppConfig, configFromEnvironment, resolveGeneratedSecrets } from './config/app-config';
import { EmbeddedRedis, startEmbeddedRedis } from './queue/embedded-redis';
import { createApp } from './app.factory';
import { HttpDrainer } from './http-drain';
import { migrateAndSeed } from './database/migrate';
import { driverName, migrationsDir } from './database/orm.config';
import { formatSeedReport } from './database/seeds/database.seeder';
import { seedDemoAccounts } from './database/seeds/demo-accounts.seeder';

async function main(): Promise<void> {
  const config = resolveGeneratedSecrets(configFromEnvironment());
  let redis: EmbeddedRedis | undefined;
  if (config.isProduction && !config.REDIS_URL) {
    console.warn(
      'NODE_ENV=production without REDIS_URL: using a private redis-server, which `npm run worker` processes and other replicas cannot reach.',
    );
  }
  if (config.isProduction && !config.DATABASE_URL) {
    console.warn('NODE_ENV=production without DATABASE_URL: using the SQLite file, which only processes on this machine can share.');
  }
  if (!config.REDIS_URL) {
    redis = await startEmbeddedRedis(join(config.VAR_DIR, 'redis'));
    config.REDIS_URL = redis.url;
  }
  const stopChildren = async () => redis?.stop();
  try {
    if (config.MIGRATE_ON_START) {
      const result = await migrateAndSeed({ databaseUrl: config.DATABASE_URL, sqlitePath: config.sqlitePath });
      const applied = result.applied.length ? `applied ${result.applied.join(', ')}` : 'schema up to date';
      console.log(`database (${result.driver}): ${applied}; seed ${formatSeedReport(result.seed)}`);
    }
    const demoAccounts = await seedDemoAccounts(config); // development sign-in; nothing in production
    const app = await createApp(config);
    const drainer = new HttpDrainer(app.getHttpServer());
    await app.listen(config.PORT);
    let stopping = false;
    // SIGTERM (docker stop, Kubernetes, systemd) or Ctrl-C: stop accepting connections, let in-flight requests finish
    // (bounded), then close the app: its in-process workers finish or hand back their jobs, then database and Redis.
    const shutdown = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      const workerGraceMs = config.WORKERS_ENABLED ? config.WORKER_SHUTDOWN_TIMEOUT_MS + 3_000 : 0;
      const force = setTimeout(
        () => {
          console.error('shutdown took too long: exiting');
          process.exit(1);
        },
        config.HTTP_SHUTDOWN_TIMEOUT_MS + workerGraceMs + 10_000,
      );
      force.unref();
      const draining = drainer.drain(config.HTTP_SHUTDOWN_TIMEOUT_MS);
      console.log(
        `\n${signal}: no longer accepting connections; finishing ${drainer.requestsInFlight} in-flight request(s) ` +
          `(at most ${config.HTTP_SHUTDOWN_TIMEOUT_MS} ms)…`,
      );
      const drained = await draining;
      if (!drained.finished)
        console.warn(`requests still running after ${config.HTTP_SHUTDOWN_TIMEOUT_MS} ms: their connections were closed`);
      let code = 0;
      await app.close().catch((err) => {
        console.error(err);
        code = 1;
      });
      await stopChildren();
      console.log('stopped');
      process.exit(code);
    };
    process.on('SIGINT', () => void shutdown('SIGINT'));
    process.on('SIGTERM', () => void shutdown('SIGTERM'));
    const where = config.DATABASE_URL ? 'PostgreSQL' : `SQLite ${config.sqlitePath}`;
    const pending = config.MIGRATE_ON_START ? [] : await pendingMigrations(app.get(MikroORM), config);
    if (pending.length > 0) {
      console.warn(
        `${pending.length} database migration(s) not applied (${pending.join(', ')}): run \`npm run migrate\` (never done implicitly here).`,
      );
    }
    const workers = config.WORKERS_ENABLED
      ? `in this process (concurrency ${config.WORKER_CONCURRENCY})`
      : 'none here (`npm run worker` processes)';
    // Framed, so it stands out among the log lines above it.
    const rule = `  ${'─'.repeat(72)}`;
    console.log(
      [
        '',
        rule,
        `  PageTranslate is running at ${config.publicUrl}/ (${config.NODE_ENV})`,
        `  API ${config.publicUrl}/prod/api   Swagger UI ${config.SWAGGER_UI_ENABLED ? `${config.publicUrl}/prod/api/docs` : 'off (SWAGGER_UI_ENABLED)'}`,
        `  database: ${where}   redis: ${redactedUrl(config.REDIS_URL)}${redis ? ' (embedded)' : ''}   storage: ${config.STORAGE_DRIVER}`,
        `  workers: ${workers}`,
        ...demoAccounts,
        '  Ctrl-C stops everything.',
        rule,
        '',
      ].join('\n'),
    );
  } catch (err) {
    await stopChildren();
    throw err;
  }
}

const redactedUrl = (url: string) => url.replace(/\/\/[^@/]*@/, '//***@');

/**
 * Migrations not yet applied, read without touching the schema (MikroORM's own check would create its bookkeeping
 * table): the migration files of the driver minus the names recorded in mikro_orm_migrations (none if it is missing).
 */
async function pendingMigrations(orm: MikroORM, config: AppConfig): Promise<string[]> {
  const strip = (name: string) => name.replace(/\.(js|ts)$/, '');
  const dir = migrationsDir(driverName({ databaseUrl: config.DATABASE_URL, sqlitePath: config.sqlitePath }));
  const files = readdirSync(dir)
    .filter((f) => /\.(js|ts)$/.test(f) && !f.endsWith('.d.ts'))
    .map(strip);
  let applied: string[] = [];
  try {
    const rows: Array<{ name: string }> = await orm.em.fork().getConnection().execute('select name from mikro_orm_migrations');
    applied = rows.map((r) => strip(r.name));
  } catch {
    // No bookkeeping table: nothing was ever migrated.
  }
  return [...new Set(files)].filter((name) => !applied.includes(name)).sort();
}

main().catch((err) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
