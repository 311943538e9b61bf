import '../../test/medium/isolate-orm-metadata';
import { randomBytes } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { createMediumOrm, MediumOrm } from '../../test/medium/medium-orm';
import { frenchTargetId, insertCustomer, newTranslationFields } from '../../test/medium/translation-rows';
import { Payment } from '../payments/entities/payment.entity';
import { Translation } from './entities/translation.entity';
import { NewTranslation, TranslationRepository } from './translation.repository';

describe(`TranslationRepository (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let ctx: MediumOrm;
  let repo: TranslationRepository;
  let userId: number;
  let french: number;

  beforeAll(async () => {
    ctx = await createMediumOrm();
    repo = new TranslationRepository(ctx.orm.em);
    userId = await insertCustomer(ctx.orm, 'repo');
    french = await frenchTargetId(ctx.orm);
  });
  afterAll(() => ctx.close());

  const fields = (overrides: Partial<NewTranslation> = {}): NewTranslation => newTranslationFields(userId, french, overrides);

  it('draws another order number when the first one is taken', async () => {
    const taken = `PT-TAKN-${randomBytes(2).toString('hex').toUpperCase()}`;
    await repo.insertWithOrderNumber(fields(), { generate: () => taken });
    const numbers = [taken, taken, `PT-FREE-${randomBytes(2).toString('hex').toUpperCase()}`];
    const created = await repo.insertWithOrderNumber(fields(), { generate: () => numbers.shift()! });
    expect(created.orderNumber).toMatch(/^PT-FREE-/);
    await expect(repo.insertWithOrderNumber(fields(), { generate: () => taken, attempts: 3 })).rejects.toBeInstanceOf(
      UniqueConstraintViolationException,
    );
  });

  it('marks a translation paid once', async () => {
    const t = await repo.insertWithOrderNumber(fields({ expiresAt: new Date(Date.now() + 1000) }));
    const at = new Date();
    expect(await repo.markPaid(t.id, at)).toBe(true);
    expect(await repo.markPaid(t.id, new Date(at.getTime() + 5000))).toBe(false);
    const paid = await ctx.orm.em.fork().findOneOrFail(Translation, { id: t.id });
    expect(paid.paidAt?.getTime()).toBe(at.getTime());
    expect(paid.expiresAt).toBeNull();
  });

  it('deletes an expired unpaid translation only while no payment refers to it', async () => {
    const now = new Date();
    const past = new Date(now.getTime() - 1000);
    const free = await repo.insertWithOrderNumber(fields({ expiresAt: past }));
    const withPayment = await repo.insertWithOrderNumber(fields({ expiresAt: past }));
    const notYet = await repo.insertWithOrderNumber(fields({ expiresAt: new Date(now.getTime() + 60_000) }));
    const em = ctx.orm.em.fork();
    em.create(Payment, {
      translation: withPayment.id,
      user: userId,
      provider: 'sandbox',
      providerPaymentId: `pi_${randomBytes(6).toString('hex')}`,
      idempotencyKey: randomBytes(6).toString('hex'),
      subTotalCents: 295,
      taxCents: 0,
      amountCents: 295,
      currency: 'CAD',
    });
    await em.flush();

    const found = (await repo.findExpiredUnpaid(now, 100)).map((t) => t.id);
    expect(found).toContain(free.id);
    expect(found).not.toContain(withPayment.id);
    expect(found).not.toContain(notYet.id);
    expect(await repo.deleteIfExpiredUnpaid(withPayment.id, now)).toBe(false);
    expect(await repo.deleteIfExpiredUnpaid(notYet.id, now)).toBe(false);
    expect(await repo.deleteIfExpiredUnpaid(free.id, now)).toBe(true);
    expect(await repo.deleteIfExpiredUnpaid(free.id, now)).toBe(false);
  });
});
