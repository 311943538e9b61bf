/**
 * Generates a migration with MikroORM's own schema diff, per dialect, so migrations are never hand-written:
 *
 *   npx ts-node --transpile-only src/database/migrations.cli.ts create <sqlite|postgresql> [name]
 *
 * The diff runs against a scratch database (a temp SQLite file, or a throw-away PostgreSQL database created and
 * dropped here) after applying the existing migrations of that dialect, so the new file holds exactly what the
 * entities add. Before the file is kept it is checked on the scratch database: after `up` the schema equals the
 * entities', after `down` it equals the previous one.
 *
 * Each dialect's folder keeps a MikroORM schema snapshot (.schema-snapshot.json: the entities' schema as of the
 * newest migration, written here; commit it with the migration). MikroORM writes no `down` for SQLite, because
 * SQLite alterations rebuild tables from the schema the database has now; here SQLite's `down` is MikroORM's
 * diff from the new entities' schema back to that snapshot, both in MikroORM's own form, so the rebuilds
 * recreate the previous tables exactly.
 * PostgreSQL server: MIGRATIONS_PG_URL, else postgres://postgres@127.0.0.1:5432/postgres.
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Configuration, Constructor, MikroORM, t, Type, UnknownType } from '@mikro-orm/core';
import {
  AbstractSqlPlatform,
  Column,
  DatabaseSchema,
  DatabaseTable,
  SchemaComparator,
  SchemaDifference,
  SqlEntityManager,
  SqlSchemaGenerator,
} from '@mikro-orm/knex';
import { TSMigrationGenerator } from '@mikro-orm/migrations';
import { Client } from 'pg';
import { buildOrmOptions, DatabaseTarget, DbDriverName, migrationsDir } from './orm.config';
import { installSqliteEnumIntrospectionFix } from './sqlite-enum-introspection.patch';

const SNAPSHOT_FILE = '.schema-snapshot.json';

interface Scratch {
  target: DatabaseTarget;
  drop(): Promise<void>;
}

/**
 * MikroORM's schema snapshot, read and written the way its Migrator does (getSchemaFromSnapshot and
 * storeCurrentSchema) but kept in step with the migrations by this script only: with `snapshot: true` the
 * Migrator would rewrite it from introspection after every `up`, and SQLite introspection keys foreign keys
 * differently from the entities, which makes later diffs rebuild tables for nothing.
 */
function loadSnapshot(file: string, platform: AbstractSqlPlatform, config: Configuration): DatabaseSchema | undefined {
  if (!existsSync(file)) return undefined;
  const { tables, namespaces, ...rest } = JSON.parse(readFileSync(file, 'utf8'));
  const schema = new DatabaseSchema(platform, config.get('schema'));
  const tableInstances = (tables as Array<{ name: string; columns: Record<string, Column & { mappedType: string }> }>).map(
    ({ columns, ...tbl }) => {
      const table = new DatabaseTable(platform, tbl.name);
      Object.assign(table, tbl);
      for (const column of Object.values(columns)) {
        const mappedType = Type.getType((t as Record<string, Constructor<Type<unknown>>>)[column.mappedType] ?? UnknownType);
        table.addColumn({ ...column, mappedType });
      }
      return table;
    },
  );
  Object.assign(schema, { tables: tableInstances, namespaces: new Set(namespaces), ...rest });
  return schema;
}

const storeSnapshot = (file: string, schema: DatabaseSchema) => writeFileSync(file, `${JSON.stringify(schema, null, 2)}\n`);

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function createScratch(driver: DbDriverName): Promise<Scratch> {
  if (driver === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'pt-migration-'));
    return { target: { sqlitePath: join(dir, 'scratch.sqlite') }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const serverUrl = process.env.MIGRATIONS_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `pt_migration_scratch_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    target: { databaseUrl: url.toString(), sqlitePath: '' },
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/**
 * MikroORM's SQLite table rebuild ends with `pragma foreign_keys = on;` glued to the next statement, which
 * better-sqlite3 refuses to run ("more than one statement"); put it on its own line.
 */
const unglue = (sql: string) => sql.replace(/(pragma\s+\w+\s*=\s*\w+;)(?=\S)/gi, '$1\n');

/** Statement list in the shape MikroORM's migration generator takes ('' = blank line between groups). */
function splitStatements(sql: string): string[] {
  const out: string[] = [];
  let buf = '';
  for (const chunk of unglue(sql).split(/;\n/)) {
    buf += (buf ? ';\n' : '') + chunk;
    if (buf.split(`'`).length % 2 === 0) continue; // inside a string literal
    if (buf.startsWith('\n')) out.push('');
    const trimmed = buf.trim();
    if (trimmed) out.push(trimmed.endsWith(';') ? trimmed : `${trimmed};`);
    buf = '';
  }
  while (out.length > 0 && out[out.length - 1] === '') out.pop();
  return out;
}

