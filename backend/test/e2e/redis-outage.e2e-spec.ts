import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { Clock } from '../../src/common/clock';
import { ProcessedWebhookEvent } from '../../src/payments/entities/processed-webhook-event.entity';
import { PaymentReconciliationService } from '../../src/payments/payment-reconciliation.service';
import { QUEUE_UNAVAILABLE_DETAIL } from '../../src/payments/stripe-webhook.service';
import { EmbeddedRedis, startEmbeddedRedis } from '../../src/queue/embedded-redis';
import { API } from '../utils/accounts';
import { FakeStripeServer, startFakeStripe } from '../utils/fake-stripe-server';
import {
  confirmSandbox,
  createPayment,
  customer,
  jobsFor,
  orm,
  paymentRow,
  paymentStatus,
  translateJobId,
  translationRow,
  translationsQueue,
  unpaidTranslation,
} from '../utils/payments';
import { createTestApp, TestApp } from '../utils/test-app';

const SECRET_KEY = 'sk_test_fake_outage_0123456789';
const WEBHOOK_SECRET = 'whsec_test_fake_outage_0123456789';
const METRICS_TOKEN = 'metrics-token-outage-0123456789';
/** What the issue asks of every call while Redis is down: an answer, not a hang. */
const ANSWER_WITHIN_MS = 5000;

const QUEUE_UNAVAILABLE = {
  en: 'Your payment was received, but we cannot start your translation right now. It will start by itself within a few minutes: there is no need to pay again.',
  fr: 'Votre paiement a bien été reçu, mais nous ne pouvons pas lancer votre traduction pour le moment. Elle démarrera d’elle-même d’ici quelques minutes : inutile de payer de nouveau.',
};

/**
 * A private redis-server for two apps (sandbox payments, and Stripe through a local Stripe-protocol server): it is
 * stopped in the middle of an order and started again on the same port, with its data.
 */
