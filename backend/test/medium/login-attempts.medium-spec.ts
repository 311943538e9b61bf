import './isolate-orm-metadata';
import { LoginAttempt } from '../../src/auth/entities/login-attempt.entity';
import { LoginAttemptRepository } from '../../src/auth/login-attempt.repository';
import { LoginAttemptsService } from '../../src/auth/login-attempts.service';
import { emailKey } from '../../src/auth/login-attempts.util';
import { createMediumOrm, MediumOrm } from './medium-orm';

describe(`LoginAttemptsService (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let ctx: MediumOrm;
  let attempts: LoginAttemptsService;
  const row = (email: string) => ctx.orm.em.fork().findOne(LoginAttempt, { emailHash: emailKey(email) });

  beforeAll(async () => {
    ctx = await createMediumOrm();
    attempts = new LoginAttemptsService(new LoginAttemptRepository(ctx.orm.em));
  });
  afterAll(() => ctx?.close());

  it('counts concurrent failures exactly, in one window per e-mail, stored without the e-mail', async () => {
    await Promise.all(Array.from({ length: 12 }, () => attempts.recordFailure('Ada@Example.com')));
    expect((await row('ada@example.com'))?.failures).toBe(12);
    expect(await attempts.isLocked('ada@example.com')).toBe(true);
    expect(await attempts.isLocked('bob@example.com')).toBe(false);
    const rows = await ctx.orm.em.fork().getConnection().execute('select * from login_attempts');
    expect(JSON.stringify(rows)).not.toMatch(/ada/i);
  });

  it('starts a new window once the last one has passed, and forgets on reset', async () => {
    const start = new Date('2025-03-01T10:00:00Z');
    for (let i = 0; i < 10; i++) await attempts.recordFailure('cy@example.com', start);
    expect(await attempts.isLocked('cy@example.com', new Date(start.getTime() + 14 * 60_000))).toBe(true);
    const later = new Date(start.getTime() + 16 * 60_000);
    expect(await attempts.isLocked('cy@example.com', later)).toBe(false);
    await attempts.recordFailure('cy@example.com', later);
    expect(await row('cy@example.com')).toMatchObject({ failures: 1, windowStartedAt: later });
    await attempts.reset('cy@example.com');
    expect(await row('cy@example.com')).toBeNull();
  });
});
