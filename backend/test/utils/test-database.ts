import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DatabaseTarget } from '../../src/database/orm.config';
import { migrateAndSeed } from '../../src/database/migrate';

/** The server every PostgreSQL test database is created on (TEST_DATABASE_URL, else the local one). */
export function pgAdminUrl(): string {
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

function withDatabase(url: string, db: string): string {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}

async function admin<T>(fn: (c: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: pgAdminUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createPgDatabase(_adminUrl: string, name: string, template?: string): Promise<string> {
  await admin((c) => c.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`));
  return withDatabase(pgAdminUrl(), name);
}

export async function dropPgDatabase(name: string): Promise<void> {
  await admin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

export async function dropPgDatabasesOfRun(runId: string): Promise<void> {
  await admin(async (c) => {
    const { rows } = await c.query(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`pt_test_${runId}_%`]);
    for (const row of rows) await c.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
  });
}

const sqliteTemplatePath = () => join(tmpdir(), `pt-test-${process.env.TEST_RUN_ID}-template.sqlite`);

/** Migrates and seeds the run's template database once (from global setup); test files clone it. */
export async function prepareTemplate(): Promise<void> {
  const target: DatabaseTarget =
    process.env.TEST_DB === 'postgres'
      ? { databaseUrl: withDatabase(pgAdminUrl(), process.env.TEST_PG_TEMPLATE!), sqlitePath: '' }
      : { sqlitePath: sqliteTemplatePath() };
  await migrateAndSeed(target);
}

export interface TestDatabase {
  target: DatabaseTarget;
  drop(): Promise<void>;
}

/** A migrated and seeded database for one test file (empty: nothing at all): SQLite copy of the template, or a PostgreSQL clone. */
export async function createTestDatabase(opts: { empty?: boolean } = {}): Promise<TestDatabase> {
  const suffix = randomBytes(4).toString('hex');
  if (process.env.TEST_DB === 'postgres') {
    const name = `pt_test_${process.env.TEST_RUN_ID}_${suffix}`;
    const url = await createPgDatabase(pgAdminUrl(), name, opts.empty ? undefined : process.env.TEST_PG_TEMPLATE);
    return { target: { databaseUrl: url, sqlitePath: '' }, drop: () => dropPgDatabase(name) };
  }
  const dir = mkdtempSync(join(tmpdir(), 'pt-test-db-'));
  const file = join(dir, 'db.sqlite');
  if (!opts.empty) copyFileSync(sqliteTemplatePath(), file);
  return { target: { sqlitePath: file }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}
