import { MikroORM, RequiredEntityData } from '@mikro-orm/core';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { Payment } from '../../src/payments/entities/payment.entity';
import { TRANSLATIONS_QUEUE } from '../../src/translations/translation-jobs';
import { API, createPublicCustomer } from '../utils/accounts';
import { createTestApp, TestApp } from '../utils/test-app';
import { insertTranslation } from '../utils/translations';
import { metricValue } from './support/prometheus-text';

const TOKEN = 'metrics-token-for-tests-0123456789';

describe('GET /prod/api/metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('does not exist, even for a request that brings a token', async () => {
    const res = await t.http().get(`${API}/metrics`).set('Authorization', `Bearer ${TOKEN}`).expect(404);
    expect(res.body).toEqual({ detail: 'Not found: GET /prod/api/metrics' });
  });
});

describe('GET /prod/api/metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  let queue: Queue;
  const scrape = () => t.http().get(`${API}/metrics`).set('Authorization', `Bearer ${TOKEN}`).expect(200);

  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
    queue = t.app.get<Queue>(getQueueToken(TRANSLATIONS_QUEUE), { strict: false });
  });
  afterAll(async () => {
    await queue?.obliterate({ force: true });
    await t?.close();
  });

  it('refuses a missing or wrong token with 401 and a detail', async () => {
    const missing = await t.http().get(`${API}/metrics`).expect(401);
    expect(missing.body.detail).toMatch(/metrics token is required/);
    await t.http().get(`${API}/metrics`).set('Authorization', `Bearer ${TOKEN}-wrong`).expect(401);
    await t
      .http()
      .get(`${API}/metrics`)
      .set('Authorization', `Basic ${Buffer.from(`u:${TOKEN}`).toString('base64')}`)
      .expect(401);
  });

  it('times requests by route template, method and status, never by raw path', async () => {
    await t.http().get(`${API}/countries`).expect(200);
    await t.http().get(`${API}/translations/123456/download-url`).expect(401);
    await t.http().get(`${API}/translations/654321/download-url`).expect(401);
    await t.http().get(`${API}/no-such-route/42`).expect(404);
    const res = await scrape();
    expect(res.headers['content-type']).toMatch(/^text\/plain;.*version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.text;
    const count = (labels: Record<string, string>) => metricValue(text, 'pagetranslate_http_request_duration_seconds_count', labels);
    expect(count({ method: 'GET', route: '/prod/api/countries', status_code: '200' })).toBe(1);
    expect(count({ method: 'GET', route: '/prod/api/translations/:id/download-url', status_code: '401' })).toBe(2);
    expect(count({ method: 'GET', route: 'unmatched', status_code: '404' })).toBe(1);
    expect(text).not.toContain('123456');
    expect(text).toMatch(
      /^pagetranslate_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/prod\/api\/countries",status_code="200"\} \d+$/m,
    );
    // The process's own metrics.
    expect(metricValue(text, 'pagetranslate_process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('reports queue depth by state and the age of the oldest waiting job, read from Redis at scrape time', async () => {
    const before = await scrape();
    expect(metricValue(before.text, 'pagetranslate_queue_jobs', { queue: 'translations', state: 'waiting' })).toBe(0);
    expect(metricValue(before.text, 'pagetranslate_queue_oldest_waiting_seconds', { queue: 'translations' })).toBe(0);
    // No worker runs in this app: the jobs wait.
    await queue.add('translate', { translationId: 999_001 }, { jobId: 'metrics-1', timestamp: Date.now() - 120_000 });
    await queue.add('translate', { translationId: 999_002 }, { jobId: 'metrics-2' });
    await queue.add('translate', { translationId: 999_003 }, { jobId: 'metrics-3', delay: 3_600_000 });
    const after = await scrape();
    expect(metricValue(after.text, 'pagetranslate_queue_jobs', { queue: 'translations', state: 'waiting' })).toBe(2);
    expect(metricValue(after.text, 'pagetranslate_queue_jobs', { queue: 'translations', state: 'delayed' })).toBe(1);
    expect(metricValue(after.text, 'pagetranslate_queue_jobs', { queue: 'translations', state: 'active' })).toBe(0);
    expect(metricValue(after.text, 'pagetranslate_queue_oldest_waiting_seconds', { queue: 'translations' })).toBeGreaterThanOrEqual(120);
    expect(metricValue(after.text, 'pagetranslate_metrics_source_up', { source: 'redis' })).toBe(1);
  });

  it('reports paid translations by status, pages translated and payments by status, read from the database', async () => {
    const { user } = await createPublicCustomer(t);
    const done = await insertTranslation(t, user, { status: 'completed', pageCount: 7, completedAt: new Date() });
    await insertTranslation(t, user, { status: 'completed', pageCount: 5, completedAt: new Date() });
    await insertTranslation(t, user, { status: 'in-progress', pageCount: 40 });
    await insertTranslation(t, user, { status: 'created', paidAt: null, pageCount: 9 }); // unpaid: not an order
    const em = t.app.get(MikroORM).em.fork();
    for (const [i, status] of (['succeeded', 'payment_failed', 'payment_failed'] as const).entries()) {
      em.create(Payment, {
        translation: done.id,
        user: user.id,
        provider: 'sandbox',
        providerPaymentId: `pi_metrics_${i}_${Date.now()}`,
        idempotencyKey: `metrics-${i}-${Date.now()}`,
        status,
        subTotalCents: 1000,
        taxCents: 130,
        amountCents: 1130,
        currency: 'CAD',
      } as RequiredEntityData<Payment>);
    }
    await em.flush();

    const text = (await scrape()).text;
    expect(metricValue(text, 'pagetranslate_pages_translated_total')).toBe(12);
    expect(metricValue(text, 'pagetranslate_translations', { status: 'completed' })).toBe(2);
    expect(metricValue(text, 'pagetranslate_translations', { status: 'in-progress' })).toBe(1);
    expect(metricValue(text, 'pagetranslate_translations', { status: 'created' })).toBeUndefined();
    expect(metricValue(text, 'pagetranslate_payments', { status: 'succeeded' })).toBe(1);
    expect(metricValue(text, 'pagetranslate_payments', { status: 'payment_failed' })).toBe(2);
    expect(metricValue(text, 'pagetranslate_metrics_source_up', { source: 'database' })).toBe(1);
  });
});
