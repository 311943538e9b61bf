import type { RedisOptions } from 'ioredis';

/** ioredis options from a redis:// or rediss:// URL (BullMQ takes options, not URLs). */
export function redisOptionsFromUrl(url: string): RedisOptions {
  const u = new URL(url);
  const db = u.pathname && u.pathname !== '/' ? Number(u.pathname.slice(1)) : 0;
  return {
    host: u.hostname,
    port: Number(u.port || 6379),
    username: u.username ? decodeURIComponent(u.username) : undefined,
    password: u.password ? decodeURIComponent(u.password) : undefined,
    db,
    tls: u.protocol === 'rediss:' ? {} : undefined,
    // Required by BullMQ workers: blocking commands must not fail after N retries.
    maxRetriesPerRequest: null,
  };
}

/**
 * The connection of a producer (the API adding jobs): no offline queue, so a command fails at once while Redis is
 * away instead of waiting for it, one retry, and connect and command timeouts of `timeoutMs`. Never for a worker:
 * its blocking commands must be allowed to wait.
 */
export function producerRedisOptions(url: string, timeoutMs: number): RedisOptions {
  return {
    ...redisOptionsFromUrl(url),
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
    // Back within 2 s of Redis' return (BullMQ's default waits up to 20 s between attempts).
    retryStrategy: (times: number) => Math.min(times * 200, 2000),
    // After a failed connection ioredis otherwise keeps a 2 s timer alive on close.
    disconnectTimeout: 200,
  };
}
