import { randomBytes } from 'node:crypto';
import { ThrottlerStorageService } from '@nestjs/throttler';
import { RedisThrottlerStorage } from './redis-throttler.storage';

/** Two API replicas' stores on the run's Redis, with the same deployment prefix. */
describe('RedisThrottlerStorage', () => {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const prefix = `pt-test-throttle-${randomBytes(4).toString('hex')}`;
  const replicaA = new RedisThrottlerStorage(redisUrl, prefix);
  const replicaB = new RedisThrottlerStorage(redisUrl, prefix);
  const otherDeployment = new RedisThrottlerStorage(redisUrl, `${prefix}-other`);
  afterAll(() => Promise.all([replicaA, replicaB, otherDeployment].map((s) => s.onApplicationShutdown())));

  it('counts the hits of every replica together, then blocks on all of them', async () => {
    const key = 'login-from-203.0.113.9';
    const hit = (replica: RedisThrottlerStorage) => replica.increment(key, 60_000, 3, 60_000, 'sensitive');
    const results = [await hit(replicaA), await hit(replicaB), await hit(replicaA), await hit(replicaB)];
    expect(results.map((r) => [r.totalHits, r.isBlocked])).toEqual([
      [1, false],
      [2, false],
      [3, false],
      [4, true],
    ]);
    const blocked = await hit(replicaA);
    expect(blocked.isBlocked).toBe(true);
    expect(blocked.totalHits).toBe(4); // refused hits during a block are not counted
    expect(blocked.timeToBlockExpire).toBeGreaterThan(0);
    expect(blocked.timeToBlockExpire).toBeLessThanOrEqual(60);
    expect(results[0].timeToExpire).toBeGreaterThan(0);
    expect(results[0].timeToExpire).toBeLessThanOrEqual(60);
  });

  it('keeps keys, throttlers and deployments apart', async () => {
    expect((await replicaA.increment('k1', 60_000, 1, 60_000, 'sensitive')).isBlocked).toBe(false);
    expect((await replicaA.increment('k2', 60_000, 1, 60_000, 'sensitive')).isBlocked).toBe(false);
    expect((await replicaA.increment('k1', 60_000, 1, 60_000, 'other-throttler')).isBlocked).toBe(false);
    expect((await otherDeployment.increment('k1', 60_000, 1, 60_000, 'sensitive')).isBlocked).toBe(false);
    expect((await replicaB.increment('k1', 60_000, 1, 60_000, 'sensitive')).isBlocked).toBe(true);
  });

  it('starts a new window once the old one has expired', async () => {
    await replicaA.increment('short', 150, 1, 150, 'sensitive');
    expect((await replicaA.increment('short', 150, 1, 150, 'sensitive')).isBlocked).toBe(true);
    await new Promise((r) => setTimeout(r, 400));
    expect(await replicaB.increment('short', 150, 1, 150, 'sensitive')).toMatchObject({ totalHits: 1, isBlocked: false });
  });

  it('counts in the process when Redis cannot be reached, like the default store', async () => {
    const unreachable = new RedisThrottlerStorage('redis://127.0.0.1:9', prefix);
    const inMemory = new ThrottlerStorageService();
    try {
      for (let i = 0; i < 3; i++) {
        const got = await unreachable.increment('x', 60_000, 2, 60_000, 'sensitive');
        const expected = await inMemory.increment('x', 60_000, 2, 60_000, 'sensitive');
        expect([got.totalHits, got.isBlocked]).toEqual([expected.totalHits, expected.isBlocked]);
      }
    } finally {
      await unreachable.onApplicationShutdown();
      inMemory.onApplicationShutdown();
    }
  });
});
