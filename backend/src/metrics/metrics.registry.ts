import type { Redis } from 'ioredis';
import { collectDefaultMetrics, Histogram, Metric, Registry } from 'prom-client';
import { AppConfig } from '../config/app-config';
import { SharedHistogram } from './shared-histogram';

/** Every metric name starts with this. */
export const METRIC_PREFIX = 'pagetranslate_';

/** HTTP latency bounds, seconds: fast JSON calls up to uploads analysed in a child process. */
export const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
/** Queue wait and job duration bounds, seconds: from an idle worker taking a job at once to a long document. */
export const JOB_BUCKETS = [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600, 1800, 3600];

export type HttpLabel = 'method' | 'route' | 'status_code';
export type JobLabel = 'queue' | 'name' | 'outcome';

/**
 * This process's Prometheus registry (one per application, so test apps in one process never share series) and the
 * metrics every part of the metrics module observes into. The process's own metrics (CPU, memory, event loop, GC)
 * come from prom-client's defaults.
 */
export class MetricsRegistry {
  readonly registry = new Registry();

  /** Per process: every request, by route template, method and status. */
  readonly httpRequestDuration: Histogram<HttpLabel>;
  /** Shared (Redis): enqueue (or due time) → first taken by a worker, per queue. */
  readonly queueWait: SharedHistogram<'queue'>;
  /** Shared (Redis): how long a worker ran a job attempt, by queue, job name and outcome (completed | failed). */
  readonly jobDuration: SharedHistogram<JobLabel>;

  constructor(config: AppConfig, redis: () => Promise<Redis>) {
    collectDefaultMetrics({ register: this.registry, prefix: METRIC_PREFIX });
    this.httpRequestDuration = new Histogram({
      name: `${METRIC_PREFIX}http_request_duration_seconds`,
      help: 'HTTP requests served by this process, by route template, method and status code (seconds).',
      labelNames: ['method', 'route', 'status_code'],
      buckets: HTTP_BUCKETS,
      registers: [this.registry],
    });
    const sharedKey = (name: string) => `${config.QUEUE_PREFIX}:metrics:${name}`;
    this.queueWait = new SharedHistogram({
      name: `${METRIC_PREFIX}queue_wait_seconds`,
      help: 'Time a job waited in its queue before a worker first took it, in every worker of the deployment (seconds).',
      labelNames: ['queue'],
      buckets: JOB_BUCKETS,
      key: sharedKey('queue_wait_seconds'),
      redis,
    });
    this.jobDuration = new SharedHistogram({
      name: `${METRIC_PREFIX}job_duration_seconds`,
      help: 'Time a worker spent on one job attempt, by queue, job name and outcome, in every worker of the deployment (seconds).',
      labelNames: ['queue', 'name', 'outcome'],
      buckets: JOB_BUCKETS,
      key: sharedKey('job_duration_seconds'),
      redis,
    });
    this.registry.registerMetric(this.queueWait as unknown as Metric);
    this.registry.registerMetric(this.jobDuration as unknown as Metric);
  }

  /** The text Prometheus reads. */
  scrape(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
