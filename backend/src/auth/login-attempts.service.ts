import { Injectable } from '@nestjs/common';
import { LoginAttemptRepository } from './login-attempt.repository';
import { emailKey, FAILED_LOGIN_WINDOW_MS, lockedUntil } from './login-attempts.util';

/** Counts failed password sign-ins per e-mail (known or not) in the database, atomically. */
@Injectable()
export class LoginAttemptsService {
  constructor(private readonly rows: LoginAttemptRepository) {}

  async isLocked(email: string, now = new Date()): Promise<boolean> {
    const row = await this.rows.findByHash(emailKey(email));
    return !!row && lockedUntil({ failures: row.failures, windowStartedAt: row.windowStartedAt, now }) !== null;
  }

  /** One more failure in the current window, or the first of a new window; exact under concurrent failures. */
  async recordFailure(email: string, now = new Date()): Promise<void> {
    await this.rows.countFailure(emailKey(email), now, new Date(now.getTime() - FAILED_LOGIN_WINDOW_MS));
  }

  /** A successful sign-in or password reset forgets the failures. */
  async reset(email: string): Promise<void> {
    await this.rows.deleteByHash(emailKey(email));
  }
}
