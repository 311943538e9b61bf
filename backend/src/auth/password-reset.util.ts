import { createHash, randomBytes } from 'node:crypto';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** A new reset token: 32 random bytes, base64url (43 characters). */
export function newResetToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored: a leaked table does not give usable links. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
