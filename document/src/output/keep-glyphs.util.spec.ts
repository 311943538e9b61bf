import { cutTexts, decideKeep, glyphSpans, shownTexts, type FontWidths, type KeepRegion } from './keep-glyphs.util';

const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
const text = (data: Uint8Array) => Buffer.from(data).toString('latin1');
/** Every glyph 500/1000 em wide (code 0x20 too). */
const HALF_EM: FontWidths = { bytes: 1, width: () => 500, scale: 0.001 };
const fonts = (name: string) => (name === 'F1' ? HALF_EM : undefined);
/** Widths read from the font: digits 500, space 250, letters 600 (codes above 0x7e unknown). */
const READ: FontWidths = {
  bytes: 1,
  width: (code) => (code === 32 ? 250 : code >= 0x30 && code <= 0x39 ? 500 : 600),
  scale: 0.001,
  known: (code) => code <= 0x7e,
};
const readFonts = (name: string) => (name === 'F1' ? READ : name === 'F2' ? HALF_EM : undefined);
/** Every glyph a stream draws (read with widths known): its character, where it starts and ends, its baseline. */
function glyphsDrawn(stream: Uint8Array): string[] {
  const out: string[] = [];
  for (const text of shownTexts(stream, readFonts).texts) {
    const layout = text.layout!;
    const codes = layout.parts.flatMap((part) => (typeof part === 'number' ? [] : [...part]));
    const baseline = layout.matrix[5] + layout.rise * layout.matrix[3];
    glyphSpans(layout).forEach(([x0, x1], k) =>
      out.push(`${String.fromCharCode(codes[k])}@${x0.toFixed(3)}-${x1.toFixed(3)},${baseline.toFixed(3)}`),
    );
  }
  return out;
}
const region = (id: string, x: number, y: number, width: number, keep: boolean): KeepRegion => ({ id, x, y, width, height: 12, keep });

describe('shownTexts', () => {
  it('places each text-showing operator with its advance: Td moves, TJ adjustments, a Tj following another', () => {
    const stream = bytes('BT /F1 10 Tf 100 700 Td (Hello) Tj ( you) Tj 0 -20 Td [(12) -1000 (34)] TJ ET');
    const { texts } = shownTexts(stream, fonts);
    expect(texts.map((t) => [t.operator, t.x0, t.x1, t.y0, t.y1])).toEqual([
      ['Tj', 100, 125, 698, 708],
      // Starts where "Hello" ended: no move in between.
      ['Tj', 125, 145, 698, 708],
      // 2 glyphs, 1 em back-space (10 pt), 2 glyphs.
      ['TJ', 100, 130, 678, 688],
    ]);
  });

  it('follows the transformation and text matrices (cm, Tm, q/Q), character and word spacing, horizontal scaling', () => {
    const stream = bytes(
      'q 2 0 0 2 10 10 cm BT /F1 10 Tf 1 0 0 1 5 5 Tm 1 Tc 2 Tw 50 Tz (a b) Tj ET Q BT /F1 10 Tf 1 0 0 1 300 300 Tm (x) Tj ET',
    );
    const { texts, openSaves } = shownTexts(stream, fonts);
    // (3 glyphs × 5 + 3 × 1 Tc + 2 Tw) × 0.5 = 10 in text space, × 2 on the page.
    expect(texts[0].x0).toBeCloseTo(20);
    expect(texts[0].x1).toBeCloseTo(40);
    expect(texts[1].x0).toBeCloseTo(300);
    expect(openSaves).toBe(0);
  });

  it('reads \' and " as a move to the next line, two-byte codes of composite fonts, and escaped and hex strings', () => {
    const wide: FontWidths = { bytes: 2, width: (code) => (code === 0x0102 ? 1000 : 0), scale: 0.001 };
    const stream = bytes('BT /F1 10 Tf 12 TL 0 100 Td (a\\)b) Tj (c) \' 1 2 (d) " /F2 10 Tf <0102 0102> Tj ET');
    const { texts } = shownTexts(stream, (name) => (name === 'F2' ? wide : fonts(name)));
    expect(texts.map((t) => [t.operator, t.x0, t.y0 + 2])).toEqual([
      ['Tj', 0, 100],
      ["'", 0, 88],
      ['"', 0, 76],
      ['Tj', 5 + 2, 76], // after "d": 5 pt and 2 of character spacing
    ]);
    expect(texts[0].x1).toBe(15); // "a)b": the escaped parenthesis is one glyph
    expect(texts[3].x1 - texts[3].x0).toBe(24); // two glyphs of 1 em, each with 2 of character spacing
  });
});

