/**
 * `npm run migrate` (node dist/database/migrate.cli.js): applies pending migrations and the seed to the database
 * the app would use (DATABASE_URL, else SQLITE_PATH, else <repo>/var/db.sqlite), prints what it did, and exits
 * non-zero with a one-line message on failure.
 */
import 'reflect-metadata';
import { configFromEnvironment } from '../config/app-config';
import { migrateAndSeed } from './migrate';
import { formatSeedReport } from './seeds/database.seeder';

async function main(): Promise<void> {
  const config = configFromEnvironment();
  const result = await migrateAndSeed({ databaseUrl: config.DATABASE_URL, sqlitePath: config.sqlitePath });
  const where = config.DATABASE_URL
    ? `PostgreSQL ${new URL(config.DATABASE_URL).host}${new URL(config.DATABASE_URL).pathname}`
    : `SQLite ${config.sqlitePath}`;
  console.log(`migrate: ${where}`);
  console.log(result.applied.length ? `migrate: applied ${result.applied.join(', ')}` : 'migrate: no pending migrations');
  console.log(`migrate: seed (created +, updated ~): ${formatSeedReport(result.seed)}`);
}

main().catch((err: unknown) => {
  const message = err instanceof Error ? err.message : String(err);
  console.error(`migrate: failed: ${message.replace(/:\s*\n\s*/g, ': ').replace(/\s*\n\s*/g, '; ')}`);
  process.exit(1);
});
