import { randomBytes } from 'node:crypto';
import { Queue, QueueEvents, Worker } from 'bullmq';
import { SystemClock } from '../common/clock';
import { loadConfig } from '../config/app-config';
import { RedisClient } from '../queue/redis-client';
import { redisOptionsFromUrl } from '../queue/redis-options';
import { metricValue } from '../../test/prod/support/prometheus-text';
import { JobMetricsRecorder } from './job-metrics.recorder';
import { JOB_BUCKETS, MetricsRegistry } from './metrics.registry';

/** Two "processes" (a worker and an API replica) sharing one deployment prefix in the run's Redis. */
describe('job metrics shared through Redis', () => {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const prefix = `pt-test-metrics-${randomBytes(4).toString('hex')}`;
  const config = loadConfig({ REDIS_URL: redisUrl, QUEUE_PREFIX: prefix });
  const clients: RedisClient[] = [];
  const registry = () => {
    const client = new RedisClient({ ...redisOptionsFromUrl(redisUrl), maxRetriesPerRequest: 1, lazyConnect: true });
    clients.push(client);
    return new MetricsRegistry(config, async () => client);
  };
  const inWorker = registry();
  const inApi = registry();
  const connection = redisOptionsFromUrl(redisUrl);
  const queue = new Queue('jobs-under-test', { connection, prefix });
  const events = new QueueEvents('jobs-under-test', { connection, prefix });
  let worker: Worker | undefined;

  afterAll(async () => {
    await worker?.close();
    await queue.obliterate({ force: true });
    await Promise.all([queue.close(), events.close()]);
    const [client] = clients;
    await client.del(`${prefix}:metrics:queue_wait_seconds`, `${prefix}:metrics:job_duration_seconds`);
    await Promise.all(clients.map((c) => c.onApplicationShutdown()));
  });

  it('adds observations in one process and exposes them, cumulative, from another', async () => {
    await inWorker.jobDuration.observe({ queue: 'q', name: 'n', outcome: 'completed' }, 0.05);
    await inWorker.jobDuration.observe({ queue: 'q', name: 'n', outcome: 'completed' }, 0.7);
    await inWorker.jobDuration.observe({ queue: 'q', name: 'n', outcome: 'completed' }, 7200);
    await inWorker.jobDuration.observe({ queue: 'q', name: 'n', outcome: 'failed' }, 3);
    const text = await inApi.scrape();
    const completed = { queue: 'q', name: 'n', outcome: 'completed' };
    const bucket = (le: string) => metricValue(text, 'pagetranslate_job_duration_seconds_bucket', { ...completed, le });
    expect(bucket('0.1')).toBe(1);
    expect(bucket('0.5')).toBe(1);
    expect(bucket('1')).toBe(2);
    expect(bucket(String(JOB_BUCKETS[JOB_BUCKETS.length - 1]))).toBe(2);
    expect(bucket('+Inf')).toBe(3);
    expect(metricValue(text, 'pagetranslate_job_duration_seconds_count', completed)).toBe(3);
    expect(metricValue(text, 'pagetranslate_job_duration_seconds_sum', completed)).toBeCloseTo(7200.75, 6);
    expect(metricValue(text, 'pagetranslate_job_duration_seconds_count', { ...completed, outcome: 'failed' })).toBe(1);
    expect(text).toContain('# TYPE pagetranslate_job_duration_seconds histogram');
  });

  it("records a real worker's first waits and attempt durations by outcome, once each", async () => {
    worker = new Worker(
      'jobs-under-test',
      async (job) => {
        if (job.name === 'boom') throw new Error('failed on purpose');
        return 'ok';
      },
      { connection, prefix, autorun: false },
    );
    new JobMetricsRecorder({ getProviders: () => [] } as never, inWorker, new SystemClock()).observe(worker);
    void worker.run();
    await events.waitUntilReady();
    const ok = await queue.add('translate', { n: 1 }, { timestamp: Date.now() - 30_000 });
    const boom = await queue.add('boom', { n: 2 }, { attempts: 1 });
    await ok.waitUntilFinished(events);
    await expect(boom.waitUntilFinished(events)).rejects.toThrow('failed on purpose');

    const scrapeUntil = async (done: (text: string) => boolean) => {
      for (let i = 0; i < 200; i++) {
        const text = await inApi.scrape();
        if (done(text)) return text;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error('observations never arrived');
    };
    const labels = { queue: 'jobs-under-test', name: 'translate', outcome: 'completed' };
    const text = await scrapeUntil(
      (t) =>
        metricValue(t, 'pagetranslate_job_duration_seconds_count', labels) === 1 &&
        metricValue(t, 'pagetranslate_job_duration_seconds_count', { ...labels, name: 'boom', outcome: 'failed' }) === 1 &&
        metricValue(t, 'pagetranslate_queue_wait_seconds_count', { queue: 'jobs-under-test' }) === 2,
    );
    // The job added 30 s in the past waited at least that long; nothing else was observed.
    expect(metricValue(text, 'pagetranslate_queue_wait_seconds_sum', { queue: 'jobs-under-test' })).toBeGreaterThanOrEqual(30);
    expect(metricValue(text, 'pagetranslate_queue_wait_seconds_bucket', { queue: 'jobs-under-test', le: '10' })).toBe(1);
    expect(metricValue(text, 'pagetranslate_job_duration_seconds_count', { ...labels, outcome: 'failed' })).toBeUndefined();
  });
});
