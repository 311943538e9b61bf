import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { User } from '../users/entities/user.entity';
import { PasswordResetToken } from './entities/password-reset-token.entity';

/**
 * Password reset tokens (stored hashed) and the reset itself. Each call works on its own fork of the entity manager;
 * the reset is one transaction that spends the token (a conditional update: of two concurrent uses, one wins), every
 * other open token of the user, and sets the user's password and `tokensValidAfter`.
 */
@Injectable()
export class PasswordResetRepository {
  constructor(private readonly em: EntityManager) {}

  async insert(userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
    const em = this.em.fork();
    em.create(PasswordResetToken, { user: userId, tokenHash, expiresAt });
    await em.flush();
  }

  /**
   * Sets the new password with the token of `tokenHash` if it is unused, unexpired at `now` and the user's of
   * `email` (normalised); spends it and the user's other open tokens and ends every session, in one transaction.
   * Answers the user's id, or null when the token is not valid (nothing written then).
   */
  redeem(params: { tokenHash: string; email: string; passwordHash: string }, now: Date): Promise<number | null> {
    const { tokenHash, email, passwordHash } = params;
    return this.em.fork().transactional(async (tx) => {
      const row = await tx.findOne(PasswordResetToken, { tokenHash }, { populate: ['user'] });
      if (!row || row.usedAt || row.expiresAt <= now || row.user.email !== email) return null;
      // Claimed atomically: of two concurrent uses, one wins.
      const claimed = await tx.nativeUpdate(PasswordResetToken, { id: row.id, usedAt: null }, { usedAt: now });
      if (claimed !== 1) return null;
      // Any other link sent to this user stops working too.
      await tx.nativeUpdate(PasswordResetToken, { user: row.user.id, usedAt: null }, { usedAt: now });
      await tx.nativeUpdate(User, { id: row.user.id }, { passwordHash, tokensValidAfter: now, updatedAt: now });
      return row.user.id;
    });
  }
}
