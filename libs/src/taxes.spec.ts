import { describe, expect, it } from 'vitest';
import {
  CANADIAN_REGION_CODES,
  CANADIAN_TAX_TABLE,
  computeTaxes,
  isCanadianRegionCode,
  taxRatesFor,
  totalTaxCents,
  type ComputeTaxesParams,
} from './taxes';

// Noon UTC is the same calendar day in every Canadian time zone.
const on = (day: string) => new Date(`${day}T12:00:00Z`);
const NOW = on('2025-06-15');

const params = (overrides: Partial<ComputeTaxesParams> = {}): ComputeTaxesParams => ({
  countryCode: 'CA',
  regionCode: 'ON',
  subTotalCents: 10000,
  at: NOW,
  ...overrides,
});

const summary = (overrides: Partial<ComputeTaxesParams>) =>
  computeTaxes(params(overrides)).map(({ displayName, taxRate, amountCents }) => [displayName, taxRate, amountCents]);

describe('computeTaxes by province and territory (current rates, $100.00)', () => {
  it.each([
    ['ON', [['HST (ON)', 13, 1300]]],
    ['NB', [['HST (NB)', 15, 1500]]],
    ['NL', [['HST (NL)', 15, 1500]]],
    ['PE', [['HST (PE)', 15, 1500]]],
    ['NS', [['HST (NS)', 14, 1400]]],
    [
      'QC',
      [
        ['GST', 5, 500],
        ['QST', 9.975, 998], // 997.5 rounds half up
      ],
    ],
    [
      'BC',
      [
        ['GST', 5, 500],
        ['PST (BC)', 7, 700],
      ],
    ],
    [
      'MB',
      [
        ['GST', 5, 500],
        ['RST (MB)', 7, 700],
      ],
    ],
    [
      'SK',
      [
        ['GST', 5, 500],
        ['PST (SK)', 6, 600],
      ],
    ],
    ['AB', [['GST', 5, 500]]],
    ['NT', [['GST', 5, 500]]],
    ['NU', [['GST', 5, 500]]],
    ['YT', [['GST', 5, 500]]],
  ])('%s', (regionCode, expected) => {
    expect(summary({ regionCode })).toEqual(expected);
  });

  it('covers all 13 provinces and territories', () => {
    expect([...CANADIAN_REGION_CODES].sort()).toEqual(Object.keys(CANADIAN_TAX_TABLE).sort());
    expect(CANADIAN_REGION_CODES).toHaveLength(13);
  });

  it('returns stable ids', () => {
    expect(computeTaxes(params({ regionCode: 'QC' })).map((l) => l.id)).toEqual(['gst', 'qst']);
    expect(computeTaxes(params({ regionCode: 'ON' })).map((l) => l.id)).toEqual(['hst-on']);
    expect(computeTaxes(params({ regionCode: 'BC' })).map((l) => l.id)).toEqual(['gst', 'pst-bc']);
    expect(computeTaxes(params({ regionCode: 'MB' })).map((l) => l.id)).toEqual(['gst', 'rst-mb']);
  });
});

describe('computeTaxes rounding', () => {
  it('rounds each line half up on its own', () => {
    // $2.95: GST 14.75 -> 15, QST 29.42625 -> 29
    expect(summary({ regionCode: 'QC', subTotalCents: 295 })).toEqual([
      ['GST', 5, 15],
      ['QST', 9.975, 29],
    ]);
    // $2.95 in Ontario: 38.35 -> 38
    expect(summary({ regionCode: 'ON', subTotalCents: 295 })).toEqual([['HST (ON)', 13, 38]]);
    // 10 cents at 5 % is exactly 0.5 -> 1
    expect(summary({ regionCode: 'AB', subTotalCents: 10 })).toEqual([['GST', 5, 1]]);
    // 9 cents at 5 % is 0.45 -> 0
    expect(summary({ regionCode: 'AB', subTotalCents: 9 })).toEqual([['GST', 5, 0]]);
  });

  it('sums lines with totalTaxCents', () => {
    expect(totalTaxCents(computeTaxes(params({ regionCode: 'QC', subTotalCents: 295 })))).toBe(44);
    expect(totalTaxCents([])).toBe(0);
  });

  it('taxes a zero subtotal at zero', () => {
    expect(summary({ regionCode: 'ON', subTotalCents: 0 })).toEqual([['HST (ON)', 13, 0]]);
  });

  it('rejects a bad subtotal', () => {
    expect(() => computeTaxes(params({ subTotalCents: -1 }))).toThrow(RangeError);
    expect(() => computeTaxes(params({ subTotalCents: 1.5 }))).toThrow(RangeError);
  });
});

