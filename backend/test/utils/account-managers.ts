import { MikroORM, RequiredEntityData } from '@mikro-orm/core';
import { commissionCents } from '@pt/libs/commission';
import { TokenService } from '../../src/auth/token.service';
import { AccountManager } from '../../src/organisations/entities/account-manager.entity';
import { Organization } from '../../src/organisations/entities/organization.entity';
import { Payment } from '../../src/payments/entities/payment.entity';
import { PaygSale } from '../../src/sales/entities/payg-sale.entity';
import { User } from '../../src/users/entities/user.entity';
import { AppLanguage } from '../../src/common/language';
import { createOrganization, uniqueEmail } from './accounts';
import { TestApp } from './test-app';
import { insertTranslation } from './translations';

export interface TestManager {
  user: User;
  accountManagerId: number;
  token: string;
  email: string;
}

/** An account manager (a user of the public organisation with an AccountManager row) and a token for them. */
export async function createManager(t: TestApp, overrides: { email?: string; language?: AppLanguage } = {}): Promise<TestManager> {
  const em = t.app.get(MikroORM).em.fork();
  const email = overrides.email ?? uniqueEmail('manager');
  const organization = await em.findOneOrFail(Organization, { isPublic: true });
  const user = em.create(User, { email, organization, language: overrides.language ?? 'en' });
  await em.flush();
  const manager = em.create(AccountManager, { user });
  await em.flush();
  return { user, accountManagerId: manager.id, token: t.app.get(TokenService).issue(user.id), email };
}

/** An organisation managed by `accountManagerId` (the accounts helper's Ontario organisation, 2.50 CAD). */
export async function createManagedOrganization(
  t: TestApp,
  accountManagerId: number,
  overrides: Parameters<typeof createOrganization>[1] = {},
): Promise<Organization> {
  const organization = await createOrganization(t, overrides);
  await t.app.get(MikroORM).em.fork().nativeUpdate(Organization, { id: organization.id }, { accountManager: accountManagerId });
  return organization;
}

let saleCounter = 0;

/**
 * A PAYG sale row as the payments side records it at fulfilment: a paid translation, its succeeded payment and the
 * sale with the 40 % commission (libs commission rule), written directly.
 */
export async function insertSale(
  t: TestApp,
  params: {
    accountManagerId: number | null;
    organization: Organization | null;
    user: User;
    subTotalCents: number;
    pageCount?: number;
    currency?: string;
    purchaseDate: Date;
    orderNumber?: string;
  },
): Promise<PaygSale> {
  const n = ++saleCounter;
  const orderNumber = params.orderNumber ?? `PT-SALE-${Date.now().toString(36).toUpperCase()}-${n}`;
  const translation = await insertTranslation(t, params.user, {
    orderNumber,
    pageCount: params.pageCount ?? 3,
    subTotalCents: params.subTotalCents,
  });
  const em = t.app.get(MikroORM).em.fork();
  const payment = em.create(Payment, {
    translation: translation.id,
    user: params.user.id,
    provider: 'sandbox',
    providerPaymentId: `pi_test_${n}_${Date.now()}`,
    idempotencyKey: `idem_test_${n}_${Date.now()}`,
    status: 'succeeded',
    subTotalCents: params.subTotalCents,
    taxCents: 0,
    amountCents: params.subTotalCents,
    currency: params.currency ?? 'CAD',
  } as RequiredEntityData<Payment>);
  const sale = em.create(PaygSale, {
    translation: translation.id,
    payment,
    user: params.user.id,
    organization: params.organization?.id ?? null,
    accountManager: params.accountManagerId,
    pageCount: params.pageCount ?? 3,
    orderNumber,
    subTotalCents: params.subTotalCents,
    commissionCents: commissionCents(params.subTotalCents),
    currency: params.currency ?? 'CAD',
    purchaseDate: params.purchaseDate,
  });
  await em.flush();
  return sale;
}
