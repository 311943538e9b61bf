/** The part of a better-sqlite3 connection this touches. */
interface SqliteConnection {
  prepare(sql: string): SqliteStatement;
}
interface SqliteStatement {
  safeIntegers(on?: boolean): unknown;
}

/**
 * Keeps the last `max` prepared statements of a better-sqlite3 connection by their SQL text. knex prepares every
 * query anew (`connection.prepare(sql)` per call), and preparing costs more than running a short indexed query:
 * the caller of a token, the list of a customer. The same text gives the same statement back (SQLite prepares it
 * again by itself after a schema change); knex's per-query safeIntegers option is reset to the default first.
 */
export function cacheSqliteStatements<C extends SqliteConnection>(connection: C, max = 500): C {
  const prepare = connection.prepare.bind(connection);
  const statements = new Map<string, SqliteStatement>();
  connection.prepare = (sql: string) => {
    let statement = statements.get(sql);
    if (statement) {
      statements.delete(sql); // most recently used last
      statement.safeIntegers(false);
    } else {
      statement = prepare(sql);
      if (statements.size >= max) statements.delete(statements.keys().next().value!);
    }
    statements.set(sql, statement);
    return statement;
  };
  return connection;
}
