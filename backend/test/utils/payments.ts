import { MikroORM } from '@mikro-orm/core';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { TokenService } from '../../src/auth/token.service';
import { Country } from '../../src/countries/entities/country.entity';
import { Region } from '../../src/countries/entities/region.entity';
import { AccountManager } from '../../src/organisations/entities/account-manager.entity';
import { Address } from '../../src/organisations/entities/address.entity';
import { Organization } from '../../src/organisations/entities/organization.entity';
import { Payment } from '../../src/payments/entities/payment.entity';
import { PaygSale } from '../../src/sales/entities/payg-sale.entity';
import { Translation } from '../../src/translations/entities/translation.entity';
import { TRANSLATIONS_QUEUE, translateJobId } from '../../src/translations/translation-jobs';
import { User } from '../../src/users/entities/user.entity';
import { AppLanguage } from '../../src/common/language';
import { PRIVACY_POLICY_VERSION, TERMS_OF_SERVICE_VERSION } from '../../src/users/policies.util';
import { API, bearer, uniqueEmail } from './accounts';
import { PROSE } from '../../../document/test/utils/pdf-factory';
import { TestApp } from './test-app';
import { insertTranslation, TranslationOverrides } from './translations';

/** Stripe's test cards, mirrored by the sandbox. */
export const CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
} as const;

export const orm = (t: TestApp) => t.app.get(MikroORM).em.fork();

export interface Customer {
  user: User;
  token: string;
}

/**
 * A signed-in customer who accepted the policies, with a billing address in `country`/`region` (none with
 * `address: null`), in the public organisation unless another is given.
 */
export async function customer(
  t: TestApp,
  options: { organization?: Organization; country?: string; region?: string; address?: null; language?: AppLanguage; email?: string } = {},
): Promise<Customer> {
  const em = orm(t);
  const organization = options.organization
    ? await em.findOneOrFail(Organization, { id: options.organization.id })
    : await em.findOneOrFail(Organization, { isPublic: true });
  let billingAddress: Address | null = null;
  if (options.address !== null) {
    const country = await em.findOneOrFail(Country, { value: options.country ?? 'CA' });
    const region = await em.findOneOrFail(Region, { country, value: options.region ?? 'ON' });
    billingAddress = em.create(Address, { street: '100 Queen St W', city: 'Toronto', region, country, postalCode: 'M5H 2N2' });
  }
  const email = options.email ?? uniqueEmail('payer');
  const user = em.create(User, {
    email,
    googleSubject: options.organization ? null : `sub-${email}`,
    organization,
    billingAddress,
    language: options.language ?? 'en',
    privacyPolicyVersion: PRIVACY_POLICY_VERSION,
    privacyPolicyAcceptedAt: new Date(),
    termsVersion: TERMS_OF_SERVICE_VERSION,
    termsAcceptedAt: new Date(),
  });
  await em.flush();
  return { user, token: t.app.get(TokenService).issue(user.id) };
}

/** Changes the customer's billing address region (and country). */
export async function moveCustomer(t: TestApp, user: User, country: string, region: string): Promise<void> {
  const em = orm(t);
  const stored = await em.findOneOrFail(User, { id: user.id }, { populate: ['billingAddress'] });
  const countryRow = await em.findOneOrFail(Country, { value: country });
  stored.billingAddress!.country = countryRow;
  stored.billingAddress!.region = await em.findOneOrFail(Region, { country: countryRow, value: region });
  await em.flush();
}

/** An account manager (a user with the manager row) set as the organisation's manager. */
export async function assignAccountManager(t: TestApp, organization: Organization): Promise<AccountManager> {
  const em = orm(t);
  const managerUser = em.create(User, { email: uniqueEmail('manager'), organization: organization.id });
  const manager = em.create(AccountManager, { user: managerUser });
  await em.flush();
  await em.nativeUpdate(Organization, { id: organization.id }, { accountManager: manager.id });
  return manager;
}

/** A translation awaiting payment (unpaid, expiring in an hour), written directly. */
export function unpaidTranslation(t: TestApp, user: User, overrides: TranslationOverrides = {}): Promise<Translation> {
  return insertTranslation(t, user, { paidAt: null, expiresAt: new Date(Date.now() + 3600_000), ...overrides });
}

export function createPayment(t: TestApp, token: string, translationId: number) {
  return t.http().post(`${API}/translations/payg_payment`).set(bearer(token)).send({ translationId });
}

export function confirmSandbox(
  t: TestApp,
  token: string,
  clientSecret: string,
  card: { number?: string; expMonth?: number; expYear?: number; cvc?: string } = {},
) {
  return t
    .http()
    .post(`${API}/payments/sandbox/confirm`)
    .set(bearer(token))
    .send({
      clientSecret,
      card: {
        number: card.number ?? CARDS.succeeds,
        expMonth: card.expMonth ?? 12,
        expYear: card.expYear ?? new Date().getUTCFullYear() + 4,
        cvc: card.cvc ?? '123',
      },
      billingName: 'Jane Doe',
    });
}

export function paymentStatus(t: TestApp, token: string, paymentId: string) {
  return t.http().get(`${API}/payments/status/${paymentId}`).set(bearer(token));
}

export function reportStatus(t: TestApp, token: string, paymentId: string, status: string) {
  return t.http().put(`${API}/translations/payment/${paymentId}/status/${status}`).set(bearer(token));
}

export function cancelPayment(t: TestApp, token: string, translationId: number, paymentId: string) {
  return t.http().delete(`${API}/translations/${translationId}/payg-stripe-payment/${paymentId}`).set(bearer(token));
}

export function paymentRow(t: TestApp, providerPaymentId: string): Promise<Payment> {
  return orm(t).findOneOrFail(Payment, { providerPaymentId }, { populate: ['taxes'] });
}

export function translationRow(t: TestApp, id: number): Promise<Translation> {
  return orm(t).findOneOrFail(Translation, { id });
}

export function salesOf(t: TestApp, translationId: number): Promise<PaygSale[]> {
  return orm(t).find(PaygSale, { translation: translationId });
}

export function translationsQueue(t: TestApp): Queue {
  return t.app.get<Queue>(getQueueToken(TRANSLATIONS_QUEUE));
}

/** The ids of the queue's jobs for one translation (any state). */
export async function jobsFor(t: TestApp, translationId: number): Promise<string[]> {
  const jobs = await translationsQueue(t).getJobs();
  return jobs.filter((job) => job?.data?.translationId === translationId).map((job) => job.id!);
}

/** A cheap English document of `pages` pages, one sentence each: long documents for quotes without long analyses. */
export async function sentencePerPagePdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 0; n < pages; n++) {
    const words = PROSE.en[n % PROSE.en.length].split(' ');
    const page = doc.addPage([612, 792]);
    page.drawText(words.slice(0, 10).join(' '), { x: 72, y: 700, size: 11, font });
    page.drawText(words.slice(10).join(' '), { x: 72, y: 684, size: 11, font });
  }
  return doc.save();
}

export { translateJobId };
