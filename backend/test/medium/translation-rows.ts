import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/core';
import { TargetLanguage } from '../../src/translations/entities/target-language.entity';
import type { NewTranslation } from '../../src/translations/translation.repository';
import { User } from '../../src/users/entities/user.entity';

/** A customer of its own (e-mail `prefix-<random>@example.com`), for a medium spec's translation rows; its id. */
export async function insertCustomer(orm: MikroORM, prefix: string): Promise<number> {
  const em = orm.em.fork();
  const user = em.create(User, { email: `${prefix}-${randomBytes(4).toString('hex')}@example.com` });
  await em.flush();
  return user.id;
}

/** The seeded French target language's id. */
export async function frenchTargetId(orm: MikroORM): Promise<number> {
  return (await orm.em.fork().findOneOrFail(TargetLanguage, { value: 'fr' })).id;
}

/** A one-page PDF order, not paid, of `userId` into `targetLanguage`, with a source of its own. */
export function newTranslationFields(userId: number, targetLanguage: number, overrides: Partial<NewTranslation> = {}): NewTranslation {
  return {
    user: userId,
    targetLanguage,
    outputFormat: 'pdf',
    sourceFileName: 'a.pdf',
    sourceBlobName: `originals/${randomBytes(8).toString('hex')}.pdf`,
    sourceSha256: 'a'.repeat(64),
    sourceSizeBytes: 10,
    pageCount: 1,
    pagePriceCents: 295,
    subTotalCents: 295,
    currency: 'CAD',
    ...overrides,
  };
}