describe('decideKeep', () => {
  const stream = bytes('BT /F1 10 Tf 10 100 Td (1,234) Tj 100 0 Td (Total) Tj ET BT /F1 10 Tf 10 50 Td (99 Total) Tj ET');
  const { texts } = shownTexts(stream, fonts);

  it('keeps the operators drawn within kept blocks only', () => {
    const decision = decideKeep(texts, [region('n', 10, 97, 30, true), region('p', 110, 97, 30, false), region('m', 10, 47, 45, false)]);
    expect([...decision.keptTexts]).toEqual([0]);
    expect([...decision.keptRegions]).toEqual(['n']);
  });

  it('gives up a kept block that shares an operator with a block set again, and one no operator draws in', () => {
    const decision = decideKeep(texts, [
      region('n', 10, 47, 10, true),
      region('p', 25, 47, 30, false),
      region('ghost', 300, 300, 10, true),
    ]);
    expect(decision.keptTexts.size).toBe(0);
    expect(decision.keptRegions.size).toBe(0);
  });
});

describe('cutting an operator glyph by glyph', () => {
  /** Keeps `keep` regions, redraws the others; the stream written and the decision. */
  const cut = (source: string, regions: KeepRegion[]) => {
    const stream = bytes(source);
    const { texts, properties } = shownTexts(stream, readFonts);
    const decision = decideKeep(texts, regions);
    const result = cutTexts(stream, texts, decision.keptTexts, properties, decision.splitTexts);
    return { decision, written: text(result.bytes).replace(/\s+/g, ' '), before: glyphsDrawn(stream), after: glyphsDrawn(result.bytes) };
  };

  it('keeps the glyphs of a kept region where they were when one TJ also draws a word set again', () => {
    // "Total" (5 × 6 pt) at 100, a 30 pt gap, "1,234" at 160 (the comma is a letter here: 6 pt).
    const { decision, written, before, after } = cut('BT /F1 10 Tf 100 700 Td [(Total) -3000 (1,234)] TJ ET', [
      region('word', 100, 697, 30, false),
      region('number', 160, 697, 30, true),
    ]);
    expect([...decision.keptRegions]).toEqual(['number']);
    expect(decision.keptTexts.size).toBe(0);
    expect(decision.splitTexts.get(0)).toEqual([false, false, false, false, false, true, true, true, true, true]);
    // The word's advance (5 × 600) joins the gap (3000): the number starts where it did.
    expect(written).toBe('BT /F1 10 Tf 100 700 Td [-6000 <312c323334>] TJ ET');
    expect(after).toEqual(before.slice(5));
    expect(after[0]).toBe('1@160.000-165.000,700.000');
  });

  it('follows character and word spacing, scaling, rise and the matrices, and leaves the text after it in place', () => {
    const { written, before, after } = cut(
      'q 2 0 0 2 0 0 cm BT /F1 10 Tf 1 Tc 3 Tw 80 Tz 2 Ts 12 TL 10 300 Td (ab 12 cd) Tj (xy) Tj 1 0.5 (ef 34) " ET Q',
      [
        region('words', 20, 604, 30, false),
        region('number', 52, 604, 22, true),
        region('tail', 76, 604, 27, false),
        region('after', 106, 604, 24, true),
        region('second', 20, 580, 25, false),
        region('third', 46, 580, 24, true),
      ],
    );
    // Kept: "12" (its spaces lie in the words' regions), "xy" drawn whole after it, and "34" of the next line.
    expect(after).toEqual(before.filter((glyph) => /^[1234xy]@/.test(glyph)));
    expect(after.map((glyph) => glyph[0]).join('')).toBe('12xy34');
    expect(after[0]).toBe('1@52.800-62.400,604.000');
    // `"` keeps its spacing and line move before the glyphs that stay.
    expect(written).toContain(' (xy) Tj 1 Tw 0.5 Tc T* [');
  });

  it('gives up (the operator cut, the region set again) when a glyph lies in a kept and a redrawn region, or widths are not known', () => {
    const overlapping = cut('BT /F1 10 Tf 100 700 Td (Total 99) Tj ET', [
      region('word', 100, 697, 40, false),
      region('number', 125, 697, 30, true),
    ]);
    expect(overlapping.decision.keptRegions.size).toBe(0);
    expect(overlapping.after).toEqual([]);
    const estimated = bytes('BT /F2 10 Tf 100 700 Td [(Total) -3000 (1234)] TJ ET');
    const { texts } = shownTexts(estimated, readFonts);
    expect(texts[0].layout).toBeUndefined();
    expect(decideKeep(texts, [region('word', 100, 697, 25, false), region('number', 155, 697, 20, true)]).keptRegions.size).toBe(0);
    const clipping = bytes('BT /F1 10 Tf 5 Tr 100 700 Td [(Total) -3000 (1234)] TJ ET');
    expect(shownTexts(clipping, readFonts).texts[0].layout).toBeUndefined();
    const rotated = bytes('BT /F1 10 Tf 0 1 -1 0 100 700 Tm [(Total) -3000 (1234)] TJ ET');
    expect(shownTexts(rotated, readFonts).texts[0].layout).toBeUndefined();
  });

  it('leaves the advance of an operator cut whole, so a kept one after it without a move stays in place', () => {
    const { written, before, after } = cut('BT /F1 10 Tf 100 700 Td (Total) Tj (99) Tj ET', [
      region('word', 100, 697, 30, false),
      region('number', 130, 697, 10, true),
    ]);
    expect(written).toBe('BT /F1 10 Tf 100 700 Td [-3000] TJ (99) Tj ET');
    expect(after).toEqual(before.slice(5));
  });
});

