import '../../test/medium/isolate-orm-metadata';
import { randomBytes } from 'node:crypto';
import { createMediumOrm, MediumOrm } from '../../test/medium/medium-orm';
import { frenchTargetId, newTranslationFields } from '../../test/medium/translation-rows';
import { AccountManager } from '../organisations/entities/account-manager.entity';
import { Organization } from '../organisations/entities/organization.entity';
import { PaygPricePlan } from '../organisations/entities/payg-price-plan.entity';
import { Payment } from '../payments/entities/payment.entity';
import { Translation } from '../translations/entities/translation.entity';
import { generateOrderNumber } from '../translations/order-number.util';
import { User } from '../users/entities/user.entity';
import { NewPaygSale, PaygSaleRepository } from './payg-sale.repository';

describe(`PaygSaleRepository (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let ctx: MediumOrm;
  let repo: PaygSaleRepository;
  let managerId: number;
  let organizationId: number;
  let buyerId: number;
  const unique = () => randomBytes(4).toString('hex');

  beforeAll(async () => {
    ctx = await createMediumOrm();
    repo = new PaygSaleRepository(ctx.orm.em.fork());
    const em = ctx.orm.em.fork();
    const managerUser = em.create(User, { email: `manager-${unique()}@example.com` });
    const manager = em.create(AccountManager, { user: managerUser });
    await em.flush();
    const paygPricePlan = em.create(PaygPricePlan, { pagePriceCents: 250, currency: 'CAD' });
    const organization = em.create(Organization, { label: 'Buyer Inc', paygPricePlan, accountManager: manager });
    const buyer = em.create(User, { email: `buyer-${unique()}@example.com`, organization });
    await em.flush();
    [managerId, organizationId, buyerId] = [manager.id, organization.id, buyer.id];
  });
  afterAll(() => ctx.close());

  /** A paid translation of the buyer and its payment: what a sale refers to. */
  async function paidTranslation(): Promise<{ translationId: number; paymentId: number }> {
    const em = ctx.orm.em.fork();
    const translation = em.create(Translation, {
      ...newTranslationFields(buyerId, await frenchTargetId(ctx.orm), { pageCount: 4, pagePriceCents: 250, subTotalCents: 1000 }),
      orderNumber: generateOrderNumber(),
    });
    const payment = em.create(Payment, {
      translation,
      user: buyerId,
      provider: 'sandbox',
      providerPaymentId: `pi_${unique()}`,
      idempotencyKey: `key-${unique()}`,
      status: 'succeeded',
      subTotalCents: 1000,
      taxCents: 130,
      amountCents: 1130,
      currency: 'CAD',
    });
    await em.flush();
    return { translationId: translation.id, paymentId: payment.id };
  }

  const sale = (ids: { translationId: number; paymentId: number }, purchaseDate: Date, subTotalCents = 1000): NewPaygSale => ({
    ...ids,
    userId: buyerId,
    organizationId,
    accountManagerId: managerId,
    pageCount: 4,
    orderNumber: generateOrderNumber(),
    subTotalCents,
    commissionCents: subTotalCents * 0.4,
    currency: 'CAD',
    purchaseDate,
  });

  it('answers the buyer’s organisation and manager as they are now', async () => {
    expect(await repo.buyerOf(buyerId)).toEqual({ organizationId, isPublic: false, accountManagerId: managerId });
    const em = ctx.orm.em.fork();
    const loner = em.create(User, { email: `loner-${unique()}@example.com` });
    await em.flush();
    expect(await repo.buyerOf(loner.id)).toBeNull();
    await expect(repo.buyerOf(-1)).rejects.toThrow();
  });

  it('records a sale once per translation, also when two record it at once', async () => {
    const ids = await paidTranslation();
    const results = await Promise.all([
      new PaygSaleRepository(ctx.orm.em).insertOnce(sale(ids, new Date())),
      new PaygSaleRepository(ctx.orm.em).insertOnce(sale(ids, new Date())),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await repo.insertOnce(sale(ids, new Date()))).toBe(false);
  });

  it('lists, pages and totals a manager’s sales', async () => {
    const reader = new PaygSaleRepository(ctx.orm.em.fork());
    const before = (await reader.findOfManager(managerId)).length;
    const jan = await paidTranslation();
    const feb = await paidTranslation();
    await repo.insertOnce(sale(jan, new Date('2030-01-15T00:00:00Z'), 2000));
    await repo.insertOnce(sale(feb, new Date('2030-02-15T00:00:00Z'), 3000));

    const all = await new PaygSaleRepository(ctx.orm.em.fork()).findOfManager(managerId);
    expect(all).toHaveLength(before + 2);
    expect(all.slice(0, 2).map((s) => s.subTotalCents)).toEqual([3000, 2000]); // newest first
    expect(all[0].organization?.label).toBe('Buyer Inc');

    const [page, total] = await new PaygSaleRepository(ctx.orm.em.fork()).findPage(
      { accountManagerId: managerId, from: new Date('2030-01-01T00:00:00Z'), to: new Date('2030-02-01T00:00:00Z') },
      { field: 'subTotalCents', order: 'desc' },
      { limit: 10, offset: 0 },
    );
    expect([page.map((s) => s.subTotalCents), total]).toEqual([[2000], 1]);
    const [none, zero] = await new PaygSaleRepository(ctx.orm.em.fork()).findPage(
      { accountManagerId: managerId, organizationId: organizationId + 1000 },
      { field: 'id', order: 'asc' },
      { limit: 10, offset: 0 },
    );
    expect([none, zero]).toEqual([[], 0]);

    const amounts = await new PaygSaleRepository(ctx.orm.em.fork()).findAmountsOfManager(managerId);
    expect(amounts.slice(-2).map((s) => [s.purchaseDate.toISOString().slice(0, 7), s.subTotalCents, s.commissionCents])).toEqual([
      ['2030-01', 2000, 800],
      ['2030-02', 3000, 1200],
    ]);
  });
});
