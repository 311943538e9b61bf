import { EntityRepository } from '@mikro-orm/knex';
import type { User } from './entities/user.entity';

/** Everything toUserView reads: organisation with its plan, manager link, billing address with region and country. */
export const USER_VIEW_POPULATE = [
  'organization.paygPricePlan',
  'accountManager',
  'billingAddress.region',
  'billingAddress.country',
] as const;

export class UserRepository extends EntityRepository<User> {
  /** A user with every relation the user JSON shows, or null. */
  findForView(id: number): Promise<User | null> {
    return this.findOne({ id }, { populate: USER_VIEW_POPULATE });
  }

  /** By e-mail (stored lower-case), with the relations the user JSON shows. */
  findByEmailForView(email: string): Promise<User | null> {
    return this.findOne({ email: normalizeEmail(email) }, { populate: USER_VIEW_POPULATE });
  }
}

/** E-mails are compared trimmed and lower-case, as they are stored. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