describe('cutTexts', () => {
  it('cuts the operators not kept, keeps the rest and the line moves of \' and "', () => {
    const stream = bytes('BT /F1 10 Tf 12 TL 10 100 Td (keep) Tj (drop) \' 1 2 (drop) " (keep) Tj ET');
    const { texts } = shownTexts(stream, fonts);
    const result = cutTexts(stream, texts, new Set([0, 3]));
    expect(text(result.bytes).replace(/\s+/g, ' ')).toBe('BT /F1 10 Tf 12 TL 10 100 Td (keep) Tj T* 1 Tw 2 Tc T* (keep) Tj ET');
    expect(result.removed).toBe(2);
  });

  it('cuts the replacement text of marked content too, which repeats the source', () => {
    const stream = bytes('/Span <</ActualText (Total) /MCID 3>> BDC BT /F1 10 Tf 10 100 Td (1,234) Tj ET EMC');
    const { texts, properties } = shownTexts(stream, fonts);
    expect(text(cutTexts(stream, texts, new Set([0]), properties).bytes).replace(/\s+/g, ' ')).toBe(
      '/Span << /MCID 3>> BDC BT /F1 10 Tf 10 100 Td (1,234) Tj ET EMC',
    );
  });

  it('returns the stream itself when everything stays', () => {
    const stream = bytes('BT (a) Tj ET');
    const { texts } = shownTexts(stream, fonts);
    expect(cutTexts(stream, texts, new Set([0])).bytes).toBe(stream);
  });
});
