import { EntityManager, RequiredEntityData, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import { Payment } from '../payments/entities/payment.entity';
import { Translation, TranslationStatus } from './entities/translation.entity';
import { generateOrderNumber } from './order-number.util';
import type { TranslationListRow } from './translation-view.util';

/** A translation to insert: everything but the order number, which insertWithOrderNumber draws. */
export type NewTranslation = Omit<RequiredEntityData<Translation>, 'orderNumber'>;

/** Statuses after which no job touches a translation's files any more (retention may delete them). */
export const SETTLED_STATUSES: TranslationStatus[] = ['completed', 'failed', 'cancelled'];

/**
 * Reads and writes of translations. Each call works on its own fork of the entity manager, so the service can
 * be used from requests, jobs and the scheduler alike; conditional updates and deletes make the state changes
 * safe when two callers race (a webhook delivered twice, two clean-up runs).
 */
@Injectable()
export class TranslationRepository {
  constructor(private readonly em: EntityManager) {}

  private fork(): SqlEntityManager {
    return this.em.fork() as SqlEntityManager;
  }

  /**
   * Inserts a translation under a fresh order number. The unique index decides collisions (40 random bits make
   * them rare); on one, another number is drawn, up to `attempts` times.
   */
  async insertWithOrderNumber(
    data: NewTranslation,
    options: { generate?: () => string; attempts?: number } = {},
  ): Promise<Translation> {
    const { generate = () => generateOrderNumber(), attempts = 5 } = options;
    for (let attempt = 1; ; attempt++) {
      const em = this.fork();
      const translation = em.create(Translation, { ...data, orderNumber: generate() });
      try {
        await em.persistAndFlush(translation);
        return translation;
      } catch (err) {
        if (!(err instanceof UniqueConstraintViolationException) || attempt >= attempts || !isOrderNumberCollision(err)) throw err;
      }
    }
  }

  findById(id: number): Promise<Translation | null> {
    return this.fork().findOne(Translation, { id }, { populate: ['targetLanguage'] });
  }

  /** The translation if `userId` owns it; null for someone else's or an unknown id (the caller answers 404). */
  findOwned(id: number, userId: number): Promise<Translation | null> {
    return this.fork().findOne(Translation, { id, user: userId }, { populate: ['targetLanguage'] });
  }

  /**
   * The user's paid translations, newest first (the Home table), `limit` rows from `offset` when given, else all.
   * Only the columns the table shows, with the target language's code from a join, as plain rows: no entities are
   * built or tracked. Walks the (user, created_at, id) index.
   */
  async listPaidOf(userId: number, page: { limit?: number; offset?: number } = {}): Promise<TranslationListRow[]> {
    const qb = this.fork()
      .createQueryBuilder(Translation, 't')
      .select(LIST_COLUMNS.map((c) => `t.${c}`))
      .addSelect('l.value as target_language_value')
      .join('t.targetLanguage', 'l')
      .where({ user: userId, paidAt: { $ne: null } })
      .orderBy({ createdAt: 'desc', id: 'desc' });
    if (page.limit !== undefined) qb.limit(page.limit);
    if (page.offset !== undefined) qb.offset(page.offset);
    const rows = await qb.execute<Array<Omit<TranslationListRow, 'targetLanguage'> & { target_language_value: string }>>('all', true);
    // Dates and booleans come converted; a JSON column comes as text from SQLite (parsed already by pg).
    return rows.map(({ target_language_value, outputNotes, ...row }) => ({
      ...row,
      outputNotes: typeof outputNotes === 'string' ? (JSON.parse(outputNotes) as TranslationListRow['outputNotes']) : outputNotes,
      targetLanguage: { value: target_language_value },
    }));
  }

  /** Translations of the user still awaiting payment: unpaid, not started, quote not expired (the upload cap). */
  countOpenUnpaidOf(userId: number, now: Date): Promise<number> {
    return this.fork().count(Translation, { user: userId, paidAt: null, status: 'created', expiresAt: { $gt: now } });
  }

  /**
   * Ids of translations paid before `paidBefore` and still waiting for their job to start (status created), oldest
   * first: the reconciliation adds their job again in case Redis lost it (an add of an existing job id is a no-op).
   */
  async findPaidNotStarted(paidBefore: Date, limit: number): Promise<number[]> {
    const rows = await this.fork().find(
      Translation,
      { paidAt: { $ne: null, $lt: paidBefore }, status: 'created' },
      { fields: ['id'], orderBy: { paidAt: 'asc', id: 'asc' }, limit },
    );
    return rows.map((t) => t.id);
  }

  /** Sets paidAt and clears expiresAt, once: true for the call that did it, false when already paid. */
  async markPaid(id: number, now: Date): Promise<boolean> {
    const changed = await this.fork().nativeUpdate(Translation, { id, paidAt: null }, { paidAt: now, expiresAt: null, updatedAt: now });
    return changed > 0;
  }

  /**
   * Unpaid translations whose expiry has passed and that no payment refers to. One with a payment row (even a
   * failed one) is left for the payment side: the intent may still be confirmed, and the row is its record.
   */
  findExpiredUnpaid(now: Date, limit: number): Promise<Translation[]> {
    const em = this.fork();
    return em
      .createQueryBuilder(Translation, 't')
      .select('*')
      .where({ ...expiredUnpaid(now), id: { $nin: paymentTranslationIds(em) } })
      .orderBy({ expiresAt: 'asc' })
      .limit(limit)
      .getResult();
  }

  /** Deletes the row if it is still expired, unpaid and without payments (checked in the same statement). */
  async deleteIfExpiredUnpaid(id: number, now: Date): Promise<boolean> {
    const em = this.fork();
    const deleted = await em
      .createQueryBuilder(Translation)
      .delete({ id, ...expiredUnpaid(now), $and: [{ id: { $nin: paymentTranslationIds(em) } }] })
      .execute('run');
    return affectedRows(deleted) > 0;
  }

  /** Paid, settled translations created before `cutoff` whose files are still stored. */
  findFilesPastRetention(cutoff: Date, limit: number): Promise<Translation[]> {
    return this.fork().find(
      Translation,
      { paidAt: { $ne: null }, filesDeletedAt: null, createdAt: { $lt: cutoff }, status: { $in: SETTLED_STATUSES } },
      { orderBy: { createdAt: 'asc' }, limit },
    );
  }

  async markFilesDeleted(id: number, now: Date): Promise<void> {
    await this.fork().nativeUpdate(Translation, { id, filesDeletedAt: null }, { filesDeletedAt: now });
  }
}

/** The properties listPaidOf selects (besides the target language's code). */
const LIST_COLUMNS = [
  'id',
  'orderNumber',
  'status',
  'isRefunded',
  'createdAt',
  'sourceFileName',
  'pageCount',
  'outputFormat',
  'targetFileName',
  'targetBlobName',
  'filesDeletedAt',
  'subTotalCents',
  'progress',
  'outputNotes',
] as const satisfies ReadonlyArray<keyof TranslationListRow>;

const expiredUnpaid = (now: Date) => ({ paidAt: null, status: 'created' as const, expiresAt: { $lt: now } });

function paymentTranslationIds(em: SqlEntityManager) {
  return em.createQueryBuilder(Payment, 'p').select('p.translation').getKnexQuery();
}

function affectedRows(result: unknown): number {
  if (typeof result === 'number') return result;
  const r = result as { affectedRows?: number; changes?: number; rowCount?: number } | undefined;
  return r?.affectedRows ?? r?.changes ?? r?.rowCount ?? 0;
}

function isOrderNumberCollision(err: UniqueConstraintViolationException): boolean {
  return /order_number/i.test(err.message);
}
