import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { SystemClock } from '../common/clock';
import { loadConfig } from '../config/app-config';
import { PaymentReconciliationService } from '../payments/payment-reconciliation.service';
import { TranslationCleanupService } from '../translations/translation-cleanup.service';
import { freePort } from './embedded-redis';
import { RedisClient } from './redis-client';
import { redisOptionsFromUrl } from './redis-options';
import { ScheduledRunLock } from './scheduled-run-lock';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Several "processes" (each its own client, as QueueModule makes it) of one deployment prefix in the run's Redis. */
describe('ScheduledRunLock', () => {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const prefix = `pt-test-lock-${randomBytes(4).toString('hex')}`;
  const config = loadConfig({ REDIS_URL: redisUrl, QUEUE_PREFIX: prefix, VAR_DIR: join(tmpdir(), `${prefix}-var`) });
  const clients: RedisClient[] = [];
  // After a failed connection ioredis keeps a disconnectTimeout (2 s) timer alive on close: shortened for the "down" client.
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
  const inProcess = () => new ScheduledRunLock(client(), config);
  let job: string;
  let n = 0;

  beforeEach(() => {
    job = `job-${++n}`;
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'debug').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(async () => {
    const [first] = clients;
    const keys = await first.keys(`${prefix}:*`);
    if (keys.length) await first.del(...keys);
    await Promise.all(clients.map((c) => c.onApplicationShutdown()));
  });

  it('lets one of two processes run at the same moment; the other skips, and its work is never called', async () => {
    const [a, b] = [inProcess(), inProcess()];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const work = jest.fn(async () => {
      await gate;
      return 'done';
    });
    const runs = [a.run(job, { ttlMs: 10_000 }, work), b.run(job, { ttlMs: 10_000 }, work)];
    // The holder waits at the gate: the first to finish is the one that skipped.
    expect(await Promise.race(runs)).toEqual({ ran: false });
    release();
    expect(await Promise.all(runs)).toContainEqual({ ran: true, result: 'done' });
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('takes the key with a token and a TTL under the deployment prefix, and frees it after a run (minHoldMs 0)', async () => {
    const [a, b] = [inProcess(), inProcess()];
    const seen = await a.run(job, { ttlMs: 10_000, minHoldMs: 0 }, async () => {
      const [value, ttl] = await Promise.all([clients[0].get(`${prefix}:scheduled:${job}`), clients[0].pttl(`${prefix}:scheduled:${job}`)]);
      return { value, ttl };
    });
    expect(seen).toMatchObject({ ran: true, result: { value: expect.stringMatching(/^[0-9a-f-]{36}$/) } });
    expect(seen.ran && seen.result.ttl).toBeGreaterThan(9_000);
    expect(await clients[0].exists(`${prefix}:scheduled:${job}`)).toBe(0);
    expect(await b.run(job, { ttlMs: 10_000, minHoldMs: 0 }, async () => 'again')).toEqual({ ran: true, result: 'again' });
  });

  it('ignores a release by a process that does not hold the lock, including a holder whose lock expired', async () => {
    const [a, b] = [inProcess(), inProcess()];
    const tokenA = await a.acquire(job, 10_000);
    expect(tokenA).toEqual(expect.any(String));
    expect(await b.acquire(job, 10_000)).toBeNull();
    expect(await b.release(job, 'not-the-holders-token')).toBe(false);
    expect(await b.acquire(job, 10_000)).toBeNull();
    expect(await a.release(job, tokenA!)).toBe(true);

    // a's run outlived its TTL, b took the lock: a's late release must leave b's lock alone.
    const late = await a.acquire(job, 100);
    await sleep(200);
    const tokenB = await b.acquire(job, 10_000);
    expect(tokenB).toEqual(expect.any(String));
    expect(await a.release(job, late!)).toBe(false);
    expect(await a.acquire(job, 10_000)).toBeNull();
    expect(await clients[0].get(`${prefix}:scheduled:${job}`)).toBe(tokenB);
  });

  it('is freed by its TTL when the holder never releases it (a process that died mid-run)', async () => {
    const [a, b] = [inProcess(), inProcess()];
    expect(await a.acquire(job, 300)).toEqual(expect.any(String));
    expect(await b.run(job, { ttlMs: 10_000 }, async () => 'too early')).toEqual({ ran: false });
    await sleep(400);
    expect(await b.run(job, { ttlMs: 10_000 }, async () => 'after expiry')).toEqual({ ran: true, result: 'after expiry' });
  });

  it('stays held for minHoldMs after a fast run, so a process whose timer fires a little later does not repeat it', async () => {
    const [a, b] = [inProcess(), inProcess()];
    expect(await a.run(job, { ttlMs: 10_000, minHoldMs: 400 }, async () => 'fast')).toEqual({ ran: true, result: 'fast' });
    const left = await clients[0].pttl(`${prefix}:scheduled:${job}`);
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(400);
    expect(await b.run(job, { ttlMs: 10_000, minHoldMs: 400 }, async () => 'repeat')).toEqual({ ran: false });
    await sleep(500);
    expect(await b.run(job, { ttlMs: 10_000, minHoldMs: 400 }, async () => 'next tick')).toEqual({ ran: true, result: 'next tick' });
  });

  it("rethrows the work's error after releasing the lock", async () => {
    const [a, b] = [inProcess(), inProcess()];
    await expect(a.run(job, { ttlMs: 10_000, minHoldMs: 0 }, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await b.acquire(job, 10_000)).toEqual(expect.any(String));
  });

  it('runs anyway, with a warning, when Redis cannot be reached, and does not wait long for it', async () => {
    const down = client(`redis://127.0.0.1:${await freePort()}`, 200); // nothing listens there: Redis "down"
    const lock = new ScheduledRunLock(down, config);
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const started = Date.now();
    expect(await lock.run(job, { ttlMs: 10_000 }, async () => 'ran')).toEqual({ ran: true, result: 'ran' });
    // Now reconnecting in the background: the next run waits at most the bounded connect wait.
    expect(await lock.run(job, { ttlMs: 10_000 }, async () => 'ran again')).toEqual({ ran: true, result: 'ran again' });
    expect(Date.now() - started).toBeLessThan(6_000);
    const lockWarnings = warn.mock.calls.filter(([, message]) => message === 'scheduled-run lock unavailable: running without it');
    expect(lockWarnings).toHaveLength(2);
    expect(lockWarnings[0][0]).toEqual(expect.objectContaining({ job }));
  });

  describe('the scheduled jobs, started at the same moment in two processes, run once', () => {
    it('payment reconciliation', async () => {
      const payments = {
        findUnfulfilled: jest.fn(async () => []),
        findTranslationsAwaitingRefund: jest.fn(async () => []),
        findRefundsInFlight: jest.fn(async () => []),
        findStaleOpen: jest.fn(async () => []),
      };
      const settlement = { paidNotStarted: jest.fn(async () => []) };
      const replica = () =>
        new PaymentReconciliationService(
          payments as never,
          settlement as never,
          {} as never,
          { name: 'sandbox' } as never,
          new SystemClock(),
          inProcess(),
        );
      const debug = jest.spyOn(Logger.prototype, 'debug').mockImplementation(() => undefined);
      await Promise.all([replica().runScheduled(), replica().runScheduled()]);
      expect(payments.findUnfulfilled).toHaveBeenCalledTimes(1);
      expect(payments.findStaleOpen).toHaveBeenCalledTimes(1);
      expect(settlement.paidNotStarted).toHaveBeenCalledTimes(1);
      expect(debug).toHaveBeenCalledWith('payment reconciliation skipped: another process is running (or has just run) it');
    });

    it('translation clean-up', async () => {
      const translations = { findExpiredUnpaid: jest.fn(async () => []), findFilesPastRetention: jest.fn(async () => []) };
      const replica = () => new TranslationCleanupService(translations as never, {} as never, config, new SystemClock(), inProcess());
      const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      await Promise.all([replica().runScheduled(), replica().runScheduled(), replica().runScheduled()]);
      expect(translations.findExpiredUnpaid).toHaveBeenCalledTimes(1);
      expect(translations.findFilesPastRetention).toHaveBeenCalledTimes(1);
      expect(error).not.toHaveBeenCalled();
    });
  });
});
