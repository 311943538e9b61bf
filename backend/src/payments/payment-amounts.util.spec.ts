import { chargeMatches, paymentAmounts, paymentIdempotencyKey } from './payment-amounts.util';

const AT = new Date('2026-06-15T12:00:00Z');

describe('paymentAmounts', () => {
  it('adds Ontario HST to the subtotal, one line, in cents', () => {
    expect(paymentAmounts({ subTotalCents: 885, countryCode: 'CA', regionCode: 'ON', at: AT })).toEqual({
      subTotalCents: 885,
      taxes: [{ taxId: 'hst-on', code: 'HST', displayName: 'HST (ON)', rateMilliPercent: 13000, amountCents: 115 }],
      taxCents: 115,
      amountCents: 1000,
    });
  });

  it('gives Quebec GST and QST as two lines, each rounded on its own', () => {
    const amounts = paymentAmounts({ subTotalCents: 885, countryCode: 'CA', regionCode: 'QC', at: AT });
    expect(amounts.taxes).toEqual([
      { taxId: 'gst', code: 'GST', displayName: 'GST', rateMilliPercent: 5000, amountCents: 44 },
      { taxId: 'qst', code: 'QST', displayName: 'QST', rateMilliPercent: 9975, amountCents: 88 },
    ]);
    expect(amounts.amountCents).toBe(885 + 44 + 88);
  });

  it('maps Manitoba RST and British Columbia PST to their codes', () => {
    expect(
      paymentAmounts({ subTotalCents: 1000, countryCode: 'CA', regionCode: 'MB', at: AT }).taxes.map((t) => [t.taxId, t.code]),
    ).toEqual([
      ['gst', 'GST'],
      ['rst-mb', 'RST'],
    ]);
    expect(paymentAmounts({ subTotalCents: 1000, countryCode: 'CA', regionCode: 'BC', at: AT }).taxes.map((t) => t.code)).toEqual([
      'GST',
      'PST',
    ]);
  });

  it('charges no tax outside Canada', () => {
    expect(paymentAmounts({ subTotalCents: 885, countryCode: 'US', regionCode: 'NY', at: AT })).toEqual({
      subTotalCents: 885,
      taxes: [],
      taxCents: 0,
      amountCents: 885,
    });
  });

  it('refuses a Canadian region it does not know', () => {
    expect(() => paymentAmounts({ subTotalCents: 885, countryCode: 'CA', regionCode: 'XX', at: AT })).toThrow(RangeError);
  });
});

describe('paymentIdempotencyKey', () => {
  it('is the same for the same attempt and amount, and differs for a new attempt or amount', () => {
    const key = paymentIdempotencyKey({ translationId: 17, attempt: 1, amountCents: 1000, currency: 'CAD' });
    expect(key).toBe('payg-17-1-1000cad');
    expect(paymentIdempotencyKey({ translationId: 17, attempt: 1, amountCents: 1000, currency: 'cad' })).toBe(key);
    expect(paymentIdempotencyKey({ translationId: 17, attempt: 2, amountCents: 1000, currency: 'CAD' })).not.toBe(key);
    expect(paymentIdempotencyKey({ translationId: 17, attempt: 1, amountCents: 1018, currency: 'CAD' })).not.toBe(key);
  });
});

describe('chargeMatches', () => {
  const stored = { amountCents: 1130, currency: 'CAD' };

  it("accepts the same amount in the same currency, whatever the currency's case", () => {
    expect(chargeMatches(stored, { amountCents: 1130, currency: 'cad' })).toBe(true);
    expect(chargeMatches(stored, { amountCents: 1130, currency: 'CAD' })).toBe(true);
  });

  it('refuses another amount, even a cent, or another currency', () => {
    expect(chargeMatches(stored, { amountCents: 1129, currency: 'cad' })).toBe(false);
    expect(chargeMatches(stored, { amountCents: 100, currency: 'cad' })).toBe(false);
    expect(chargeMatches(stored, { amountCents: 1130, currency: 'usd' })).toBe(false);
  });
});
