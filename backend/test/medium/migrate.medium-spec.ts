import './isolate-orm-metadata';
import { dirname, join } from 'node:path';
import { DatabaseTarget } from '../../src/database/orm.config';
import { migrateAndSeed } from '../../src/database/migrate';
import { createTestDatabase, TestDatabase } from '../utils/test-database';

/** migrateAndSeed: what `npm run migrate` and the app's start-up (MIGRATE_ON_START) run. */
describe(`migrateAndSeed (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let db: TestDatabase;
  let target: DatabaseTarget;

  beforeAll(async () => {
    db = await createTestDatabase({ empty: true });
    // SQLite: a directory that does not exist yet, as on a first start with a fresh var/.
    target = db.target.databaseUrl ? db.target : { sqlitePath: join(dirname(db.target.sqlitePath), 'var', 'db.sqlite') };
  });

  afterAll(async () => {
    await db?.drop();
  });

  it('migrates an empty database and seeds it', async () => {
    const result = await migrateAndSeed(target);
    expect(result.driver).toBe(target.databaseUrl ? 'postgresql' : 'sqlite');
    expect(result.applied.length).toBeGreaterThan(0);
    expect(result.seed.countries.created).toBe(7);
    expect(result.seed.publicOrganization.created).toBe(1);
  });

  it('does nothing the second time', async () => {
    const result = await migrateAndSeed(target);
    expect(result.applied).toEqual([]);
    for (const count of Object.values(result.seed)) expect(count).toEqual({ created: 0, updated: 0 });
  });
});
