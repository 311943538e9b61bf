import {
  PdfDamagedError,
  PdfEncryptedError,
  PdfError,
  PdfNoPagesError,
  PdfNotAPdfError,
  PdfParserFailedError,
  PdfParseTimeoutError,
  PdfTooComplexError,
  PdfTooLargeError,
  PdfTooManyPagesError,
} from './pdf-errors';

describe('PdfError', () => {
  const all: PdfError[] = [
    new PdfNotAPdfError(),
    new PdfEncryptedError(),
    new PdfDamagedError(),
    new PdfNoPagesError(),
    new PdfTooLargeError(150 * 1024 * 1024, 100 * 1024 * 1024),
    new PdfTooManyPagesError(1000),
    new PdfParseTimeoutError(60_000),
    new PdfTooComplexError(),
    new PdfParserFailedError('boom'),
  ];

  it('has a distinct code, a status and a sentence in English and in French for each refusal', () => {
    expect(new Set(all.map((e) => e.code)).size).toBe(all.length);
    for (const error of all) {
      expect([400, 413, 422, 500]).toContain(error.status);
      expect(error.detail.en).toMatch(/^[A-Z].+\.$/);
      expect(error.detail.fr).toMatch(/^[A-Z].+\.$/);
      expect(error.detail.fr).not.toBe(error.detail.en);
      expect(error.name).toBe(error.constructor.name);
    }
  });

  it('names the limits, with French number formatting', () => {
    expect(new PdfTooLargeError(1, 100 * 1024 * 1024).detailIn('en')).toContain('the 100 MB limit');
    expect(new PdfTooLargeError(1, 100 * 1024 * 1024).detailIn('fr')).toContain('la limite de 100 Mo');
    expect(new PdfTooManyPagesError(1000).detailIn('en')).toContain('more than 1,000 pages');
    expect(new PdfTooManyPagesError(1000).detailIn('fr')).toMatch(/plus de 1\s000 pages/);
  });

  it('keeps internal causes out of the user-facing detail', () => {
    const error = new PdfDamagedError('FormatError: bad xref at 1234');
    expect(error.message).toContain('bad xref');
    expect(error.detailIn('en')).not.toContain('xref');
  });
});
