import { PaymentEventsService } from '../../src/payments/payment-events.service';
import { SandboxPaymentIntent } from '../../src/payments/entities/sandbox-payment-intent.entity';
import { PaymentProvider } from '../../src/payments/providers/payment-provider';
import { SandboxPaymentProvider } from '../../src/payments/providers/sandbox-payment.provider';
import { TranslationsService } from '../../src/translations/translations.service';
import { API, bearer } from '../utils/accounts';
import {
  CARDS,
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

/** Stripe's 3-D Secure test cards, mirrored by the sandbox. */
const AUTHENTICATION_REQUIRED = '4000 0025 0000 3155';
const THREE_D_SECURE_2 = '4000 0000 0000 3220';

const AUTHENTICATION_FAILED = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

function authenticate(t: TestApp, token: string, paymentIntentId: string, outcome: string) {
  return t.http().post(`${API}/payments/sandbox/authenticate`).set(bearer(token)).send({ paymentIntentId, outcome });
}

const intentRow = (t: TestApp, id: string) => orm(t).findOneOrFail(SandboxPaymentIntent, { id });

/** The event types the sandbox handed to the payment side, in order. */
function recordEvents(t: TestApp): string[] {
  const types: string[] = [];
  const events = t.app.get(PaymentEventsService);
  const handle = events.handle.bind(events);
  jest.spyOn(events, 'handle').mockImplementation((event) => {
    types.push(event.eventType);
    return handle(event);
  });
  return types;
}

describe('3-D Secure with the sandbox card provider', () => {
  let t: TestApp;

  beforeAll(async () => {
    // No worker: the jobs a payment adds stay in this app's own queue for the assertions.
    t = await createTestApp({ WORKERS_ENABLED: 'false', RATE_LIMIT_REQUESTS: '1000' });
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(async () => {
    await translationsQueue(t).obliterate({ force: true });
    await t.close();
  });

  it('4000 0025 0000 3155: requires_action, nothing fulfilled; completing succeeds and fulfils once, a repeat does nothing more', async () => {
    const { user, token } = await customer(t);
    const translation = await unpaidTranslation(t, user);
    const { stripePayment } = (await createPayment(t, token, translation.id).expect(201)).body;
    const events = recordEvents(t);
    const start = jest.spyOn(t.app.get(TranslationsService), 'startPaidTranslation');

    const confirmed = await confirmSandbox(t, token, stripePayment.clientSecret, { number: AUTHENTICATION_REQUIRED }).expect(200);
    expect(confirmed.body).toEqual({ paymentIntent: { id: stripePayment.id, status: 'requires_action' } });
    expect((await intentRow(t, stripePayment.id)).status).toBe('requires_action');
    expect((await paymentRow(t, stripePayment.id)).status).toBe('requires_action');
    // The browser's report and its polling while the challenge is open: still waiting, nothing paid.
    expect((await reportStatus(t, token, stripePayment.id, 'requires_action').expect(200)).body).toMatchObject({
      status: 'requires_action',
      failureMessage: null,
    });
    expect((await paymentStatus(t, token, stripePayment.id).expect(200)).body.status).toBe('requires_action');
    expect((await translationRow(t, translation.id)).paidAt).toBeNull();
    expect(await jobsFor(t, translation.id)).toEqual([]);

    const completed = await authenticate(t, token, stripePayment.id, 'complete').expect(200);
    expect(completed.body).toEqual({ paymentIntent: { id: stripePayment.id, status: 'succeeded' } });
    expect(await paymentRow(t, stripePayment.id)).toMatchObject({ status: 'succeeded', failureCode: null });
    expect((await paymentRow(t, stripePayment.id)).fulfilledAt).toBeInstanceOf(Date);
    expect((await translationRow(t, translation.id)).paidAt).toBeInstanceOf(Date);
    expect(await jobsFor(t, translation.id)).toEqual([translateJobId(translation.id)]);

    // The same answer again (a retried request): answered alike, no event, no second fulfilment.
    expect((await authenticate(t, token, stripePayment.id, 'complete').expect(200)).body).toEqual(completed.body);
    expect((await paymentStatus(t, token, stripePayment.id).expect(200)).body.status).toBe('succeeded');
    expect(events).toEqual(['payment_intent.requires_action', 'payment_intent.succeeded']);
    expect(start).toHaveBeenCalledTimes(1);
    expect(await jobsFor(t, translation.id)).toEqual([translateJobId(translation.id)]);

    // The other answer, once decided: refused, nothing changes.
    const refused = await authenticate(t, token, stripePayment.id, 'fail').expect(409);
    expect(refused.body).toMatchObject({ code: 'payment_intent_unexpected_state', status: 'succeeded' });
    expect((await paymentRow(t, stripePayment.id)).status).toBe('succeeded');
    await confirmSandbox(t, token, stripePayment.clientSecret).expect(409);
  });

  it('two answers at once (a double click): one decides, the other repeats it; one event, one fulfilment', async () => {
    const { user, token } = await customer(t);
    const translation = await unpaidTranslation(t, user);
    const { stripePayment } = (await createPayment(t, token, translation.id).expect(201)).body;
    await confirmSandbox(t, token, stripePayment.clientSecret, { number: THREE_D_SECURE_2 }).expect(200);
    const events = recordEvents(t);

    const answers = await Promise.all([
      authenticate(t, token, stripePayment.id, 'complete'),
      authenticate(t, token, stripePayment.id, 'complete'),
    ]);
    expect(answers.map((answer) => [answer.status, answer.body.paymentIntent?.status])).toEqual([
      [200, 'succeeded'],
      [200, 'succeeded'],
    ]);
    expect(events).toEqual(['payment_intent.succeeded']);
    expect(await jobsFor(t, translation.id)).toEqual([translateJobId(translation.id)]);
  });

  it('4000 0000 0000 3220 failed: requires_payment_method with payment_intent_authentication_failure; then 4242 succeeds', async () => {
    const { user, token } = await customer(t);
    const translation = await unpaidTranslation(t, user);
    const { stripePayment } = (await createPayment(t, token, translation.id).expect(201)).body;
    const events = recordEvents(t);
    await confirmSandbox(t, token, stripePayment.clientSecret, { number: THREE_D_SECURE_2 }).expect(200);

    const failed = await authenticate(t, token, stripePayment.id, 'fail').expect(402);
    expect(failed.body).toEqual({ detail: AUTHENTICATION_FAILED, code: 'payment_intent_authentication_failure', declineCode: null });
    expect(await intentRow(t, stripePayment.id)).toMatchObject({
      status: 'requires_payment_method',
      lastErrorCode: 'payment_intent_authentication_failure',
      lastErrorMessage: AUTHENTICATION_FAILED,
    });
    expect(await paymentRow(t, stripePayment.id)).toMatchObject({
      status: 'payment_failed',
      failureCode: 'payment_intent_authentication_failure',
    });
    const status = (await reportStatus(t, token, stripePayment.id, 'payment_failed').expect(200)).body;
    expect(status).toMatchObject({ status: 'payment_failed', failureMessage: AUTHENTICATION_FAILED });
    expect((await translationRow(t, translation.id)).paidAt).toBeNull();
    expect(await jobsFor(t, translation.id)).toEqual([]);

    // Repeated: the same failure, no event; the other answer is refused (the challenge is over).
    expect((await authenticate(t, token, stripePayment.id, 'fail').expect(402)).body).toEqual(failed.body);
    expect((await authenticate(t, token, stripePayment.id, 'complete').expect(409)).body).toMatchObject({
      status: 'requires_payment_method',
    });
    expect(events).toEqual(['payment_intent.requires_action', 'payment_intent.payment_failed']);

    // The wizard asks for the payment again (the same open one) and pays with another card.
    const again = (await createPayment(t, token, translation.id).expect(201)).body.stripePayment;
    expect(again.id).toBe(stripePayment.id);
    await confirmSandbox(t, token, again.clientSecret, { number: CARDS.succeeds }).expect(200);
    expect(await paymentRow(t, stripePayment.id)).toMatchObject({ status: 'succeeded', failureCode: null, failureMessage: null });
    expect((await paymentStatus(t, token, stripePayment.id).expect(200)).body).toMatchObject({ status: 'succeeded', failureMessage: null });
    expect(await jobsFor(t, translation.id)).toEqual([translateJobId(translation.id)]);
  });

  it('tells a French customer in French that the authentication failed', async () => {
    const { user, token } = await customer(t, { language: 'fr' });
    const translation = await unpaidTranslation(t, user);
    const { stripePayment } = (await createPayment(t, token, translation.id).expect(201)).body;
    await confirmSandbox(t, token, stripePayment.clientSecret, { number: THREE_D_SECURE_2 }).expect(200);
    const failed = await authenticate(t, token, stripePayment.id, 'fail').expect(402);
    const french =
      'Nous ne parvenons pas à authentifier votre moyen de paiement. Veuillez choisir un autre moyen de paiement et réessayer.';
    expect(failed.body.detail).toBe(french);
    expect((await reportStatus(t, token, stripePayment.id, 'payment_failed').expect(200)).body.failureMessage).toBe(french);
  });

  it('another card replaces an unanswered challenge; Edit cancels a payment awaiting authentication', async () => {
    const { user, token } = await customer(t);
    const translation = await unpaidTranslation(t, user);
    const { stripePayment } = (await createPayment(t, token, translation.id).expect(201)).body;
    await confirmSandbox(t, token, stripePayment.clientSecret, { number: AUTHENTICATION_REQUIRED }).expect(200);
    // A declined card while the challenge is open: the intent is open again, the challenge gone.
    expect((await confirmSandbox(t, token, stripePayment.clientSecret, { number: CARDS.declined }).expect(402)).body.code).toBe(
      'card_declined',
    );
    expect((await intentRow(t, stripePayment.id)).status).toBe('requires_payment_method');
    await authenticate(t, token, stripePayment.id, 'complete').expect(409);

    await confirmSandbox(t, token, stripePayment.clientSecret, { number: AUTHENTICATION_REQUIRED }).expect(200);
    expect((await cancelPayment(t, token, translation.id, stripePayment.id).expect(200)).body).toEqual({ status: 'cancelled' });
    expect((await intentRow(t, stripePayment.id)).status).toBe('canceled');
    expect((await authenticate(t, token, stripePayment.id, 'complete').expect(409)).body).toMatchObject({ status: 'canceled' });
    expect((await paymentRow(t, stripePayment.id)).status).toBe('cancelled');
    expect(await jobsFor(t, translation.id)).toEqual([]);
  });

  it("another user's intent, or an unknown one, is not found; a malformed answer is refused", async () => {
    const owner = await customer(t);
    const stranger = await customer(t);
    const translation = await unpaidTranslation(t, owner.user);
    const { stripePayment } = (await createPayment(t, owner.token, translation.id).expect(201)).body;
    await confirmSandbox(t, owner.token, stripePayment.clientSecret, { number: AUTHENTICATION_REQUIRED }).expect(200);

    expect((await authenticate(t, stranger.token, stripePayment.id, 'complete').expect(404)).body.detail).toBe('Payment not found');
    await authenticate(t, owner.token, 'pi_sbx_000000000000000000000000', 'complete').expect(404);
    await t
      .http()
      .post(`${API}/payments/sandbox/authenticate`)
      .send({ paymentIntentId: stripePayment.id, outcome: 'complete' })
      .expect(401);
    await authenticate(t, owner.token, stripePayment.id, 'maybe').expect(400);
    await t.http().post(`${API}/payments/sandbox/authenticate`).set(bearer(owner.token)).send({ outcome: 'complete' }).expect(400);
    expect((await intentRow(t, stripePayment.id)).status).toBe('requires_action');
    expect((await paymentRow(t, stripePayment.id)).status).toBe('requires_action');
  });
});

describe('3-D Secure in production mode without Stripe keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production', DEV_FEATURES: undefined, SMTP_URL: 'smtp://127.0.0.1:2525' });
  });
  afterAll(() => t.close());

  it('refuses the sandbox authentication (404) like the rest of the sandbox', async () => {
    const { token } = await customer(t);
    expect(t.app.get(PaymentProvider)).not.toBeInstanceOf(SandboxPaymentProvider);
    const refused = await authenticate(t, token, 'pi_sbx_000000000000000000000000', 'complete').expect(404);
    expect(refused.body.detail).toBe('The sandbox card provider is not in use on this server.');
  });
});
