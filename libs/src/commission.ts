import { multiplyCents } from './money';

/** Account manager commission on PAYG sales (spec 6, 9): 40 %, in basis points. */
export const COMMISSION_RATE_BASIS_POINTS = 4000;
/** The same rate as a percent, for labels such as "40% Commission". */
export const COMMISSION_RATE_PERCENT = COMMISSION_RATE_BASIS_POINTS / 100;

export interface CommissionSale {
  subTotalCents: number;
  currency: string;
}

export interface CommissionTotal {
  totalCents: number;
  currency: string | null;
}

// Commission on one sale: 40 % of the subtotal (before tax), rounded half up to the cent.
// At 40 % a tie never occurs (x × 0.4 ends in .0/.2/.4/.6/.8), so 1 -> 0, 2 -> 1, 295 -> 118.
export function commissionCents(subTotalCents: number): number {
  return multiplyCents(subTotalCents, COMMISSION_RATE_BASIS_POINTS / 10000);
}

// Commission total: the sum of each sale's rounded commission, so it equals the sum of the "40% Commission" column.
// Currency is the first sale's (spec 2), even if later sales differ; null when there are no sales.
export function commissionTotal(sales: readonly CommissionSale[]): CommissionTotal {
  const first = sales[0];
  if (!first) return { totalCents: 0, currency: null };
  const totalCents = sales.reduce((sum, sale) => sum + commissionCents(sale.subTotalCents), 0);
  return { totalCents, currency: first.currency };
}