/**
 * SQLite checks foreign keys when a table is dropped, so a `down` that drops tables must drop referencing tables
 * before the tables they reference (MikroORM keeps introspection order). Cycles are broken arbitrarily: every
 * table left in the cycle still exists then, which is all SQLite needs.
 */
function orderRemovedTables(diff: SchemaDifference): SchemaDifference {
  const left = new Map(Object.entries(diff.removedTables));
  const ordered: SchemaDifference['removedTables'] = {};
  const referencedBy = (name: string) =>
    [...left.entries()].some(
      ([other, table]) => other !== name && Object.values(table.getForeignKeys()).some((fk) => fk.referencedTableName === name),
    );
  while (left.size > 0) {
    const next = [...left.keys()].find((name) => !referencedBy(name)) ?? [...left.keys()][0];
    ordered[next] = left.get(next)!;
    left.delete(next);
  }
  return { ...diff, removedTables: ordered };
}

/** Creates the next migration of `driver`; answers its file name, or undefined when nothing changed. */
export async function createMigration(driver: DbDriverName, name?: string): Promise<string | undefined> {
  await installSqliteEnumIntrospectionFix();
  const scratch = await createScratch(driver);
  try {
    const orm = await MikroORM.init(buildOrmOptions(scratch.target));
    try {
      const em = orm.em as SqlEntityManager;
      const platform = em.getPlatform();
      const schemaGenerator = orm.getSchemaGenerator() as SqlSchemaGenerator;
      const comparator = new SchemaComparator(platform);
      const migrator = orm.getMigrator();
      const dir = migrationsDir(driver);
      const snapshotFile = join(dir, SNAPSHOT_FILE);
      const toSql = async (diff: SchemaDifference) =>
        unglue(await schemaGenerator.diffToSQL(diff, { wrap: false, safe: false, dropTables: true })).trim();
      // What it would take the scratch database to reach `schema` (database → declared: how MikroORM diffs best).
      const distanceTo = async (schema: DatabaseSchema) =>
        toSql(comparator.compare(await DatabaseSchema.create(em.getConnection(), platform, orm.config), schema));

      await migrator.up();
      const snapshot = loadSnapshot(snapshotFile, platform, orm.config);
      const previous = snapshot ?? (await DatabaseSchema.create(em.getConnection(), platform, orm.config));
      const drift = snapshot ? await distanceTo(snapshot) : '';
      if (drift) throw new Error(`${SNAPSHOT_FILE} does not match the ${driver} migrations (was a migration written by hand?):\n${drift}`);

      const diff = await schemaGenerator.getUpdateSchemaMigrationSQL({ wrap: false, safe: false, dropTables: true });
      if (!diff.up.trim()) return undefined;
      const target = schemaGenerator.getTargetSchema();
      const down = platform.supportsDownMigrations() ? diff.down : await toSql(orderRemovedTables(comparator.compare(target, previous)));

      const generator = new TSMigrationGenerator(em.getDriver(), orm.config.getNamingStrategy(), orm.config.get('migrations'));
      const [, fileName] = await generator.generate({ up: splitStatements(diff.up), down: splitStatements(down) }, dir, name);
      const file = join(dir, fileName);
      try {
        await migrator.up();
        const left = await distanceTo(target);
        if (left) throw new Error(`after up, the schema still differs from the entities:\n${left}`);
        await migrator.down();
        const residue = await distanceTo(previous);
        if (residue) throw new Error(`down does not restore the previous schema:\n${residue}`);
      } catch (err) {
        rmSync(file, { force: true });
        throw new Error(`${fileName} failed its check and was not kept: ${err instanceof Error ? err.message : String(err)}`);
      }
      storeSnapshot(snapshotFile, schemaGenerator.getTargetSchema());
      return fileName;
    } finally {
      await orm.close(true);
    }
  } finally {
    await scratch.drop();
  }
}

async function main(args: string[]): Promise<void> {
  const [command, driver, name] = args;
  if (command !== 'create' || (driver !== 'sqlite' && driver !== 'postgresql')) {
    throw new Error('usage: migrations.cli.ts create <sqlite|postgresql> [name]');
  }
  const fileName = await createMigration(driver, name);
  console.log(
    fileName
      ? `created ${join(migrationsDir(driver), fileName)} (checked: up reaches the entities' schema, down restores the previous one)`
      : `no changes: the ${driver} migrations already match the entities`,
  );
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((err) => {
    console.error(`migrations: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}
