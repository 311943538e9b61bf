import { randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/core';
import * as argon2 from 'argon2';
import { isValidEmail } from '@pt/libs/validation';
import { ARGON2_OPTIONS } from '../auth/password-hasher';
import { AccountManager } from '../organisations/entities/account-manager.entity';
import { Organization } from '../organisations/entities/organization.entity';
import { User } from './entities/user.entity';

export interface CreateAccountManagerResult {
  user: User;
  accountManager: AccountManager;
  /** Set when this call created the user: the password to hand over (generated unless one was given). */
  password?: string;
  created: boolean;
}

/**
 * Makes `email` an account manager: an existing user is promoted (password untouched), a new one is created in
 * the public organisation with the given password or a generated one. Idempotent.
 */
export async function createAccountManager(
  em: EntityManager,
  params: { email: string; password?: string },
): Promise<CreateAccountManagerResult> {
  const email = params.email.trim().toLowerCase();
  if (!isValidEmail(email)) throw new Error(`Not a valid e-mail address: ${params.email}`);
  if (params.password !== undefined && (params.password.length < 8 || params.password.length > 128)) {
    throw new Error('The password must have 8 to 128 characters.');
  }
  let user = await em.findOne(User, { email });
  let password: string | undefined;
  const created = !user;
  if (!user) {
    password = params.password ?? randomBytes(12).toString('base64url');
    const organization = await em.findOneOrFail(Organization, { isPublic: true });
    user = em.create(User, { email, organization, passwordHash: await argon2.hash(password, ARGON2_OPTIONS) });
    await em.flush();
  }
  const accountManager = (await em.findOne(AccountManager, { user: user.id })) ?? em.create(AccountManager, { user });
  await em.flush();
  return { user, accountManager, password, created };
}
