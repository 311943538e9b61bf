import 'reflect-metadata';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { configFromEnvironment, resolveGeneratedSecrets } from './config/app-config';
import { redisUrlReachable } from './queue/embedded-redis';
import { TRANSLATIONS_QUEUE } from './translations/translation-jobs';

/**
 * `npm run worker`: a process that only consumes jobs, for scaling out. The same modules as the API (so a job sees
 * the same services and configuration) in a Nest application context: no HTTP listener, no migrations (the API or
 * `npm run migrate` applies them). WORKERS_ENABLED is forced on here; set it to false on the API processes when the
 * workers run apart. Needs the Redis the API uses (REDIS_URL): an embedded Redis is private to its API process.
 *
 * Scaling: run as many as needed (each takes WORKER_CONCURRENCY jobs at once). SIGTERM: no new jobs; running ones get
 * WORKER_SHUTDOWN_TIMEOUT_MS, then go back to the queue at their next checkpoint. A worker killed outright (SIGKILL,
 * OOM, lost machine) stops renewing its job locks: another worker takes those jobs over as stalled jobs once the lock
 * expires (see TRANSLATIONS_WORKER_OPTIONS), and the pipeline's fixed result key and claimed e-mail keep that to one
 * document and one e-mail. `$VAR_DIR/worker.heartbeat` is rewritten every 10 s (the container health check).
 */

const redactedUrl = (url: string) => url.replace(/\/\/[^@/]*@/, '//***@');

/** Touched every few seconds while the event loop runs: the container health check reads its age. */
const workerHeartbeatFile = (varDir: string) => join(varDir, 'worker.heartbeat');
const HEARTBEAT_EVERY_MS = 10_000;

function startHeartbeat(file: string): void {
  let warned = false;
  const beat = () =>
    writeFile(file, `${process.pid} ${new Date().toISOString()}\n`).catch((err: Error) => {
      if (!warned) console.warn(`worker heartbeat not written to ${file}: ${err.message}`);
      warned = true;
    });
  void mkdir(dirname(file), { recursive: true }).then(beat, beat);
  setInterval(() => void beat(), HEARTBEAT_EVERY_MS).unref();
}

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
  const [{ NestFactory }, { Logger }, { AppModule }] = await Promise.all([
    import('@nestjs/core'),
    import('nestjs-pino'),
    import('./app.module'),
  ]);
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
  startHeartbeat(workerHeartbeatFile(config.VAR_DIR));

  console.log(
    `PageTranslate worker ready: queue "${TRANSLATIONS_QUEUE}", concurrency ${config.WORKER_CONCURRENCY}, ` +
      `redis ${redactedUrl(config.REDIS_URL)} (prefix ${config.QUEUE_PREFIX}). Ctrl-C stops it.`,
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
