/* eslint-disable max-lines -- the sandbox payment's behaviours (amounts, tax lines, the full order, idempotency, what the server never trusts) share one app, its fake payment set-up and the uploads made here; each describe is one of them. */
import { Clock } from '../../src/common/clock';
import { PaymentEventsService } from '../../src/payments/payment-events.service';
import { PaymentReconciliationService } from '../../src/payments/payment-reconciliation.service';
import { PaymentRepository } from '../../src/payments/payment.repository';
import { PaymentsRefundPort } from '../../src/payments/payments-refund.port';
import { PaymentProvider, PaymentProviderError } from '../../src/payments/providers/payment-provider';
import { SandboxPaymentProvider } from '../../src/payments/providers/sandbox-payment.provider';
import { PaymentSettlementService } from '../../src/payments/payment-settlement.service';
import { SandboxPaymentIntent } from '../../src/payments/entities/sandbox-payment-intent.entity';
import { Payment } from '../../src/payments/entities/payment.entity';
import { RefundPort } from '../../src/translations/jobs/refund.port';
import { TranslationPipelineService } from '../../src/translations/jobs/translation-pipeline.service';
import { TranslationsService } from '../../src/translations/translations.service';
import { API, bearer, createOrganization } from '../utils/accounts';
import {
  assignAccountManager,
  CARDS,
  cancelPayment,
  confirmSandbox,
  createPayment,
  customer,
  jobsFor,
  moveCustomer,
  orm,
  paymentRow,
  paymentStatus,
  reportStatus,
  salesOf,
  sentencePerPagePdf,
  translateJobId,
  translationRow,
  translationsQueue,
  unpaidTranslation,
} from '../utils/payments';
import { prosePdf } from '../../../document/test/utils/pdf-factory';
import { createTestApp, TestApp } from '../utils/test-app';
import { targetLanguageId, uploadPdf } from '../utils/translations';

