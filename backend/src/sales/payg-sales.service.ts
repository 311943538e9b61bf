import { EntityManager, FilterQuery, UniqueConstraintViolationException } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { commissionCents } from '@pt/libs/commission';
import { ListPage, listQuery } from '../common/list-page';
import { callerAccountManager, ownAccountManager } from '../organisations/manager-access.util';
import { assertFilterKeys, filterDate, filterId, filterIds, ListQueryInput, parseListQuery } from '../common/ra-list.util';
import { User } from '../users/entities/user.entity';
import { MonthlySalesAnswerDto, PaygSaleDto, PaygSalesAnswerDto } from './dto/payg-sale.dto';
import { PaygSale } from './entities/payg-sale.entity';
import { monthlySales, paygSalesCsv, salesOverview, toPaygSaleView } from './sales-report.util';

export const SALE_SORT_FIELDS = ['purchaseDate', 'subTotalCents', 'pageCount', 'id'] as const;
export const SALE_FILTERS = ['organizationId', 'from', 'to', 'id'] as const;

const NEWEST_FIRST = [{ purchaseDate: 'desc' }, { id: 'desc' }] as const;

/** A fulfilled payment as the sales module records it (given by the payments side at fulfilment). */
export interface SaleToRecord {
  translationId: number;
  paymentId: number;
  userId: number;
  pageCount: number;
  orderNumber: string;
  subTotalCents: number;
  currency: string;
  purchaseDate: Date;
}

/**
 * PAYG sales: recorded at fulfilment (recordSale, called by the payments side) and read by account managers, who
 * see only the sales recorded for them (the sale's accountManager, copied when it was sold).
 */
@Injectable()
export class PaygSalesService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Records the sale of an enterprise customer (organisation other than the public one), once per translation:
   * safe to repeat and to run concurrently (the unique translation column decides). Commission as libs/commission
   * computes it, organisation and account manager as they are now, so the record stays as sold.
   */
  async recordSale(sale: SaleToRecord): Promise<void> {
    const em = this.em.fork();
    const user = await em.findOneOrFail(User, { id: sale.userId }, { populate: ['organization.accountManager'] });
    const organization = user.organization;
    if (!organization || organization.isPublic) return;
    if ((await em.count(PaygSale, { translation: sale.translationId })) > 0) return;
    em.create(PaygSale, {
      translation: sale.translationId,
      payment: sale.paymentId,
      user,
      organization,
      accountManager: organization.accountManager ?? null,
      pageCount: sale.pageCount,
      orderNumber: sale.orderNumber,
      subTotalCents: sale.subTotalCents,
      commissionCents: commissionCents(sale.subTotalCents),
      currency: sale.currency,
      purchaseDate: sale.purchaseDate,
    });
    try {
      await em.flush();
    } catch (err) {
      if (!(err instanceof UniqueConstraintViolationException)) throw err; // recorded by a concurrent fulfilment
    }
  }

  /** Sales Overview: every sale of the caller, newest first, with the commission total. */
  async listManagerSales(user: User, accountManagerId: number): Promise<PaygSalesAnswerDto> {
    const manager = ownAccountManager(user, accountManagerId);
    return salesOverview(await this.salesOf(manager.id));
  }

  /** The caller's sales for react-admin: sort purchaseDate/subTotalCents/pageCount/id, filter organizationId, from, to, id. */
  async listSalesPage(user: User, query: ListQueryInput): Promise<ListPage<PaygSaleDto>> {
    const manager = callerAccountManager(user);
    const { where, sort, offset, limit } = listQuery(() => {
      const params = parseListQuery(query, { sortFields: SALE_SORT_FIELDS, defaultSort: { field: 'purchaseDate', order: 'DESC' } });
      assertFilterKeys(params.filter, SALE_FILTERS);
      const filter: FilterQuery<PaygSale> = { accountManager: manager.id };
      const organizationId = filterId(params.filter, 'organizationId');
      const ids = filterIds(params.filter, 'id');
      const from = filterDate(params.filter, 'from', 'from');
      const to = filterDate(params.filter, 'to', 'to');
      if (organizationId !== undefined) filter.organization = organizationId;
      if (ids) filter.id = { $in: ids };
      if (from || to) filter.purchaseDate = { ...(from ? { $gte: from } : {}), ...(to ? { $lt: to } : {}) };
      return { ...params, where: filter };
    });
    const order = sort.order === 'ASC' ? 'asc' : 'desc';
    const [sales, total] = await this.em.findAndCount(PaygSale, where, {
      populate: ['organization', 'user'],
      orderBy: [{ [sort.field]: order }, { id: order }],
      limit,
      offset,
    });
    return { resource: 'payg-sales', items: sales.map(toPaygSaleView), offset, total };
  }

  /** Sales and commission per month for the chart (the last 12 months with sales). */
  async monthlySales(user: User): Promise<MonthlySalesAnswerDto> {
    const manager = callerAccountManager(user);
    const sales = await this.em.find(
      PaygSale,
      { accountManager: manager.id },
      { fields: ['purchaseDate', 'subTotalCents', 'commissionCents', 'currency'], orderBy: { purchaseDate: 'asc', id: 'asc' } },
    );
    return { months: monthlySales(sales) };
  }

  /** Every sale of the caller as CSV, newest first. */
  async salesCsv(user: User): Promise<string> {
    return paygSalesCsv(await this.salesOf(callerAccountManager(user).id));
  }

  private async salesOf(accountManagerId: number): Promise<PaygSaleDto[]> {
    const sales = await this.em.find(
      PaygSale,
      { accountManager: accountManagerId },
      { populate: ['organization', 'user'], orderBy: [...NEWEST_FIRST] },
    );
    return sales.map(toPaygSaleView);
  }
}
