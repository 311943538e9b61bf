import { MikroORM } from '@mikro-orm/core';
import { buildOrmOptions } from '../../src/database/orm.config';
import { createTestDatabase, TestDatabase } from '../utils/test-database';

export interface MediumOrm {
  db: TestDatabase;
  orm: MikroORM;
  close(): Promise<void>;
}

/** A migrated database of the run's driver (TEST_DB) with an ORM on it: seeded, or not when asked. */
export async function createMediumOrm(opts: { unseeded?: boolean } = {}): Promise<MediumOrm> {
  const db = await createTestDatabase({ empty: opts.unseeded });
  const options = buildOrmOptions(db.target);
  const orm = await MikroORM.init({ ...options, migrations: { ...options.migrations, silent: true } });
  if (opts.unseeded) await orm.getMigrator().up();
  return {
    db,
    orm,
    async close() {
      await orm.close(true);
      await db.drop();
    },
  };
}
