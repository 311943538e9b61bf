import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { Organization } from '../organisations/entities/organization.entity';
import { PaygPricePlan } from '../organisations/entities/payg-price-plan.entity';
import { User } from '../users/entities/user.entity';

/**
 * The price plans an upload is quoted with. The organisation entities are read here, not through the organisations
 * module (which the translations module does not import).
 */
@Injectable()
export class PricePlanRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * The plan of the user's organisation (null without one). Loaded into the user's own entity manager (the
   * request's, where the caller comes with its row only: SessionService.userOf).
   */
  async planOfOrganizationOf(user: User): Promise<PaygPricePlan | null> {
    if (!user.organization) return null;
    await this.em.populate(user, ['organization.paygPricePlan']);
    return user.organization.paygPricePlan ?? null;
  }

  /** The public organisation's plan (public customers without an organisation of their own). */
  async publicPlan(): Promise<PaygPricePlan | null> {
    const publicOrganization = await this.em.fork().findOne(Organization, { isPublic: true }, { populate: ['paygPricePlan'] });
    return publicOrganization?.paygPricePlan ?? null;
  }
}
