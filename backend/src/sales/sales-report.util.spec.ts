import { csvCell, monthlySales, paygSalesCsv, salesOverview, toCsv, utcMonth } from './sales-report.util';
import type { PaygSaleDto } from './dto/payg-sale.dto';

function saleView(overrides: Partial<PaygSaleDto> = {}): PaygSaleDto {
  return {
    id: 1,
    organization: { id: 4, label: 'Acme' },
    user: { id: 21, email: 'jane@acme.test' },
    pageCount: 3,
    orderNumber: 'PT-7K3M-9QX2',
    subTotal: 7.5,
    subTotalCents: 750,
    commission: 3,
    commissionCents: 300,
    currency: { value: 'CAD' },
    purchaseDate: new Date('2026-11-23T14:00:00Z'),
    ...overrides,
  };
}

describe('salesOverview', () => {
  it("sums the rows' commissions in the first sale's currency", () => {
    const overview = salesOverview([saleView(), saleView({ id: 2, commissionCents: 118, currency: { value: 'USD' } })]);
    expect(overview).toMatchObject({ commissionTotalCents: 418, commissionTotal: 4.18, currency: { value: 'CAD' } });
    expect(overview.paygSales.map((s) => s.id)).toEqual([1, 2]);
    expect(salesOverview([])).toEqual({ paygSales: [], commissionTotal: 0, commissionTotalCents: 0, currency: null });
  });
});

describe('monthlySales', () => {
  const sale = (iso: string, subTotalCents: number, currency = 'CAD') => ({
    purchaseDate: new Date(iso),
    subTotalCents,
    commissionCents: Math.round(subTotalCents * 0.4),
    currency,
  });

  it('groups by UTC month and currency, oldest first', () => {
    expect(
      monthlySales([
        sale('2026-11-30T23:30:00-05:00', 100), // 2026-12-01 in UTC
        sale('2026-11-01T00:00:00Z', 250),
        sale('2026-11-15T00:00:00Z', 250, 'USD'),
        sale('2026-11-20T00:00:00Z', 500),
      ]),
    ).toEqual([
      { month: '2026-11', salesCount: 2, subTotalCents: 750, commissionCents: 300, currency: 'CAD' },
      { month: '2026-11', salesCount: 1, subTotalCents: 250, commissionCents: 100, currency: 'USD' },
      { month: '2026-12', salesCount: 1, subTotalCents: 100, commissionCents: 40, currency: 'CAD' },
    ]);
    expect(monthlySales([])).toEqual([]);
  });

  it('keeps the 12 most recent months that have sales, however far apart', () => {
    const sales = Array.from({ length: 15 }, (_, i) => sale(new Date(Date.UTC(2024, i * 2, 10)).toISOString(), 100));
    const months = monthlySales(sales).map((row) => row.month);
    expect(months).toHaveLength(12);
    expect(months[0]).toBe(utcMonth(sales[3].purchaseDate));
    expect(months[11]).toBe(utcMonth(sales[14].purchaseDate));
    expect(monthlySales(sales, 2).map((row) => row.month)).toEqual(['2026-03', '2026-05']);
  });
});

describe('CSV', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Acme, Inc.')).toBe('"Acme, Inc."');
    expect(csvCell('The "Best"')).toBe('"The ""Best"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(42)).toBe('42');
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes CRLF lines, header first, amounts with 2 decimals and ISO dates', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c', 1],
      ]),
    ).toBe('a,b\r\nc,1\r\n');
    expect(paygSalesCsv([saleView(), saleView({ organization: null, subTotalCents: 1001, commissionCents: 400 })]).split('\r\n')).toEqual([
      'Organization,User,Pages,Order #,Total,Currency,40% Commission,Date',
      'Acme,jane@acme.test,3,PT-7K3M-9QX2,7.50,CAD,3.00,2026-11-23T14:00:00.000Z',
      ',jane@acme.test,3,PT-7K3M-9QX2,10.01,CAD,4.00,2026-11-23T14:00:00.000Z',
      '',
    ]);
  });
});
