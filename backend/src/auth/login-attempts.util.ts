import { createHash } from 'node:crypto';

/** Brute-force protection per account: 10 failed sign-ins within 15 minutes lock the e-mail until the window ends. */
export const MAX_FAILED_LOGINS = 10;
export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;

export interface LockoutParams {
  failures: number;
  windowStartedAt: Date;
  now: Date;
}

// The window opens at the first failure and lasts 15 minutes; a locked account stays locked until it ends,
// whatever password is tried. Returns the instant the lock ends, or null when sign-in may be tried.
export function lockedUntil({ failures, windowStartedAt, now }: LockoutParams): Date | null {
  const ends = new Date(windowStartedAt.getTime() + FAILED_LOGIN_WINDOW_MS);
  return failures >= MAX_FAILED_LOGINS && ends > now ? ends : null;
}

/** The stored key of an e-mail: sha256 hex of its trimmed lower-case form. */
export function emailKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}
