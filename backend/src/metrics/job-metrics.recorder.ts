import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { Job, Worker } from 'bullmq';
import { Clock } from '../common/clock';
import { attemptSeconds, firstWaitSeconds } from './job-timing.util';
import { MetricsRegistry } from './metrics.registry';

/**
 * Observes the BullMQ workers of this process (none in an API started with WORKERS_ENABLED=false): the first wait of
 * each job when a worker takes it, and the duration of each attempt when it completes or fails. Observations go to
 * the shared histograms in Redis, so they are counted once and any API replica exposes them. A failed observation is
 * logged and never touches the job.
 */
@Injectable()
export class JobMetricsRecorder implements OnApplicationBootstrap {
  private readonly logger = new Logger(JobMetricsRecorder.name);

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly metrics: MetricsRegistry,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    for (const worker of this.workers()) this.observe(worker);
  }

  observe(worker: Worker): void {
    worker.on('active', (job: Job) => {
      const seconds = firstWaitSeconds(job);
      if (seconds !== null) this.record(this.metrics.queueWait.observe({ queue: worker.name }, seconds));
    });
    worker.on('completed', (job: Job) => this.recordAttempt(worker, job, 'completed'));
    worker.on('failed', (job: Job | undefined) => {
      if (job) this.recordAttempt(worker, job, 'failed');
    });
  }

  private recordAttempt(worker: Worker, job: Job, outcome: 'completed' | 'failed'): void {
    const seconds = attemptSeconds(job, this.clock.now().getTime());
    if (seconds !== null) this.record(this.metrics.jobDuration.observe({ queue: worker.name, name: job.name, outcome }, seconds));
  }

  private record(observation: Promise<void>): void {
    observation.catch((err) => this.logger.warn({ err }, 'job metric not recorded'));
  }

  private workers(): Worker[] {
    const found: Worker[] = [];
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as { worker?: unknown } | null | undefined;
      if (!instance || typeof instance !== 'object' || !('worker' in instance)) continue;
      try {
        if (instance.worker instanceof Worker) found.push(instance.worker);
      } catch {
        // A WorkerHost whose worker was never created (its getter throws): nothing to observe.
      }
    }
    return found;
  }
}
