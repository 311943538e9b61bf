import { MikroORM } from '@mikro-orm/core';
import { FutureProduct } from '../../src/waitlist/entities/future-product.entity';
import { WaitlistUser } from '../../src/waitlist/entities/waitlist-user.entity';
import { API, bearer, createPublicCustomer } from '../utils/accounts';
import { createTestApp, TestApp } from '../utils/test-app';

describe('waitlist: GET /waitlist-users and POST /waitlist-user', () => {
  let t: TestApp;
  let products: FutureProduct[];
  const orm = () => t.app.get(MikroORM).em.fork();
  const join = (token: string, body: Record<string, unknown>) => t.http().post(`${API}/waitlist-user`).set(bearer(token)).send(body);
  const mine = (token: string) => t.http().get(`${API}/waitlist-users`).set(bearer(token));

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_REQUESTS: '1000' });
    products = await orm().find(FutureProduct, { isActive: true }, { orderBy: { id: 'asc' } });
    expect(products.length).toBeGreaterThanOrEqual(2);
  });
  afterAll(() => t.close());

  it("joins with a trimmed reason, answers 201 {waitlistUsers}, and lists only the caller's entries", async () => {
    const { user, token } = await createPublicCustomer(t);
    const other = await createPublicCustomer(t);
    expect((await mine(token).expect(200)).body).toEqual({ waitlistUsers: [] });

    const first = await join(token, { productId: products[0].id, reason: '  We need certified copies.  ' }).expect(201);
    expect(first.body).toEqual({
      waitlistUsers: [
        { id: expect.any(Number), productId: products[0].id, reason: 'We need certified copies.', createdAt: expect.any(String) },
      ],
    });
    await join(token, { productId: products[1].id, reason: 'Also this one' }).expect(201);
    await join(other.token, { productId: products[0].id, reason: 'Someone else' }).expect(201);

    const listed = await mine(token).expect(200);
    expect(listed.body.waitlistUsers.map((w: any) => [w.productId, w.reason])).toEqual([
      [products[0].id, 'We need certified copies.'],
      [products[1].id, 'Also this one'],
    ]);
    expect(await orm().count(WaitlistUser, { user: user.id })).toBe(2);
  });

  it('joining the same product again updates the reason instead of adding an entry', async () => {
    const { user, token } = await createPublicCustomer(t);
    const first = await join(token, { productId: products[0].id, reason: 'First reason' }).expect(201);
    const again = await join(token, { productId: products[0].id, reason: 'Second reason' }).expect(201);
    expect(again.body.waitlistUsers).toEqual([{ ...first.body.waitlistUsers[0], reason: 'Second reason' }]);
    expect(await orm().count(WaitlistUser, { user: user.id })).toBe(1);
    // Two joins at once still leave one entry.
    await Promise.all([join(token, { productId: products[1].id, reason: 'A' }), join(token, { productId: products[1].id, reason: 'B' })]);
    expect(await orm().count(WaitlistUser, { user: user.id, product: products[1].id })).toBe(1);
  });

  it.each([
    ['a missing reason', { reason: undefined }, 400, 'Required field.'],
    ['a blank reason', { reason: '   ' }, 400, 'Required field.'],
    ['a reason over 2000 characters', { reason: 'x'.repeat(2001) }, 400, 'reason must be at most 2000 characters'],
    ['a text product id', { productId: '1' }, 400, 'productId must be an integer'],
    ['a fractional product id', { productId: 1.5 }, 400, 'productId must be an integer'],
    ['an unknown product', { productId: 999999 }, 404, 'Product not found'],
  ])('refuses %s', async (_case, overrides, status, detail) => {
    const { user, token } = await createPublicCustomer(t);
    const res = await join(token, { productId: products[0].id, reason: 'Because', ...overrides }).expect(status);
    expect(res.body).toEqual({ detail });
    expect(await orm().count(WaitlistUser, { user: user.id })).toBe(0);
  });

  it('accepts a reason of exactly 2000 characters after trimming, and refuses a retired product', async () => {
    const { token } = await createPublicCustomer(t);
    await join(token, { productId: products[0].id, reason: ` ${'x'.repeat(2000)} ` }).expect(201);
    const retired = await orm().findOneOrFail(FutureProduct, { id: products[1].id });
    await orm().nativeUpdate(FutureProduct, { id: retired.id }, { isActive: false });
    try {
      expect((await join(token, { productId: retired.id, reason: 'Too late' }).expect(404)).body).toEqual({ detail: 'Product not found' });
    } finally {
      await orm().nativeUpdate(FutureProduct, { id: retired.id }, { isActive: true });
    }
  });

  it('needs a signed-in user', async () => {
    const credentials = { detail: 'Could not validate credentials or expired token' };
    expect((await t.http().get(`${API}/waitlist-users`).expect(401)).body).toEqual(credentials);
    expect((await t.http().post(`${API}/waitlist-user`).send({ productId: products[0].id, reason: 'x' }).expect(401)).body).toEqual(
      credentials,
    );
  });
});
