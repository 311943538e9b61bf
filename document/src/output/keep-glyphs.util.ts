import { decodeString, latin1, operations, textProperties, type Token } from './content-stream.util';
import { glyphOwners, glyphSpans, type ShownLayout } from './keep-glyphs-split';
import { IDENTITY, applyMatrix as apply, multiply, type Matrix } from './matrix.util';

export { cutTexts, glyphSpans, type KeepStripResult, type ShownLayout } from './keep-glyphs-split';

// Text that stays as the source drew it (numbers, formulas, code, text the engine gave back unchanged): its
// text-showing operators are left in the page content while every other one is cut. Which operator draws which text
// is read from the content stream: the text and transformation matrices are tracked (q/Q, cm, BT, Tm, Td, TD, T*,
// TL, Tf, Tc, Tw, Tz, TJ adjustments) and each shown string is measured with its font's widths, so every operator has
// a box on the page. An operator is kept when its box lies in kept blocks only. An operator that draws glyphs of a
// kept block and of a block set again is cut glyph by glyph: the kept block's glyphs stay where they were (the others
// become a move over the same advance); when it cannot be cut so (widths unknown, vertical or rotated text, a clipping
// render mode, a glyph that lies in both blocks) the kept block is not kept after all: the writer sets it again.

/** A block's box on the page, kept (its source glyphs stay) or not (its text is removed and redrawn). */
export interface KeepRegion {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  keep: boolean;
}

/** What the content stream's `Tf` names: widths in glyph space (1/1000 em unless `scale` says otherwise). */
export interface FontWidths {
  /** Bytes per character code: 1 for simple fonts, 2 for composite (Type0) fonts. */
  bytes: 1 | 2;
  /** The width of a character code, in thousandths of the size (before `scale`). */
  width: (code: number) => number;
  /** Glyph space to text space: 0.001, or a Type 3 font's FontMatrix[0]. */
  scale: number;
  /**
   * Whether a code's width is the font's own (its /Widths or /MissingWidth, its /W or /DW): absent when the widths
   * are estimated (no widths, a Type 3 font, a vertical or non-identity encoding). Only such strings are cut glyph by
   * glyph: a glyph's place is then exactly where a reader draws it.
   */
  known?: (code: number) => boolean;
}

/** A text-showing operator: its bytes in the stream and the box of what it draws, in page space. */
export interface ShownText {
  operator: string;
  start: number;
  end: number;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  /** Operands of `"` (word and character spacing), kept when the operator is cut. */
  spacing?: [string, string];
  /** Drawn with a clipping render mode (Tr 4–7). */
  clipping: boolean;
  /** Set when it can be cut glyph by glyph. */
  layout?: ShownLayout;
}

interface TextState {
  font: FontWidths | undefined;
  size: number;
  charSpacing: number;
  wordSpacing: number;
  scale: number;
  leading: number;
  rise: number;
  render: number;
}

const INITIAL: TextState = { font: undefined, size: 0, charSpacing: 0, wordSpacing: 0, scale: 1, leading: 0, rise: 0, render: 0 };
/** Used for a font the resources do not describe: an average glyph. */
const UNKNOWN_FONT: FontWidths = { bytes: 1, width: () => 500, scale: 0.001 };

/**
 * Every text-showing operator of a decoded content stream with the box it draws in page space (from the baseline
 * 0.2 em down to 0.8 em up, over its advance). `fonts` answers a `Tf` font name (without the slash). Linear in the
 * stream's length.
 */
