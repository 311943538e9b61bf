import { BadRequestException, ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { toCents } from '@pt/libs/money';
import { DEFAULT_INCENTIVE_AFTER_PAGE } from '@pt/libs/quote';
import { DEFAULT_COUNTRY, normalisePostalCode } from '@pt/libs/validation';
import { localizedDetail } from '../../common/localized-detail';
import { bilingual } from '../../common/localized-text';
import { AppConfig } from '../../config/app-config';
import { User } from '../../users/entities/user.entity';
import { normalizeEmail } from '../../users/user.repository';
import { Organization } from '../entities/organization.entity';
import { OrganisationRepository, OrganizationSortField, OrganizationViewRelation } from '../organisation.repository';
import { OrganisationsService } from '../organisations.service';
import { optionalPrice } from './admin-form-rules.util';
import { CreateEnterpriseRegistrationDto, CreateOrganizationDto, UpdatePaygPricePlanDto } from './dto/admin-input.dto';
import {
  AccountManagerDto,
  EnterpriseRegistrationAnswerDto,
  OrganizationAnswerDto,
  OrganizationDto,
  OrganizationsAnswerDto,
} from './dto/admin-view.dto';
import { callerAccountManager, isInternalAdmin, ownAccountManager } from '../manager-access.util';
import { ORGANIZATION_VIEW_POPULATE, toOrganizationView, toRegistrationView } from './organization-view.util';
import { ListPage, listQuery } from '../../common/list-page';
import { assertFilterKeys, filterIds, filterText, ListQueryInput, parseListQuery } from '../../common/ra-list.util';

export const ORGANIZATION_SORT_FIELDS = ['id', 'label', 'createdAt'] as const satisfies readonly OrganizationSortField[];

/**
 * The account-manager portal's organisations: a manager reaches only the organisations they manage (another's is
 * 404, as if it did not exist); the internal administrators may also read and invite into any organisation.
 * `user` comes from @CurrentUser() (the request's entity manager), with its accountManager loaded.
 */
@Injectable()
export class AdminOrganisationsService {
  constructor(
    private readonly repository: OrganisationRepository,
    private readonly config: AppConfig,
    private readonly organisations: OrganisationsService,
  ) {}

  getAccountManager(user: User, accountManagerId: number): AccountManagerDto {
    const manager = ownAccountManager(user, accountManagerId);
    return {
      id: manager.id,
      userId: user.id,
      email: user.email,
      isInternalAdmin: this.isInternalAdmin(user),
      createdAt: manager.createdAt,
    };
  }

  async listManagerOrganizations(user: User, accountManagerId: number): Promise<OrganizationsAnswerDto> {
    const manager = ownAccountManager(user, accountManagerId);
    const organizations = await this.repository.findOfManager(manager.id);
    return { organizations: organizations.map((organization) => toOrganizationView(organization, user.language)) };
  }

  async getOrganizationDetails(user: User, organizationId: number): Promise<OrganizationDto> {
    return toOrganizationView(await this.reachableOrganization(user, organizationId), user.language);
  }

  /**
   * Creates the organisation with its address, point of contact and PAYG plan in the country's currency (an
   * incentive applies from page 51), managed by the caller. The region must be one of the country's.
   */
  async createOrganization(user: User, input: CreateOrganizationDto): Promise<OrganizationAnswerDto> {
    const manager = ownAccountManager(user, input.accountManagerId);
    const countryValue = (input.address.countryValue ?? DEFAULT_COUNTRY).trim().toUpperCase();
    const country = await this.repository.findCountry(countryValue);
    if (!country) throw new BadRequestException(localizedDetail('countryNotFound'));
    const regionValue = input.address.regionValue.trim();
    const region = await this.repository.findRegion(country, regionValue.toUpperCase());
    if (!region)
      throw new BadRequestException(
        localizedDetail('regionNotInCountry', { region: regionValue, country: bilingual(country.label, country.labelFr) }),
      );
    const incentive = optionalPrice(input.longDocIncentivePrice);
    const email = input.contact.email?.trim();
    const phone = input.contact.phone?.trim();
    const organizationId = await this.repository.insert({
      label: input.label.trim(),
      accountManager: manager,
      plan: {
        pagePriceCents: toCents(input.paygPagePrice),
        currency: country.currency,
        incentiveAfterPage: incentive === null ? null : DEFAULT_INCENTIVE_AFTER_PAGE,
        incentivePagePriceCents: incentive === null ? null : toCents(incentive),
      },
      address: {
        street: input.address.street.trim(),
        city: input.address.city.trim(),
        region,
        country,
        postalCode: normalisePostalCode(input.address.postalCode, country.value),
      },
      contact: { name: input.contact.name.trim(), email: email ? normalizeEmail(email) : null, phone: phone || null },
    });
    return { organization: await this.organizationView(user, organizationId) };
  }

  /**
   * New base price (and incentive) of the caller's organisation's plan: a null incentive removes it; setting one
   * keeps the plan's incentive start (page 51 by default).
   */
  async updatePaygPricePlan(user: User, input: UpdatePaygPricePlanDto): Promise<OrganizationAnswerDto> {
    const manager = callerAccountManager(user);
    const organization = await this.repository.findByPlanOfManager(input.id, manager.id);
    if (!organization) throw new NotFoundException(localizedDetail('pricePlanNotFound'));
    const plan = organization.paygPricePlan;
    const incentive = optionalPrice(input.ldiPagePrice);
    await this.repository.updatePlan(plan, {
      pagePriceCents: toCents(input.pagePrice),
      incentivePagePriceCents: incentive === null ? null : toCents(incentive),
      incentiveAfterPage: incentive === null ? null : (plan.incentiveAfterPage ?? DEFAULT_INCENTIVE_AFTER_PAGE),
    });
    return { organization: await this.organizationView(user, organization.id) };
  }

  /**
   * Invites an e-mail into an organisation the caller may reach and mails the registration link and code in the
   * chosen language; isDelivered records the mail result. Only internal administrators may invite account managers.
   */
  async createEnterpriseRegistration(user: User, input: CreateEnterpriseRegistrationDto): Promise<EnterpriseRegistrationAnswerDto> {
    if (input.isAccountManager && !this.isInternalAdmin(user)) throw new ForbiddenException(localizedDetail('internalAdminRequired'));
    const organization = await this.reachableOrganization(user, input.organizationId, []);
    const email = normalizeEmail(input.email);
    if (await this.repository.isEmailRegistered(email)) throw new ConflictException(localizedDetail('inviteeHasAccount'));
    const { registration } = await this.organisations.createEnterpriseRegistration({
      organizationId: organization.id,
      email,
      language: input.language.trim() as CreateEnterpriseRegistrationDto['language'],
      isAccountManager: input.isAccountManager ?? false,
    });
    return { registration: toRegistrationView(registration) };
  }

  /** The caller's organisations for react-admin: sort id/label/createdAt, filter q (label contains) and id. */
  async listOrganizationsPage(user: User, query: ListQueryInput): Promise<ListPage<OrganizationDto>> {
    const manager = callerAccountManager(user);
    const { sort, offset, limit, filter } = listQuery(() => {
      const params = parseListQuery(query, { sortFields: ORGANIZATION_SORT_FIELDS, defaultSort: { field: 'createdAt', order: 'DESC' } });
      assertFilterKeys(params.filter, ['q', 'id']);
      return params;
    });
    const q = listQuery(() => filterText(filter, 'q'));
    const ids = listQuery(() => filterIds(filter, 'id'));
    const order = sort.order === 'ASC' ? 'asc' : 'desc';
    const [organizations, total] = await this.repository.findPage(
      { accountManagerId: manager.id, ids, q },
      { field: sort.field, order },
      { limit, offset },
    );
    return { resource: 'organizations', items: organizations.map((o) => toOrganizationView(o, user.language)), offset, total };
  }

  private isInternalAdmin(user: User): boolean {
    return isInternalAdmin(user, this.config.INTERNAL_ADMIN_EMAILS);
  }

  /** An organisation the caller manages, or any one for an internal administrator; else 404. */
  private async reachableOrganization(
    user: User,
    organizationId: number,
    populate: readonly OrganizationViewRelation[] = ORGANIZATION_VIEW_POPULATE,
  ): Promise<Organization> {
    const manager = callerAccountManager(user);
    const organization = await this.repository.findReachable(organizationId, this.isInternalAdmin(user) ? null : manager.id, populate);
    if (!organization) throw new NotFoundException(localizedDetail('organizationNotFound'));
    return organization;
  }

  private async organizationView(user: User, organizationId: number): Promise<OrganizationDto> {
    return toOrganizationView(await this.repository.findForView(organizationId), user.language);
  }
}
