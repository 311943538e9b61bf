import '../../test/medium/isolate-orm-metadata';
import { randomBytes } from 'node:crypto';
import { createMediumOrm, MediumOrm } from '../../test/medium/medium-orm';
import { frenchTargetId, newTranslationFields } from '../../test/medium/translation-rows';
import { Translation } from '../translations/entities/translation.entity';
import { generateOrderNumber } from '../translations/order-number.util';
import { User } from '../users/entities/user.entity';
import { PaymentRepository } from './payment.repository';

describe(`PaymentRepository (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let ctx: MediumOrm;
  let repo: PaymentRepository;
  const unique = () => randomBytes(6).toString('hex');

  beforeAll(async () => {
    ctx = await createMediumOrm();
    repo = new PaymentRepository(ctx.orm.em);
  });
  afterAll(() => ctx.close());

  async function translation(): Promise<{ translationId: number; userId: number }> {
    const em = ctx.orm.em.fork();
    const user = em.create(User, { email: `payer-${unique()}@example.com` });
    await em.flush();
    const t = em.create(Translation, {
      ...newTranslationFields(user.id, await frenchTargetId(ctx.orm)),
      orderNumber: generateOrderNumber(),
    });
    await em.flush();
    return { translationId: t.id, userId: user.id };
  }

  const payment = (ids: { translationId: number; userId: number }) =>
    repo.insert({
      ...ids,
      provider: 'sandbox',
      providerPaymentId: `pi_${unique()}`,
      idempotencyKey: `key-${unique()}`,
      status: 'requires_payment_method',
      subTotalCents: 295,
      taxCents: 38,
      amountCents: 333,
      currency: 'CAD',
      clientSecret: null,
      taxes: [{ taxId: 'hst', code: 'HST', displayName: 'HST', rateMilliPercent: 13_000, amountCents: 38 }],
    });

  it('moves a payment to succeeded once; a second success of the translation is a duplicate, not an error', async () => {
    const ids = await translation();
    const first = (await payment(ids))!;
    const second = (await payment(ids))!;
    await repo.update(first.id, {}, { failureCode: 'card_declined', failureMessage: 'declined' });
    expect(await repo.markSucceededIfStatus(first.id, 'processing')).toBe('changed');
    expect(await repo.markSucceededIfStatus(first.id, 'requires_payment_method')).toBe('succeeded');
    expect(await repo.findById(first.id)).toMatchObject({ status: 'succeeded', failureCode: null, failureMessage: null });
    expect(await repo.markSucceededIfStatus(second.id, 'requires_payment_method')).toBe('duplicate');
    expect((await repo.findById(second.id))?.status).toBe('requires_payment_method');
  });
});
