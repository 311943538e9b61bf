import { Injectable } from '@nestjs/common';
import { commissionCents } from '@pt/libs/commission';
import { ListPage, listQuery } from '../common/list-page';
import { callerAccountManager, ownAccountManager } from '../organisations/manager-access.util';
import { assertFilterKeys, filterDate, filterId, filterIds, ListQueryInput, parseListQuery } from '../common/ra-list.util';
import { User } from '../users/entities/user.entity';
import { MonthlySalesAnswerDto, PaygSaleDto, PaygSalesAnswerDto } from './dto/payg-sale.dto';
import { PaygSaleRepository, SaleListFilter, SaleSortField } from './payg-sale.repository';
import { monthlySales, paygSalesCsv, salesOverview, toPaygSaleView } from './sales-report.util';

export const SALE_SORT_FIELDS = ['purchaseDate', 'subTotalCents', 'pageCount', 'id'] as const satisfies readonly SaleSortField[];
export const SALE_FILTERS = ['organizationId', 'from', 'to', 'id'] as const;

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
  constructor(private readonly sales: PaygSaleRepository) {}

  /**
   * Records the sale of an enterprise customer (organisation other than the public one), once per translation:
   * safe to repeat and to run concurrently (the unique translation column decides). Commission as libs/commission
   * computes it, organisation and account manager as they are now, so the record stays as sold.
   */
  async recordSale(sale: SaleToRecord): Promise<void> {
    const buyer = await this.sales.buyerOf(sale.userId);
    if (!buyer || buyer.isPublic) return;
    await this.sales.insertOnce({
      translationId: sale.translationId,
      paymentId: sale.paymentId,
      userId: sale.userId,
      organizationId: buyer.organizationId,
      accountManagerId: buyer.accountManagerId,
      pageCount: sale.pageCount,
      orderNumber: sale.orderNumber,
      subTotalCents: sale.subTotalCents,
      commissionCents: commissionCents(sale.subTotalCents),
      currency: sale.currency,
      purchaseDate: sale.purchaseDate,
    });
  }

  /** Sales Overview: every sale of the caller, newest first, with the commission total. */
  async listManagerSales(user: User, accountManagerId: number): Promise<PaygSalesAnswerDto> {
    const manager = ownAccountManager(user, accountManagerId);
    return salesOverview(await this.salesOf(manager.id));
  }

  /** The caller's sales for react-admin: sort purchaseDate/subTotalCents/pageCount/id, filter organizationId, from, to, id. */
  async listSalesPage(user: User, query: ListQueryInput): Promise<ListPage<PaygSaleDto>> {
    const manager = callerAccountManager(user);
    const { filter, sort, offset, limit } = listQuery(() => {
      const params = parseListQuery(query, { sortFields: SALE_SORT_FIELDS, defaultSort: { field: 'purchaseDate', order: 'DESC' } });
      assertFilterKeys(params.filter, SALE_FILTERS);
      const filter: SaleListFilter = {
        accountManagerId: manager.id,
        organizationId: filterId(params.filter, 'organizationId'),
        ids: filterIds(params.filter, 'id'),
        from: filterDate(params.filter, 'from', 'from'),
        to: filterDate(params.filter, 'to', 'to'),
      };
      return { ...params, filter };
    });
    const order = sort.order === 'ASC' ? 'asc' : 'desc';
    const [sales, total] = await this.sales.findPage(filter, { field: sort.field, order }, { limit, offset });
    return { resource: 'payg-sales', items: sales.map(toPaygSaleView), offset, total };
  }

  /** Sales and commission per month for the chart (the last 12 months with sales). */
  async monthlySales(user: User): Promise<MonthlySalesAnswerDto> {
    const manager = callerAccountManager(user);
    return { months: monthlySales(await this.sales.findAmountsOfManager(manager.id)) };
  }

  /** Every sale of the caller as CSV, newest first. */
  async salesCsv(user: User): Promise<string> {
    return paygSalesCsv(await this.salesOf(callerAccountManager(user).id));
  }

  private async salesOf(accountManagerId: number): Promise<PaygSaleDto[]> {
    return (await this.sales.findOfManager(accountManagerId)).map(toPaygSaleView);
  }
}
