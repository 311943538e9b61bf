// Pay-as-you-go pricing constants (spec 9). Amounts are integer cents unless the name says dollars.
export const PUBLIC_PAGE_PRICE_CENTS = 295;
export const PUBLIC_CURRENCY = 'CAD';
/** Dollars, as the create-organisation form shows it. */
export const DEFAULT_PAYG_PAGE_PRICE = 2.5;
export const DEFAULT_PAYG_PAGE_PRICE_CENTS = 250;
export const DEFAULT_INCENTIVE_AFTER_PAGE = 50;
export const MIN_CREATE_PAGE_PRICE_CENTS = 75;
export const MIN_UPDATE_PAGE_PRICE_CENTS = 100;
export const MIN_INCENTIVE_PRICE_CENTS = 50;

export interface LongDocIncentive {
  /** Last page billed at the base price; the incentive price applies from afterPage + 1. */
  afterPage: number;
  pagePriceCents: number;
}

export interface ComputeQuoteParams {
  pageCount: number;
  pagePriceCents: number;
  incentive?: LongDocIncentive | null;
}

export interface Quote {
  pageCount: number;
  basePages: number;
  incentivePages: number;
  basePriceCents: number;
  incentivePriceCents: number | null;
  subTotalCents: number;
}

// Long-document incentive (spec 9): pages 1..afterPage at the base price, pages afterPage+1.. at the incentive price.
// Without an incentive every page is at the base price; taxes are not included (see taxes.ts).
export function computeQuote({ pageCount, pagePriceCents, incentive }: ComputeQuoteParams): Quote {
  assertInteger('pageCount', pageCount, 1);
  assertInteger('pagePriceCents', pagePriceCents, 0);
  if (!incentive) {
    return {
      pageCount,
      basePages: pageCount,
      incentivePages: 0,
      basePriceCents: pagePriceCents,
      incentivePriceCents: null,
      subTotalCents: checkedTotal(pageCount * pagePriceCents),
    };
  }
  assertInteger('incentive.afterPage', incentive.afterPage, 1);
  assertInteger('incentive.pagePriceCents', incentive.pagePriceCents, 0);
  const basePages = Math.min(pageCount, incentive.afterPage);
  const incentivePages = pageCount - basePages;
  return {
    pageCount,
    basePages,
    incentivePages,
    basePriceCents: pagePriceCents,
    incentivePriceCents: incentive.pagePriceCents,
    subTotalCents: checkedTotal(basePages * pagePriceCents + incentivePages * incentive.pagePriceCents),
  };
}

function assertInteger(name: string, value: number, min: number): void {
  if (!Number.isSafeInteger(value) || value < min) {
    const what = min === 1 ? 'a positive integer' : 'a non-negative integer';
    throw new RangeError(`${name} must be ${what}, got ${value}`);
  }
}

function checkedTotal(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError('Quote total is too large');
  return cents;
}