describe('computeTaxes outside Canada and bad regions', () => {
  it('returns no tax outside Canada', () => {
    expect(computeTaxes(params({ countryCode: 'US', regionCode: 'NY' }))).toEqual([]);
    expect(computeTaxes(params({ countryCode: 'FR', regionCode: null }))).toEqual([]);
  });

  it('reads codes case-insensitively and accepts ISO 3166-2 region codes', () => {
    expect(summary({ countryCode: 'ca', regionCode: ' on ' })).toEqual([['HST (ON)', 13, 1300]]);
    expect(summary({ regionCode: 'CA-QC' })).toEqual([
      ['GST', 5, 500],
      ['QST', 9.975, 998],
    ]);
  });

  it('throws for an unknown or missing Canadian region', () => {
    expect(() => computeTaxes(params({ regionCode: 'XX' }))).toThrow(RangeError);
    expect(() => computeTaxes(params({ regionCode: '' }))).toThrow(RangeError);
    expect(() => computeTaxes(params({ regionCode: null }))).toThrow(RangeError);
  });

  it('throws for an invalid date', () => {
    expect(() => computeTaxes(params({ at: new Date('nope') }))).toThrow(RangeError);
  });

  it('uses the current date when none is given', () => {
    const { at: _ignored, ...withoutDate } = params({ regionCode: 'AB' });
    expect(computeTaxes(withoutDate)).toEqual([{ id: 'gst', displayName: 'GST', taxRate: 5, amountCents: 500 }]);
  });
});

describe('rates by date', () => {
  it('applies NS 15 % until 2025-03-31 and 14 % from 2025-04-01', () => {
    expect(summary({ regionCode: 'NS', at: on('2025-03-31') })).toEqual([['HST (NS)', 15, 1500]]);
    expect(summary({ regionCode: 'NS', at: on('2025-04-01') })).toEqual([['HST (NS)', 14, 1400]]);
  });

  it('switches at midnight Halifax time, not UTC', () => {
    // 2025-04-01T02:00Z is 23:00 on March 31 in Halifax (ADT, UTC-3).
    expect(summary({ regionCode: 'NS', at: new Date('2025-04-01T02:59:59Z') })).toEqual([['HST (NS)', 15, 1500]]);
    expect(summary({ regionCode: 'NS', at: new Date('2025-04-01T03:00:00Z') })).toEqual([['HST (NS)', 14, 1400]]);
  });

  it.each([
    [
      'MB',
      '2019-06-30',
      [
        ['GST', 5, 500],
        ['RST (MB)', 8, 800],
      ],
    ],
    [
      'MB',
      '2019-07-01',
      [
        ['GST', 5, 500],
        ['RST (MB)', 7, 700],
      ],
    ],
    [
      'SK',
      '2017-03-22',
      [
        ['GST', 5, 500],
        ['PST (SK)', 5, 500],
      ],
    ],
    [
      'SK',
      '2017-03-23',
      [
        ['GST', 5, 500],
        ['PST (SK)', 6, 600],
      ],
    ],
    ['NB', '2016-06-30', [['HST (NB)', 13, 1300]]],
    ['NB', '2016-07-01', [['HST (NB)', 15, 1500]]],
    ['NL', '2016-07-01', [['HST (NL)', 15, 1500]]],
    ['PE', '2016-09-30', [['HST (PE)', 14, 1400]]],
    ['PE', '2016-10-01', [['HST (PE)', 15, 1500]]],
    ['BC', '2013-03-31', [['HST (BC)', 12, 1200]]],
    [
      'BC',
      '2013-04-01',
      [
        ['GST', 5, 500],
        ['PST (BC)', 7, 700],
      ],
    ],
    [
      'ON',
      '2010-06-30',
      [
        ['GST', 5, 500],
        ['RST (ON)', 8, 800],
      ],
    ],
    ['ON', '2010-07-01', [['HST (ON)', 13, 1300]]],
  ])('%s on %s', (regionCode, day, expected) => {
    expect(summary({ regionCode, at: on(day) })).toEqual(expected);
  });

  it('refuses dates before the table starts', () => {
    expect(() => computeTaxes(params({ regionCode: 'ON', at: on('2007-12-31') }))).toThrow(RangeError);
    expect(() => computeTaxes(params({ regionCode: 'QC', at: on('2012-12-31') }))).toThrow(RangeError);
    expect(() => computeTaxes(params({ regionCode: 'PE', at: on('2013-03-31') }))).toThrow(RangeError);
  });

  it('keeps each region table in date order', () => {
    for (const regimes of Object.values(CANADIAN_TAX_TABLE)) {
      const dates = regimes.map((r) => r.from);
      expect(dates).toEqual([...dates].sort());
      for (const day of dates) expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});

describe('taxRatesFor / isCanadianRegionCode', () => {
  it('returns the components in force', () => {
    expect(taxRatesFor({ countryCode: 'CA', regionCode: 'QC', at: NOW })).toEqual([
      { id: 'gst', displayName: 'GST', taxRate: 5 },
      { id: 'qst', displayName: 'QST', taxRate: 9.975 },
    ]);
    expect(taxRatesFor({ countryCode: 'US', regionCode: 'CA', at: NOW })).toEqual([]);
  });

  it('recognises upper-case region codes only', () => {
    expect(isCanadianRegionCode('ON')).toBe(true);
    expect(isCanadianRegionCode('on')).toBe(false);
    expect(isCanadianRegionCode('XX')).toBe(false);
  });
});
