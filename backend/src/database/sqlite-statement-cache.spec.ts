import { cacheSqliteStatements } from './sqlite-statement-cache';

const fakeConnection = () => {
  const prepared: string[] = [];
  const connection = {
    prepare: (sql: string) => {
      prepared.push(sql);
      return { sql, safeIntegers: jest.fn() };
    },
  };
  return { connection, prepared };
};

describe('cacheSqliteStatements', () => {
  it('prepares a text once and gives the same statement back, with safeIntegers reset', () => {
    const { connection, prepared } = fakeConnection();
    cacheSqliteStatements(connection);
    const first = connection.prepare('select 1');
    const again = connection.prepare('select 1');
    expect(again).toBe(first);
    expect(first.safeIntegers).toHaveBeenCalledWith(false);
    connection.prepare('select 2');
    expect(prepared).toEqual(['select 1', 'select 2']);
  });

  it('keeps the most recently used statements only', () => {
    const { connection, prepared } = fakeConnection();
    cacheSqliteStatements(connection, 2);
    connection.prepare('a');
    connection.prepare('b');
    connection.prepare('a'); // a is now the most recent
    connection.prepare('c'); // evicts b
    connection.prepare('a');
    connection.prepare('b');
    expect(prepared).toEqual(['a', 'b', 'c', 'b']);
  });
});
