import '../../test/medium/isolate-orm-metadata';
import { randomBytes } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { createMediumOrm, MediumOrm } from '../../test/medium/medium-orm';
import { frenchTargetId, insertCustomer, newTranslationFields } from '../../test/medium/translation-rows';
import { Payment } from '../payments/entities/payment.entity';
import { PaymentRepository } from '../payments/payment.repository';
import { TranslationStateRepository } from './jobs/translation-state.repository';
import { Translation } from './entities/translation.entity';
import { NewTranslation, TranslationRepository } from './translation.repository';
import type { TranslationListRow } from './translation-view.util';

/**
 * GET /translations answers from memory while the caller's list version stays the same (ListAnswers), so every way a
 * translation row is written must move its owner's version on: the database's triggers do it for any writer. Each
 * case here lists, writes through one path, and sees both the version and the list change.
 */
describe(`translation list versions (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let ctx: MediumOrm;
  let repo: TranslationRepository;
  let french: number;

  beforeAll(async () => {
    ctx = await createMediumOrm();
    repo = new TranslationRepository(ctx.orm.em);
    french = await frenchTargetId(ctx.orm);
  });
  afterAll(() => ctx.close());

  const newUser = () => insertCustomer(ctx.orm, 'list');

  const fields = (userId: number, overrides: Partial<NewTranslation> = {}): NewTranslation =>
    newTranslationFields(userId, french, overrides);

  /** The owner's version and list before and after `write`: the version moved on, the list is as `expectList` says. */
  async function expectWriteSeen(
    userId: number,
    write: () => Promise<unknown>,
    expectList: (before: TranslationListRow[], after: TranslationListRow[]) => void,
  ) {
    const version = await repo.listVersionOf(userId);
    const before = await repo.listPaidOf(userId);
    await write();
    expect(await repo.listVersionOf(userId)).toBeGreaterThan(version);
    expectList(before, await repo.listPaidOf(userId));
  }

  const unchanged = (before: TranslationListRow[], after: TranslationListRow[]) => expect(after).toEqual(before);

  it('is 0 before the first translation and moves on with an insert, for its owner only', async () => {
    const owner = await newUser();
    const other = await newUser();
    expect(await repo.listVersionOf(owner)).toBe(0);
    await expectWriteSeen(
      owner,
      () => repo.insertWithOrderNumber(fields(owner, { paidAt: new Date() })),
      (before, after) => {
        expect(after).toHaveLength(before.length + 1);
      },
    );
    expect(await repo.listVersionOf(other)).toBe(0);
  });

  it('moves on with every writer of the repository: intake, its source language, payment, clean-up of the unpaid, retention', async () => {
    const owner = await newUser();
    const unpaid = await repo.insertWithOrderNumber(fields(owner, { expiresAt: new Date(Date.now() + 60_000) }));
    await expectWriteSeen(owner, () => repo.setSourceLanguageIfUnpaid(unpaid.id, 'de'), unchanged);
    await expectWriteSeen(
      owner,
      () => repo.markPaid(unpaid.id, new Date()),
      (before, after) => {
        expect(after.map((r) => r.id)).toEqual([unpaid.id, ...before.map((r) => r.id)]);
      },
    );
    const expired = await repo.insertWithOrderNumber(fields(owner, { expiresAt: new Date(Date.now() - 60_000) }));
    await expectWriteSeen(owner, () => repo.deleteIfExpiredUnpaid(expired.id, new Date()), unchanged);
    const done = await repo.insertWithOrderNumber(
      fields(owner, { paidAt: new Date(), status: 'completed', targetBlobName: `results/${randomBytes(4).toString('hex')}.pdf` }),
    );
    await expectWriteSeen(
      owner,
      () => repo.markFilesDeleted(done.id, new Date()),
      (_before, after) => {
        expect(after.find((r) => r.id === done.id)?.filesDeletedAt).toEqual(expect.any(Date));
      },
    );
  });

  it("moves on with the job's writes (TranslationStateRepository): start, progress, completion, failure, the e-mail claims", async () => {
    const owner = await newUser();
    const running = await repo.insertWithOrderNumber(fields(owner, { paidAt: new Date() }));
    const state = new TranslationStateRepository(ctx.orm.em);
    const now = new Date();
    const rowOf = (rows: TranslationListRow[], id = running.id) => rows.find((r) => r.id === id);
    await expectWriteSeen(
      owner,
      () => state.markStarted(running, now),
      (_b, after) => expect(rowOf(after)?.status).toBe('in-progress'),
    );
    await expectWriteSeen(
      owner,
      () => state.saveProgress(running.id, 40),
      (_b, after) => expect(rowOf(after)?.progress).toBe(40),
    );
    await expectWriteSeen(owner, () => state.saveSourceLanguage(running.id, 'de'), unchanged);
    await expectWriteSeen(
      owner,
      () =>
        state.markCompleted(
          running.id,
          { targetBlobName: 'results/x.pdf', targetFileName: 'a-fr.pdf', outputNotes: null, progress: 100 },
          now,
        ),
      (_b, after) =>
        expect(rowOf(after)).toEqual(expect.objectContaining({ status: 'completed', progress: 100, targetBlobName: 'results/x.pdf' })),
    );
    await expectWriteSeen(owner, () => state.claimDelivery(running.id, now), unchanged);
    await expectWriteSeen(owner, () => state.releaseClaim(running.id), unchanged);
    const failing = await repo.insertWithOrderNumber(fields(owner, { paidAt: new Date(), status: 'in-progress' }));
    await expectWriteSeen(
      owner,
      () => state.markFailed(failing.id, 'no', now),
      (_b, after) => expect(rowOf(after, failing.id)?.status).toBe('failed'),
    );
    await expectWriteSeen(owner, () => state.claimFailureNotice(failing.id, now), unchanged);
  });

  it('moves on with a refund and its reversal, written by the payment side in its own transaction', async () => {
    const owner = await newUser();
    const failed = await repo.insertWithOrderNumber(fields(owner, { paidAt: new Date(), status: 'failed' }));
    const em = ctx.orm.em.fork();
    const payment = em.create(Payment, {
      translation: failed.id,
      user: owner,
      provider: 'sandbox',
      providerPaymentId: `pi_${randomBytes(6).toString('hex')}`,
      idempotencyKey: randomBytes(6).toString('hex'),
      status: 'succeeded',
      subTotalCents: 295,
      taxCents: 0,
      amountCents: 295,
      currency: 'CAD',
    });
    await em.flush();
    const payments = new PaymentRepository(ctx.orm.em);
    const refunded = (rows: TranslationListRow[]) => rows.find((r) => r.id === failed.id)?.isRefunded;
    await expectWriteSeen(
      owner,
      () => payments.markRefunded(payment, true),
      (_b, after) => expect(refunded(after)).toBe(true),
    );
    await expectWriteSeen(
      owner,
      () => payments.reopenAfterFailedRefund(payment, 'succeeded', true),
      (_b, after) => expect(refunded(after)).toBe(false),
    );
  });

  it('moves on with the unit of work, raw SQL and a delete, and not for a write that changed no row', async () => {
    const owner = await newUser();
    const row = await repo.insertWithOrderNumber(fields(owner, { paidAt: new Date() }));
    const em = ctx.orm.em.fork() as SqlEntityManager;
    const managed = await em.findOneOrFail(Translation, { id: row.id });
    managed.sourceFileName = 'renamed.pdf';
    await expectWriteSeen(
      owner,
      () => em.flush(),
      (_b, after) => expect(after.find((r) => r.id === row.id)?.sourceFileName).toBe('renamed.pdf'),
    );
    await expectWriteSeen(
      owner,
      () => em.getConnection().execute('update translations set progress = 7 where id = ?', [row.id]),
      (_b, after) => expect(after.find((r) => r.id === row.id)?.progress).toBe(7),
    );
    const version = await repo.listVersionOf(owner);
    await em.nativeUpdate(Translation, { id: row.id, status: 'cancelled' }, { progress: 9 });
    expect(await repo.listVersionOf(owner)).toBe(version);
    await expectWriteSeen(
      owner,
      () => em.nativeDelete(Translation, { id: row.id }),
      (before, after) => expect(after).toHaveLength(before.length - 1),
    );
  });
});
