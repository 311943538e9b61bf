import './isolate-orm-metadata';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { DatabaseSchema, SqlEntityManager } from '@mikro-orm/knex';
import { buildOrmOptions, migrationsDir } from '../../src/database/orm.config';
import { installSqliteEnumIntrospectionFix } from '../../src/database/sqlite-enum-introspection.patch';
import { createTestDatabase, TestDatabase } from '../utils/test-database';

/** Migrations are generated per dialect by migrations.cli.ts; these checks keep them true to the entities. */
describe(`schema and migrations (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let db: TestDatabase;
  let orm: MikroORM;

  const pendingEntityChanges = async () => (await orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false })).trim();
  const tableNames = async () => {
    const em = orm.em as SqlEntityManager;
    const schema = await DatabaseSchema.create(em.getConnection(), em.getPlatform(), orm.config);
    return schema
      .getTables()
      .map((t) => t.name)
      .sort();
  };

  beforeAll(async () => {
    await installSqliteEnumIntrospectionFix();
    db = await createTestDatabase({ empty: true });
    const options = buildOrmOptions(db.target);
    orm = await MikroORM.init({ ...options, migrations: { ...options.migrations, silent: true } });
  });

  afterAll(async () => {
    await orm?.close(true);
    await db?.drop();
  });

  it('applies every migration to an empty database and ends with exactly the entities’ schema', async () => {
    expect(await tableNames()).toEqual([]);
    const applied = await orm.getMigrator().up();
    expect(applied.length).toBeGreaterThan(0);
    expect(await orm.getMigrator().getPendingMigrations()).toEqual([]);
    expect(await pendingEntityChanges()).toBe('');
    const entityTables = Object.values(orm.getMetadata().getAll())
      .map((meta) => meta.tableName)
      .sort();
    expect(await tableNames()).toEqual(entityTables);
  });

  it('migrates down to zero and up again', async () => {
    await orm.getMigrator().down({ to: 0 });
    expect(await orm.getMigrator().getExecutedMigrations()).toEqual([]);
    expect(await tableNames()).toEqual([]);
    await orm.getMigrator().up();
    expect(await pendingEntityChanges()).toBe('');
  });
});

describe('migrations of the two dialects', () => {
  /** Index, unique and foreign-key names, and the partial unique indexes, as written by each dialect's migrations. */
  const constraintNames = (driver: 'sqlite' | 'postgresql') => {
    const dir = migrationsDir(driver);
    const sql = readdirSync(dir)
      .filter((f) => f.endsWith('.ts'))
      .map((f) => readFileSync(join(dir, f), 'utf8'))
      .join('\n');
    const upOnly = sql.split(/async down\(\)/)[0];
    return [...new Set(upOnly.match(/[a-z0-9_]+_(index|unique|foreign|one_public|one_succeeded_per_translation)\b/g))].sort();
  };

  it('create the same indexes and constraints', () => {
    const sqlite = constraintNames('sqlite');
    expect(sqlite.length).toBeGreaterThan(40);
    expect(sqlite).toContain('payments_one_succeeded_per_translation');
    expect(constraintNames('postgresql')).toEqual(sqlite);
  });
});
