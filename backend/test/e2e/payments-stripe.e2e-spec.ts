import Stripe from 'stripe';
import { ProcessedWebhookEvent } from '../../src/payments/entities/processed-webhook-event.entity';
import { Payment } from '../../src/payments/entities/payment.entity';
import { PaymentReconciliationService } from '../../src/payments/payment-reconciliation.service';
import { PaymentProvider } from '../../src/payments/providers/payment-provider';
import { StripePaymentProvider } from '../../src/payments/providers/stripe-payment.provider';
import { TranslationPipelineService } from '../../src/translations/jobs/translation-pipeline.service';
import { API } from '../utils/accounts';
import { FakeStripeServer, startFakeStripe } from '../utils/fake-stripe-server';
import {
  cancelPayment,
  confirmSandbox,
  createPayment,
  customer,
  jobsFor,
  orm,
  paymentRow,
  paymentStatus,
  reportStatus,
  translateJobId,
  translationRow,
  translationsQueue,
  unpaidTranslation,
} from '../utils/payments';
import { createTestApp, TestApp } from '../utils/test-app';

const SECRET_KEY = 'sk_test_fake_0123456789';
const WEBHOOK_SECRET = 'whsec_test_fake_0123456789';

// The Stripe adapter with the real `stripe` client pointed at a local server speaking Stripe's REST protocol
// (STRIPE_API_BASE), and webhook payloads signed the way Stripe signs them.
describe('payments with Stripe (real client, local Stripe-protocol server)', () => {
  let t: TestApp;
  let fake: FakeStripeServer;

  beforeAll(async () => {
    fake = await startFakeStripe(SECRET_KEY);
    t = await createTestApp({
      WORKERS_ENABLED: 'false',
      RATE_LIMIT_REQUESTS: '1000',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake_0123456789',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
    });
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(async () => {
    await translationsQueue(t)?.obliterate({ force: true });
    await t?.close();
    await fake?.stop();
  });

  /** Posts an event to the webhook, signed with `secret` (ours by default) as Stripe signs it. */
  function deliver(event: object, options: { secret?: string; timestamp?: number; body?: string } = {}) {
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? WEBHOOK_SECRET,
      timestamp: options.timestamp,
    });
    return t
      .http()
      .post(`${API}/payments/stripe/webhook`)
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', signature)
      .send(options.body ?? payload);
  }

  async function openPayment() {
    const { user, token } = await customer(t);
    const translation = await unpaidTranslation(t, user, { subTotalCents: 885 });
    const { stripePayment } = (await createPayment(t, token, translation.id).expect(201)).body;
    return { user, token, translation, stripePayment };
  }

  const eventCount = () => orm(t).count(ProcessedWebhookEvent, {});

  it('uses the Stripe provider, and the browser is told to use Stripe Elements', async () => {
    expect(t.app.get(PaymentProvider)).toBeInstanceOf(StripePaymentProvider);
    expect((await t.http().get(`${API}/config`).expect(200)).body).toMatchObject({
      paymentProvider: 'stripe',
      stripePublishableKey: 'pk_test_fake_0123456789',
    });
  });

  describe('creating the PaymentIntent', () => {
    it('sends amount, currency, card and metadata, form-encoded, with one idempotency key per attempt', async () => {
      const { translation, stripePayment } = await openPayment();
      expect(stripePayment).toMatchObject({
        id: expect.stringMatching(/^pi_/),
        provider: 'stripe',
        status: 'requires_payment_method',
        amount: 1000,
        currency: 'cad',
        subTotal: 885,
        taxes: [{ id: 'hst-on', displayName: 'HST (ON)', amount: 115, taxRate: 13 }],
        translationId: translation.id,
      });
      expect(stripePayment.clientSecret).toBe(fake.intent(stripePayment.id).client_secret);
      const [create] = fake
        .requestsTo('POST', '/v1/payment_intents')
        .filter((r) => (r.body.metadata as Record<string, string>)?.translationId === String(translation.id));
      expect(create.idempotencyKey).toBe(`payg-${translation.id}-1-1000cad`);
      expect(create.body).toMatchObject({
        amount: '1000',
        currency: 'cad',
        allowed_payment_method_types: ['card'],
        metadata: { translationId: String(translation.id), orderNumber: translation.orderNumber },
      });
    });

    it('twice, and twice at once: the same PaymentIntent (one at Stripe), never a second charge', async () => {
      const { user, token } = await customer(t);
      const translation = await unpaidTranslation(t, user);
      const before = fake.intents.size;
      const [a, b] = await Promise.all([createPayment(t, token, translation.id), createPayment(t, token, translation.id)]);
      const c = await createPayment(t, token, translation.id);
      expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
      expect(new Set([a.body.stripePayment.id, b.body.stripePayment.id, c.body.stripePayment.id]).size).toBe(1);
      expect(fake.intents.size).toBe(before + 1);
      expect(await orm(t).count(Payment, { translation: translation.id })).toBe(1);
    });

    it('a lost answer is retried by the client under the same Idempotency-Key, and Stripe replays the same intent', async () => {
      const { user, token } = await customer(t);
      const translation = await unpaidTranslation(t, user);
      const before = fake.intents.size;
      fake.dropNextResponses(1);
      const { stripePayment } = (await createPayment(t, token, translation.id).expect(201)).body;
      expect(fake.intents.size).toBe(before + 1);
      const attempts = fake
        .requestsTo('POST', '/v1/payment_intents')
        .filter((r) => r.idempotencyKey?.startsWith(`payg-${translation.id}-`));
      expect(attempts).toHaveLength(2);
      expect(attempts.map((r) => r.replayed)).toEqual([false, true]);
      expect(stripePayment.id).toBe([...fake.intents.keys()].at(-1));
    });

    it('a Stripe error answers 502 "Could not create payment. Try again later"', async () => {
      const { user, token } = await customer(t);
      const translation = await unpaidTranslation(t, user, { subTotalCents: 10 }); // below Stripe's minimum charge
      expect((await createPayment(t, token, translation.id).expect(502)).body).toEqual({
        detail: 'Could not create payment. Try again later',
      });
      expect(await orm(t).count(Payment, { translation: translation.id })).toBe(0);
    });
  });

  describe('webhook events', () => {
    it('payment_intent.succeeded fulfils the order once, however often it is delivered', async () => {
      const { token, translation, stripePayment } = await openPayment();
      const succeeded = fake.event('payment_intent.succeeded', fake.confirm(stripePayment.id));
      expect((await deliver(succeeded).expect(200)).body).toEqual({ received: true });
      await deliver(succeeded).expect(200);
      await Promise.all([deliver(succeeded), deliver(succeeded)]);

      expect(await paymentRow(t, stripePayment.id)).toMatchObject({ status: 'succeeded', fulfilledAt: expect.any(Date) });
      expect((await translationRow(t, translation.id)).paidAt).toBeInstanceOf(Date);
      expect(await jobsFor(t, translation.id)).toEqual([translateJobId(translation.id)]);
      expect(await orm(t).count(ProcessedWebhookEvent, { id: succeeded.id })).toBe(1);
      expect((await paymentStatus(t, token, stripePayment.id).expect(200)).body.status).toBe('succeeded');
    });

    it('out of order: a failure (or a cancellation) delivered after the success does not undo it', async () => {
      const { translation, stripePayment } = await openPayment();
      const failed = fake.event('payment_intent.payment_failed', fake.confirm(stripePayment.id, 'declined'));
      const succeeded = fake.event('payment_intent.succeeded', fake.confirm(stripePayment.id));
      await deliver(succeeded).expect(200);
      await deliver(failed).expect(200);
      await deliver(fake.event('payment_intent.canceled', { ...fake.intent(stripePayment.id), status: 'canceled' })).expect(200);
      expect(await paymentRow(t, stripePayment.id)).toMatchObject({ status: 'succeeded', failureMessage: null });
      expect(await jobsFor(t, translation.id)).toEqual([translateJobId(translation.id)]);
    });

    it('a decline, then a success with another card, in that order', async () => {
      const { token, translation, stripePayment } = await openPayment();
      await deliver(fake.event('payment_intent.payment_failed', fake.confirm(stripePayment.id, 'insufficient_funds'))).expect(200);
      expect((await paymentStatus(t, token, stripePayment.id).expect(200)).body).toMatchObject({
        status: 'payment_failed',
        failureMessage: 'Your card has insufficient funds.',
      });
      expect(await jobsFor(t, translation.id)).toEqual([]);
      await deliver(fake.event('payment_intent.succeeded', fake.confirm(stripePayment.id))).expect(200);
      expect((await paymentStatus(t, token, stripePayment.id).expect(200)).body).toMatchObject({
        status: 'succeeded',
        failureMessage: null,
      });
      expect(await jobsFor(t, translation.id)).toEqual([translateJobId(translation.id)]);
    });

    it('forged events answer 400 and change nothing: wrong secret, altered body, no signature, too old', async () => {
      const { translation, stripePayment } = await openPayment();
      const events = await eventCount();
      const succeeded = fake.event('payment_intent.succeeded', { ...fake.intent(stripePayment.id), status: 'succeeded' });
      const forged = [
        deliver(succeeded, { secret: 'whsec_someone_else' }),
        deliver(fake.event('payment_intent.canceled', fake.intent(stripePayment.id)), { body: JSON.stringify(succeeded) }),
        t.http().post(`${API}/payments/stripe/webhook`).set('Content-Type', 'application/json').send(JSON.stringify(succeeded)),
        deliver(succeeded, { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
      ];
      for (const res of await Promise.all(forged)) {
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ detail: 'Invalid webhook signature.' });
      }
      expect(await paymentRow(t, stripePayment.id)).toMatchObject({ status: 'requires_payment_method' });
      expect((await translationRow(t, translation.id)).paidAt).toBeNull();
      expect(await jobsFor(t, translation.id)).toEqual([]);
      expect(await eventCount()).toBe(events);
    });

    it('events about intents that are not ours are acknowledged and ignored', async () => {
      const stranger = {
        id: 'pi_not_ours',
        object: 'payment_intent',
        status: 'succeeded',
        amount: 100,
        currency: 'cad',
        metadata: {},
        last_payment_error: null,
      };
      await deliver(fake.event('payment_intent.succeeded', stranger)).expect(200);
      await deliver(fake.event('customer.created', { id: 'cus_1', object: 'customer' })).expect(200);
    });
  });

  describe('without webhooks', () => {
    it("the status check asks Stripe and applies its answer; the browser's word alone changes nothing", async () => {
      const { token, translation, stripePayment } = await openPayment();
      expect((await reportStatus(t, token, stripePayment.id, 'succeeded').expect(200)).body.status).toBe('requires_payment_method');
      expect(await jobsFor(t, translation.id)).toEqual([]);

      fake.confirm(stripePayment.id); // Stripe.js confirmed the card; no webhook arrives
      expect((await paymentStatus(t, token, stripePayment.id).expect(200)).body.status).toBe('succeeded');
      expect(await jobsFor(t, translation.id)).toEqual([translateJobId(translation.id)]);
      const retrievals = fake.requestsTo('GET', `/v1/payment_intents/${stripePayment.id}`).length;
      await paymentStatus(t, token, stripePayment.id).expect(200); // final: Stripe is not asked again
      expect(fake.requestsTo('GET', `/v1/payment_intents/${stripePayment.id}`)).toHaveLength(retrievals);
    });

    it('the reconciliation job catches a success whose webhook never came', async () => {
      const { translation, stripePayment } = await openPayment();
      fake.confirm(stripePayment.id);
      await orm(t).nativeUpdate(Payment, { providerPaymentId: stripePayment.id }, { updatedAt: new Date(Date.now() - 3600_000) });
      await t.app.get(PaymentReconciliationService).reconcile();
      expect((await paymentRow(t, stripePayment.id)).status).toBe('succeeded');
      expect(await jobsFor(t, translation.id)).toEqual([translateJobId(translation.id)]);
    });
  });

  describe('cancellation', () => {
    it('cancels the intent at Stripe; a late canceled event changes nothing more', async () => {
      const { token, translation, stripePayment } = await openPayment();
      expect((await cancelPayment(t, token, translation.id, stripePayment.id).expect(200)).body).toEqual({ status: 'cancelled' });
      expect(fake.intent(stripePayment.id).status).toBe('canceled');
      await deliver(fake.event('payment_intent.canceled', fake.intent(stripePayment.id))).expect(200);
      expect((await paymentStatus(t, token, stripePayment.id).expect(200)).body.status).toBe('cancelled');
    });

    it('an intent Stripe already charged cannot be cancelled: 409, and the success is applied', async () => {
      const { token, translation, stripePayment } = await openPayment();
      fake.confirm(stripePayment.id); // confirmed in the browser a moment before Back was clicked
      await cancelPayment(t, token, translation.id, stripePayment.id).expect(409);
      expect(fake.intent(stripePayment.id).status).toBe('succeeded');
      expect((await paymentRow(t, stripePayment.id)).status).toBe('succeeded');
      expect(await jobsFor(t, translation.id)).toEqual([translateJobId(translation.id)]);
    });
  });

  describe('refunds', () => {
    it('a failed translation is refunded through Stripe under an idempotency key, and marked refunded', async () => {
      const { translation, stripePayment } = await openPayment();
      await deliver(fake.event('payment_intent.succeeded', fake.confirm(stripePayment.id))).expect(200);
      const payment = await paymentRow(t, stripePayment.id);
      await t.app.get(TranslationPipelineService).failForGood(translation.id, new Error('engine down'));

      const [refundCall] = fake.requestsTo('POST', '/v1/refunds').filter((r) => r.body.payment_intent === stripePayment.id);
      expect(refundCall.idempotencyKey).toBe(`refund-${payment.id}-1`);
      expect(await paymentRow(t, stripePayment.id)).toMatchObject({ status: 'refunded', refundId: expect.stringMatching(/^re_/) });
      expect(await translationRow(t, translation.id)).toMatchObject({ status: 'failed', isRefunded: true });
    });

    it('a pending refund is confirmed by charge.refunded; isRefunded waits for it', async () => {
      const { translation, stripePayment } = await openPayment();
      await deliver(fake.event('payment_intent.succeeded', fake.confirm(stripePayment.id))).expect(200);
      fake.refundStatus = 'pending';
      try {
        await t.app.get(TranslationPipelineService).failForGood(translation.id, new Error('engine down'));
      } finally {
        fake.refundStatus = 'succeeded';
      }
      expect(await translationRow(t, translation.id)).toMatchObject({ status: 'failed', isRefunded: false });
      expect((await paymentRow(t, stripePayment.id)).status).toBe('succeeded');

      const refunded = fake.event('charge.refunded', fake.charge(stripePayment.id, true));
      await deliver(refunded).expect(200);
      await deliver(refunded).expect(200);
      expect(await translationRow(t, translation.id)).toMatchObject({ isRefunded: true });
      expect((await paymentRow(t, stripePayment.id)).status).toBe('refunded');
    });

    it('a refund that fails later (refund.failed) reopens the payment and the reconciliation refunds again under a new key', async () => {
      const { translation, stripePayment } = await openPayment();
      await deliver(fake.event('payment_intent.succeeded', fake.confirm(stripePayment.id))).expect(200);
      await t.app.get(TranslationPipelineService).failForGood(translation.id, new Error('engine down'));
      const first = await paymentRow(t, stripePayment.id);
      expect(first.status).toBe('refunded');

      await deliver(fake.event('refund.failed', fake.setRefundStatus(first.refundId!, 'failed'))).expect(200);
      expect(await paymentRow(t, stripePayment.id)).toMatchObject({ status: 'succeeded' });
      expect((await translationRow(t, translation.id)).isRefunded).toBe(false);

      await t.app.get(PaymentReconciliationService).reconcile();
      const second = await paymentRow(t, stripePayment.id);
      expect(second).toMatchObject({ status: 'refunded', refundAttempts: 2 });
      expect(second.refundId).not.toBe(first.refundId);
      const keys = fake
        .requestsTo('POST', '/v1/refunds')
        .filter((r) => r.body.payment_intent === stripePayment.id)
        .map((r) => r.idempotencyKey);
      expect(keys).toEqual([`refund-${first.id}-1`, `refund-${first.id}-2`]);
      expect((await translationRow(t, translation.id)).isRefunded).toBe(true);
    });
  });

  it('the sandbox confirmation does not exist when Stripe is configured', async () => {
    const { token, stripePayment } = await openPayment();
    await confirmSandbox(t, token, stripePayment.clientSecret).expect(404);
    expect(fake.intent(stripePayment.id).status).toBe('requires_payment_method');
  });
});
