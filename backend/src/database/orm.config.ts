import { join } from 'node:path';
import { Options } from '@mikro-orm/core';
import { BetterSqliteDriver } from '@mikro-orm/better-sqlite';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { ENTITIES } from './entities';
import { cacheSqliteStatements } from './sqlite-statement-cache';

export type DbDriverName = 'sqlite' | 'postgresql';

export interface DatabaseTarget {
  /** postgres:// URL; absent = SQLite file at sqlitePath. */
  databaseUrl?: string;
  sqlitePath: string;
}

export const driverName = (target: DatabaseTarget): DbDriverName => (target.databaseUrl ? 'postgresql' : 'sqlite');

/** Migrations are kept per driver: each dialect gets the DDL it really runs. */
export const migrationsDir = (driver: DbDriverName) => join(__dirname, 'migrations', driver);

export function buildOrmOptions(target: DatabaseTarget): Options {
  const driver = driverName(target);
  const common: Options = {
    entities: ENTITIES,
    extensions: [Migrator],
    preferTs: __filename.endsWith('.ts'),
    forceUtcTimezone: true,
    allowGlobalContext: false,
    migrations: {
      path: migrationsDir(driver),
      pathTs: migrationsDir(driver),
      glob: '!(*.d).{js,ts}',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      emit: 'ts',
      disableForeignKeys: false,
    },
  };
  if (driver === 'postgresql') {
    return { ...common, driver: PostgreSqlDriver, clientUrl: target.databaseUrl };
  }
  return {
    ...common,
    driver: BetterSqliteDriver,
    dbName: target.sqlitePath,
    // Foreign keys on, WAL for concurrent readers while the worker writes; prepared statements kept (sqlite-statement-cache.ts).
    pool: {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the pool's hook is untyped; conn is a better-sqlite3 Database
      afterCreate: (conn: any, done: any) => {
        conn.pragma('foreign_keys = ON');
        conn.pragma('journal_mode = WAL');
        conn.pragma('busy_timeout = 5000');
        done(null, cacheSqliteStatements(conn));
      },
    },
  };
}
