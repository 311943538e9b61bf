import { EntityManager, RequiredEntityData, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
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
  async insertWithOrderNumber(data: NewTranslation, options: { generate?: () => string; attempts?: number } = {}): Promise<Translation> {
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
   * built or tracked, and the statement is written once (the query builder would cost more than the query on a
   * list of hundreds). Walks the (user_id, created_at, id) index.
   */
  async listPaidOf(userId: number, page: { limit?: number; offset?: number } = {}): Promise<TranslationListRow[]> {
    return (await this.listPaidRowsOf(userId, page)).map(toListRow);
  }

  /** listPaidOf's rows as the driver answers them (toListRow converts one). */
  listPaidRowsOf(userId: number, page: { limit?: number; offset?: number } = {}): Promise<StoredListRow[]> {
    const paged = page.limit !== undefined || page.offset !== undefined;
    const bindings = paged ? [userId, page.limit ?? Number.MAX_SAFE_INTEGER, page.offset ?? 0] : [userId];
    return this.em.getConnection().execute<StoredListRow[]>(paged ? `${LIST_SQL} limit ? offset ?` : LIST_SQL, bindings);
  }

  /**
   * The user's list version (TranslationListVersion; 0 before their first translation): it moves on with every write
   * to one of their translation rows, in the writer's transaction, so an unchanged version means an unchanged list.
   */
  async listVersionOf(userId: number): Promise<number> {
    const [row] = await this.em.getConnection().execute<Array<{ version: number }>>(LIST_VERSION_SQL, [userId]);
    return row ? Number(row.version) : 0;
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

  /** The customer's choice of source language, only while still unpaid: false when a payment landed first. */
  async setSourceLanguageIfUnpaid(id: number, sourceLanguage: string): Promise<boolean> {
    const changed = await this.fork().nativeUpdate(Translation, { id, paidAt: null }, { sourceLanguage });
    return changed > 0;
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

/** listPaidOf's statement (plain SQL that SQLite and PostgreSQL read alike; `?` are bindings). */
const LIST_SQL =
  'select t.id, t.order_number, t.status, t.is_refunded, t.created_at, t.source_file_name, t.page_count, t.output_format, ' +
  't.target_file_name, t.target_blob_name, t.files_deleted_at, t.sub_total_cents, t.progress, t.output_notes, l.value as target_language ' +
  'from translations t join target_languages l on l.id = t.target_language_id ' +
  'where t.user_id = ? and t.paid_at is not null order by t.created_at desc, t.id desc';

const LIST_VERSION_SQL = 'select version from translation_list_versions where user_id = ?';

/** A row of LIST_SQL as the drivers answer it: SQLite has dates as epoch milliseconds, booleans as 0/1 and JSON as text. */
export interface StoredListRow {
  id: number;
  order_number: string;
  status: TranslationListRow['status'];
  is_refunded: boolean | number;
  created_at: Date | number | string;
  source_file_name: string;
  page_count: number;
  output_format: TranslationListRow['outputFormat'];
  target_file_name: string | null;
  target_blob_name: string | null;
  files_deleted_at: Date | number | string | null;
  sub_total_cents: number;
  progress: number;
  output_notes: TranslationListRow['outputNotes'] | string | null;
  target_language: string;
}

const toDate = (value: Date | number | string): Date =>
  value instanceof Date ? value : new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);

export function toListRow(row: StoredListRow): TranslationListRow {
  return {
    id: Number(row.id),
    orderNumber: row.order_number,
    status: row.status,
    isRefunded: row.is_refunded === true || Number(row.is_refunded) === 1,
    createdAt: toDate(row.created_at),
    sourceFileName: row.source_file_name,
    pageCount: Number(row.page_count),
    outputFormat: row.output_format,
    targetFileName: row.target_file_name,
    targetBlobName: row.target_blob_name,
    filesDeletedAt: row.files_deleted_at === null ? null : toDate(row.files_deleted_at),
    subTotalCents: Number(row.sub_total_cents),
    progress: Number(row.progress),
    outputNotes:
      typeof row.output_notes === 'string' ? (JSON.parse(row.output_notes) as TranslationListRow['outputNotes']) : row.output_notes,
    targetLanguage: { value: row.target_language },
  };
}

const expiredUnpaid = (now: Date) => ({ paidAt: null, status: 'created' as const, expiresAt: { $lt: now } });

/**
 * Ids of translations some payment refers to (kept by the clean-up). The payments table is named here, not its
 * entity imported: the translations module does not depend on the payments module (which depends on it).
 */
function paymentTranslationIds(em: SqlEntityManager) {
  return em.getKnex().select('translation_id').from('payments');
}

function affectedRows(result: unknown): number {
  if (typeof result === 'number') return result;
  const r = result as { affectedRows?: number; changes?: number; rowCount?: number } | undefined;
  return r?.affectedRows ?? r?.changes ?? r?.rowCount ?? 0;
}

function isOrderNumberCollision(err: UniqueConstraintViolationException): boolean {
  return /order_number/i.test(err.message);
}
