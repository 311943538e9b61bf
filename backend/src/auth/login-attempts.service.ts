import { EntityManager, raw } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { LoginAttempt } from './entities/login-attempt.entity';
import { emailKey, FAILED_LOGIN_WINDOW_MS, lockedUntil } from './login-attempts.util';

/** Counts failed password sign-ins per e-mail (known or not) in the database, atomically. */
@Injectable()
export class LoginAttemptsService {
  constructor(private readonly em: EntityManager) {}

  async isLocked(email: string, now = new Date()): Promise<boolean> {
    const row = await this.em.fork().findOne(LoginAttempt, { emailHash: emailKey(email) });
    return !!row && lockedUntil({ failures: row.failures, windowStartedAt: row.windowStartedAt, now }) !== null;
  }

  /** One more failure in the current window, or the first of a new window; exact under concurrent failures. */
  async recordFailure(email: string, now = new Date()): Promise<void> {
    const em = this.em.fork();
    const emailHash = emailKey(email);
    const windowStart = new Date(now.getTime() - FAILED_LOGIN_WINDOW_MS);
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

  /** A successful sign-in or password reset forgets the failures. */
  async reset(email: string): Promise<void> {
    await this.em.fork().nativeDelete(LoginAttempt, { emailHash: emailKey(email) });
  }
}
