import 'reflect-metadata';
import { join } from 'node:path';
import { configFromEnvironment, resolveGeneratedSecrets } from './config/app-config';
import { EmbeddedRedis, startEmbeddedRedis } from './queue/embedded-redis';
import { createApp } from './app.factory';
import { migrateAndSeed } from './database/migrate';
import { formatSeedReport } from './database/seeds/database.seeder';
import { seedDemoAccounts } from './database/seeds/demo-accounts.seeder';

async function main(): Promise<void> {
  const config = resolveGeneratedSecrets(configFromEnvironment());
  let redis: EmbeddedRedis | undefined;
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
    await app.listen(config.PORT);
    let stopping = false;
    const shutdown = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      console.log(`\n${signal}: stopping (finishing in-flight requests)…`);
      const force = setTimeout(() => process.exit(1), 15_000);
      force.unref();
      await app.close().catch((err) => console.error(err));
      await stopChildren();
      process.exit(0);
    };
    process.on('SIGINT', () => void shutdown('SIGINT'));
    process.on('SIGTERM', () => void shutdown('SIGTERM'));
    const where = config.DATABASE_URL ? 'PostgreSQL' : `SQLite ${config.sqlitePath}`;
    console.log(
      [
        '',
        `  PageTranslate is running at ${config.publicUrl}/`,
        `  API ${config.publicUrl}/prod/api   Swagger UI ${config.publicUrl}/prod/api/docs`,
        `  database: ${where}   redis: ${config.REDIS_URL}${redis ? ' (embedded)' : ''}`,
        ...demoAccounts,
        '  Ctrl-C stops everything.',
        '',
      ].join('\n'),
    );
  } catch (err) {
    await stopChildren();
    throw err;
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.stack ?? err.message : err);
  process.exit(1);
});