export function shownTexts(
  bytes: Uint8Array,
  fonts: (name: string) => FontWidths | undefined,
  matrix: readonly number[] = IDENTITY,
): { texts: ShownText[]; openSaves: number; properties: Array<[number, number]> } {
  const shown: ShownText[] = [];
  /** `/ActualText`, `/Alt`, `/E` of inline marked-content properties: they repeat the text (cut with it). */
  const properties: Array<[number, number]> = [];
  let ctm: Matrix = matrix.length === 6 ? (matrix.map(Number) as Matrix) : IDENTITY;
  let state: TextState = { ...INITIAL };
  const stack: Array<{ ctm: Matrix; state: TextState }> = [];
  let tm: Matrix = IDENTITY;
  let tlm: Matrix = IDENTITY;
  const numbers = (operands: readonly Token[]) => operands.map((t) => (t.type === 'number' ? Number(latin1(bytes, t.start, t.end)) : NaN));
  const moveLine = (tx: number, ty: number) => {
    if (!Number.isFinite(tx) || !Number.isFinite(ty)) return;
    tlm = multiply([1, 0, 0, 1, tx, ty], tlm);
    tm = tlm;
  };
  /** Advances the text matrix over the strings and adjustments of a Tj/TJ and notes the box they cover. */
  const show = (
    op: { operator: string; start: number; end: number },
    parts: ReadonlyArray<Uint8Array | number>,
    spacing?: [string, string],
  ) => {
    const font = state.font ?? UNKNOWN_FONT;
    const size = state.size;
    const h = state.scale;
    const startMatrix = multiply(tm, ctm);
    let advance = 0;
    const step = font.bytes;
    const clipping = state.render >= 4 && state.render <= 7;
    // Horizontal text (no rotation, no skew), a size and a scaling, widths read from the font: it can be cut.
    let exact =
      font.known !== undefined &&
      !clipping &&
      size !== 0 &&
      h !== 0 &&
      startMatrix[0] !== 0 &&
      Math.abs(startMatrix[1]) <= 1e-6 * Math.abs(startMatrix[0]) &&
      Math.abs(startMatrix[2]) <= 1e-6 * Math.abs(startMatrix[3]);
    for (const part of parts) {
      if (typeof part === 'number') {
        advance += (-part / 1000) * size * h;
        continue;
      }
      if (part.length % step !== 0) exact = false;
      for (let i = 0; i + step - 1 < part.length; i += step) {
        const code = step === 2 ? (part[i] << 8) | part[i + 1] : part[i];
        if (exact && !font.known?.(code)) exact = false;
        const w = font.width(code) * font.scale;
        advance += (w * size + state.charSpacing + (step === 1 && code === 32 ? state.wordSpacing : 0)) * h;
      }
    }
    const points = [
      apply(startMatrix, 0, -0.2 * size + state.rise),
      apply(startMatrix, 0, 0.8 * size + state.rise),
      apply(startMatrix, advance, -0.2 * size + state.rise),
      apply(startMatrix, advance, 0.8 * size + state.rise),
    ];
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    shown.push({
      operator: op.operator,
      start: op.start,
      end: op.end,
      x0: Math.min(...xs),
      x1: Math.max(...xs),
      y0: Math.min(...ys),
      y1: Math.max(...ys),
      clipping,
      ...(spacing ? { spacing } : {}),
      ...(exact
        ? {
            layout: {
              parts,
              font,
              size,
              charSpacing: state.charSpacing,
              wordSpacing: state.wordSpacing,
              scale: h,
              rise: state.rise,
              matrix: startMatrix,
              advance,
            },
          }
        : {}),
    });
    tm = multiply([1, 0, 0, 1, advance, 0], tm);
  };

  for (const op of operations(bytes)) {
    switch (op.operator) {
      case 'BDC':
        properties.push(...textProperties(bytes, op.operands));
        break;
      case 'q':
        stack.push({ ctm, state: { ...state } });
        break;
      case 'Q': {
        const saved = stack.pop();
        if (saved) ({ ctm, state } = saved);
        break;
      }
      case 'cm': {
        const m = numbers(op.operands);
        if (m.length === 6 && m.every(Number.isFinite)) ctm = multiply(m, ctm);
        break;
      }
      case 'BT':
        tm = IDENTITY;
        tlm = IDENTITY;
        break;
      case 'Tm': {
        const m = numbers(op.operands);
        if (m.length === 6 && m.every(Number.isFinite)) tm = tlm = m as Matrix;
        break;
      }
      case 'Td': {
        const [tx, ty] = numbers(op.operands);
        moveLine(tx, ty);
        break;
      }
      case 'TD': {
        const [tx, ty] = numbers(op.operands);
        if (Number.isFinite(ty)) state.leading = -ty;
        moveLine(tx, ty);
        break;
      }
      case 'T*':
        moveLine(0, -state.leading);
        break;
      case 'Tf': {
        const name = op.operands[0];
        const [, size] = numbers(op.operands);
        state.font = name?.type === 'name' ? (fonts(latin1(bytes, name.start + 1, name.end)) ?? UNKNOWN_FONT) : UNKNOWN_FONT;
        if (Number.isFinite(size)) state.size = size;
        break;
      }
      case 'Tc':
      case 'Tw':
      case 'Tz':
      case 'TL':
      case 'Ts':
      case 'Tr': {
        const [value] = numbers(op.operands);
        if (!Number.isFinite(value)) break;
        if (op.operator === 'Tc') state.charSpacing = value;
        else if (op.operator === 'Tw') state.wordSpacing = value;
        else if (op.operator === 'Tz') state.scale = value / 100;
        else if (op.operator === 'TL') state.leading = value;
        else if (op.operator === 'Ts') state.rise = value;
        else state.render = value;
        break;
      }
      case 'Tj':
        show(op, stringsOf(bytes, op.operands));
        break;
      case "'":
        moveLine(0, -state.leading);
        show(op, stringsOf(bytes, op.operands));
        break;
      case '"': {
        const [aw, ac] = op.operands;
        const [wordSpacing, charSpacing] = numbers(op.operands);
        if (Number.isFinite(wordSpacing)) state.wordSpacing = wordSpacing;
        if (Number.isFinite(charSpacing)) state.charSpacing = charSpacing;
        moveLine(0, -state.leading);
        const spacing: [string, string] | undefined =
          aw && ac ? [latin1(bytes, aw.start, aw.end), latin1(bytes, ac.start, ac.end)] : undefined;
        show(op, stringsOf(bytes, op.operands.slice(2)), spacing);
        break;
      }
      case 'TJ':
        show(op, arrayOf(bytes, op.operands));
        break;
    }
  }
  return { texts: shown, openSaves: stack.length, properties };
}

