import { describe, expect, it } from 'vitest';
import { InvalidAmountError, formatMoney, fromCents, isCents, multiplyCents, percentOfCents, toCents, toDollars } from './money';

describe('toCents', () => {
  it.each([
    ['2.95', 295],
    ['2.5', 250],
    ['2', 200],
    ['2.', 200],
    ['.5', 50],
    ['0', 0],
    ['0.01', 1],
    ['002.95', 295],
    ['  2.95 ', 295],
    ['2.950', 295],
    ['1234567.89', 123456789],
  ])('parses the string %j exactly', (input, cents) => {
    expect(toCents(input)).toBe(cents);
  });

  it.each([
    [2.95, 295],
    [0.75, 75],
    [0.5, 50],
    [1.01, 101],
    [4.35, 435],
    [1.15, 115],
    [100, 10000],
    [-0, 0],
  ])('converts the number %d without float drift', (input, cents) => {
    expect(toCents(input)).toBe(cents);
  });

  it('does not drift where naive multiplication does', () => {
    expect(Math.round(1.15 * 100)).toBe(115);
    expect(1.15 * 100).not.toBe(115); // 114.99999999999999
    expect(toCents(1.15)).toBe(115);
    expect(toCents(4.35)).toBe(435);
    expect(toCents(0.07)).toBe(7);
  });

  it('rejects a float that is not a 2-decimal amount, e.g. 0.1 + 0.2', () => {
    expect(() => toCents(0.1 + 0.2)).toThrow(InvalidAmountError);
  });

  it.each([
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['negative number', -1],
    ['negative string', '-1.00'],
    ['three decimals', '2.955'],
    ['three decimals number', 2.955],
    ['empty string', ''],
    ['lone point', '.'],
    ['letters', 'abc'],
    ['comma decimal', '2,95'],
    ['exponent', '1e3'],
    ['tiny exponent number', 1e-7],
    ['plus sign', '+2'],
    ['too large', '999999999999999999'],
  ])('rejects %s', (_label, input) => {
    expect(() => toCents(input)).toThrow(InvalidAmountError);
  });
});

describe('fromCents', () => {
  it.each([
    [295, '2.95'],
    [250, '2.50'],
    [5, '0.05'],
    [0, '0.00'],
    [-5, '-0.05'],
    [-295, '-2.95'],
    [123456789, '1234567.89'],
  ])('%d -> %s', (cents, text) => {
    expect(fromCents(cents)).toBe(text);
  });

  it('round-trips with toCents', () => {
    for (const cents of [0, 1, 9, 10, 99, 100, 101, 295, 12345]) {
      expect(toCents(fromCents(cents))).toBe(cents);
    }
  });

  it('rejects non-integer cents', () => {
    expect(() => fromCents(2.5)).toThrow(InvalidAmountError);
    expect(() => fromCents(Number.NaN)).toThrow(InvalidAmountError);
  });
});

describe('toDollars', () => {
  it('gives the dollar number for a form field', () => {
    expect(toDollars(250)).toBe(2.5);
    expect(toDollars(295)).toBe(2.95);
    expect(toDollars(75)).toBe(0.75);
  });
});

describe('formatMoney', () => {
  it('shows 2 decimals and $ in English', () => {
    expect(formatMoney(295, 'CAD', 'en')).toBe('$2.95');
    expect(formatMoney(250, 'CAD', 'en')).toBe('$2.50');
    expect(formatMoney(0, 'CAD', 'en')).toBe('$0.00');
    expect(formatMoney(5, 'USD', 'en')).toBe('$0.05');
  });

  it('defaults to English', () => {
    expect(formatMoney(295, 'CAD')).toBe('$2.95');
  });

  it('shows decimal comma and trailing $ in French', () => {
    expect(formatMoney(295, 'CAD', 'fr')).toBe('2,95 $');
    expect(formatMoney(5, 'CAD', 'fr')).toBe('0,05 $');
  });

  it('groups thousands', () => {
    expect(formatMoney(123456789, 'CAD', 'en')).toBe('$1,234,567.89');
    expect(formatMoney(123456789, 'CAD', 'fr')).toBe('1 234 567,89 $');
    expect(formatMoney(100000, 'CAD', 'en')).toBe('$1,000.00');
    expect(formatMoney(99999, 'CAD', 'en')).toBe('$999.99');
  });

  it('puts the minus sign first', () => {
    expect(formatMoney(-295, 'CAD', 'en')).toBe('-$2.95');
    expect(formatMoney(-295, 'CAD', 'fr')).toBe('-2,95 $');
  });

  it('uses the currency symbol or code for other currencies', () => {
    expect(formatMoney(295, 'eur', 'en')).toBe('€2.95');
    expect(formatMoney(295, 'EUR', 'fr')).toBe('2,95 €');
    expect(formatMoney(295, 'CHF', 'en')).toBe('CHF 2.95');
    expect(formatMoney(295, 'CHF', 'fr')).toBe('2,95 CHF');
  });

  it('rejects non-integer cents', () => {
    expect(() => formatMoney(2.5, 'CAD', 'en')).toThrow(InvalidAmountError);
  });
});

