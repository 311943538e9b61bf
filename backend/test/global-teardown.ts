import { dropPgDatabasesOfRun } from './utils/test-database';

export default async function globalTeardown(): Promise<void> {
  const g = globalThis as any;
  if (process.env.TEST_DB === 'postgres' && process.env.TEST_RUN_ID) await dropPgDatabasesOfRun(process.env.TEST_RUN_ID);
  if (g.__EMBEDDED_REDIS__) await g.__EMBEDDED_REDIS__.stop();
}
