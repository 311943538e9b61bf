import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { RedisClient } from './redis-client';

/** Frees the lock only while it still holds this run's token (or keeps it ARGV[2] ms more): never another's. */
const RELEASE_SCRIPT = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
if tonumber(ARGV[2]) > 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) else redis.call('DEL', KEYS[1]) end
return 1
`;

/** Default RunLockOptions.minHoldMs: far above clock skew, far below any job's interval. */
const MIN_HOLD_MS = 30_000;
/** How long a run waits for the shared client to (re)connect before it goes ahead without the lock. */
const CONNECT_WAIT_MS = 2000;

export interface RunLockOptions {
  /** Longest hold: a process that dies mid-run frees the lock after this. Keep it below the job's interval. */
  ttlMs: number;
  /**
   * Held at least this long from the start, so a process whose timer fires a little later (clock skew between
   * machines, a busy event loop) does not repeat a run that has just finished.
   */
  minHoldMs?: number;
}

export type LockedRun<T> = { ran: true; result: T } | { ran: false };

/**
 * One run at a time of a scheduled job across every API replica and worker of a deployment: the key
 * `<QUEUE_PREFIX>:scheduled:<job>` holds the running process's token (SET NX PX). Scheduled jobs here are
 * idempotent, so the lock only saves repeated work: when Redis cannot be reached the run goes ahead (warning).
 */
@Injectable()
export class ScheduledRunLock {
  private readonly logger = new Logger(ScheduledRunLock.name);

  constructor(
    private readonly redis: RedisClient,
    private readonly config: AppConfig,
  ) {}

  /** Runs work unless another process holds job's lock ({ ran: false }); work's errors are thrown after the release. */
  async run<T>(job: string, options: RunLockOptions, work: () => Promise<T>): Promise<LockedRun<T>> {
    let token: string | null;
    try {
      token = await this.acquire(job, options.ttlMs);
    } catch (err) {
      this.logger.warn({ err, job }, 'scheduled-run lock unavailable: running without it');
      return { ran: true, result: await work() };
    }
    if (!token) return { ran: false };
    const started = performance.now();
    try {
      return { ran: true, result: await work() };
    } finally {
      const keepMs = Math.ceil(Math.min(options.minHoldMs ?? MIN_HOLD_MS, options.ttlMs) - (performance.now() - started));
      // Left to expire (ttlMs) if Redis went away during the run.
      await this.release(job, token, keepMs).catch((err: unknown) => this.logger.warn({ err, job }, 'scheduled-run lock not released'));
    }
  }

  /** The lock's token if this call took it, null while another holds it; throws when Redis does not answer. */
  async acquire(job: string, ttlMs: number): Promise<string | null> {
    await this.whenReady();
    const token = randomUUID();
    return (await this.redis.set(this.key(job), token, 'PX', ttlMs, 'NX')) === 'OK' ? token : null;
  }

  /** Frees the lock now (keepMs ≤ 0) or after keepMs; false, changing nothing, when token no longer holds it. */
  async release(job: string, token: string, keepMs = 0): Promise<boolean> {
    await this.whenReady();
    return (await this.redis.eval(RELEASE_SCRIPT, 1, this.key(job), token, String(Math.max(0, keepMs)))) === 1;
  }

  private key(job: string): string {
    return `${this.config.QUEUE_PREFIX}:scheduled:${job}`;
  }

  /** The shared client connects lazily and queues no command while offline: wait (bounded) for it to be ready. */
  private whenReady(): Promise<void> {
    return this.redis.whenReady(CONNECT_WAIT_MS);
  }
}
