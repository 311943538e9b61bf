import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/core';
import { configFromEnvironment } from '../config/app-config';
import { buildOrmOptions } from '../database/orm.config';
import { createAccountManager } from './account-managers';
import { User } from './entities/user.entity';

/**
 * `npm run create-account-manager -- EMAIL [PASSWORD]`: creates an account manager (or promotes an existing user)
 * in the configured database and prints what to hand over.
 */
async function main() {
  const [email, password] = process.argv.slice(2).filter((a) => a !== '--');
  if (!email) {
    console.error('usage: npm run create-account-manager -- EMAIL [PASSWORD]');
    process.exit(2);
  }
  const config = configFromEnvironment();
  const orm = await MikroORM.init(buildOrmOptions({ databaseUrl: config.DATABASE_URL, sqlitePath: config.sqlitePath }));
  try {
    const result = await orm.em
      .fork()
      .getRepository(User)
      .inTransaction((users) => createAccountManager(users, { email, password }));
    if (result.created) {
      console.log(
        `Account manager created: ${result.user.email}  password: ${result.password}  (accountManagerId ${result.accountManager.id})`,
      );
      console.log(`Sign in at ${config.publicUrl}/enterprise/login`);
    } else {
      console.log(`${result.user.email} is an account manager (accountManagerId ${result.accountManager.id}); password unchanged.`);
    }
  } finally {
    await orm.close(true);
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
