import { EntityData, EntityManager, FilterQuery, QueryOrderMap, raw } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { containsPattern } from '../common/ra-list.util';
import { Country } from '../countries/entities/country.entity';
import { Region } from '../countries/entities/region.entity';
import { User } from '../users/entities/user.entity';
import { ORGANIZATION_VIEW_POPULATE } from './admin/organization-view.util';
import { AccountManager } from './entities/account-manager.entity';
import { Address } from './entities/address.entity';
import { Contact } from './entities/contact.entity';
import { EnterpriseRegistration } from './entities/enterprise-registration.entity';
import { Organization } from './entities/organization.entity';
import { PaygPricePlan } from './entities/payg-price-plan.entity';

/** A relation of the organisation JSON that a read may load. */
export type OrganizationViewRelation = (typeof ORGANIZATION_VIEW_POPULATE)[number];

/** An organisation to create with its address, PAYG plan and point of contact (entities of the request). */
export interface NewOrganization {
  label: string;
  accountManager: AccountManager;
  plan: Pick<PaygPricePlan, 'pagePriceCents' | 'currency' | 'incentiveAfterPage' | 'incentivePagePriceCents'>;
  address: Pick<Address, 'street' | 'city' | 'region' | 'country' | 'postalCode'>;
  contact: Pick<Contact, 'name' | 'email' | 'phone'>;
}

/** Which of a manager's organisations a list page shows: ids, and a label containing `q` (without case). */
export interface OrganizationListFilter {
  accountManagerId: number;
  ids?: number[];
  q?: string;
}

export type OrganizationSortField = 'id' | 'label' | 'createdAt';

/** An invitation to record: the activation code already hashed. */
export interface NewEnterpriseRegistration {
  organizationId: number;
  email: string;
  language: EnterpriseRegistration['language'];
  activationCodeHash: string;
  expiresAt: Date;
  isAccountManager: boolean;
}

/**
 * Reads and writes of organisations (with their address, plan and contacts), their invitations, and the places an
 * address names. The portal's calls work in the request's entity manager, where the caller and its account-manager
 * row are managed; invitations, which the tests and the CLI also make outside a request, work on a fork.
 */
@Injectable()
export class OrganisationRepository {
  constructor(private readonly em: EntityManager) {}

  /** The country by its ISO code (upper case), or null. */
  findCountry(value: string): Promise<Country | null> {
    return this.em.findOne(Country, { value });
  }

  /** The country's region by its code (upper case), or null when the country has no such region. */
  findRegion(country: Country, value: string): Promise<Region | null> {
    return this.em.findOne(Region, { country, value });
  }

  /** Inserts the organisation, its address, plan and contact in one unit of work (all rows or none); answers its id. */
  async insert(data: NewOrganization): Promise<number> {
    const paygPricePlan = this.em.create(PaygPricePlan, data.plan);
    const address = this.em.create(Address, data.address);
    const organization = this.em.create(Organization, { label: data.label, address, paygPricePlan, accountManager: data.accountManager });
    this.em.create(Contact, { organization, ...data.contact });
    await this.em.flush();
    return organization.id;
  }

  /** The manager's organisations, newest first, with what the organisation JSON shows. */
  findOfManager(accountManagerId: number): Promise<Organization[]> {
    return this.em.find(
      Organization,
      { accountManager: accountManagerId },
      { populate: ORGANIZATION_VIEW_POPULATE, orderBy: { createdAt: 'desc', id: 'desc' } },
    );
  }

  /**
   * The organisation if the manager manages it (any organisation when `accountManagerId` is null: the internal
   * administrators), with the relations asked for; else null.
   */
  findReachable(
    organizationId: number,
    accountManagerId: number | null,
    populate: readonly OrganizationViewRelation[] = [],
  ): Promise<Organization | null> {
    const where: FilterQuery<Organization> =
      accountManagerId === null ? { id: organizationId } : { id: organizationId, accountManager: accountManagerId };
    return this.em.findOne(Organization, where, { populate });
  }

  /** The organisation as stored now (read again, not from the identity map), with what its JSON shows. */
  findForView(organizationId: number): Promise<Organization> {
    return this.em.findOneOrFail(Organization, { id: organizationId }, { populate: ORGANIZATION_VIEW_POPULATE, refresh: true });
  }

  /** The organisation whose plan this is, if the manager manages it, with the plan; else null. */
  findByPlanOfManager(planId: number, accountManagerId: number): Promise<Organization | null> {
    return this.em.findOne(Organization, { paygPricePlan: planId, accountManager: accountManagerId }, { populate: ['paygPricePlan'] });
  }

  /** Writes new prices into a plan loaded by findByPlanOfManager. */
  async updatePlan(plan: PaygPricePlan, prices: EntityData<PaygPricePlan>): Promise<void> {
    Object.assign(plan, prices);
    await this.em.flush();
  }

  /**
   * A page of the manager's organisations and how many match: sorted by `sort` (a label without case), then id.
   * The label filter is a `like` with `q`'s wildcards escaped.
   */
  async findPage(
    filter: OrganizationListFilter,
    sort: { field: OrganizationSortField; order: 'asc' | 'desc' },
    page: { limit: number; offset: number },
  ): Promise<[Organization[], number]> {
    const where: FilterQuery<Organization> = { accountManager: filter.accountManagerId };
    if (filter.ids) where.id = { $in: filter.ids };
    if (filter.q) Object.assign(where, { [raw((alias) => `lower(${alias}.label) like ? escape '\\'`, [containsPattern(filter.q)])]: [] });
    const { order } = sort;
    const orderBy: QueryOrderMap<Organization>[] =
      sort.field === 'label'
        ? [{ [raw((alias) => `lower(${alias}.label)`)]: order }, { id: order }]
        : [{ [sort.field]: order }, { id: order }];
    const [organizations, total] = await this.em.findAndCount(Organization, where, { orderBy, limit: page.limit, offset: page.offset });
    await this.em.populate(organizations, ORGANIZATION_VIEW_POPULATE);
    return [organizations, total];
  }

  /** Whether an account already uses the e-mail (stored lower case). */
  async isEmailRegistered(email: string): Promise<boolean> {
    return (await this.em.count(User, { email })) > 0;
  }

  // ---- Invitations (each call on its own fork) -----------------------------------------------------------------

  findById(organizationId: number): Promise<Organization | null> {
    return this.em.fork().findOne(Organization, { id: organizationId });
  }

  async insertRegistration(data: NewEnterpriseRegistration): Promise<EnterpriseRegistration> {
    const em = this.em.fork();
    const { organizationId, ...fields } = data;
    const registration = em.create(EnterpriseRegistration, { ...fields, organization: organizationId });
    await em.flush();
    return registration;
  }

  /** Records whether the invitation's mail went out (on the row and on `registration`). */
  async setDelivered(registration: EnterpriseRegistration, delivered: boolean): Promise<void> {
    if (registration.isDelivered === delivered) return;
    await this.em.fork().nativeUpdate(EnterpriseRegistration, { id: registration.id }, { isDelivered: delivered });
    registration.isDelivered = delivered;
  }
}
