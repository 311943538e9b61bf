import { COMMISSION_RATE_PERCENT } from '@pt/libs/commission';
import { fromCents, toDollars } from '@pt/libs/money';
import type { PaygSale } from './entities/payg-sale.entity';
import type { MonthlySalesDto, PaygSaleDto, PaygSalesAnswerDto } from './dto/payg-sale.dto';

/**
 * The sale JSON of the portal; needs organization and user loaded. The commission is the one recorded with the sale
 * at fulfilment (40 % of the subtotal by libs/commission), so the record stays as sold.
 */
export function toPaygSaleView(sale: PaygSale): PaygSaleDto {
  return {
    id: sale.id,
    organization: sale.organization ? { id: sale.organization.id, label: sale.organization.label } : null,
    user: { id: sale.user.id, email: sale.user.email },
    pageCount: sale.pageCount,
    orderNumber: sale.orderNumber,
    subTotal: toDollars(sale.subTotalCents),
    subTotalCents: sale.subTotalCents,
    commission: toDollars(sale.commissionCents),
    commissionCents: sale.commissionCents,
    currency: { value: sale.currency },
    purchaseDate: sale.purchaseDate,
  };
}

// Sales Overview (spec 2): the sales newest first and the Commission Total, the sum of the rows' commissions, in the
// first sale's currency (as the spec says, even if a later sale is in another currency).
export function salesOverview(sales: readonly PaygSaleDto[]): PaygSalesAnswerDto {
  const totalCents = sales.reduce((sum, sale) => sum + sale.commissionCents, 0);
  return {
    paygSales: [...sales],
    commissionTotal: toDollars(totalCents),
    commissionTotalCents: totalCents,
    currency: sales[0] ? { value: sales[0].currency.value } : null,
  };
}

export interface MonthlySaleInput {
  purchaseDate: Date;
  subTotalCents: number;
  commissionCents: number;
  currency: string;
}

/** "2026-11": the UTC month of an instant. */
export function utcMonth(date: Date): string {
  return date.toISOString().slice(0, 7);
}

// Sales and commission per UTC month and currency, for the chart: the `months` most recent months that have sales,
// oldest first; within a month, currencies in alphabetical order.
export function monthlySales(sales: readonly MonthlySaleInput[], months = 12): MonthlySalesDto[] {
  const rows = new Map<string, MonthlySalesDto>();
  for (const sale of sales) {
    const month = utcMonth(sale.purchaseDate);
    const key = `${month} ${sale.currency}`;
    const row = rows.get(key) ?? { month, salesCount: 0, subTotalCents: 0, commissionCents: 0, currency: sale.currency };
    row.salesCount += 1;
    row.subTotalCents += sale.subTotalCents;
    row.commissionCents += sale.commissionCents;
    rows.set(key, row);
  }
  const kept = new Set([...new Set([...rows.values()].map((row) => row.month))].sort().slice(-months));
  return [...rows.values()]
    .filter((row) => kept.has(row.month))
    .sort((a, b) => a.month.localeCompare(b.month) || a.currency.localeCompare(b.currency));
}

/** Columns of the CSV export, in order. */
export const SALES_CSV_HEADER = [
  'Organization',
  'User',
  'Pages',
  'Order #',
  'Total',
  'Currency',
  `${COMMISSION_RATE_PERCENT}% Commission`,
  'Date',
];

// One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. A cell a spreadsheet
// would run as a formula (starting with = + - @, tab or carriage return) gets a leading ' (OWASP CSV injection).
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV text with CRLF line ends (RFC 4180), header first. */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** The Sales Overview as CSV: amounts with 2 decimals, the purchase date as ISO 8601 UTC. */
export function paygSalesCsv(sales: readonly PaygSaleDto[]): string {
  return toCsv([
    SALES_CSV_HEADER,
    ...sales.map((sale) => [
      sale.organization?.label ?? '',
      sale.user.email,
      sale.pageCount,
      sale.orderNumber,
      fromCents(sale.subTotalCents),
      sale.currency.value,
      fromCents(sale.commissionCents),
      sale.purchaseDate.toISOString(),
    ]),
  ]);
}
