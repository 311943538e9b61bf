import { EntityManager, FilterQuery, UniqueConstraintViolationException } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { User } from '../users/entities/user.entity';
import { PaygSale } from './entities/payg-sale.entity';

/** A sale to record: who bought, for which organisation and manager, and the amounts as sold. */
export interface NewPaygSale {
  translationId: number;
  paymentId: number;
  userId: number;
  organizationId: number;
  accountManagerId: number | null;
  pageCount: number;
  orderNumber: string;
  subTotalCents: number;
  commissionCents: number;
  currency: string;
  purchaseDate: Date;
}

/** The buyer's organisation as a sale copies it (null when the user belongs to none). */
export interface SaleBuyer {
  organizationId: number;
  isPublic: boolean;
  accountManagerId: number | null;
}

/** Which of a manager's sales a list page shows (react-admin's filters, already checked). */
export interface SaleListFilter {
  accountManagerId: number;
  organizationId?: number;
  ids?: number[];
  from?: Date;
  to?: Date;
}

/** The columns a list page may be sorted by. */
export type SaleSortField = 'purchaseDate' | 'subTotalCents' | 'pageCount' | 'id';

/**
 * Reads and writes of PAYG sales. The recording side (fulfilment: webhooks, status checks, the reconciliation) works
 * on its own fork; the account managers' reads work in the request's entity manager, beside the caller.
 */
@Injectable()
export class PaygSaleRepository {
  constructor(private readonly em: EntityManager) {}

  /** The buyer's organisation and its account manager now; rejects (NotFoundError) for an unknown user. */
  async buyerOf(userId: number): Promise<SaleBuyer | null> {
    const user = await this.em.fork().findOneOrFail(User, { id: userId }, { populate: ['organization.accountManager'] });
    const organization = user.organization;
    if (!organization) return null;
    return { organizationId: organization.id, isPublic: organization.isPublic, accountManagerId: organization.accountManager?.id ?? null };
  }

  /**
   * Inserts the sale unless its translation already has one: true when this call recorded it. Safe to repeat and to
   * run concurrently: the unique translation column decides, and the loser of a race answers false.
   */
  async insertOnce(sale: NewPaygSale): Promise<boolean> {
    const em = this.em.fork();
    if ((await em.count(PaygSale, { translation: sale.translationId })) > 0) return false;
    const { translationId, paymentId, userId, organizationId, accountManagerId, ...fields } = sale;
    em.create(PaygSale, {
      ...fields,
      translation: translationId,
      payment: paymentId,
      user: userId,
      organization: organizationId,
      accountManager: accountManagerId,
    });
    try {
      await em.flush();
      return true;
    } catch (err) {
      if (!(err instanceof UniqueConstraintViolationException)) throw err; // recorded by a concurrent fulfilment
      return false;
    }
  }

  /** Every sale of the manager, newest first, with organisation and buyer. */
  findOfManager(accountManagerId: number): Promise<PaygSale[]> {
    return this.em.find(
      PaygSale,
      { accountManager: accountManagerId },
      { populate: ['organization', 'user'], orderBy: [{ purchaseDate: 'desc' }, { id: 'desc' }] },
    );
  }

  /** A page of the manager's sales (purchaseDate in [from, to)), sorted by `sort` then id, and how many match. */
  findPage(
    filter: SaleListFilter,
    sort: { field: SaleSortField; order: 'asc' | 'desc' },
    page: { limit: number; offset: number },
  ): Promise<[PaygSale[], number]> {
    const where: FilterQuery<PaygSale> = { accountManager: filter.accountManagerId };
    if (filter.organizationId !== undefined) where.organization = filter.organizationId;
    if (filter.ids) where.id = { $in: filter.ids };
    if (filter.from || filter.to) {
      where.purchaseDate = { ...(filter.from ? { $gte: filter.from } : {}), ...(filter.to ? { $lt: filter.to } : {}) };
    }
    return this.em.findAndCount(PaygSale, where, {
      populate: ['organization', 'user'],
      orderBy: [{ [sort.field]: sort.order }, { id: sort.order }],
      limit: page.limit,
      offset: page.offset,
    });
  }

  /** The manager's sales, oldest first, with only what the monthly totals read. */
  findAmountsOfManager(
    accountManagerId: number,
  ): Promise<Pick<PaygSale, 'purchaseDate' | 'subTotalCents' | 'commissionCents' | 'currency'>[]> {
    return this.em.find(
      PaygSale,
      { accountManager: accountManagerId },
      { fields: ['purchaseDate', 'subTotalCents', 'commissionCents', 'currency'], orderBy: { purchaseDate: 'asc', id: 'asc' } },
    );
  }
}
