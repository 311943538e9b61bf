import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { BeforeApplicationShutdown, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Job, UnrecoverableError, Worker } from 'bullmq';
import { AppConfig } from '../../config/app-config';
import { TRANSLATION_JOBS, TRANSLATIONS_QUEUE, TranslationJobName } from '../translation-jobs';
import { TranslateJob, TranslateJobService } from './translate-job.service';

/**
 * Worker settings. Lock: the worker renews it every lockDuration/2 from the event loop; parsing, the engine and the
 * PDF writing run in child processes, and text reconstruction of a very long document may hold the loop for a few
 * seconds — 2 minutes of lock leave ample room. A job whose worker died is taken over after at most
 * lockDuration + stalledInterval, and fails (then refunded) after stalling more than maxStalledCount times.
 * autorun is off: the worker starts once the application is fully up, with WORKER_CONCURRENCY.
 */
export const TRANSLATIONS_WORKER_OPTIONS = {
  autorun: false,
  lockDuration: 120_000,
  stalledInterval: 60_000,
  maxStalledCount: 2,
};

/** After the grace period, how long interrupted jobs get to reach a checkpoint and go back to the queue. */
const HAND_BACK_MS = 3_000;

const delay = (ms: number) => new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms).unref());

/**
 * Consumes the `translations` queue (registered only when WORKERS_ENABLED, see TranslationJobsModule) and delegates
 * each job to TranslateJobService. On shutdown it stops taking jobs, lets running ones finish for
 * WORKER_SHUTDOWN_TIMEOUT_MS, then asks them to hand themselves back to the queue at their next checkpoint.
 */
@Processor(TRANSLATIONS_QUEUE, TRANSLATIONS_WORKER_OPTIONS)
export class TranslationsProcessor extends WorkerHost implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(TranslationsProcessor.name);
  private readonly shutdown = new AbortController();

  constructor(
    private readonly jobs: TranslateJobService,
    private readonly config: AppConfig,
  ) {
    super();
  }

  async process(job: Job<unknown, unknown, TranslationJobName>, token?: string): Promise<unknown> {
    switch (job.name) {
      case TRANSLATION_JOBS.translate:
        return this.jobs.handle(job as TranslateJob, token, this.shutdown.signal);
      default:
        throw new UnrecoverableError(`unknown job name ${String(job.name)}`);
    }
  }

  onApplicationBootstrap(): void {
    this.worker.concurrency = this.config.WORKER_CONCURRENCY;
    this.worker.run().catch((err) => this.logger.error({ err }, 'translations worker stopped'));
    this.logger.log(`translations worker started (concurrency ${this.config.WORKER_CONCURRENCY})`);
  }

  /** Runs before Nest's own worker.close() and before the engine, database and Redis clients are closed. */
  async beforeApplicationShutdown(): Promise<void> {
    await closeWorkerWithin(this.worker, this.config.WORKER_SHUTDOWN_TIMEOUT_MS, () => this.shutdown.abort(), this.logger);
  }

  @OnWorkerEvent('error')
  onError(err: Error): void {
    this.logger.error({ err }, 'translations worker error');
  }

  @OnWorkerEvent('stalled')
  onStalled(jobId: string): void {
    this.logger.warn({ jobId }, 'translation job stalled (its worker stopped renewing the lock): retried by another worker');
  }
}

/**
 * worker.close() waits for running jobs without a limit. This gives them `graceMs`, then calls `interrupt` (running
 * pipelines stop at their next checkpoint and move their job back to the queue) and waits HAND_BACK_MS more. A job
 * still running then keeps its lock until the process exits; it is taken over as a stalled job afterwards.
 */
export async function closeWorkerWithin(worker: Worker, graceMs: number, interrupt: () => void, logger: Logger): Promise<void> {
  const closing = worker.close().then(() => 'closed' as const);
  if ((await Promise.race([closing, delay(graceMs)])) === 'closed') return;
  logger.warn(`jobs still running after ${graceMs} ms: handing them back to the queue`);
  interrupt();
  if ((await Promise.race([closing, delay(HAND_BACK_MS)])) === 'closed') return;
  logger.warn('a job did not reach a checkpoint in time: it will be retried as a stalled job');
}