/** Tolerance around a region, in points: text origins and rounded boxes. */
const TOLERANCE = 1;

export interface KeepDecision {
  /** Indexes (into the shown texts) of the operators that stay. */
  keptTexts: Set<number>;
  /** Operators cut glyph by glyph: per glyph (in order), whether it stays. */
  splitTexts: Map<number, boolean[]>;
  /** Regions kept whose every glyph stays, and which have at least one. */
  keptRegions: Set<string>;
}

/**
 * Which operators stay: those whose box's centre line lies in a kept region and that reach no region set again. An
 * operator reaching both is cut glyph by glyph when it can be (`layout`): each glyph belongs to the region its middle
 * lies in (the nearest one it reaches when in none) and stays when that region is kept. A kept region reached by an
 * operator that cannot be cut so, or by a glyph lying in a redrawn region too, gives up (its text is set again); so
 * does a kept region no glyph is drawn in (its text is elsewhere: a form, an undecodable stream). Repeats until stable.
 */
export function decideKeep(texts: readonly ShownText[], regions: readonly KeepRegion[]): KeepDecision {
  const keep = new Map(regions.map((r) => [r.id, r.keep]));
  const byId = new Map(regions.map((r) => [r.id, r]));
  const near = regionIndex(regions);
  const touched = texts.map((text) => regionsTouched(text, near((text.y0 + text.y1) / 2)));
  /** Per operator reaching several regions, the regions each glyph belongs to (computed once, when first needed). */
  const owners = new Map<number, string[][]>();
  const ownersOf = (index: number): string[][] | undefined => {
    const layout = texts[index].layout;
    if (!layout) return undefined;
    let list = owners.get(index);
    if (!list) {
      const candidates = touched[index].map((id) => byId.get(id)!);
      list = glyphSpans(layout).map(([x0, x1]) => glyphOwners((x0 + x1) / 2, candidates));
      owners.set(index, list);
    }
    return list;
  };
  const clean = (index: number) => ownersOf(index)?.every((ids) => ids.every((id) => keep.get(id)) || !ids.some((id) => keep.get(id)));
  for (let changed = true; changed;) {
    changed = false;
    touched.forEach((ids, index) => {
      if (ids.length < 2) return;
      const kept = ids.filter((id) => keep.get(id));
      if (kept.length === 0 || kept.length === ids.length || clean(index)) return;
      for (const id of kept) keep.set(id, false);
      changed = true;
    });
  }
  const keptTexts = new Set<number>();
  const splitTexts = new Map<number, boolean[]>();
  const drawn = new Set<string>();
  touched.forEach((ids, index) => {
    if (ids.length === 0) return;
    if (ids.every((id) => keep.get(id))) {
      keptTexts.add(index);
      for (const id of ids) drawn.add(id);
      return;
    }
    if (!ids.some((id) => keep.get(id))) return;
    // Reaching kept and redrawn regions, and clean: cut glyph by glyph.
    const glyphs = ownersOf(index)!;
    const stays = glyphs.map((owner) => owner.length > 0 && owner.every((id) => keep.get(id)));
    if (!stays.some(Boolean)) return;
    if (stays.every(Boolean)) keptTexts.add(index);
    else splitTexts.set(index, stays);
    glyphs.forEach((owner, k) => {
      if (stays[k]) for (const id of owner) drawn.add(id);
    });
  });
  const keptRegions = new Set([...keep].filter(([id, kept]) => kept && drawn.has(id)).map(([id]) => id));
  return { keptTexts, splitTexts, keptRegions };
}

