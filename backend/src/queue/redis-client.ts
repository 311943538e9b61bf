import { once } from 'node:events';
import { Logger, OnApplicationShutdown } from '@nestjs/common';
import Redis, { RedisOptions } from 'ioredis';

/** A small non-blocking Redis client for health checks, counters and scheduled-run locks (BullMQ keeps its own connections). */
export class RedisClient extends Redis implements OnApplicationShutdown {
  private readonly logger = new Logger(RedisClient.name);
  private lastError = '';

  constructor(options: RedisOptions) {
    super(options);
    // Without a listener ioredis prints "Unhandled error event" on every reconnect attempt while Redis is down; the
    // callers see the failure on their own command. Logged once per distinct error.
    this.on('error', (err: Error) => {
      if (err.message === this.lastError) return;
      this.lastError = err.message;
      this.logger.warn({ err: err.message }, 'Redis connection error');
    });
    this.on('ready', () => (this.lastError = ''));
  }

  /**
   * Connects if needed and waits, at most timeoutMs, for the client to be ready: it connects lazily and queues no
   * command while offline. Rejects on the client's next 'error' (refused, timed out) or after timeoutMs; the timer is
   * cleared either way (AbortSignal.timeout's would outlive the wait).
   */
  async whenReady(timeoutMs: number): Promise<void> {
    if (this.status === 'ready') return;
    const giveUp = new AbortController();
    const timer = setTimeout(() => giveUp.abort(new Error(`Redis not ready within ${timeoutMs} ms`)), timeoutMs);
    try {
      const ready = once(this, 'ready', { signal: giveUp.signal });
      if (this.status === 'wait') this.connect().catch(() => undefined);
      await ready;
    } finally {
      clearTimeout(timer);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.status !== 'end' && this.status !== 'wait') await this.quit().catch(() => this.disconnect());
    else this.disconnect();
  }
}
