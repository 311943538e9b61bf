import { StorageService } from '../../src/storage/storage.service';
import { API, bearer } from '../utils/accounts';
import {
  confirmSandbox,
  createPayment,
  customer,
  jobsFor,
  paymentRow,
  paymentStatus,
  reportStatus,
  translateJobId,
  translationRow,
  translationsQueue,
} from '../utils/payments';
import { garbageAfterHeaderPdf, prosePdf } from '../../../document/test/utils/pdf-factory';
import { createTestApp, TestApp } from '../utils/test-app';
import { targetLanguageId, uploadPdf } from '../utils/translations';

// The order as the wizard drives it, with the app's own BullMQ worker (as `npm start` runs it), the real engine
// (Apertium) and the sandbox card provider: paying is what starts the translation, exactly once.
jest.setTimeout(60_000);

describe('ordering and paying with the worker running', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ WORKERS_ENABLED: 'true' });
  });
  afterAll(async () => {
    await translationsQueue(t)?.obliterate({ force: true });
    await t?.close();
  });

  async function order() {
    const { user, token } = await customer(t);
    const { bytes } = await prosePdf({ pages: 1 });
    const { translationId } = (
      await uploadPdf(t, token, { userId: user.id, targetLanguageId: await targetLanguageId(t, 'fr'), bytes }).expect(201)
    ).body;
    const { stripePayment } = (await createPayment(t, token, translationId).expect(201)).body;
    return { user, token, translationId, stripePayment };
  }

  /** Polls GET /translations as the Home page does, until the translation completes, or fails and is refunded. */
  async function settled(token: string, id: number) {
    const deadline = Date.now() + 45_000;
    for (;;) {
      const list = (await t.http().get(`${API}/translations`).set(bearer(token)).expect(200)).body as Array<{
        id: number;
        status: { value: string };
        isRefunded: boolean;
      }>;
      const item = list.find((i) => i.id === id);
      // The refund is confirmed just after the failure is recorded.
      if (item && (item.status.value === 'completed' || (item.status.value === 'failed' && item.isRefunded))) return item;
      if (Date.now() > deadline) throw new Error(`translation ${id} not settled: ${JSON.stringify(item)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('upload → payg_payment → card 4242 → the wizard polls succeeded → the translation completes and downloads', async () => {
    const { token, translationId, stripePayment } = await order();
    await confirmSandbox(t, token, stripePayment.clientSecret).expect(200);
    await reportStatus(t, token, stripePayment.id, 'succeeded').expect(200);
    expect((await paymentStatus(t, token, stripePayment.id).expect(200)).body).toMatchObject({
      status: 'succeeded',
      orderNumber: stripePayment.orderNumber,
    });

    const item = await settled(token, translationId);
    expect(item).toMatchObject({ status: { value: 'completed' }, isRefunded: false });
    const link = await t.http().get(`${API}/translations/${translationId}/download-url`).set(bearer(token)).expect(200);
    expect(link.body.filename).toMatch(/\.pdf$/);

    // Replays after completion (status polls, another report) neither pay nor translate again.
    await paymentStatus(t, token, stripePayment.id).expect(200);
    await reportStatus(t, token, stripePayment.id, 'succeeded').expect(200);
    expect(await jobsFor(t, translationId)).toEqual([translateJobId(translationId)]);
    expect((await translationRow(t, translationId)).status).toBe('completed');
  });

  it('a job that fails for good refunds the payment: "Failed + Refunded" on /home', async () => {
    const { token, translationId, stripePayment } = await order();
    // The stored original is damaged after payment: the job fails permanently.
    await t.app.get(StorageService).put((await translationRow(t, translationId)).sourceBlobName, Buffer.from(garbageAfterHeaderPdf()));
    await confirmSandbox(t, token, stripePayment.clientSecret).expect(200);

    const item = await settled(token, translationId);
    expect(item).toMatchObject({ status: { value: 'failed' }, isRefunded: true });
    expect(await paymentRow(t, stripePayment.id)).toMatchObject({ status: 'refunded', refundAttempts: 1 });
    expect((await paymentStatus(t, token, stripePayment.id).expect(200)).body.status).toBe('refunded');
  });
});
