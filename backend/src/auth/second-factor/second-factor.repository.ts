import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { RecoveryCode } from './entities/recovery-code.entity';
import { SecondFactor } from './entities/second-factor.entity';

/**
 * A user's authenticator app (SecondFactor, at most one enabled and one pending) and recovery codes. Each call works
 * on its own fork of the entity manager; the changes that must not be half done (enrolment, new codes, turning it
 * off) are one transaction each, and the single-use checks (a time step, a recovery code) are conditional updates.
 */
@Injectable()
export class SecondFactorRepository {
  constructor(private readonly em: EntityManager) {}

  async hasEnabled(userId: number): Promise<boolean> {
    return (await this.em.fork().count(SecondFactor, { user: userId, enabledAt: { $ne: null } })) > 0;
  }

  findEnabled(userId: number): Promise<SecondFactor | null> {
    return this.em.fork().findOne(SecondFactor, { user: userId, enabledAt: { $ne: null } });
  }

  findPending(userId: number): Promise<SecondFactor | null> {
    return this.em.fork().findOne(SecondFactor, { user: userId, enabledAt: null });
  }

  /** The enabled factor and how many recovery codes are unused (0 without a factor). */
  async statusOf(userId: number): Promise<{ factor: SecondFactor | null; recoveryCodesLeft: number }> {
    const em = this.em.fork();
    const factor = await em.findOne(SecondFactor, { user: userId, enabledAt: { $ne: null } });
    const recoveryCodesLeft = factor ? await em.count(RecoveryCode, { user: userId, usedAt: null }) : 0;
    return { factor, recoveryCodesLeft };
  }

  /** A new pending factor in place of any earlier pending one, in one transaction. */
  async replacePending(userId: number, secretCiphertext: string): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      await tx.nativeDelete(SecondFactor, { user: userId, enabledAt: null });
      tx.create(SecondFactor, { user: userId, secretCiphertext });
    });
  }

  /**
   * Turns the pending factor on (its first code was of `timeStep`) and stores the recovery codes, in one transaction;
   * false when another request enabled it first (nothing written then).
   */
  enable(factorId: number, userId: number, timeStep: number, now: Date, codeHashes: string[]): Promise<boolean> {
    return this.em.fork().transactional(async (tx) => {
      const claimed = await tx.nativeUpdate(
        SecondFactor,
        { id: factorId, enabledAt: null },
        { enabledAt: now, lastUsedTimeStep: timeStep },
      );
      if (claimed !== 1) return false;
      await storeRecoveryCodes(tx, userId, codeHashes);
      return true;
    });
  }

  /** The user's recovery codes replaced by these, in one transaction. */
  async replaceRecoveryCodes(userId: number, codeHashes: string[]): Promise<void> {
    await this.em.fork().transactional((tx) => storeRecoveryCodes(tx, userId, codeHashes));
  }

  /** Spends an unused recovery code of the user: true for the call that spent it. */
  async spendRecoveryCode(userId: number, codeHash: string, now: Date): Promise<boolean> {
    const spent = await this.em.fork().nativeUpdate(RecoveryCode, { user: userId, codeHash, usedAt: null }, { usedAt: now });
    return spent === 1;
  }

  /**
   * Records `timeStep` as the factor's last used one if it is newer: true for the call that did it. Conditional, so
   * two requests with the same code cannot both pass.
   */
  async useTimeStep(factorId: number, timeStep: number): Promise<boolean> {
    const newer = await this.em
      .fork()
      .nativeUpdate(
        SecondFactor,
        { id: factorId, $or: [{ lastUsedTimeStep: null }, { lastUsedTimeStep: { $lt: timeStep } }] },
        { lastUsedTimeStep: timeStep },
      );
    return newer === 1;
  }

  /** The factor (enabled or pending) and the recovery codes deleted, in one transaction. */
  async deleteAll(userId: number): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      await tx.nativeDelete(RecoveryCode, { user: userId });
      await tx.nativeDelete(SecondFactor, { user: userId });
    });
  }
}

async function storeRecoveryCodes(tx: EntityManager, userId: number, codeHashes: string[]): Promise<void> {
  await tx.nativeDelete(RecoveryCode, { user: userId });
  for (const codeHash of codeHashes) tx.create(RecoveryCode, { user: userId, codeHash });
  await tx.flush();
}
