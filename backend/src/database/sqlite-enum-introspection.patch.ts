import { BaseSqliteSchemaHelper } from '@mikro-orm/knex';

/**
 * Work-around for a MikroORM 6.6.16 bug (fixed upstream by mikro-orm/mikro-orm#8139): SQLite introspection keeps
 * only the first and last value of an enum check with three or more values, so every schema diff proposes to
 * rebuild the tables holding such enums (translations, payments, payment_taxes). Only schema diffing reads this
 * (the migration generator and the schema test), so only they import this file. The patch installs itself only
 * while the installed version still misreads a three-value enum, so it goes away by itself after an upgrade.
 */
const ENUM_CHECK = /[`["']([^`\]"']+)[`\]"'] text check \([`["']?[^`\]"'\s]+[`\]"']? in \(((?:\s*'(?:[^']|'')*'\s*,?)+)\)\)/gi;
const LITERAL = /'((?:[^']|'')*)'/g;

type Helper = {
  getEnumDefinitions(
    connection: unknown,
    checks: unknown,
    tableName: string,
    schemaName?: string,
    ctx?: unknown,
  ): Promise<Record<string, string[]>>;
};
type Connection = { execute(sql: string, params: unknown[], method: 'get', ctx?: unknown): Promise<{ sql: string }> };

export function parseSqliteEnumChecks(createTableSql: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [, column, list] of createTableSql.matchAll(ENUM_CHECK)) {
    out[column] = [...list.matchAll(LITERAL)].map(([, value]) => value.replace(/''/g, "'"));
  }
  return out;
}

async function readsThreeValues(helper: Helper): Promise<boolean> {
  const sql = "create table `t` (`c` text check (`c` in ('a', 'b', 'c')) not null)";
  const connection: Connection = { execute: async () => ({ sql }) };
  const enums = await helper.getEnumDefinitions(connection, [], 't');
  return enums.c?.length === 3;
}

let installed: Promise<void> | undefined;

export function installSqliteEnumIntrospectionFix(): Promise<void> {
  installed ??= (async () => {
    const proto = BaseSqliteSchemaHelper.prototype as unknown as Helper;
    if (await readsThreeValues(proto)) return;
    proto.getEnumDefinitions = async function (connection, _checks, tableName, _schemaName, ctx) {
      const query = 'select sql from sqlite_master where type = ? and name = ?';
      const definition = await (connection as Connection).execute(query, ['table', tableName], 'get', ctx);
      return parseSqliteEnumChecks(definition.sql);
    };
  })();
  return installed;
}
