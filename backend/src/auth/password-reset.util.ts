import { createHash, randomBytes } from 'node:crypto';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export const RESET_REQUESTED_DETAIL = 'If an account exists for this e-mail, we have sent a link to reset the password.';
export const RESET_INVALID_DETAIL = 'This password reset link is invalid or has expired. Please request a new one.';
export const RESET_DONE_DETAIL = 'Your password has been changed. You can now sign in with your new password.';

/** A new reset token: 32 random bytes, base64url (43 characters). */
export function newResetToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored: a leaked table does not give usable links. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
