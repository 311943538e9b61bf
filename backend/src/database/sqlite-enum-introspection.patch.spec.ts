import { parseSqliteEnumChecks } from './sqlite-enum-introspection.patch';

describe('parseSqliteEnumChecks', () => {
  it('reads every value of every enum check of a SQLite create table statement', () => {
    const sql =
      "create table `payments` (`id` integer not null primary key autoincrement, `provider` text check (`provider` in ('stripe', 'sandbox')) not null, " +
      "`status` text check (`status` in ('uninitialized', 'requires_payment_method', 'requires_action', 'processing', 'succeeded')) not null default 'uninitialized', `note` text null)";
    expect(parseSqliteEnumChecks(sql)).toEqual({
      provider: ['stripe', 'sandbox'],
      status: ['uninitialized', 'requires_payment_method', 'requires_action', 'processing', 'succeeded'],
    });
  });

  it('keeps commas, hyphens and escaped quotes inside values', () => {
    const sql = "create table `t` (`c` text check (`c` in ('in-progress', 'a, b', 'it''s')) not null)";
    expect(parseSqliteEnumChecks(sql)).toEqual({ c: ['in-progress', 'a, b', "it's"] });
  });
});
