import '../../../test/medium/isolate-orm-metadata';
import { randomBytes } from 'node:crypto';
import { createMediumOrm, MediumOrm } from '../../../test/medium/medium-orm';
import { SandboxPaymentIntentRepository } from './sandbox-payment-intent.repository';

describe(`SandboxPaymentIntentRepository (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let ctx: MediumOrm;
  let repo: SandboxPaymentIntentRepository;

  beforeAll(async () => {
    ctx = await createMediumOrm();
    repo = new SandboxPaymentIntentRepository(ctx.orm.em);
  });
  afterAll(() => ctx.close());

  const hex = () => randomBytes(6).toString('hex');
  const intent = (overrides: { id?: string; idempotencyKey?: string } = {}) => ({
    id: overrides.id ?? `pi_sbx_${hex()}`,
    idempotencyKey: overrides.idempotencyKey ?? `key-${hex()}`,
    requestHash: 'b'.repeat(64),
    clientSecret: `secret_${hex()}`,
    status: 'requires_payment_method' as const,
    amountCents: 1234,
    currency: 'cad',
    metadata: { translationId: '1' },
  });

  it('inserts an intent once: a second one with the same key or id answers null', async () => {
    const first = intent();
    const stored = await repo.insert(first);
    expect(stored).toMatchObject({ id: first.id, status: 'requires_payment_method', refundId: null, lastErrorCode: null });
    expect(await repo.insert(intent({ idempotencyKey: first.idempotencyKey }))).toBeNull();
    expect(await repo.insert(intent({ id: first.id }))).toBeNull();
    expect((await repo.findByIdempotencyKey(first.idempotencyKey))?.id).toBe(first.id);
  });

  it('changes the status only from the expected one, once', async () => {
    const { id } = (await repo.insert(intent()))!;
    const now = new Date();
    expect(await repo.updateIfStatus(id, 'requires_action', { status: 'succeeded' }, now)).toBe(false);
    const both = await Promise.all([
      repo.updateIfStatus(id, ['requires_payment_method', 'requires_action'], { status: 'requires_action' }, now),
      repo.updateIfStatus(id, 'requires_payment_method', { status: 'canceled', canceledAt: now }, now),
    ]);
    expect(both.filter(Boolean)).toHaveLength(1);
    const after = await repo.findById(id);
    expect(['requires_action', 'canceled']).toContain(after?.status);
    expect(after?.updatedAt.getTime()).toBe(now.getTime());
  });

  it('records one refund per intent and finds the intent by it', async () => {
    const { id } = (await repo.insert(intent()))!;
    const refundId = `re_sbx_${hex()}`;
    expect(await repo.setRefundIdOnce(id, refundId, new Date())).toBe(true);
    expect(await repo.setRefundIdOnce(id, `re_sbx_${hex()}`, new Date())).toBe(false);
    expect((await repo.findByRefundId(refundId))?.id).toBe(id);
    expect(await repo.findByRefundId('re_sbx_unknown')).toBeNull();
  });
});