describe('payments with the sandbox card provider', () => {
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

  /** Creates the payment of a translation and confirms it with a card (4242… by default); answers the payment id. */
  async function pay(token: string, translationId: number, number: string = CARDS.succeeds): Promise<string> {
    const { stripePayment } = (await createPayment(t, token, translationId).expect(201)).body;
    await confirmSandbox(t, token, stripePayment.clientSecret, { number }).expect(200);
    return stripePayment.id;
  }

  describe('quote → payment amounts around the long-document incentive (real uploads)', () => {
    // Enterprise plan: 2.50 per page for pages 1–50, 2.00 from page 51; Ontario HST 13 %.
    it.each([
      [50, 12_500],
      [51, 12_700],
      [200, 42_500],
    ])('%i pages: subtotal %i cents, HST on it, total charged', async (pages, subTotal) => {
      const organization = await createOrganization(t, { pagePriceCents: 250, incentiveAfterPage: 50, incentivePagePriceCents: 200 });
      const { user, token } = await customer(t, { organization });
      const bytes = await sentencePerPagePdf(pages);
      const quote = (await uploadPdf(t, token, { userId: user.id, targetLanguageId: await targetLanguageId(t, 'fr'), bytes }).expect(201))
        .body;
      expect(quote).toMatchObject({ pageCount: pages, subTotalCents: subTotal });

      const { stripePayment } = (await createPayment(t, token, quote.translationId).expect(201)).body;
      const hst = Math.round(subTotal * 0.13);
      expect(stripePayment).toEqual({
        id: expect.stringMatching(/^pi_sbx_[0-9a-f]{24}$/),
        provider: 'sandbox',
        status: 'requires_payment_method',
        amount: subTotal + hst,
        currency: 'cad',
        clientSecret: expect.stringMatching(new RegExp(`^${stripePayment.id}_secret_`)),
        subTotal,
        taxes: [{ id: 'hst-on', displayName: 'HST (ON)', amount: hst, taxRate: 13 }],
        translationId: quote.translationId,
        orderNumber: (await translationRow(t, quote.translationId)).orderNumber,
      });
      const intent = await orm(t).findOneOrFail(SandboxPaymentIntent, { id: stripePayment.id });
      expect(intent).toMatchObject({ amountCents: subTotal + hst, currency: 'cad', status: 'requires_payment_method' });
    });

    it('a public customer pays 2.95 per page, whatever the length', async () => {
      const { user, token } = await customer(t, { region: 'AB' });
      const { bytes } = await prosePdf({ pages: 3 });
      const quote = (await uploadPdf(t, token, { userId: user.id, targetLanguageId: await targetLanguageId(t, 'fr'), bytes }).expect(201))
        .body;
      const { stripePayment } = (await createPayment(t, token, quote.translationId).expect(201)).body;
      expect(stripePayment).toMatchObject({
        subTotal: 885,
        amount: 885 + 44,
        taxes: [{ id: 'gst', displayName: 'GST', amount: 44, taxRate: 5 }],
      });
    });
  });

  describe('tax lines of the billing address', () => {
    // Rates in force in mid-2026 (NS 14 % since 2025-04-01), on a 100.00 subtotal; each line rounded half up.
    const EXPECTED: Record<string, Array<[string, string, number, number]>> = {
      AB: [['gst', 'GST', 5, 500]],
      BC: [
        ['gst', 'GST', 5, 500],
        ['pst-bc', 'PST (BC)', 7, 700],
      ],
      MB: [
        ['gst', 'GST', 5, 500],
        ['rst-mb', 'RST (MB)', 7, 700],
      ],
      NB: [['hst-nb', 'HST (NB)', 15, 1500]],
      NL: [['hst-nl', 'HST (NL)', 15, 1500]],
      NS: [['hst-ns', 'HST (NS)', 14, 1400]],
      NT: [['gst', 'GST', 5, 500]],
      NU: [['gst', 'GST', 5, 500]],
      ON: [['hst-on', 'HST (ON)', 13, 1300]],
      PE: [['hst-pe', 'HST (PE)', 15, 1500]],
      QC: [
        ['gst', 'GST', 5, 500],
        ['qst', 'QST', 9.975, 998],
      ],
      SK: [
        ['gst', 'GST', 5, 500],
        ['pst-sk', 'PST (SK)', 6, 600],
      ],
      YT: [['gst', 'GST', 5, 500]],
    };

    beforeEach(() => jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date('2026-06-15T16:00:00Z')));

    it.each(Object.keys(EXPECTED))('%s', async (region) => {
      const { user, token } = await customer(t, { region });
      const translation = await unpaidTranslation(t, user, { subTotalCents: 10_000, pageCount: 40 });
      const { stripePayment } = (await createPayment(t, token, translation.id).expect(201)).body;
      const lines = EXPECTED[region].map(([id, displayName, taxRate, amount]) => ({ id, displayName, taxRate, amount }));
      const taxTotal = lines.reduce((sum, line) => sum + line.amount, 0);
      expect(stripePayment).toMatchObject({ subTotal: 10_000, amount: 10_000 + taxTotal, currency: 'cad', taxes: lines });

      const row = await paymentRow(t, stripePayment.id);
      expect(row).toMatchObject({ subTotalCents: 10_000, taxCents: taxTotal, amountCents: 10_000 + taxTotal });
      expect(row.taxes.getItems().map((tax) => [tax.taxId, tax.code, tax.rateMilliPercent, tax.amountCents])).toEqual(
        EXPECTED[region].map(([id, , rate, amount]) => [id, id.split('-')[0].toUpperCase(), rate * 1000, amount]),
      );
      const status = (await paymentStatus(t, token, stripePayment.id).expect(200)).body;
      expect(status.taxes).toEqual(lines);
    });

    it('no tax for a United States address', async () => {
      const { user, token } = await customer(t, { country: 'US', region: 'NY' });
      const translation = await unpaidTranslation(t, user, { subTotalCents: 10_000 });
      const { stripePayment } = (await createPayment(t, token, translation.id).expect(201)).body;
      expect(stripePayment).toMatchObject({ subTotal: 10_000, amount: 10_000, taxes: [] });
      expect((await paymentRow(t, stripePayment.id)).taxes.count()).toBe(0);
    });

    it('a changed address cancels the open payment and answers a new one at the new amount', async () => {
      const { user, token } = await customer(t, { region: 'ON' });
      const translation = await unpaidTranslation(t, user, { subTotalCents: 10_000 });
      const first = (await createPayment(t, token, translation.id).expect(201)).body.stripePayment;
      await moveCustomer(t, user, 'CA', 'QC');
      const second = (await createPayment(t, token, translation.id).expect(201)).body.stripePayment;
      expect(second.id).not.toBe(first.id);
      expect(second.amount).toBe(10_000 + 500 + 998);
      expect((await paymentRow(t, first.id)).status).toBe('cancelled');
      expect((await orm(t).findOneOrFail(SandboxPaymentIntent, { id: first.id })).status).toBe('canceled');
      await confirmSandbox(t, token, first.clientSecret).expect(409);
      await confirmSandbox(t, token, second.clientSecret).expect(200);
    });
  });

  describe('the full order', () => {
    it('upload → payg_payment → card 4242 → succeeded: the translation is paid and its job enqueued once', async () => {
      const { user, token } = await customer(t);
      const { bytes } = await prosePdf({ pages: 2 });
      const { translationId } = (
        await uploadPdf(t, token, { userId: user.id, targetLanguageId: await targetLanguageId(t, 'fr'), bytes }).expect(201)
      ).body;
      const { stripePayment } = (await createPayment(t, token, translationId).expect(201)).body;
      expect(await jobsFor(t, translationId)).toEqual([]);

      const confirmed = await confirmSandbox(t, token, stripePayment.clientSecret).expect(200);
      expect(confirmed.body).toEqual({ paymentIntent: { id: stripePayment.id, status: 'succeeded' } });

      // The browser's report, then the polling the wizard does.
      const reported = await reportStatus(t, token, stripePayment.id, 'succeeded').expect(200);
      expect(reported.body).toEqual({
        id: stripePayment.id,
        status: 'succeeded',
        amount: 590 + 77,
        currency: 'cad',
        subTotal: 590,
        taxes: [{ id: 'hst-on', displayName: 'HST (ON)', amount: 77, taxRate: 13 }],
        translationId,
        orderNumber: stripePayment.orderNumber,
        failureMessage: null,
      });
      for (let i = 0; i < 3; i++) expect((await paymentStatus(t, token, stripePayment.id).expect(200)).body.status).toBe('succeeded');

      const translation = await translationRow(t, translationId);
      expect(translation.paidAt).toBeInstanceOf(Date);
      expect(translation).toMatchObject({ status: 'created', expiresAt: null });
      expect(await jobsFor(t, translationId)).toEqual([translateJobId(translationId)]);
      expect((await paymentRow(t, stripePayment.id)).fulfilledAt).toBeInstanceOf(Date);

      // The order is on /home; paying again is refused and charges nothing.
      const list = (await t.http().get(`${API}/translations`).set(bearer(token)).expect(200)).body;
      expect(list.map((item: { id: number }) => item.id)).toContain(translationId);
      expect((await createPayment(t, token, translationId).expect(409)).body.detail).toBe('This translation is already paid.');
      await confirmSandbox(t, token, stripePayment.clientSecret).expect(409);
      expect(await orm(t).count(Payment, { translation: translationId })).toBe(1);
      expect(await jobsFor(t, translationId)).toEqual([translateJobId(translationId)]);
    });

    it('a sandbox event delivered twice is handled once', async () => {
      const { user, token } = await customer(t);
      const translation = await unpaidTranslation(t, user);
      const { stripePayment } = (await createPayment(t, token, translation.id).expect(201)).body;
      const handle = jest.spyOn(t.app.get(PaymentEventsService), 'handle');
      await confirmSandbox(t, token, stripePayment.clientSecret).expect(200);
      const event = handle.mock.calls[0][0];
      expect(event).toMatchObject({ type: 'payment_intent', eventType: 'payment_intent.succeeded' });
      await expect(t.app.get(PaymentEventsService).handle(event)).resolves.toBe(false);
      expect(await jobsFor(t, translation.id)).toEqual([translateJobId(translation.id)]);
    });
  });

  describe('idempotency', () => {
    it('payg_payment twice (and twice at once) answers the same payment, one intent, no second charge', async () => {
      const { user, token } = await customer(t);
      const translation = await unpaidTranslation(t, user);
      const first = (await createPayment(t, token, translation.id).expect(201)).body.stripePayment;
      const again = (await createPayment(t, token, translation.id).expect(201)).body.stripePayment;
      expect(again).toEqual(first);

      const other = await unpaidTranslation(t, user);
      const [a, b] = await Promise.all([createPayment(t, token, other.id), createPayment(t, token, other.id)]);
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(a.body.stripePayment.id).toBe(b.body.stripePayment.id);
      expect(await orm(t).count(Payment, { translation: other.id })).toBe(1);
      expect(await orm(t).count(SandboxPaymentIntent, { idempotencyKey: { $like: `payg-${other.id}-%` } })).toBe(1);
    });

    it('a second payment that succeeds for an already paid translation is refunded automatically', async () => {
      const { user, token } = await customer(t);
      const translation = await unpaidTranslation(t, user);
      // Two open payments of one translation (a second tab created one before the first was cancelled).
      const first = (await createPayment(t, token, translation.id).expect(201)).body.stripePayment;
      const sandbox = t.app.get<SandboxPaymentProvider>(PaymentProvider);
      const intent = await sandbox.createIntent({
        amountCents: first.amount,
        currency: 'CAD',
        idempotencyKey: `second-tab-${translation.id}`,
        description: 'x',
        metadata: {},
      });
      await t.app.get(PaymentRepository).insert({
        translationId: translation.id,
        userId: user.id,
        provider: 'sandbox',
        providerPaymentId: intent.id,
        idempotencyKey: `second-tab-${translation.id}`,
        status: 'requires_payment_method',
        subTotalCents: first.subTotal,
        taxCents: first.amount - first.subTotal,
        amountCents: first.amount,
        currency: 'CAD',
        clientSecret: intent.clientSecret,
        taxes: [],
      });

      await confirmSandbox(t, token, first.clientSecret).expect(200);
      await confirmSandbox(t, token, intent.clientSecret!).expect(200);

      const duplicate = await paymentRow(t, intent.id);
      expect(duplicate.status).toBe('refunded');
      expect(duplicate.refundRequestedAt).toBeInstanceOf(Date);
      expect((await orm(t).findOneOrFail(SandboxPaymentIntent, { id: intent.id })).refundId).toMatch(/^re_sbx_/);
      expect((await paymentRow(t, first.id)).status).toBe('succeeded');
      expect((await translationRow(t, translation.id)).isRefunded).toBe(false);
      expect(await jobsFor(t, translation.id)).toEqual([translateJobId(translation.id)]);
      expect((await paymentStatus(t, token, intent.id).expect(200)).body.status).toBe('refunded');
    });

    it('when the database refuses a second succeeded payment (a race), that payment is refunded', async () => {
      const { user, token } = await customer(t);
      const translation = await unpaidTranslation(t, user);
      const first = (await createPayment(t, token, translation.id).expect(201)).body.stripePayment;
      await confirmSandbox(t, token, first.clientSecret).expect(200);
      const sandbox = t.app.get<SandboxPaymentProvider>(PaymentProvider);
      const intent = await sandbox.createIntent({
        amountCents: first.amount,
        currency: 'CAD',
        idempotencyKey: `race-${translation.id}`,
        description: 'x',
        metadata: {},
      });
      await t.app.get(PaymentRepository).insert({
        translationId: translation.id,
        userId: user.id,
        provider: 'sandbox',
        providerPaymentId: intent.id,
        idempotencyKey: `race-${translation.id}`,
        status: 'requires_payment_method',
        subTotalCents: first.subTotal,
        taxCents: 0,
        amountCents: first.amount,
        currency: 'CAD',
        clientSecret: intent.clientSecret,
        taxes: [],
      });
      // As if the check ran before the first success was committed: the partial unique index decides.
      jest.spyOn(t.app.get(PaymentRepository), 'hasOtherSettled').mockResolvedValue(false);
      await confirmSandbox(t, token, intent.clientSecret!).expect(200);
      expect((await paymentRow(t, intent.id)).status).toBe('refunded');
      expect(await orm(t).count(Payment, { translation: translation.id, status: 'succeeded' })).toBe(1);
    });
  });

  describe('the server never trusts the browser', () => {
    it("a client that reports 'succeeded' for an unpaid payment changes nothing and enqueues nothing", async () => {
      const { user, token } = await customer(t);
      const translation = await unpaidTranslation(t, user);
      const { stripePayment } = (await createPayment(t, token, translation.id).expect(201)).body;
      const res = await reportStatus(t, token, stripePayment.id, 'succeeded').expect(200);
      expect(res.body).toMatchObject({ id: stripePayment.id, status: 'requires_payment_method', failureMessage: null });
      expect((await translationRow(t, translation.id)).paidAt).toBeNull();
      expect(await jobsFor(t, translation.id)).toEqual([]);
      expect((await paymentRow(t, stripePayment.id)).status).toBe('requires_payment_method');
    });

    it('an unknown status word answers 400 "Unknown payment status: {status}" (French for a French user)', async () => {
      const { user, token } = await customer(t);
      const translation = await unpaidTranslation(t, user);
      const { stripePayment } = (await createPayment(t, token, translation.id).expect(201)).body;
      expect((await reportStatus(t, token, stripePayment.id, 'paid').expect(400)).body).toEqual({ detail: 'Unknown payment status: paid' });
      const french = await customer(t, { language: 'fr' });
      expect((await reportStatus(t, french.token, stripePayment.id, 'refunded').expect(400)).body).toEqual({
        detail: 'Statut de paiement inconnu : refunded',
      });
    });
  });

  describe('card failures', () => {
    it('a declined card answers 402 with the provider message; the payment is failed, then another card pays', async () => {
      const { user, token } = await customer(t);
      const translation = await unpaidTranslation(t, user);
      const { stripePayment } = (await createPayment(t, token, translation.id).expect(201)).body;
      const declined = await confirmSandbox(t, token, stripePayment.clientSecret, { number: CARDS.declined }).expect(402);
      expect(declined.body).toEqual({ detail: 'Your card was declined.', code: 'card_declined', declineCode: 'generic_decline' });
      const status = (await paymentStatus(t, token, stripePayment.id).expect(200)).body;
      expect(status).toMatchObject({ status: 'payment_failed', failureMessage: 'Your card was declined.' });
      expect(await jobsFor(t, translation.id)).toEqual([]);

      // The same payment is answered again and accepts another card.
      expect((await createPayment(t, token, translation.id).expect(201)).body.stripePayment.id).toBe(stripePayment.id);
      await confirmSandbox(t, token, stripePayment.clientSecret).expect(200);
      expect((await paymentStatus(t, token, stripePayment.id).expect(200)).body).toMatchObject({
        status: 'succeeded',
        failureMessage: null,
      });
      expect(await jobsFor(t, translation.id)).toEqual([translateJobId(translation.id)]);
    });

    it('insufficient funds, and every card message in French for a French user', async () => {
      const { user, token } = await customer(t);
      const translation = await unpaidTranslation(t, user);
      const { stripePayment } = (await createPayment(t, token, translation.id).expect(201)).body;
      const poor = await confirmSandbox(t, token, stripePayment.clientSecret, { number: CARDS.insufficientFunds }).expect(402);
      expect(poor.body).toEqual({ detail: 'Your card has insufficient funds.', code: 'card_declined', declineCode: 'insufficient_funds' });

      const french = await customer(t, { language: 'fr' });
      const frTranslation = await unpaidTranslation(t, french.user);
      const secret = (await createPayment(t, french.token, frTranslation.id).expect(201)).body.stripePayment.clientSecret;
      const cases: Array<[Parameters<typeof confirmSandbox>[3], string, string]> = [
        [{ number: CARDS.declined }, 'card_declined', 'Votre carte a été refusée.'],
        [{ number: CARDS.insufficientFunds }, 'card_declined', 'Les fonds de votre carte sont insuffisants.'],
        [{ number: '4242 4242 4242 4241' }, 'incorrect_number', 'Le numéro de votre carte est incorrect.'],
        [{ expMonth: 1, expYear: 2020 }, 'expired_card', 'Votre carte a expiré.'],
        [{ cvc: '12' }, 'incorrect_cvc', 'Le code de sécurité de votre carte est incorrect.'],
      ];
      for (const [card, code, detail] of cases) {
        const res = await confirmSandbox(t, french.token, secret, card).expect(402);
        expect(res.body).toMatchObject({ detail, code });
      }
      expect((await paymentStatus(t, french.token, secret.split('_secret_')[0]).expect(200)).body.failureMessage).toBe(
        'Le code de sécurité de votre carte est incorrect.',
      );
    });

    it('English messages for a wrong number, an expired card and a wrong security code', async () => {
      const { user, token } = await customer(t);
      const secret = (await createPayment(t, token, (await unpaidTranslation(t, user)).id).expect(201)).body.stripePayment.clientSecret;
      expect((await confirmSandbox(t, token, secret, { number: '1234 5678 9012 3456' }).expect(402)).body.detail).toBe(
        'Your card number is incorrect.',
      );
      expect((await confirmSandbox(t, token, secret, { expMonth: 1, expYear: 2021 }).expect(402)).body.detail).toBe(
        'Your card has expired.',
      );
      expect((await confirmSandbox(t, token, secret, { cvc: 'abc' }).expect(402)).body.detail).toBe(
        "Your card's security code is incorrect.",
      );
    });
  });

  describe('cancellation', () => {
    it('DELETE cancels the open payment; it cannot be confirmed after, and a new payment is a new intent', async () => {
      const { user, token } = await customer(t);
      const translation = await unpaidTranslation(t, user);
      const { stripePayment } = (await createPayment(t, token, translation.id).expect(201)).body;
      expect((await cancelPayment(t, token, translation.id, stripePayment.id).expect(200)).body).toEqual({ status: 'cancelled' });
      expect((await cancelPayment(t, token, translation.id, stripePayment.id).expect(200)).body).toEqual({ status: 'cancelled' });
      expect((await paymentStatus(t, token, stripePayment.id).expect(200)).body.status).toBe('cancelled');
      await confirmSandbox(t, token, stripePayment.clientSecret).expect(409);

      const next = (await createPayment(t, token, translation.id).expect(201)).body.stripePayment;
      expect(next.id).not.toBe(stripePayment.id);
      await confirmSandbox(t, token, next.clientSecret).expect(200);
      expect((await cancelPayment(t, token, translation.id, next.id).expect(409)).body.detail).toBe(
        'This payment has already succeeded and cannot be cancelled.',
      );
      expect((await paymentStatus(t, token, next.id).expect(200)).body.status).toBe('succeeded');
    });
  });

  describe('who may call', () => {
    it("another user's translation or payment is answered 404, and nothing changes", async () => {
      const owner = await customer(t);
      const stranger = await customer(t);
      const translation = await unpaidTranslation(t, owner.user);
      const { stripePayment } = (await createPayment(t, owner.token, translation.id).expect(201)).body;

      expect((await createPayment(t, stranger.token, translation.id).expect(404)).body).toEqual({ detail: 'Translation not found' });
      await paymentStatus(t, stranger.token, stripePayment.id).expect(404);
      await reportStatus(t, stranger.token, stripePayment.id, 'succeeded').expect(404);
      await cancelPayment(t, stranger.token, translation.id, stripePayment.id).expect(404);
      await confirmSandbox(t, stranger.token, stripePayment.clientSecret).expect(404);
      await paymentStatus(t, owner.token, 'pi_sbx_000000000000000000000000').expect(404);
      await cancelPayment(t, owner.token, translation.id + 1, stripePayment.id).expect(404);
      await createPayment(t, owner.token, 987_654).expect(404);
      expect((await paymentRow(t, stripePayment.id)).status).toBe('requires_payment_method');
    });

    it("a client secret that is not the payment's is refused", async () => {
      const { user, token } = await customer(t);
      const { stripePayment } = (await createPayment(t, token, (await unpaidTranslation(t, user)).id).expect(201)).body;
      await confirmSandbox(t, token, `${stripePayment.id}_secret_${'A'.repeat(24)}`).expect(404);
      await confirmSandbox(t, token, 'not-a-secret').expect(404);
      expect((await paymentRow(t, stripePayment.id)).status).toBe('requires_payment_method');
    });

    it('needs a token, and accepted policies', async () => {
      await t.http().post(`${API}/translations/payg_payment`).send({ translationId: 1 }).expect(401);
      await t.http().get(`${API}/payments/status/pi_sbx_x`).expect(401);
      await t.http().post(`${API}/payments/sandbox/confirm`).send({}).expect(401);
      const { user, token } = await customer(t);
      await orm(t).nativeUpdate('User', { id: user.id }, { privacyPolicyVersion: null });
      await createPayment(t, token, 1).expect(403);
    });
  });

  describe('refusals before paying', () => {
    it('no billing address: 422 "Add a billing address before paying." (French too)', async () => {
      const { user, token } = await customer(t, { address: null });
      const translation = await unpaidTranslation(t, user);
      expect((await createPayment(t, token, translation.id).expect(422)).body).toEqual({ detail: 'Add a billing address before paying.' });
      const french = await customer(t, { address: null, language: 'fr' });
      const frTranslation = await unpaidTranslation(t, french.user);
      expect((await createPayment(t, french.token, frTranslation.id).expect(422)).body).toEqual({
        detail: 'Ajoutez une adresse de facturation avant de payer.',
      });
      expect(await orm(t).count(Payment, { translation: translation.id })).toBe(0);
    });

    it('an already paid translation is 409, an expired one 410, a bad body 400', async () => {
      const { user, token } = await customer(t);
      const paid = await unpaidTranslation(t, user, { paidAt: new Date() });
      await createPayment(t, token, paid.id).expect(409);
      const expired = await unpaidTranslation(t, user, { expiresAt: new Date(Date.now() - 1000) });
      await createPayment(t, token, expired.id).expect(410);
      await t.http().post(`${API}/translations/payg_payment`).set(bearer(token)).send({ translationId: 'abc' }).expect(400);
      await confirmSandbox(t, token, 'x', { expMonth: 13 }).expect(400);
    });
  });

  describe('sales of enterprise customers', () => {
    it('records one PaygSale (organisation, manager, pages, order, subtotal, 40 % commission) however often fulfilment runs', async () => {
      const organization = await createOrganization(t, { label: 'Acme Translations' });
      const manager = await assignAccountManager(t, organization);
      const { user, token } = await customer(t, { organization });
      const translation = await unpaidTranslation(t, user, { pageCount: 4, subTotalCents: 1000 });
      const paymentId = await pay(token, translation.id);
      await paymentStatus(t, token, paymentId).expect(200);
      const payment = await paymentRow(t, paymentId);
      const settlement = t.app.get(PaymentSettlementService);
      await orm(t).nativeUpdate(Payment, { id: payment.id }, { fulfilledAt: null }); // as if fulfilment had to run again
      await Promise.all([settlement.ensureFulfilled(payment.id), settlement.ensureFulfilled(payment.id)]);

      const sales = await salesOf(t, translation.id);
      expect(sales).toHaveLength(1);
      expect(sales[0]).toMatchObject({
        organization: { id: organization.id },
        accountManager: { id: manager.id },
        user: { id: user.id },
        payment: { id: payment.id },
        pageCount: 4,
        orderNumber: translation.orderNumber,
        subTotalCents: 1000,
        commissionCents: 400,
        currency: 'CAD',
      });
      expect(sales[0].purchaseDate).toBeInstanceOf(Date);
      expect(await jobsFor(t, translation.id)).toEqual([translateJobId(translation.id)]);
    });

    it('records no sale for a public customer', async () => {
      const { user, token } = await customer(t);
      const translation = await unpaidTranslation(t, user);
      await pay(token, translation.id);
      expect((await translationRow(t, translation.id)).paidAt).toBeInstanceOf(Date);
      expect(await salesOf(t, translation.id)).toEqual([]);
    });
  });

  describe('crash safety', () => {
    it('a success whose enqueue failed (process stopped after the commit) is fulfilled by the next status check', async () => {
      const { user, token } = await customer(t);
      const translation = await unpaidTranslation(t, user);
      const { stripePayment } = (await createPayment(t, token, translation.id).expect(201)).body;
      const start = jest.spyOn(t.app.get(TranslationsService), 'startPaidTranslation').mockRejectedValueOnce(new Error('redis went away'));
      await confirmSandbox(t, token, stripePayment.clientSecret).expect(200); // the card was charged: the answer says so
      expect(start).toHaveBeenCalledTimes(1);
      expect(await paymentRow(t, stripePayment.id)).toMatchObject({ status: 'succeeded', fulfilledAt: null });
      expect(await jobsFor(t, translation.id)).toEqual([]);

      expect((await paymentStatus(t, token, stripePayment.id).expect(200)).body.status).toBe('succeeded');
      expect(await jobsFor(t, translation.id)).toEqual([translateJobId(translation.id)]);
      expect((await paymentRow(t, stripePayment.id)).fulfilledAt).toBeInstanceOf(Date);
    });

    it('the reconciliation job finishes an interrupted fulfilment when nobody polls', async () => {
      const { user, token } = await customer(t);
      const translation = await unpaidTranslation(t, user);
      const { stripePayment } = (await createPayment(t, token, translation.id).expect(201)).body;
      jest.spyOn(t.app.get(TranslationsService), 'startPaidTranslation').mockRejectedValueOnce(new Error('crash'));
      await confirmSandbox(t, token, stripePayment.clientSecret).expect(200);
      expect(await jobsFor(t, translation.id)).toEqual([]);
      const result = await t.app.get(PaymentReconciliationService).reconcile();
      expect(result.fulfilled).toBeGreaterThanOrEqual(1);
      expect(await jobsFor(t, translation.id)).toEqual([translateJobId(translation.id)]);
    });
  });

  describe('refunds', () => {
    it('RefundPort is the payment side: a job that fails for good refunds the payment and marks the translation refunded', async () => {
      expect(t.app.get(RefundPort)).toBeInstanceOf(PaymentsRefundPort);
      const { user, token } = await customer(t);
      const translation = await unpaidTranslation(t, user);
      const paymentId = await pay(token, translation.id);

      await expect(t.app.get(TranslationPipelineService).failForGood(translation.id, new Error('engine exploded'))).resolves.toBe(true);
      expect(await translationRow(t, translation.id)).toMatchObject({ status: 'failed', isRefunded: true });
      expect(await paymentRow(t, paymentId)).toMatchObject({ status: 'refunded', refundAttempts: 1 });
      expect((await orm(t).findOneOrFail(SandboxPaymentIntent, { id: paymentId })).refundId).toMatch(/^re_sbx_/);
      expect((await paymentStatus(t, token, paymentId).expect(200)).body.status).toBe('refunded');
      const item = (await t.http().get(`${API}/translations`).set(bearer(token)).expect(200)).body.find(
        (i: { id: number }) => i.id === translation.id,
      );
      expect(item).toMatchObject({ status: { value: 'failed' }, isRefunded: true });

      // Asked again (reconciliation, a repeated request): no second refund.
      await t.app.get(RefundPort).requestRefund(translation.id);
      expect((await paymentRow(t, paymentId)).refundAttempts).toBe(1);
    });

    it('a refund the provider could not make is retried by the reconciliation job', async () => {
      const { user, token } = await customer(t);
      const translation = await unpaidTranslation(t, user);
      const paymentId = await pay(token, translation.id);
      const sandbox = t.app.get<SandboxPaymentProvider>(PaymentProvider);
      const refund = jest.spyOn(sandbox, 'refund').mockRejectedValueOnce(new PaymentProviderError('provider down'));
      await t.app.get(TranslationPipelineService).failForGood(translation.id, new Error('x'));
      expect(await translationRow(t, translation.id)).toMatchObject({ status: 'failed', isRefunded: false });
      expect((await paymentRow(t, paymentId)).refundRequestedAt).toBeInstanceOf(Date);

      refund.mockRestore();
      await t.app.get(PaymentReconciliationService).reconcile();
      expect(await translationRow(t, translation.id)).toMatchObject({ isRefunded: true });
      expect((await paymentRow(t, paymentId)).status).toBe('refunded');
    });

    it('a failed translation without a card payment asks for nothing', async () => {
      const { user } = await customer(t);
      const translation = await unpaidTranslation(t, user, { paidAt: new Date() });
      await t.app.get(TranslationPipelineService).failForGood(translation.id, new Error('x'));
      expect(await translationRow(t, translation.id)).toMatchObject({ status: 'failed', isRefunded: false });
    });
  });
});

describe.each([
  ['in production mode', { NODE_ENV: 'production', DEV_FEATURES: undefined, SMTP_URL: 'smtp://127.0.0.1:2525' }],
  [
    'without development features (a public URL, no NODE_ENV)',
    { NODE_ENV: undefined, DEV_FEATURES: undefined, PUBLIC_URL: 'https://translate.example.com' },
  ],
])('payments %s without Stripe keys', (_name, env) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(env);
  });
  afterAll(() => t.close());

  it('refuses the sandbox: no payment can be created (503) and the sandbox confirmation does not exist (404)', async () => {
    const { user, token } = await customer(t);
    const translation = await unpaidTranslation(t, user);
    expect((await createPayment(t, token, translation.id).expect(503)).body.detail).toBe('Card payments are not available on this server.');
    await confirmSandbox(t, token, 'pi_sbx_x_secret_y').expect(404);
    expect(t.app.get(PaymentProvider)).not.toBeInstanceOf(SandboxPaymentProvider);
    await t.app.get(PaymentReconciliationService).reconcile();
  });
});
