import { Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { Counter, Gauge } from 'prom-client';
import { Clock } from '../common/clock';
import { QueueProducer } from '../queue/queue-producer';
import { TRANSLATIONS_QUEUE } from '../translations/translation-jobs';
import { DeploymentMetricsRepository } from './deployment-metrics.repository';
import { METRIC_PREFIX, MetricsRegistry } from './metrics.registry';

/** Queue states reported (BullMQ's names). */
export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed', 'prioritized', 'paused', 'completed'] as const;

type Source = 'redis' | 'database';

/**
 * The deployment's state, read at scrape time from where it is kept (so every replica reports the same, and nothing
 * is lost when a process restarts): queue depth and the age of the oldest waiting job from Redis; paid translations
 * by status, pages translated and payments by status from the database. A source that cannot be read leaves its
 * metrics out of that scrape and sets `pagetranslate_metrics_source_up{source}` to 0; the scrape itself still answers.
 */
@Injectable()
export class DeploymentMetrics {
  private readonly logger = new Logger(DeploymentMetrics.name);
  private readonly sourceUp: Gauge<'source'>;
  constructor(
    metrics: MetricsRegistry,
    private readonly producer: QueueProducer,
    private readonly database: DeploymentMetricsRepository,
    private readonly clock: Clock,
  ) {
    const registers = [metrics.registry];
    this.sourceUp = new Gauge({
      name: `${METRIC_PREFIX}metrics_source_up`,
      help: 'Whether the last scrape could read the source of the deployment metrics (redis, database): 1 yes, 0 no.',
      labelNames: ['source'],
      registers,
    });
    const queueJobs: Gauge<'queue' | 'state'> = new Gauge({
      name: `${METRIC_PREFIX}queue_jobs`,
      help: 'Jobs in the queue by state (waiting, active, delayed, failed, prioritized, paused, completed and kept).',
      labelNames: ['queue', 'state'],
      registers,
      collect: () =>
        this.read('redis', queueJobs, async () => {
          const counts = await this.readQueue((queue) => queue.getJobCounts(...QUEUE_STATES));
          queueJobs.reset();
          for (const state of QUEUE_STATES) queueJobs.set({ queue: TRANSLATIONS_QUEUE, state }, counts[state] ?? 0);
        }),
    });
    const oldestWaiting: Gauge<'queue'> = new Gauge({
      name: `${METRIC_PREFIX}queue_oldest_waiting_seconds`,
      help: 'Age of the oldest job waiting for a worker (0 when none waits): how far behind the workers are (seconds).',
      labelNames: ['queue'],
      registers,
      collect: () =>
        this.read('redis', oldestWaiting, async () => {
          const [oldest] = await this.readQueue((queue) => queue.getWaiting(0, 0));
          const dueAt = oldest ? oldest.timestamp + (oldest.delay ?? 0) : undefined;
          oldestWaiting.reset();
          oldestWaiting.set(
            { queue: TRANSLATIONS_QUEUE },
            dueAt === undefined ? 0 : Math.max(0, this.clock.now().getTime() - dueAt) / 1000,
          );
        }),
    });
    const translations: Gauge<'status'> = new Gauge({
      name: `${METRIC_PREFIX}translations`,
      help: 'Paid translations by status (created = in queue, in-progress, completed, failed, cancelled).',
      labelNames: ['status'],
      registers,
      collect: () =>
        this.read('database', translations, async () => {
          const counts = await this.database.paidTranslationsByStatus();
          translations.reset();
          for (const { status, count } of counts) translations.set({ status }, count);
        }),
    });
    const pages: Counter = new Counter({
      name: `${METRIC_PREFIX}pages_translated_total`,
      help: 'Pages of every completed translation, all time (from the database).',
      registers,
      collect: () =>
        // On failure the counter keeps its last value (a drop to 0 would read as a counter reset).
        this.read('database', null, async () => {
          const total = await this.database.pagesTranslated();
          pages.reset();
          pages.inc(total);
        }),
    });
    const payments: Gauge<'status'> = new Gauge({
      name: `${METRIC_PREFIX}payments`,
      help: 'Payments by status (requires_payment_method, processing, succeeded, payment_failed, refunded, ...).',
      labelNames: ['status'],
      registers,
      collect: () =>
        this.read('database', payments, async () => {
          const counts = await this.database.paymentsByStatus();
          payments.reset();
          for (const { status, count } of counts) payments.set({ status }, count);
        }),
    });
  }

  /** A read of the translations queue through the producer's connection, bounded: a scrape while Redis is down does not hang. */
  private readQueue<T>(reading: (queue: Queue) => Promise<T>): Promise<T> {
    return this.producer.read(TRANSLATIONS_QUEUE, reading);
  }

  /** Runs `fill` (which reads, then replaces the metric's values); on failure empties `metric` and marks the source down. */
  private async read(source: Source, metric: { reset(): void } | null, fill: () => Promise<void>): Promise<void> {
    try {
      await fill();
      this.sourceUp.set({ source }, 1);
    } catch (err) {
      metric?.reset();
      this.sourceUp.set({ source }, 0);
      this.logger.warn({ err, source }, 'metrics source not readable');
    }
  }
}