describe('multiplyCents', () => {
  it('rounds half up to the cent', () => {
    expect(multiplyCents(5, 0.5)).toBe(3); // 2.5 -> 3 (banker's rounding would give 2)
    expect(multiplyCents(3, 0.5)).toBe(2); // 1.5 -> 2
    expect(multiplyCents(1, 0.5)).toBe(1); // 0.5 -> 1
    expect(multiplyCents(7, 0.5)).toBe(4); // 3.5 -> 4
  });

  it('rounds below half down', () => {
    expect(multiplyCents(1, 0.4)).toBe(0);
    expect(multiplyCents(1, 0.49)).toBe(0);
    expect(multiplyCents(1, 0.51)).toBe(1);
  });

  it('is exact where floats are not', () => {
    // 1.005 * 1000 is 1004.9999999999999 in floats; exactly 1005 here.
    expect(multiplyCents(1000, 1.005)).toBe(1005);
    // 0.145 * 100 = 14.499999999999998 in floats; the tie 14.5 must round to 15.
    expect(multiplyCents(100, 0.145)).toBe(15);
    expect(multiplyCents(295, 0.4)).toBe(118);
  });

  it('rounds negative ties away from zero', () => {
    expect(multiplyCents(-5, 0.5)).toBe(-3);
    expect(multiplyCents(-1, 0.4)).toBe(0);
  });

  it('handles rates of 0, 1 and above 1, and exponent-notation rates', () => {
    expect(multiplyCents(295, 0)).toBe(0);
    expect(multiplyCents(295, 1)).toBe(295);
    expect(multiplyCents(295, 2)).toBe(590);
    expect(multiplyCents(10_000_000, 1e-7)).toBe(1);
    expect(multiplyCents(5_000_000, 1e-7)).toBe(1); // 0.5 -> 1
  });

  it('rejects bad inputs', () => {
    expect(() => multiplyCents(1.5, 0.4)).toThrow(InvalidAmountError);
    expect(() => multiplyCents(100, -0.1)).toThrow(InvalidAmountError);
    expect(() => multiplyCents(100, Number.NaN)).toThrow(InvalidAmountError);
    expect(() => multiplyCents(100, Number.POSITIVE_INFINITY)).toThrow(InvalidAmountError);
    expect(() => multiplyCents(1, 1e21)).toThrow(InvalidAmountError); // result beyond safe integers
  });
});

describe('percentOfCents', () => {
  it('applies a percent exactly and rounds half up', () => {
    expect(percentOfCents(10000, 13)).toBe(1300);
    expect(percentOfCents(295, 13)).toBe(38); // 38.35
    expect(percentOfCents(295, 5)).toBe(15); // 14.75
    expect(percentOfCents(295, 9.975)).toBe(29); // 29.42625
    expect(percentOfCents(10, 5)).toBe(1); // 0.5 -> 1
    expect(percentOfCents(200, 9.975)).toBe(20); // 19.95
    expect(percentOfCents(1000, 9.975)).toBe(100); // 99.75
  });

  it('rejects a negative percent', () => {
    expect(() => percentOfCents(100, -5)).toThrow(InvalidAmountError);
  });
});

describe('isCents', () => {
  it('accepts safe integers only', () => {
    expect(isCents(295)).toBe(true);
    expect(isCents(-1)).toBe(true);
    expect(isCents(2.5)).toBe(false);
    expect(isCents('295')).toBe(false);
    expect(isCents(Number.MAX_SAFE_INTEGER + 1)).toBe(false);
  });
});
