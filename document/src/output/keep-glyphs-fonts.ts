import { PDFArray, PDFDict, PDFName, PDFNumber, PDFRef } from 'pdf-lib';
import type { FontWidths } from './keep-glyphs.util';

const NAME = {
  DescendantFonts: PDFName.of('DescendantFonts'),
  DW: PDFName.of('DW'),
  Encoding: PDFName.of('Encoding'),
  IdentityH: PDFName.of('Identity-H'),
  FirstChar: PDFName.of('FirstChar'),
  Font: PDFName.of('Font'),
  FontDescriptor: PDFName.of('FontDescriptor'),
  FontMatrix: PDFName.of('FontMatrix'),
  MissingWidth: PDFName.of('MissingWidth'),
  Subtype: PDFName.of('Subtype'),
  Type0: PDFName.of('Type0'),
  Type3: PDFName.of('Type3'),
  BaseFont: PDFName.of('BaseFont'),
  W: PDFName.of('W'),
  Widths: PDFName.of('Widths'),
};

/**
 * The widths of the fonts a resource dictionary names, for placing shown text (keep-glyphs.util): a simple font's
 * /Widths from /FirstChar, a composite font's /W and /DW (two-byte codes), a Type 3 font's widths through its
 * /FontMatrix. A standard font without widths gets an average glyph (600 for Courier, 500 otherwise): only the
 * extent of its strings is approximate, never where they start. Widths are `known` (a string may be cut glyph by
 * glyph) for a simple font's /Widths (or its /MissingWidth) and a composite font in Identity-H (codes are its CIDs,
 * written horizontally); never for a Type 3 font, whose glyphs are drawn by procedures.
 */
export function fontWidthsOf(resources: PDFDict | undefined): (name: string) => FontWidths | undefined {
  const fonts = resources?.lookupMaybe(NAME.Font, PDFDict);
  const cache = new Map<string, FontWidths | undefined>();
  return (name) => {
    if (cache.has(name)) return cache.get(name);
    let widths: FontWidths | undefined;
    try {
      const font = fonts?.lookupMaybe(PDFName.of(name), PDFDict);
      widths = font ? widthsOf(font) : undefined;
    } catch {
      widths = undefined; // a damaged font dictionary: an average glyph
    }
    cache.set(name, widths);
    return widths;
  };
}

function widthsOf(font: PDFDict): FontWidths {
  const subtype = font.lookup(NAME.Subtype);
  if (subtype === NAME.Type0) return compositeWidths(font);
  const first = numberOf(font.lookup(NAME.FirstChar)) ?? 0;
  const list = font.lookupMaybe(NAME.Widths, PDFArray);
  const descriptor = font.lookupMaybe(NAME.FontDescriptor, PDFDict);
  const base = font.lookup(NAME.BaseFont);
  const missing = numberOf(descriptor?.lookup(NAME.MissingWidth));
  const fallback = missing || (base instanceof PDFName && /courier|mono/i.test(base.asString()) ? 600 : 500);
  const values = list ? list.asArray().map((entry) => numberOf(font.context.lookup(entry))) : [];
  let scale = 0.001;
  if (subtype === NAME.Type3) {
    const matrix = font.lookupMaybe(NAME.FontMatrix, PDFArray);
    const a = matrix ? numberOf(font.context.lookup(matrix.get(0))) : undefined;
    scale = a !== undefined && Number.isFinite(a) ? a : 0.001;
  }
  const width = (code: number) => values[code - first] ?? fallback;
  if (subtype === NAME.Type3 || !list) return { bytes: 1, scale, width };
  return { bytes: 1, scale, width, known: (code) => values[code - first] !== undefined || (missing ?? 0) > 0 };
}

function compositeWidths(font: PDFDict): FontWidths {
  const descendants = font.lookupMaybe(NAME.DescendantFonts, PDFArray);
  const first = descendants?.size() ? font.context.lookup(descendants.get(0)) : undefined;
  const cid = first instanceof PDFDict ? first : undefined;
  const fallback = numberOf(cid?.lookup(NAME.DW)) ?? 1000;
  const widths = new Map<number, number>();
  const w = cid?.lookupMaybe(NAME.W, PDFArray);
  if (w) {
    const entries = w.asArray().map((entry) => (entry instanceof PDFRef ? font.context.lookup(entry) : entry));
    for (let i = 0; i < entries.length;) {
      const start = numberOf(entries[i]);
      const next = entries[i + 1];
      if (start === undefined) break;
      if (next instanceof PDFArray) {
        next.asArray().forEach((value, k) => widths.set(start + k, numberOf(font.context.lookup(value)) ?? fallback));
        i += 2;
      } else {
        const end = numberOf(next);
        const value = numberOf(entries[i + 2]);
        if (end === undefined || value === undefined) break;
        // A range is at most the whole two-byte space.
        for (let code = start; code <= Math.min(end, start + 0xffff); code++) widths.set(code, value);
        i += 3;
      }
    }
  }
  const width = (code: number) => widths.get(code) ?? fallback;
  // Another CMap maps codes (of one to four bytes) to CIDs, or writes vertically (Identity-V): widths by code are guesses.
  return font.lookup(NAME.Encoding) === NAME.IdentityH
    ? { bytes: 2, scale: 0.001, width, known: () => true }
    : { bytes: 2, scale: 0.001, width };
}

function numberOf(value: unknown): number | undefined {
  return value instanceof PDFNumber ? value.asNumber() : undefined;
}
