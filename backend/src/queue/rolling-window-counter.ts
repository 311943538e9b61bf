import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { RedisClient } from './redis-client';

/**
 * One rolling window per key, as a sorted set of hit times: hits older than the window are dropped, and a new hit
 * is recorded only while fewer than the limit remain. Answers [1, 0] for a hit taken, or [0, ms until the oldest
 * hit leaves the window] for a refusal (which records nothing).
 */
const HIT_SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return {0, math.max(tonumber(oldest[2]) + window - now, 1)}
end
redis.call('ZADD', KEYS[1], now, ARGV[4])
redis.call('PEXPIRE', KEYS[1], window)
return {1, 0}
`;

/** How long a hit waits for the shared client to (re)connect before counting in this process instead. */
const CONNECT_WAIT_MS = 1000;

export type WindowHit = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * "At most `limit` in any `windowMs`" per key (e.g. uploads per user per hour), counted in Redis under
 * `<QUEUE_PREFIX>:window:` so every API replica shares the counts. While Redis cannot be reached, hits are counted
 * in this process (still limited per replica) rather than refusing everyone or waving everyone through.
 */
@Injectable()
export class RollingWindowCounter {
  private readonly logger = new Logger(RollingWindowCounter.name);
  /** The fallback's hit times per key, oldest first. */
  private readonly local = new Map<string, number[]>();

  constructor(
    private readonly redis: RedisClient,
    private readonly config: AppConfig,
  ) {}

  /** Records a hit at `now` for `key` unless `limit` hits already fall within the window ending now. */
  async hit(key: string, limit: number, windowMs: number, now: Date): Promise<WindowHit> {
    const at = now.getTime();
    try {
      await this.redis.whenReady(CONNECT_WAIT_MS);
      const [allowed, retryAfterMs] = (await this.redis.eval(
        HIT_SCRIPT,
        1,
        `${this.config.QUEUE_PREFIX}:window:${key}`,
        String(at),
        String(windowMs),
        String(limit),
        `${at}-${randomUUID()}`,
      )) as [number, number];
      return allowed === 1 ? { allowed: true } : { allowed: false, retryAfterMs };
    } catch (err) {
      this.logger.warn({ err, key }, 'rolling-window counters unavailable in Redis: counting in this process');
      return this.localHit(key, limit, windowMs, at);
    }
  }

  private localHit(key: string, limit: number, windowMs: number, at: number): WindowHit {
    const hits = (this.local.get(key) ?? []).filter((t) => t > at - windowMs);
    if (hits.length >= limit) {
      this.local.set(key, hits);
      return { allowed: false, retryAfterMs: Math.max(hits[0] + windowMs - at, 1) };
    }
    hits.push(at);
    this.local.set(key, hits);
    return { allowed: true };
  }
}
