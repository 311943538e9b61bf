import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { loadConfig } from '../config/app-config';
import { freePort } from './embedded-redis';
import { RedisClient } from './redis-client';
import { redisOptionsFromUrl } from './redis-options';
import { RollingWindowCounter } from './rolling-window-counter';

const HOUR = 3600_000;

/** Several "API replicas" (each its own client, as QueueModule makes it) of one deployment prefix in the run's Redis. */
describe('RollingWindowCounter', () => {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const prefix = `pt-test-window-${randomBytes(4).toString('hex')}`;
  const config = loadConfig({ REDIS_URL: redisUrl, QUEUE_PREFIX: prefix, VAR_DIR: join(tmpdir(), `${prefix}-var`) });
  const clients: RedisClient[] = [];
  const client = (url = redisUrl, disconnectTimeout?: number) => {
    const c = new RedisClient({
      ...redisOptionsFromUrl(url),
      maxRetriesPerRequest: 1,
      lazyConnect: true,
      enableOfflineQueue: false,
      disconnectTimeout,
    });
    clients.push(c);
    return c;
  };
  const replica = () => new RollingWindowCounter(client(), config);
  let key: string;
  let n = 0;
  const t0 = new Date('2026-06-15T12:00:00Z').getTime();
  const at = (ms: number) => new Date(t0 + ms);

  beforeEach(() => {
    key = `uploads:user:${++n}`;
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(async () => {
    const [first] = clients;
    const keys = await first.keys(`${prefix}:*`);
    if (keys.length) await first.del(...keys);
    await Promise.all(clients.map((c) => c.onApplicationShutdown()));
  });

  it('shares one count between replicas: the limit holds whichever replica the hits reach', async () => {
    const [a, b] = [replica(), replica()];
    expect(await a.hit(key, 3, HOUR, at(0))).toEqual({ allowed: true });
    expect(await b.hit(key, 3, HOUR, at(1_000))).toEqual({ allowed: true });
    expect(await a.hit(key, 3, HOUR, at(2_000))).toEqual({ allowed: true });
    // The oldest hit (at 0) leaves the window at HOUR: 10 s before that, the wait is 10 s.
    expect(await b.hit(key, 3, HOUR, at(HOUR - 10_000))).toEqual({ allowed: false, retryAfterMs: 10_000 });
    expect(await a.hit(`${key}:other-user`, 3, HOUR, at(3_000))).toEqual({ allowed: true });
  });

  it('is a rolling window: a refused hit records nothing, and each old hit frees one place as it leaves', async () => {
    const counter = replica();
    for (const ms of [0, 60_000]) expect(await counter.hit(key, 2, HOUR, at(ms))).toEqual({ allowed: true });
    for (let i = 0; i < 3; i++) expect((await counter.hit(key, 2, HOUR, at(120_000))).allowed).toBe(false);
    expect(await counter.hit(key, 2, HOUR, at(HOUR + 1))).toEqual({ allowed: true });
    expect(await counter.hit(key, 2, HOUR, at(HOUR + 2))).toEqual({ allowed: false, retryAfterMs: 60_000 - 2 });
    expect(await clients[clients.length - 1].pttl(`${prefix}:window:${key}`)).toBeGreaterThan(HOUR - 1000);
  });

  it('while Redis cannot be reached, counts in this process (still limited) and says so', async () => {
    const down = new RollingWindowCounter(client(`redis://127.0.0.1:${await freePort()}`, 200), config);
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    expect(await down.hit(key, 2, HOUR, at(0))).toEqual({ allowed: true });
    expect(await down.hit(key, 2, HOUR, at(1_000))).toEqual({ allowed: true });
    expect(await down.hit(key, 2, HOUR, at(2_000))).toEqual({ allowed: false, retryAfterMs: HOUR - 2_000 });
    expect(await down.hit(key, 2, HOUR, at(HOUR + 1))).toEqual({ allowed: true });
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ key }),
      'rolling-window counters unavailable in Redis: counting in this process',
    );
  });
});
