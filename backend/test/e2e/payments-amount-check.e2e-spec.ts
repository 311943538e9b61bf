import { Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { Clock } from '../../src/common/clock';
import { ProcessedWebhookEvent } from '../../src/payments/entities/processed-webhook-event.entity';
import { SandboxPaymentIntent } from '../../src/payments/entities/sandbox-payment-intent.entity';
import { PaymentReconciliationService } from '../../src/payments/payment-reconciliation.service';
import { AMOUNT_MISMATCH_DETAIL } from '../../src/payments/stripe-webhook.service';
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
  translationRow,
  translationsQueue,
  unpaidTranslation,
} from '../utils/payments';
import { createTestApp, TestApp } from '../utils/test-app';

const MISMATCH = {
  en: 'The amount charged does not match this order. We have not started the translation; please contact us through the contact page.',
  fr: 'Le montant débité ne correspond pas à cette commande. Nous n’avons pas lancé la traduction ; veuillez nous écrire par la page de contact.',
};
const MISMATCH_LOG = 'provider reports a success for another amount or currency: not fulfilled, left for a person';

/** A success the provider reports for another amount or currency than the stored payment is never fulfilled. */
describe('fulfilment checks the amount and currency charged against the stored payment', () => {
  afterEach(() => jest.restoreAllMocks());

  describe('sandbox provider', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ WORKERS_ENABLED: 'false', RATE_LIMIT_REQUESTS: '1000' });
    });
    afterAll(async () => {
      await translationsQueue(t).obliterate({ force: true });
      await t.close();
    });

    it.each([
      ['another amount', { amountCents: 100 }, 'en'],
      ['another currency', { currency: 'usd' }, 'fr'],
    ] as const)("%s: 409 in the customer's language, logged as an error, nothing fulfilled", async (_, change, language) => {
      const { user, token } = await customer(t, { language });
      const translation = await unpaidTranslation(t, user);
      const { stripePayment } = (await createPayment(t, token, translation.id).expect(201)).body;
      // The provider's record of the intent no longer says what we asked for.
      await orm(t).nativeUpdate(SandboxPaymentIntent, { id: stripePayment.id }, change);
      const error = jest.spyOn(Logger.prototype, 'error');

      const res = await confirmSandbox(t, token, stripePayment.clientSecret).expect(409);
      expect(res.body).toEqual({ detail: MISMATCH[language] });
      expect(error).toHaveBeenCalledWith(
        expect.objectContaining({ intentId: stripePayment.id, stored: { amountCents: stripePayment.amount, currency: 'CAD' } }),
        MISMATCH_LOG,
      );
      expect((await paymentRow(t, stripePayment.id)).status).not.toBe('succeeded');
      expect(await paymentRow(t, stripePayment.id)).toMatchObject({ fulfilledAt: null });
      expect((await translationRow(t, translation.id)).paidAt).toBeNull();
      expect(await jobsFor(t, translation.id)).toEqual([]);

      // Asking again (the wizard's status polling) gets the same answer and changes nothing.
      expect((await paymentStatus(t, token, stripePayment.id).expect(409)).body).toEqual({ detail: MISMATCH[language] });
      expect((await translationRow(t, translation.id)).paidAt).toBeNull();
    });

    it('the same amount in another letter case of the currency is a match, and is fulfilled', async () => {
      const { user, token } = await customer(t);
      const translation = await unpaidTranslation(t, user);
      const { stripePayment } = (await createPayment(t, token, translation.id).expect(201)).body;
      await orm(t).nativeUpdate(SandboxPaymentIntent, { id: stripePayment.id }, { currency: 'CAD' });
      await confirmSandbox(t, token, stripePayment.clientSecret).expect(200);
      expect(await paymentRow(t, stripePayment.id)).toMatchObject({ status: 'succeeded', fulfilledAt: expect.any(Date) });
    });
  });

  describe('Stripe (real client, local Stripe-protocol server)', () => {
    const SECRET_KEY = 'sk_test_fake_amount_0123456789';
    const WEBHOOK_SECRET = 'whsec_test_fake_amount_0123456789';
    let t: TestApp;
    let fake: FakeStripeServer;

    beforeAll(async () => {
      fake = await startFakeStripe(SECRET_KEY);
      t = await createTestApp({
        WORKERS_ENABLED: 'false',
        RATE_LIMIT_REQUESTS: '1000',
        STRIPE_SECRET_KEY: SECRET_KEY,
        STRIPE_PUBLISHABLE_KEY: 'pk_test_fake_amount_0123456789',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: fake.url,
      });
    });
    afterAll(async () => {
      await translationsQueue(t)?.obliterate({ force: true });
      await t?.close();
      await fake?.stop();
    });

    function deliver(event: object) {
      const payload = JSON.stringify(event);
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      return t
        .http()
        .post(`${API}/payments/stripe/webhook`)
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', signature)
        .send(payload);
    }

    it('a payment_intent.succeeded for another amount: webhook 409 (not recorded), status 409, reconciliation leaves it; nothing fulfilled', async () => {
      const { user, token } = await customer(t);
      const translation = await unpaidTranslation(t, user);
      const { stripePayment } = (await createPayment(t, token, translation.id).expect(201)).body;
      fake.intents.get(stripePayment.id)!.amount = stripePayment.amount - 1;
      const succeeded = fake.event('payment_intent.succeeded', fake.confirm(stripePayment.id));
      const error = jest.spyOn(Logger.prototype, 'error');

      expect((await deliver(succeeded).expect(409)).body).toEqual({ detail: AMOUNT_MISMATCH_DETAIL });
      expect(error).toHaveBeenCalledWith(
        expect.objectContaining({
          charged: { amountCents: stripePayment.amount - 1, currency: 'cad' },
          stored: { amountCents: stripePayment.amount, currency: 'CAD' },
        }),
        MISMATCH_LOG,
      );
      expect(await orm(t).count(ProcessedWebhookEvent, { id: succeeded.id })).toBe(0);

      // The status check asks Stripe, which says succeeded for the other amount.
      expect((await paymentStatus(t, token, stripePayment.id).expect(409)).body).toEqual({ detail: MISMATCH.en });
      // The reconciliation asks Stripe about the payment once it has been open a while: still not fulfilled.
      error.mockClear();
      jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(Date.now() + 11 * 60_000));
      expect(await t.app.get(PaymentReconciliationService).reconcile()).toMatchObject({ fulfilled: 0, openChecked: 0 });
      expect(error).toHaveBeenCalledWith(expect.objectContaining({ intentId: stripePayment.id }), MISMATCH_LOG);

      expect((await paymentRow(t, stripePayment.id)).status).not.toBe('succeeded');
      expect((await paymentRow(t, stripePayment.id)).fulfilledAt).toBeNull();
      expect((await translationRow(t, translation.id)).paidAt).toBeNull();
      expect(await jobsFor(t, translation.id)).toEqual([]);
    });

    it('a payment_intent.succeeded for the amount and currency asked is fulfilled as before', async () => {
      const { user, token } = await customer(t);
      const translation = await unpaidTranslation(t, user);
      const { stripePayment } = (await createPayment(t, token, translation.id).expect(201)).body;
      await deliver(fake.event('payment_intent.succeeded', fake.confirm(stripePayment.id))).expect(200);
      expect(await paymentRow(t, stripePayment.id)).toMatchObject({ status: 'succeeded', fulfilledAt: expect.any(Date) });
      expect((await paymentStatus(t, token, stripePayment.id).expect(200)).body.status).toBe('succeeded');
    });
  });
});
