import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INCENTIVE_AFTER_PAGE,
  DEFAULT_PAYG_PAGE_PRICE,
  DEFAULT_PAYG_PAGE_PRICE_CENTS,
  MIN_CREATE_PAGE_PRICE_CENTS,
  MIN_INCENTIVE_PRICE_CENTS,
  MIN_UPDATE_PAGE_PRICE_CENTS,
  PUBLIC_CURRENCY,
  PUBLIC_PAGE_PRICE_CENTS,
  computeQuote,
  type ComputeQuoteParams,
} from './quote';

const quoteParams = (overrides: Partial<ComputeQuoteParams> = {}): ComputeQuoteParams => ({
  pageCount: 10,
  pagePriceCents: 250,
  incentive: { afterPage: 50, pagePriceCents: 150 },
  ...overrides,
});

describe('constants', () => {
  it('match spec 9', () => {
    expect(PUBLIC_PAGE_PRICE_CENTS).toBe(295);
    expect(PUBLIC_CURRENCY).toBe('CAD');
    expect(DEFAULT_PAYG_PAGE_PRICE).toBe(2.5);
    expect(DEFAULT_PAYG_PAGE_PRICE_CENTS).toBe(250);
    expect(DEFAULT_INCENTIVE_AFTER_PAGE).toBe(50);
    expect(MIN_CREATE_PAGE_PRICE_CENTS).toBe(75);
    expect(MIN_UPDATE_PAGE_PRICE_CENTS).toBe(100);
    expect(MIN_INCENTIVE_PRICE_CENTS).toBe(50);
  });
});

describe('computeQuote', () => {
  it('charges every page at the base price without an incentive', () => {
    expect(computeQuote({ pageCount: 3, pagePriceCents: 295 })).toEqual({
      pageCount: 3,
      basePages: 3,
      incentivePages: 0,
      basePriceCents: 295,
      incentivePriceCents: null,
      subTotalCents: 885,
    });
    expect(computeQuote({ pageCount: 3, pagePriceCents: 295, incentive: null }).subTotalCents).toBe(885);
  });

  it('charges a single page', () => {
    expect(computeQuote(quoteParams({ pageCount: 1 }))).toMatchObject({
      basePages: 1,
      incentivePages: 0,
      subTotalCents: 250,
    });
  });

  it('stays at the base price below afterPage', () => {
    expect(computeQuote(quoteParams({ pageCount: 49 }))).toMatchObject({
      basePages: 49,
      incentivePages: 0,
      incentivePriceCents: 150,
      subTotalCents: 49 * 250,
    });
  });

  it('stays at the base price at exactly afterPage', () => {
    expect(computeQuote(quoteParams({ pageCount: 50 }))).toMatchObject({
      basePages: 50,
      incentivePages: 0,
      subTotalCents: 50 * 250,
    });
  });

  it('switches to the incentive price from afterPage + 1', () => {
    expect(computeQuote(quoteParams({ pageCount: 51 }))).toEqual({
      pageCount: 51,
      basePages: 50,
      incentivePages: 1,
      basePriceCents: 250,
      incentivePriceCents: 150,
      subTotalCents: 50 * 250 + 150,
    });
  });

  it('prices a long document', () => {
    expect(computeQuote(quoteParams({ pageCount: 120 }))).toMatchObject({
      basePages: 50,
      incentivePages: 70,
      subTotalCents: 50 * 250 + 70 * 150,
    });
  });

  it('honours any afterPage', () => {
    const quote = computeQuote({ pageCount: 5, pagePriceCents: 200, incentive: { afterPage: 1, pagePriceCents: 100 } });
    expect(quote).toMatchObject({ basePages: 1, incentivePages: 4, subTotalCents: 600 });
  });

  it('allows a zero price (free pages)', () => {
    expect(computeQuote({ pageCount: 2, pagePriceCents: 0 }).subTotalCents).toBe(0);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects pageCount %s', (pageCount) => {
    expect(() => computeQuote(quoteParams({ pageCount }))).toThrow(RangeError);
  });

  it.each([-1, 2.5, Number.NaN])('rejects pagePriceCents %s', (pagePriceCents) => {
    expect(() => computeQuote(quoteParams({ pagePriceCents }))).toThrow(RangeError);
  });

  it('rejects a bad incentive', () => {
    expect(() => computeQuote(quoteParams({ incentive: { afterPage: 0, pagePriceCents: 100 } }))).toThrow(RangeError);
    expect(() => computeQuote(quoteParams({ incentive: { afterPage: 2.5, pagePriceCents: 100 } }))).toThrow(RangeError);
    expect(() => computeQuote(quoteParams({ incentive: { afterPage: 50, pagePriceCents: -1 } }))).toThrow(RangeError);
    expect(() => computeQuote(quoteParams({ incentive: { afterPage: 50, pagePriceCents: 1.5 } }))).toThrow(RangeError);
  });

  it('rejects a total beyond safe integers', () => {
    expect(() => computeQuote({ pageCount: Number.MAX_SAFE_INTEGER, pagePriceCents: 2 })).toThrow(RangeError);
  });
});
