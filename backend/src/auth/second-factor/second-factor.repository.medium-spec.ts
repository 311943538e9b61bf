import '../../../test/medium/isolate-orm-metadata';
import { randomBytes } from 'node:crypto';
import { createMediumOrm, MediumOrm } from '../../../test/medium/medium-orm';
import { User } from '../../users/entities/user.entity';
import { RecoveryCode } from './entities/recovery-code.entity';
import { SecondFactor } from './entities/second-factor.entity';
import { SecondFactorRepository } from './second-factor.repository';

/** The single-use rules SecondFactorService relies on: enabled once, each time step and recovery code used once. */
describe(`SecondFactorRepository (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let ctx: MediumOrm;
  let repo: SecondFactorRepository;
  let userId: number;

  beforeAll(async () => {
    ctx = await createMediumOrm();
    repo = new SecondFactorRepository(ctx.orm.em);
    const em = ctx.orm.em.fork();
    const user = em.create(User, { email: `factor-${randomBytes(4).toString('hex')}@example.com` });
    await em.flush();
    userId = user.id;
  });
  afterAll(() => ctx?.close());

  it('enables a pending factor once, with its codes; spends a time step and a recovery code once; deletes everything', async () => {
    await repo.replacePending(userId, 'sealed-1');
    await repo.replacePending(userId, 'sealed-2');
    const pending = await repo.findPending(userId);
    expect(pending?.secretCiphertext).toBe('sealed-2');
    expect(await ctx.orm.em.fork().count(SecondFactor, { user: userId })).toBe(1);
    expect(await repo.hasEnabled(userId)).toBe(false);

    const now = new Date();
    expect(await repo.enable(pending!.id, userId, 100, now, ['h1', 'h2'])).toBe(true);
    // A second confirmation lost the race: its codes are not stored.
    expect(await repo.enable(pending!.id, userId, 101, now, ['h3'])).toBe(false);
    expect(await repo.statusOf(userId)).toMatchObject({ factor: { id: pending!.id, lastUsedTimeStep: 100 }, recoveryCodesLeft: 2 });

    expect(await repo.useTimeStep(pending!.id, 100)).toBe(false);
    expect(await repo.useTimeStep(pending!.id, 101)).toBe(true);
    expect(await repo.useTimeStep(pending!.id, 101)).toBe(false);

    expect(await repo.spendRecoveryCode(userId, 'h1', now)).toBe(true);
    expect(await repo.spendRecoveryCode(userId, 'h1', now)).toBe(false);
    expect((await repo.statusOf(userId)).recoveryCodesLeft).toBe(1);
    await repo.replaceRecoveryCodes(userId, ['n1', 'n2', 'n3']);
    expect((await repo.statusOf(userId)).recoveryCodesLeft).toBe(3);

    await repo.deleteAll(userId);
    expect(await repo.hasEnabled(userId)).toBe(false);
    expect(await ctx.orm.em.fork().count(RecoveryCode, { user: userId })).toBe(0);
  });
});
