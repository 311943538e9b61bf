import { EntityManager } from '@mikro-orm/core';
import { Organization } from '../../organisations/entities/organization.entity';
import { PaygPricePlan } from '../../organisations/entities/payg-price-plan.entity';
import { SeedCount } from './seed.util';

/** Standard tier of the landing page: 2.95 per page, no long-document incentive. */
export const PUBLIC_PLAN = { pagePriceCents: 295, currency: 'CAD' } as const;

/**
 * The organisation public (Google) customers belong to. Created once; its plan is then managed in the product,
 * so later runs leave it alone. A partial unique index allows only one public organisation.
 */
export async function seedPublicOrganization(em: EntityManager): Promise<SeedCount> {
  if (await em.count(Organization, { isPublic: true })) return { created: 0, updated: 0 };
  const plan = em.create(PaygPricePlan, { ...PUBLIC_PLAN, incentiveAfterPage: null, incentivePagePriceCents: null });
  em.create(Organization, { label: 'Public', isPublic: true, paygPricePlan: plan });
  await em.flush();
  return { created: 1, updated: 0 };
}
