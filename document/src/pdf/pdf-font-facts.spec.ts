import { fontClassFacts, fontStyle } from './pdf-parse.worker';

describe('font facts of the extractor', () => {
  it('reads serif and monospace from what pdf.js loaded: flags, then equal glyph widths', () => {
    expect(fontClassFacts({ isSerifFont: true })).toEqual({ serif: true });
    expect(fontClassFacts({ isMonospace: true })).toEqual({ monospace: true });
    expect(fontClassFacts({ widths: Array.from({ length: 95 }, () => 600) })).toEqual({ monospace: true });
    expect(
      fontClassFacts({ widths: { 32: 250, 65: 722, 97: 444, 105: 278, 109: 778, 110: 500, 111: 500, 112: 500, 114: 333, 115: 389 } }),
    ).toEqual({});
    // Too few glyphs to tell (a subset with a handful of digits of one width).
    expect(fontClassFacts({ widths: [556, 556, 556, 0, 556] })).toEqual({});
    expect(fontClassFacts(null)).toEqual({});
  });

  it('reads weight and slope words of URW and Computer Modern names', () => {
    expect(fontStyle('PLDDWL+NimbusRomNo9L-Medi')).toEqual({ bold: true, italic: false });
    expect(fontStyle('NimbusRomNo9L-ReguItal')).toEqual({ bold: false, italic: true });
    expect(fontStyle('NimbusRomNo9L-MediItal')).toEqual({ bold: true, italic: true });
    expect(fontStyle('CMBX12')).toEqual({ bold: true, italic: false });
    expect(fontStyle('CMTI10')).toEqual({ bold: false, italic: true });
    expect(fontStyle('FranklinGothic-Medium')).toEqual({ bold: false, italic: false });
    expect(fontStyle('Digital-Regular')).toEqual({ bold: false, italic: false });
  });
});
