import './isolate-orm-metadata';
import { randomBytes } from 'node:crypto';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { seedDatabase } from '../../src/database/seeds/database.seeder';
import { Payment, PaymentStatus } from '../../src/payments/entities/payment.entity';
import { TargetLanguage } from '../../src/translations/entities/target-language.entity';
import { Translation } from '../../src/translations/entities/translation.entity';
import { generateOrderNumber } from '../../src/translations/order-number.util';
import { User } from '../../src/users/entities/user.entity';
import { createMediumOrm, MediumOrm } from './medium-orm';

/** RELIABILITY.md: "one paid order" must hold in the database, whatever the code path. */
describe(`payment constraints (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let ctx: MediumOrm;
  const fork = () => ctx.orm.em.fork();
  const unique = () => randomBytes(6).toString('hex');

  async function createTranslation(): Promise<Translation> {
    const em = fork();
    const user = em.create(User, { email: `Buyer-${unique()}@Example.com` });
    const translation = em.create(Translation, {
      orderNumber: generateOrderNumber(),
      user,
      targetLanguage: await em.findOneOrFail(TargetLanguage, { value: 'fr' }),
      outputFormat: 'pdf',
      sourceFileName: 'contract.pdf',
      sourceBlobName: `uploads/${unique()}.pdf`,
      sourceSha256: 'a'.repeat(64),
      sourceSizeBytes: 123_456,
      pageCount: 3,
      pagePriceCents: 295,
      subTotalCents: 885,
      currency: 'CAD',
    });
    await em.flush();
    return translation;
  }

  function addPayment(em: EntityManager, translation: Translation, status: PaymentStatus): Payment {
    return em.create(Payment, {
      translation: translation.id,
      user: translation.user.id,
      provider: 'sandbox',
      providerPaymentId: `pi_${unique()}`,
      idempotencyKey: `translation-${translation.id}-${unique()}`,
      status,
      subTotalCents: 885,
      taxCents: 115,
      amountCents: 1000,
      currency: 'CAD',
    });
  }

  beforeAll(async () => {
    ctx = await createMediumOrm();
    await seedDatabase(fork());
  });

  afterAll(async () => {
    await ctx?.close();
  });

  it('stores e-mails lower-case', async () => {
    const translation = await createTranslation();
    const user = await fork().findOneOrFail(User, translation.user.id);
    expect(user.email).toBe(user.email.toLowerCase());
  });

  it('rejects a second succeeded payment for the same translation', async () => {
    const translation = await createTranslation();
    const em = fork();
    addPayment(em, translation, 'succeeded');
    await em.flush();

    const second = fork();
    addPayment(second, translation, 'succeeded');
    await expect(second.flush()).rejects.toBeInstanceOf(UniqueConstraintViolationException);
    expect(await fork().count(Payment, { translation: translation.id, status: 'succeeded' })).toBe(1);
  });

  it('rejects two succeeded payments inserted in one flush', async () => {
    const translation = await createTranslation();
    const em = fork();
    addPayment(em, translation, 'succeeded');
    addPayment(em, translation, 'succeeded');
    await expect(em.flush()).rejects.toBeInstanceOf(UniqueConstraintViolationException);
    expect(await fork().count(Payment, { translation: translation.id })).toBe(0);
  });

  it('allows failed and cancelled attempts beside the one that succeeded', async () => {
    const translation = await createTranslation();
    const em = fork();
    addPayment(em, translation, 'payment_failed');
    addPayment(em, translation, 'cancelled');
    addPayment(em, translation, 'requires_payment_method');
    addPayment(em, translation, 'succeeded');
    await em.flush();
    expect(await fork().count(Payment, { translation: translation.id })).toBe(4);
  });

  it('rejects turning another attempt into a success, even by a raw update that skips the entity layer', async () => {
    const translation = await createTranslation();
    const em = fork();
    addPayment(em, translation, 'succeeded');
    const retry = addPayment(em, translation, 'processing');
    await em.flush();
    await expect(fork().nativeUpdate(Payment, { id: retry.id }, { status: 'succeeded' })).rejects.toBeInstanceOf(
      UniqueConstraintViolationException,
    );
  });

  it('allows a new success once the previous one was refunded', async () => {
    const translation = await createTranslation();
    const em = fork();
    const first = addPayment(em, translation, 'succeeded');
    await em.flush();
    first.status = 'refunded';
    await em.flush();
    addPayment(em, translation, 'succeeded');
    await em.flush();
    expect(await fork().count(Payment, { translation: translation.id, status: 'succeeded' })).toBe(1);
  });

  it('keeps one payment row per payment intent and per idempotency key', async () => {
    const translation = await createTranslation();
    const em = fork();
    const first = addPayment(em, translation, 'processing');
    await em.flush();

    const sameIntent = fork();
    addPayment(sameIntent, translation, 'processing').providerPaymentId = first.providerPaymentId;
    await expect(sameIntent.flush()).rejects.toBeInstanceOf(UniqueConstraintViolationException);

    const sameKey = fork();
    addPayment(sameKey, translation, 'processing').idempotencyKey = first.idempotencyKey;
    await expect(sameKey.flush()).rejects.toBeInstanceOf(UniqueConstraintViolationException);
  });

  it('rejects a status outside the enum (check constraint)', async () => {
    const translation = await createTranslation();
    const em = fork();
    const payment = addPayment(em, translation, 'processing');
    await em.flush();
    await expect(fork().nativeUpdate(Payment, { id: payment.id }, { status: 'paid' as PaymentStatus })).rejects.toThrow();
  });
});
