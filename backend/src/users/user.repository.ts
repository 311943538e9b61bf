import type { EntityClass, EntityData, EntityDictionary } from '@mikro-orm/core';
import { type EntityManager, EntityRepository } from '@mikro-orm/knex';
import { Country } from '../countries/entities/country.entity';
import { Region } from '../countries/entities/region.entity';
import { AccountManager } from '../organisations/entities/account-manager.entity';
import { Address } from '../organisations/entities/address.entity';
import { Organization } from '../organisations/entities/organization.entity';
import { User } from './entities/user.entity';
import type { UserViewSource } from './user-view';

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
   * written-once statement), as managed entities of the request, or null. The other relations stay references: a
   * handler that shows them loads them (viewOf, populateView). Hydrated from the row as em.find hydrates its rows
   * (managedFromRow): the query builder of findOne costs ten times the query, and em.map validates, snapshots and
   * cascades a merge again on top, on every authenticated request.
   */
  async findCaller(id: number): Promise<User | null> {
    // The request's entity manager (getContext), whose connection is the request's application's: em.getConnection()
    // does not follow the request context, and passport keeps one JWT strategy per process, the last application's.
    const em = this.getEntityManager().getContext();
    const [row] = await em.getConnection().execute<Array<Record<string, unknown>>>(CALLER_SQL, [id]);
    if (!row) return null;
    const { am_id: managerId, am_commission_rate_basis_points: commission, am_created_at: managerSince, ...userRow } = row;
    const user = managedFromRow(em, User, userRow);
    user.accountManager =
      managerId === null || managerId === undefined
        ? null
        : managedFromRow(em, AccountManager, {
            id: Number(managerId),
            user_id: user.id,
            commission_rate_basis_points: commission,
            created_at: managerSince,
          });
    return user;
  }

  /**
   * What the user JSON shows of `user` (the caller's row): organisation and plan, billing address with region and
   * country, read in one written-once statement as plain values (no entities built).
   */
  async viewOf(user: User): Promise<UserViewSource> {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a raw SQL row; its columns are read and converted below
    const [row] = await this.getEntityManager().getContext().getConnection().execute<Array<Record<string, any>>>(VIEW_SQL, [user.id]);
    const place = (prefix: 'r' | 'c') => ({
      id: Number(row[`${prefix}_id`]),
      value: row[`${prefix}_value`],
      label: row[`${prefix}_label`],
      labelFr: row[`${prefix}_label_fr`],
    });
    const orNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
    return {
      id: user.id,
      email: user.email,
      language: user.language,
      privacyPolicyVersion: user.privacyPolicyVersion,
      termsVersion: user.termsVersion,
      accountManager: user.accountManager ? { id: user.accountManager.id } : null,
      organization:
        row?.o_id == null
          ? null
          : {
              id: Number(row.o_id),
              label: row.o_label,
              paygPricePlan: {
                id: Number(row.p_id),
                pagePriceCents: Number(row.p_page_price_cents),
                currency: row.p_currency,
                incentiveAfterPage: orNull(row.p_incentive_after_page),
                incentivePagePriceCents: orNull(row.p_incentive_page_price_cents),
              },
            },
      billingAddress:
        row?.a_id == null
          ? null
          : {
              id: Number(row.a_id),
              street: row.a_street,
              city: row.a_city,
              postalCode: row.a_postal_code,
              region: place('r'),
              country: place('c'),
            },
    };
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

  /** Writes what was changed on the entities of this entity manager (the request's: the caller's row and address). */
  async save(): Promise<void> {
    await this.getEntityManager().flush();
  }

  /** A country by id, or null. */
  findCountry(id: number): Promise<Country | null> {
    return this.getEntityManager().findOne(Country, { id });
  }

  /** The region of `country` with the code `value` (stored upper-case), or null. */
  findRegion(country: Country, value: string): Promise<Region | null> {
    return this.getEntityManager().findOne(Region, { country, value });
  }

  /** Sets the user's billing address: its row changed in place, or created when the user has none. */
  async setBillingAddress(user: User, fields: Pick<Address, 'street' | 'city' | 'region' | 'country' | 'postalCode'>): Promise<void> {
    const em = this.getEntityManager();
    await this.populateView(user);
    if (user.billingAddress) em.assign(user.billingAddress, fields);
    else user.billingAddress = em.create(Address, fields);
    await em.flush();
  }

  /** A new user of the public organisation, signing in with a password (an account manager made by the CLI). */
  async createInPublicOrganization(email: string, passwordHash: string): Promise<User> {
    const em = this.getEntityManager();
    const organization = await em.findOneOrFail(Organization, { isPublic: true });
    const user = em.create(User, { email, organization, passwordHash });
    await em.flush();
    return user;
  }

  /** The user's account-manager row, created when they have none. */
  async ensureAccountManager(user: User): Promise<AccountManager> {
    const em = this.getEntityManager();
    const manager = (await em.findOne(AccountManager, { user: user.id })) ?? em.create(AccountManager, { user });
    await em.flush();
    return manager;
  }

  /** Runs `work` in one transaction, with this repository on the transaction's entity manager. */
  inTransaction<T>(work: (users: UserRepository) => Promise<T>): Promise<T> {
    return this.getEntityManager().transactional((em) => work(em.getRepository(User)));
  }
}

const CALLER_SQL =
  'select u.*, m.id as am_id, m.commission_rate_basis_points as am_commission_rate_basis_points, m.created_at as am_created_at ' +
  'from users u left join account_managers m on m.user_id = u.id where u.id = ?';

const VIEW_SQL =
  'select o.id as o_id, o.label as o_label, p.id as p_id, p.page_price_cents as p_page_price_cents, p.currency as p_currency, ' +
  'p.incentive_after_page as p_incentive_after_page, p.incentive_page_price_cents as p_incentive_page_price_cents, ' +
  'a.id as a_id, a.street as a_street, a.city as a_city, a.postal_code as a_postal_code, ' +
  'r.id as r_id, r.value as r_value, r.label as r_label, r.label_fr as r_label_fr, ' +
  'c.id as c_id, c.value as c_value, c.label as c_label, c.label_fr as c_label_fr ' +
  'from users u left join organizations o on o.id = u.organization_id left join payg_price_plans p on p.id = o.payg_price_plan_id ' +
  'left join addresses a on a.id = u.billing_address_id left join regions r on r.id = a.region_id left join countries c on c.id = a.country_id ' +
  'where u.id = ?';

/**
 * An entity of `em` from a row of its table (column names), hydrated and registered as em.find registers the rows it
 * reads: the driver's column-to-property mapping, the entity factory's hydration (dates and booleans of either
 * dialect converted) and the identity map, with the row as the snapshot a flush compares changes against.
 */
function managedFromRow<T extends object>(em: EntityManager, entity: EntityClass<T>, row: Record<string, unknown>): T {
  const data = em.getDriver().mapResult(row as EntityDictionary<T>, em.getMetadata().get(entity.name)) as EntityData<T>;
  return em.getEntityFactory().create(entity, data, { merge: true, refresh: true, convertCustomTypes: true, recomputeSnapshot: true });
}

/** E-mails are compared trimmed and lower-case, as they are stored. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
