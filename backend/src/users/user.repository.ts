import { EntityRepository } from '@mikro-orm/knex';
import type { User } from './entities/user.entity';

/** Everything toUserView reads: organisation with its plan, manager link, billing address with region and country. */
export const USER_VIEW_POPULATE = [
  'organization.paygPricePlan',
  'accountManager',
  'billingAddress.region',
  'billingAddress.country',
] as const;

/** What toUserView reads beyond the caller's row (see findCaller): loaded by populateView. */
export const USER_VIEW_RELATIONS = ['organization.paygPricePlan', 'billingAddress.region', 'billingAddress.country'] as const;

export class UserRepository extends EntityRepository<User> {
  /**
   * The caller of a request from a token: the user row and its account-manager role (a join on a unique key, one
   * query), or null. The other relations stay references: a handler that shows them loads them (populateView).
   */
  findCaller(id: number): Promise<User | null> {
    return this.findOne({ id }, { populate: ['accountManager'] });
  }

  /** Loads into `user` what the user JSON shows beyond the row: organisation and plan, billing address with region and country. */
  async populateView(user: User): Promise<User> {
    await this.getEntityManager().populate(user, USER_VIEW_RELATIONS);
    return user;
  }

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
