import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { Queue } from 'bullmq';
import { loadConfig } from '../config/app-config';
import { mkdtempSync, rmSync } from 'node:fs';
import { freePort, startEmbeddedRedis } from './embedded-redis';
import { QueueProducer, QueueUnavailableError } from './queue-producer';
import { redisOptionsFromUrl } from './redis-options';

describe('QueueProducer', () => {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const prefix = `pt-test-producer-${randomBytes(4).toString('hex')}`;
  const producers: QueueProducer[] = [];
  const producer = (url = redisUrl) => {
    const config = loadConfig({
      REDIS_URL: url,
      QUEUE_PREFIX: prefix,
      QUEUE_ADD_TIMEOUT_MS: '300',
      VAR_DIR: join(tmpdir(), `${prefix}-var`),
    });
    const p = new QueueProducer(config);
    producers.push(p);
    return p;
  };
  let reader: Queue;

  beforeAll(() => {
    reader = new Queue('jobs', { connection: redisOptionsFromUrl(redisUrl), prefix });
  });
  beforeEach(() => jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());
  afterAll(async () => {
    await Promise.all(producers.map((p) => p.onApplicationShutdown()));
    await reader.obliterate({ force: true });
    await reader.close();
  });

  it('adds jobs to the queue of the deployment prefix; an add under an existing job id is a no-op', async () => {
    const p = producer();
    await p.add('jobs', 'translate', { translationId: 1 }, { jobId: 'translate-1' });
    await p.add('jobs', 'translate', { translationId: 1 }, { jobId: 'translate-1' });
    await p.add('jobs', 'translate', { translationId: 2 }, { jobId: 'translate-2' });
    const jobs = await reader.getJobs();
    expect(jobs.map((j) => [j.id, j.name, j.data]).sort()).toEqual([
      ['translate-1', 'translate', { translationId: 1 }],
      ['translate-2', 'translate', { translationId: 2 }],
    ]);
  });

  it('rejects with QueueUnavailableError, instead of waiting, when Redis was never reachable', async () => {
    const down = producer(`redis://127.0.0.1:${await freePort()}`);
    const adding = down.add('jobs', 'translate', { translationId: 3 }, { jobId: 'translate-3' });
    await expect(adding).rejects.toBeInstanceOf(QueueUnavailableError);
    await expect(adding).rejects.toMatchObject({ queueName: 'jobs' });
    // And again: the connection still retrying in the background does not make later adds wait either.
    await expect(down.add('jobs', 'translate', { translationId: 4 })).rejects.toBeInstanceOf(QueueUnavailableError);
  });

  it('keeps one queue per name on a producer connection: no offline queue, one retry, short timeouts', () => {
    const queue = producer().queue('jobs');
    expect(queue.opts.connection).toMatchObject({
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 300,
      commandTimeout: 300,
    });
    expect(producers[0].queue('jobs')).toBe(producers[0].queue('jobs'));
  });

  it('bounds a read too: while the connection waits to reconnect to a Redis gone away, the read rejects instead of waiting for it', async () => {
    const dir = mkdtempSync(join(tmpdir(), `${prefix}-redis-`));
    const redis = await startEmbeddedRedis(dir, { persist: false });
    try {
      const p = producer(redis.url);
      await p.add('jobs', 'translate', { translationId: 5 }, { jobId: 'translate-5' });
      expect(await p.read('jobs', (queue) => queue.getJobCounts('waiting'))).toMatchObject({ waiting: 1 });
      await redis.stop();
      // BullMQ's call would wait for the connection to be ready again (reconnecting after its first retry delay).
      await new Promise((r) => setTimeout(r, 500));
      const started = Date.now();
      await expect(p.read('jobs', (queue) => queue.getJobCounts('waiting'))).rejects.toBeInstanceOf(QueueUnavailableError);
      // The bound is QUEUE_ADD_TIMEOUT_MS (300 ms here); without it the read waits for Redis' return, here never.
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await redis.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