describe('Redis outage in the middle of an order', () => {
  let dataDir: string;
  let redis: EmbeddedRedis;
  let port: number;
  let sandbox: TestApp;
  let stripe: TestApp;
  let fake: FakeStripeServer;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'pt-redis-outage-'));
    redis = await startEmbeddedRedis(dataDir, { persist: true });
    port = Number(new URL(redis.url).port);
    fake = await startFakeStripe(SECRET_KEY);
    const common = { REDIS_URL: redis.url, WORKERS_ENABLED: 'false', RATE_LIMIT_REQUESTS: '1000', QUEUE_ADD_TIMEOUT_MS: '1500' };
    sandbox = await createTestApp({ ...common, METRICS_TOKEN: METRICS_TOKEN });
    stripe = await createTestApp({
      ...common,
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake_outage_0123456789',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
    });
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(async () => {
    await ensureRedisUp();
    for (const app of [sandbox, stripe]) {
      await translationsQueue(app)
        ?.obliterate({ force: true })
        .catch(() => undefined);
      await app?.close();
    }
    await redis?.stop();
    await fake?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  let redisDown = false;
  async function stopRedis(): Promise<void> {
    await redis.stop();
    redisDown = true;
  }
  async function ensureRedisUp(): Promise<void> {
    if (!redisDown) return;
    redis = await startEmbeddedRedis(dataDir, { persist: true, port });
    redisDown = false;
  }

  /** The answer and how long it took. */
  async function timed<T>(call: () => PromiseLike<T>): Promise<{ res: T; ms: number }> {
    const started = Date.now();
    const res = await call();
    return { res, ms: Date.now() - started };
  }

  /** Runs the reconciliation until the translation's job is in the queue (the clients reconnect within seconds). */
  async function reconcileUntilQueued(app: TestApp, translationId: number): Promise<void> {
    const reconciliation = app.app.get(PaymentReconciliationService);
    for (let i = 0; i < 40; i++) {
      await reconciliation.reconcile();
      const jobs = await jobsFor(app, translationId).catch(() => []);
      if (jobs.length > 0) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`translation ${translationId} was not queued within 10 s of Redis' return`);
  }

  it('sandbox: the card confirmation and the status answer 503 within 5 s; the reconciliation queues the order once Redis is back', async () => {
    const { user, token } = await customer(sandbox);
    const french = await customer(sandbox, { language: 'fr' });
    const translation = await unpaidTranslation(sandbox, user);
    const { stripePayment } = (await createPayment(sandbox, token, translation.id).expect(201)).body;

    await stopRedis();
    const confirmed = await timed(() => confirmSandbox(sandbox, token, stripePayment.clientSecret));
    expect(confirmed.ms).toBeLessThan(ANSWER_WITHIN_MS);
    expect(confirmed.res.status).toBe(503);
    expect(confirmed.res.body).toEqual({ detail: QUEUE_UNAVAILABLE.en });
    expect(confirmed.res.headers['retry-after']).toBe('60');
    // The card was charged and the payment recorded; only the queueing is missing.
    expect(await paymentRow(sandbox, stripePayment.id)).toMatchObject({ status: 'succeeded', fulfilledAt: null });
    expect((await translationRow(sandbox, translation.id)).paidAt).toBeInstanceOf(Date);

    const status = await timed(() => paymentStatus(sandbox, token, stripePayment.id));
    expect(status.ms).toBeLessThan(ANSWER_WITHIN_MS);
    expect(status.res.status).toBe(503);
    expect(status.res.body).toEqual({ detail: QUEUE_UNAVAILABLE.en });

    // The metrics scrape reads the queue depth through the producer's queue too: it answers, Redis marked down
    // (the source gauge shows what the previous scrape found: scraped twice).
    for (let i = 0; i < 2; i++) {
      const scrape = await timed(() => sandbox.http().get(`${API}/metrics`).set('Authorization', `Bearer ${METRICS_TOKEN}`));
      expect(scrape.ms).toBeLessThan(ANSWER_WITHIN_MS);
      expect(scrape.res.status).toBe(200);
      if (i === 1) expect(scrape.res.text).toMatch(/pagetranslate_metrics_source_up\{source="redis"\} 0/);
    }

    // A French-speaking customer is told in French.
    const frTranslation = await unpaidTranslation(sandbox, french.user);
    await ensureRedisUp();
    const frPayment = (await createPayment(sandbox, french.token, frTranslation.id).expect(201)).body.stripePayment;
    await stopRedis();
    const frConfirmed = await timed(() => confirmSandbox(sandbox, french.token, frPayment.clientSecret));
    expect(frConfirmed.ms).toBeLessThan(ANSWER_WITHIN_MS);
    expect(frConfirmed.res.status).toBe(503);
    expect(frConfirmed.res.body).toEqual({ detail: QUEUE_UNAVAILABLE.fr });

    await ensureRedisUp();
    await reconcileUntilQueued(sandbox, translation.id);
    await reconcileUntilQueued(sandbox, frTranslation.id);
    expect(await jobsFor(sandbox, translation.id)).toEqual([translateJobId(translation.id)]);
    expect(await jobsFor(sandbox, frTranslation.id)).toEqual([translateJobId(frTranslation.id)]);
    for (const id of [stripePayment.id, frPayment.id]) {
      expect(await paymentRow(sandbox, id)).toMatchObject({ status: 'succeeded', fulfilledAt: expect.any(Date) });
    }
    expect((await paymentStatus(sandbox, token, stripePayment.id).expect(200)).body.status).toBe('succeeded');
  });

  it('Stripe: the webhook answers 503 within 5 s and is not recorded; the reconciliation fulfils once Redis is back, and the retried event changes nothing', async () => {
    const { user, token } = await customer(stripe);
    const translation = await unpaidTranslation(stripe, user);
    const { stripePayment } = (await createPayment(stripe, token, translation.id).expect(201)).body;
    const succeeded = fake.event('payment_intent.succeeded', fake.confirm(stripePayment.id));
    const deliver = () => {
      const payload = JSON.stringify(succeeded);
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      return stripe
        .http()
        .post(`${API}/payments/stripe/webhook`)
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', signature)
        .send(payload);
    };

    await stopRedis();
    const hook = await timed(() => deliver());
    expect(hook.ms).toBeLessThan(ANSWER_WITHIN_MS);
    expect(hook.res.status).toBe(503);
    expect(hook.res.body).toEqual({ detail: QUEUE_UNAVAILABLE_DETAIL });
    // Not recorded as handled: Stripe's next delivery is handled again.
    expect(await orm(stripe).count(ProcessedWebhookEvent, { id: succeeded.id })).toBe(0);
    expect(await paymentRow(stripe, stripePayment.id)).toMatchObject({ status: 'succeeded', fulfilledAt: null });

    const status = await timed(() => paymentStatus(stripe, token, stripePayment.id));
    expect(status.ms).toBeLessThan(ANSWER_WITHIN_MS);
    expect(status.res.status).toBe(503);
    expect(status.res.body).toEqual({ detail: QUEUE_UNAVAILABLE.en });

    await ensureRedisUp();
    await reconcileUntilQueued(stripe, translation.id);
    expect(await paymentRow(stripe, stripePayment.id)).toMatchObject({ status: 'succeeded', fulfilledAt: expect.any(Date) });

    expect((await deliver().expect(200)).body).toEqual({ received: true });
    expect(await jobsFor(stripe, translation.id)).toEqual([translateJobId(translation.id)]);
    expect(await orm(stripe).count(ProcessedWebhookEvent, { id: succeeded.id })).toBe(1);
    expect((await paymentStatus(stripe, token, stripePayment.id).expect(200)).body.status).toBe('succeeded');
  });

  it('a paid translation whose job Redis lost is queued again by the reconciliation', async () => {
    const { user, token } = await customer(sandbox);
    const translation = await unpaidTranslation(sandbox, user);
    const { stripePayment } = (await createPayment(sandbox, token, translation.id).expect(201)).body;
    await confirmSandbox(sandbox, token, stripePayment.clientSecret).expect(200);
    expect(await jobsFor(sandbox, translation.id)).toEqual([translateJobId(translation.id)]);

    // Redis comes back empty (its data lost): the order is paid and fulfilled, its job gone.
    await translationsQueue(sandbox).obliterate({ force: true });
    expect(await jobsFor(sandbox, translation.id)).toEqual([]);
    const reconciliation = sandbox.app.get(PaymentReconciliationService);
    // Not yet: a job may simply be waiting for a worker; checked 10 minutes after payment.
    expect((await reconciliation.reconcile()).requeued).toBe(0);
    const later = new Date(Date.now() + 11 * 60_000);
    jest.spyOn(sandbox.app.get(Clock), 'now').mockReturnValue(later);
    expect((await reconciliation.reconcile()).requeued).toBeGreaterThanOrEqual(1);
    expect(await jobsFor(sandbox, translation.id)).toEqual([translateJobId(translation.id)]);
    // Again: the job is there, the add changes nothing.
    await reconciliation.reconcile();
    expect(await jobsFor(sandbox, translation.id)).toEqual([translateJobId(translation.id)]);
  });
});
