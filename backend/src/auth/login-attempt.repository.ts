import { EntityManager, raw } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { LoginAttempt } from './entities/login-attempt.entity';

/**
 * The failure counters of LoginAttemptsService, one row per key hash. Each call works on its own fork of the entity
 * manager; the count is made of single statements that concurrent failures can run in any order.
 */
@Injectable()
export class LoginAttemptRepository {
  constructor(private readonly em: EntityManager) {}

  findByHash(emailHash: string): Promise<LoginAttempt | null> {
    return this.em.fork().findOne(LoginAttempt, { emailHash });
  }

  /**
   * One more failure in the window that began after `windowStart`, or the first of a new window beginning `now`;
   * exact under concurrent failures. Rows whose window has passed are deleted.
   */
  async countFailure(emailHash: string, now: Date, windowStart: Date): Promise<void> {
    const em = this.em.fork();
    // Each step is one statement that two requests can run in any order: create if missing, restart a window that
    // has passed, then count.
    await em.upsert(
      LoginAttempt,
      { emailHash, failures: 0, windowStartedAt: now },
      { onConflictFields: ['emailHash'], onConflictAction: 'ignore' },
    );
    await em.nativeUpdate(LoginAttempt, { emailHash, windowStartedAt: { $lte: windowStart } }, { failures: 0, windowStartedAt: now });
    await em.nativeUpdate(LoginAttempt, { emailHash }, { failures: raw('failures + 1') });
    // Windows that have passed are of no use any more.
    await em.nativeDelete(LoginAttempt, { windowStartedAt: { $lte: windowStart } });
  }

  async deleteByHash(emailHash: string): Promise<void> {
    await this.em.fork().nativeDelete(LoginAttempt, { emailHash });
  }
}
