import { ForbiddenException, NotFoundException, ParseIntPipe } from '@nestjs/common';
import { localizedDetail } from '../common/localized-detail';
import type { User } from '../users/entities/user.entity';
import type { AccountManager } from './entities/account-manager.entity';

/**
 * The caller's account manager when `accountManagerId` is theirs; another id is 403. Handlers using it carry
 * @Auth({ accountManager: true }), so the caller is a manager.
 */
export function ownAccountManager(user: User, accountManagerId: number): AccountManager {
  const manager = user.accountManager;
  if (!manager || manager.id !== accountManagerId) throw new ForbiddenException(localizedDetail('otherManager'));
  return manager;
}

/** The caller's account manager (the handler's @Auth({ accountManager: true }) guarantees one). */
export function callerAccountManager(user: User): AccountManager {
  if (!user.accountManager) throw new ForbiddenException(localizedDetail('otherManager'));
  return user.accountManager;
}

/** The e-mail is one of INTERNAL_ADMIN_EMAILS (stored lower-case). */
export function isInternalAdmin(user: Pick<User, 'email'>, internalAdminEmails: readonly string[]): boolean {
  return internalAdminEmails.includes(user.email.toLowerCase());
}

/** {id} of /admin/account-manager(s)/{id}: anything but an integer is not the caller's id either (403). */
export const AccountManagerIdPipe = new ParseIntPipe({ exceptionFactory: () => new ForbiddenException(localizedDetail('otherManager')) });

/** An organisation id in a path: anything but an integer names no organisation (404). */
export const OrganizationIdPipe = new ParseIntPipe({
  exceptionFactory: () => new NotFoundException(localizedDetail('organizationNotFound')),
});
