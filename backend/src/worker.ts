import 'reflect-metadata';
import { configFromEnvironment, resolveGeneratedSecrets } from './config/app-config';
import { redisUrlReachable } from './queue/embedded-redis';
import { TRANSLATIONS_QUEUE } from './translations/translation-jobs';

/**
 * `npm run worker`: a process that only consumes jobs, for scaling out. The same modules as the API (so a job sees
 * the same services and configuration) in a Nest application context: no HTTP listener, no migrations (the API or
 * `npm run migrate` applies them). WORKERS_ENABLED is forced on here; set it to false on the API processes when the
 * workers run apart. Needs the Redis the API uses (REDIS_URL): an embedded Redis is private to its API process.
 */

const redactedUrl = (url: string) => url.replace(/\/\/[^@/]*@/, '//***@');

async function main(): Promise<void> {
  const config = resolveGeneratedSecrets(configFromEnvironment({ WORKERS_ENABLED: 'true' }));
  if (!config.REDIS_URL) {
    console.error(
      'REDIS_URL is not set. A worker process takes its jobs from the Redis the API uses: set REDIS_URL ' +
        '(e.g. redis://127.0.0.1:6379) for the API and the workers. Without it, run only `npm start` (its workers run inside the API).',
    );
    process.exit(1);
  }
  if (!(await redisUrlReachable(config.REDIS_URL))) {
    console.warn(`Redis at ${redactedUrl(config.REDIS_URL)} is not reachable yet: the worker keeps trying to connect.`);
  }

  // Loaded only now, so a configuration error is reported without loading the whole application first.
  const [{ NestFactory }, { Logger }, { AppModule }] = await Promise.all([import('@nestjs/core'), import('nestjs-pino'), import('./app.module')]);
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  await app.init();

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping (running jobs finish or go back to the queue)…`);
    // The processor bounds its own wait (WORKER_SHUTDOWN_TIMEOUT_MS plus a hand-back window); this is the backstop.
    const force = setTimeout(() => {
      console.error('shutdown took too long: exiting (unfinished jobs are retried as stalled jobs)');
      process.exit(1);
    }, config.WORKER_SHUTDOWN_TIMEOUT_MS + 10_000);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      console.error(err);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  console.log(
    `PageTranslate worker ready: queue "${TRANSLATIONS_QUEUE}", concurrency ${config.WORKER_CONCURRENCY}, ` +
      `redis ${redactedUrl(config.REDIS_URL)} (prefix ${config.QUEUE_PREFIX}). Ctrl-C stops it.`,
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
