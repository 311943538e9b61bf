import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { SqlEntityManager } from '@mikro-orm/knex';
import { buildOrmOptions, DatabaseTarget, DbDriverName, driverName } from './orm.config';
import { seedDatabase, SeedReport } from './seeds/database.seeder';

export interface MigrateAndSeedResult {
  driver: DbDriverName;
  /** Names of the migrations applied by this run (empty when the database was up to date). */
  applied: string[];
  seed: SeedReport;
}

/**
 * SQLite alters a table by rebuilding it (create copy, drop, rename). With foreign keys on, dropping a parent
 * table deletes its children through ON DELETE CASCADE (regions of a country, tokens of a user…), and
 * `pragma foreign_keys = off` is ignored inside the migration's transaction. So, as SQLite's ALTER TABLE guide
 * says, migrations run with foreign keys off (SQLite's pool is one connection), `pragma foreign_key_check` must
 * then find no broken reference, and foreign keys go back on before the seed.
 */
async function applyMigrations(orm: MikroORM, sqlite: boolean): Promise<string[]> {
  if (!sqlite) return (await orm.getMigrator().up()).map((m) => m.name);
  const connection = (orm.em as SqlEntityManager).getConnection();
  await connection.execute('pragma foreign_keys = OFF');
  const applied = (await orm.getMigrator().up()).map((m) => m.name);
  const broken = await connection.execute<Array<{ table: string; parent: string }>>('pragma foreign_key_check');
  await connection.execute('pragma foreign_keys = ON');
  if (broken.length > 0) {
    const where = [...new Set(broken.map((b) => `${b.table} -> ${b.parent}`))].join(', ');
    throw new Error(`after migrations ${broken.length} foreign key reference(s) are broken (${where}); fix the data before starting`);
  }
  return applied;
}

/** Applies pending migrations, then the idempotent seed. Used at start-up (MIGRATE_ON_START) and by `npm run migrate`. */
export async function migrateAndSeed(target: DatabaseTarget): Promise<MigrateAndSeedResult> {
  const sqlite = !target.databaseUrl;
  if (sqlite) mkdirSync(dirname(target.sqlitePath), { recursive: true });
  const base = buildOrmOptions(target);
  const options = { ...base, migrations: { ...base.migrations, silent: true } };
  const orm = await MikroORM.init(options);
  try {
    const applied = await applyMigrations(orm, sqlite);
    const seed = await seedDatabase(orm.em.fork());
    return { driver: driverName(target), applied, seed };
  } finally {
    await orm.close(true);
  }
}
