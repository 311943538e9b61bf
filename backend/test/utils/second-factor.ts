import { MikroORM } from '@mikro-orm/core';
import { SecondFactor } from '../../src/auth/second-factor/entities/second-factor.entity';
import { SecondFactorService } from '../../src/auth/second-factor/second-factor.service';
import { totpCodeAt } from '../../src/auth/second-factor/totp.util';
import { User } from '../../src/users/entities/user.entity';
import { TestApp } from './test-app';

/**
 * Turns two-step sign-in on for a manager or internal admin through the real service (enrolment, then the app's
 * code); answers the authenticator secret and the ten recovery codes.
 */
export async function enableSecondFactor(t: TestApp, userId: number): Promise<{ secret: string; recoveryCodes: string[] }> {
  const service = t.app.get(SecondFactorService);
  const user = (await t.app.get(MikroORM).em.fork().getRepository(User).findForView(userId))!;
  const { secret } = await service.startEnrolment(user);
  const { recoveryCodes } = await service.confirmEnrolment(user, totpCodeAt(secret, Date.now()));
  return { secret, recoveryCodes };
}

/** Forgets which time step was used last, so a test may sign in again within the same 30 seconds. */
export async function forgetUsedTimeStep(t: TestApp, userId: number): Promise<void> {
  await t.app.get(MikroORM).em.fork().nativeUpdate(SecondFactor, { user: userId }, { lastUsedTimeStep: null });
}