/** Band height of the region index, in points. */
const BAND = 16;

/** The regions whose height (with the tolerance) may hold a given y: a lookup by 16 pt bands, so a page is linear. */
function regionIndex(regions: readonly KeepRegion[]): (y: number) => readonly KeepRegion[] {
  const bands = new Map<number, KeepRegion[]>();
  for (const region of regions) {
    const from = Math.floor((region.y - TOLERANCE) / BAND);
    const to = Math.floor((region.y + region.height + TOLERANCE) / BAND);
    // A region taller than the page is no text block: looked up in its first band only (bounded work).
    for (let band = from; band <= Math.min(to, from + 1000); band++) {
      const list = bands.get(band) ?? [];
      list.push(region);
      bands.set(band, list);
    }
  }
  return (y) => (Number.isFinite(y) ? (bands.get(Math.floor(y / BAND)) ?? []) : []);
}

/** The regions a shown text's baseline band reaches: it overlaps them horizontally and its middle is within their height. */
function regionsTouched(text: ShownText, regions: readonly KeepRegion[]): string[] {
  const middle = (text.y0 + text.y1) / 2;
  const ids: string[] = [];
  for (const region of regions) {
    if (middle < region.y - TOLERANCE || middle > region.y + region.height + TOLERANCE) continue;
    const left = Math.max(text.x0, region.x - TOLERANCE);
    const right = Math.min(text.x1, region.x + region.width + TOLERANCE);
    // A zero-width text (a space, an empty string) counts where it starts.
    if (right > left || (text.x1 - text.x0 < 0.01 && text.x0 >= region.x - TOLERANCE && text.x0 <= region.x + region.width + TOLERANCE))
      ids.push(region.id);
  }
  return ids;
}

/** The strings among a Tj's operands, decoded. */
function stringsOf(bytes: Uint8Array, operands: readonly Token[]): Uint8Array[] {
  return operands.filter((t) => t.type === 'string' || t.type === 'hex').map((t) => decodeString(bytes, t));
}

/** A TJ array: strings and numeric adjustments, in order. */
function arrayOf(bytes: Uint8Array, operands: readonly Token[]): Array<Uint8Array | number> {
  const parts: Array<Uint8Array | number> = [];
  for (const t of operands) {
    if (t.type === 'string' || t.type === 'hex') parts.push(decodeString(bytes, t));
    else if (t.type === 'number') {
      const n = Number(latin1(bytes, t.start, t.end));
      if (Number.isFinite(n)) parts.push(n);
    }
  }
  return parts;
}
