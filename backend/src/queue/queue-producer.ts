import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { JobsOptions, Queue } from 'bullmq';
import { AppConfig } from '../config/app-config';
import { producerRedisOptions } from './redis-options';

/** Redis could not take the job within QUEUE_ADD_TIMEOUT_MS (down, unreachable or hung). Nothing was promised. */
export class QueueUnavailableError extends Error {
  constructor(
    readonly queueName: string,
    readonly cause?: unknown,
  ) {
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- whatever BullMQ rejected with, shown as it prints
    super(`queue ${queueName} unavailable: ${cause instanceof Error ? cause.message : String(cause ?? 'timed out')}`);
    this.name = 'QueueUnavailableError';
  }
}

/**
 * The API's side of the queues: adds jobs and fails fast while Redis is away. BullMQ's own Queue waits for Redis
 * (ioredis' offline queue, and a connection that never became ready), so a request that enqueues would hang for as
 * long as Redis is down. Here each queue has its own producer connection without an offline queue and with short
 * connect and command timeouts, and every add is bounded by QUEUE_ADD_TIMEOUT_MS: past it the caller gets a
 * QueueUnavailableError to answer with (503), and the work is left to whatever retries it (the payment
 * reconciliation, the provider's webhook retries). An add that went through late is harmless: jobs carry fixed ids.
 *
 * The workers keep the queues registered with BullModule (default connection: they wait for Redis and resume).
 */
@Injectable()
export class QueueProducer implements OnApplicationShutdown {
  private readonly logger = new Logger(QueueProducer.name);
  private readonly queues = new Map<string, Queue>();
  private lastError = '';
  /** Set at shutdown: a connection still trying to reach Redis stops retrying and ends by itself. */
  private stopping = false;

  constructor(private readonly config: AppConfig) {}

  /** Adds a job (BullMQ ignores an add whose jobId exists); rejects with QueueUnavailableError in bounded time. */
  async add<T>(queueName: string, jobName: string, data: T, options: JobsOptions = {}): Promise<void> {
    await this.bounded(queueName, (queue) => queue.add(jobName, data, options));
  }

  /**
   * A read through the producer's queue (the queue depth at a metrics scrape), bounded like an add: BullMQ's calls
   * wait for a connection that is reconnecting (its waitUntilReady), whatever the command timeout says.
   */
  read<T>(queueName: string, reading: (queue: Queue) => Promise<T>): Promise<T> {
    return this.bounded(queueName, reading);
  }

  /** `call` on the queue, or a QueueUnavailableError once QUEUE_ADD_TIMEOUT_MS have passed or when it fails. */
  private async bounded<T>(queueName: string, call: (queue: Queue) => Promise<T>): Promise<T> {
    const queue = this.queue(queueName);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new QueueUnavailableError(queueName)), this.config.QUEUE_ADD_TIMEOUT_MS);
    });
    const calling = call(queue);
    calling.catch(() => undefined); // a late failure after the timeout answered is not unhandled
    try {
      return await Promise.race([calling, timeout]);
    } catch (err) {
      if (err instanceof QueueUnavailableError) throw err;
      throw new QueueUnavailableError(queueName, err);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * The producer-side Queue of `name` (created once): also for reads that must not wait for Redis either, such as
   * the queue depth read at a metrics scrape.
   */
  queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      const connection = producerRedisOptions(requireRedisUrl(this.config), this.config.QUEUE_ADD_TIMEOUT_MS);
      const retry = connection.retryStrategy!;
      queue = new Queue(name, {
        connection: { ...connection, retryStrategy: (times: number) => (this.stopping ? null : retry(times)) },
        prefix: this.config.QUEUE_PREFIX,
      });
      // Logged once per distinct error: a down Redis otherwise repeats it on every reconnect attempt.
      queue.on('error', (err: Error) => {
        if (err.message === this.lastError) return;
        this.lastError = err.message;
        this.logger.warn({ err: err.message, queue: name }, 'queue producer: Redis connection error');
      });
      this.queues.set(name, queue);
    }
    return queue;
  }

  /**
   * Closes the producer connections. One that never reached Redis is not closed through BullMQ: closing a connection
   * still initialising removes its listeners, and its failed start-up then surfaces as an unhandled 'error'. It is
   * told to stop retrying instead, and ends by itself at its next attempt (its error goes to the listener above).
   */
  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    const bounded = <T>(p: Promise<T>, ms = 2000) =>
      Promise.race([p.catch(() => undefined), new Promise<undefined>((r) => setTimeout(() => r(undefined), ms).unref())]);
    await Promise.all(
      [...this.queues.values()].map(async (queue) => {
        const ready = await bounded(
          queue.waitUntilReady().then(() => true),
          200,
        );
        if (!ready) return;
        await bounded(queue.close());
        await bounded(queue.disconnect());
      }),
    );
    this.queues.clear();
  }
}

function requireRedisUrl(config: AppConfig): string {
  if (!config.REDIS_URL) throw new Error('REDIS_URL is not set and no embedded Redis was started');
  return config.REDIS_URL;
}
