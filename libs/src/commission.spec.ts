import { describe, expect, it } from 'vitest';
import { COMMISSION_RATE_BASIS_POINTS, COMMISSION_RATE_PERCENT, commissionCents, commissionTotal, type CommissionSale } from './commission';

const sale = (overrides: Partial<CommissionSale> = {}): CommissionSale => ({
  subTotalCents: 1000,
  currency: 'CAD',
  ...overrides,
});

describe('commission rate', () => {
  it('is 40 %', () => {
    expect(COMMISSION_RATE_BASIS_POINTS).toBe(4000);
    expect(COMMISSION_RATE_PERCENT).toBe(40);
  });
});

describe('commissionCents', () => {
  it.each([
    [0, 0],
    [1, 0], // 0.4
    [2, 1], // 0.8
    [3, 1], // 1.2
    [4, 2], // 1.6
    [5, 2],
    [295, 118],
    [1000, 400],
    [12345, 4938], // 4938.0
    [12346, 4938], // 4938.4
    [12347, 4939], // 4938.8
  ])('%d cents -> %d cents', (subTotal, commission) => {
    expect(commissionCents(subTotal)).toBe(commission);
  });

  it('rejects non-integer cents', () => {
    expect(() => commissionCents(10.5)).toThrow();
  });
});

describe('commissionTotal', () => {
  it('is zero with a null currency when there are no sales', () => {
    expect(commissionTotal([])).toEqual({ totalCents: 0, currency: null });
  });

  it('sums the rounded commission of each sale', () => {
    // Each 1-cent sale earns 0 (0.4 rounds down); rounding the sum instead would give 1.
    expect(commissionTotal([sale({ subTotalCents: 1 }), sale({ subTotalCents: 1 }), sale({ subTotalCents: 1 })])).toEqual({
      totalCents: 0,
      currency: 'CAD',
    });
    expect(commissionTotal([sale({ subTotalCents: 295 }), sale({ subTotalCents: 1000 })])).toEqual({
      totalCents: 518,
      currency: 'CAD',
    });
  });

  it('uses the currency of the first sale', () => {
    expect(commissionTotal([sale({ currency: 'USD' }), sale({ currency: 'CAD' })])).toEqual({
      totalCents: 800,
      currency: 'USD',
    });
  });
});
