import { Logger, OnApplicationShutdown } from '@nestjs/common';
import { ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import Redis from 'ioredis';
import { redisOptionsFromUrl } from '../queue/redis-options';

/**
 * One fixed window per key: the first hit starts it (PEXPIRE), every hit counts (INCR); past the limit the key is
 * blocked for blockDuration (a second key with its own expiry), during which hits are refused without counting.
 * Returns [hits, ms left in the window, blocked 0|1, ms left of the block].
 */
const INCREMENT_SCRIPT = `
local blockLeft = redis.call('PTTL', KEYS[2])
if blockLeft > 0 then
  local hits = tonumber(redis.call('GET', KEYS[1]) or '0')
  return {hits, math.max(redis.call('PTTL', KEYS[1]), 0), 1, blockLeft}
end
local hits = redis.call('INCR', KEYS[1])
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  left = tonumber(ARGV[1])
end
if hits > tonumber(ARGV[2]) then
  local block = tonumber(ARGV[3])
  if block > 0 then
    redis.call('SET', KEYS[2], '1', 'PX', block)
    return {hits, left, 1, block}
  end
  return {hits, left, 1, left}
end
return {hits, left, 0, 0}
`;

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

/**
 * Rate-limit counters in Redis, so every API replica counts the same requests (the throttler's default store counts
 * per process: with N replicas a client would get N times the limit). Keys live under `<QUEUE_PREFIX>:throttle:`.
 * If Redis cannot be reached, the counting falls back to this process's own in-memory store (still limited per
 * replica) rather than refusing or waving through every sign-in.
 */
export class RedisThrottlerStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly logger = new Logger(RedisThrottlerStorage.name);
  private readonly redis: Redis;
  private readonly fallback = new ThrottlerStorageService();

  constructor(
    redisUrl: string,
    private readonly prefix: string,
  ) {
    this.redis = new Redis({
      ...redisOptionsFromUrl(redisUrl),
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      disconnectTimeout: 200, // after a failed connection ioredis otherwise keeps a 2 s timer alive on close
    });
    this.redis.on('error', () => undefined); // reported per call below
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    try {
      const base = `${this.prefix}:throttle:${throttlerName}:${key}`;
      const [hits, left, blocked, blockLeft] = (await this.redis.eval(
        INCREMENT_SCRIPT,
        2,
        base,
        `${base}:blocked`,
        String(Math.max(1, Math.round(ttl))),
        String(limit),
        String(Math.round(blockDuration)),
      )) as [number, number, number, number];
      return { totalHits: hits, timeToExpire: seconds(left), isBlocked: blocked === 1, timeToBlockExpire: seconds(blockLeft) };
    } catch (err) {
      this.logger.warn({ err }, 'rate-limit counters unavailable in Redis: counting in this process');
      return this.fallback.increment(key, ttl, limit, blockDuration, throttlerName);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.fallback.onApplicationShutdown();
    // QUIT only on a live connection; otherwise stop connecting (a queued QUIT would wait for retries).
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => this.redis.disconnect());
    else this.redis.disconnect();
  }
}
