import { randomBytes } from 'node:crypto';
import * as argon2 from 'argon2';
import { isValidEmail } from '@pt/libs/validation';
import { ARGON2_OPTIONS } from '../auth/password-hasher';
import { AccountManager } from '../organisations/entities/account-manager.entity';
import { User } from './entities/user.entity';
import type { UserRepository } from './user.repository';

export interface CreateAccountManagerResult {
  user: User;
  accountManager: AccountManager;
  /** Set when this call created the user: the password to hand over (generated unless one was given). */
  password?: string;
  created: boolean;
}

/**
 * Makes `email` an account manager: an existing user is promoted (password untouched), a new one is created in
 * the public organisation with the given password or a generated one. Idempotent; `users` on one transaction
 * (UserRepository.inTransaction) makes it all or nothing.
 */
export async function createAccountManager(
  users: UserRepository,
  params: { email: string; password?: string },
): Promise<CreateAccountManagerResult> {
  const email = params.email.trim().toLowerCase();
  if (!isValidEmail(email)) throw new Error(`Not a valid e-mail address: ${params.email}`);
  if (params.password !== undefined && (params.password.length < 8 || params.password.length > 128)) {
    throw new Error('The password must have 8 to 128 characters.');
  }
  let user = await users.findOne({ email });
  let password: string | undefined;
  const created = !user;
  if (!user) {
    password = params.password ?? randomBytes(12).toString('base64url');
    user = await users.createInPublicOrganization(email, await argon2.hash(password, ARGON2_OPTIONS));
  }
  const accountManager = await users.ensureAccountManager(user);
  return { user, accountManager, password, created };
}
