import type { TextAlign } from '../layout/layout.types';
import { type FitTextParams, type FittedText, fitText, layoutText, type MeasuredText, overflowAt, tolerance } from './text-fit.util';

// Sizing by style: every block of a style is set at one size, the source size or one reduction the whole style
// shares (never below 85% of the source); a block that does not fit first uses the white space below it (its box
// already reaches down to the next thing, free-space.util), then slightly tighter leading, then tighter word spacing;
// only then is it shrunk on its own, and the writer reports it.

/** A style is never set below this share of its source size. */
export const STYLE_MIN_SCALE = 0.85;
/** Word spaces may tighten to this share of their width before anything shrinks. */
export const TIGHT_SPACE = 0.8;
/** Leading may tighten by this share… */
const TIGHT_LEADING = 0.92;
/** …but not below this multiple of the size (no tighter than the source's own). */
const MIN_LEADING = 1.08;
/** A style's size suits all but at most this share of its characters; those blocks are shrunk one by one. */
const OUTLIER_SHARE = 0.1;
const SEARCH_STEPS = 7;

/** The tightest leading a block may take before shrinking: a little less than its own, never below 1.08 em. */
export function tightLeading(leading: number): number {
  return Math.min(leading, Math.max(MIN_LEADING, TIGHT_LEADING * leading));
}

/** The smallest size a style of `fontSize` may take: 85% of it, rounded up to half a point (and never above it). */
export function styleFloor(fontSize: number): number {
  return Math.min(fontSize, Math.ceil(STYLE_MIN_SCALE * fontSize * 2) / 2);
}

type LayoutParams = Omit<FitTextParams, 'text' | 'measure' | 'fontSize' | 'minFontSize'>;

/** The layouts tried at one size, in order: as the source, tighter leading, tighter spacing, both. */
function relaxations(params: LayoutParams): LayoutParams[] {
  const leading = tightLeading(params.leading);
  const steps: LayoutParams[] = [{ ...params, spaceScale: 1 }];
  if (leading < params.leading) steps.push({ ...params, leading, spaceScale: 1 });
  if (!params.singleLine) steps.push({ ...params, spaceScale: TIGHT_SPACE });
  if (leading < params.leading && !params.singleLine) steps.push({ ...params, leading, spaceScale: TIGHT_SPACE });
  return steps;
}

/** The most relaxed layout (tightest leading and spacing) a block may take before it shrinks. */
export function mostRelaxed(params: LayoutParams): LayoutParams {
  const steps = relaxations(params);
  return steps[steps.length - 1];
}

export interface StyledFit {
  fitted: FittedText;
  /** The leading the lines were set with (a multiple of the size). */
  leading: number;
}

/** The text at `size` in the first layout that fits (source leading and spacing first); undefined when none does. */
export function fitAtSize(measured: MeasuredText, size: number, params: LayoutParams): StyledFit | undefined {
  for (const step of relaxations(params)) {
    const lines = layoutText(measured, size, step);
    if (overflowAt(size, lines, step) <= tolerance(size)) {
      const spaceScale = step.spaceScale ?? 1;
      return {
        fitted: {
          fontSize: size,
          lines,
          overflow: 0,
          ...(spaceScale !== 1 ? { wordSpacing: (spaceScale - 1) * measured.space * size } : {}),
        },
        leading: step.leading,
      };
    }
  }
  return undefined;
}

/**
 * The largest size between `low` and `high` at which the text fits its box in its most relaxed layout (a tenth of a
 * point precise); undefined when it does not fit even at `low`. A handful of layouts of the words measured once.
 */
export function largestFittingSize(measured: MeasuredText, params: LayoutParams, low: number, high: number): number | undefined {
  const relaxed = mostRelaxed(params);
  const fits = (size: number) => overflowAt(size, layoutText(measured, size, relaxed), relaxed) <= tolerance(size);
  if (fits(high)) return high;
  if (low >= high || !fits(low)) return undefined;
  let lo = low;
  let hi = high;
  for (let step = 0; step < SEARCH_STEPS && hi - lo > 0.05; step++) {
    const size = (lo + hi) / 2;
    if (fits(size)) lo = size;
    else hi = size;
  }
  return Math.floor(lo * 10) / 10;
}

/**
 * The one size a style is set at: the largest size at which the blocks holding all but OUTLIER_SHARE of its
 * characters fit (each block's largest fitting size given), between the floor (default styleFloor) and the source
 * size. Blocks that do not fit even at the floor (`largest` undefined) are shrunk on their own whatever the style's
 * size, so they do not drag the others down; when no block fits at the floor, the floor.
 */
export function sharedStyleSize(
  blocks: ReadonlyArray<{ largest: number | undefined; chars: number }>,
  fontSize: number,
  floor = styleFloor(fontSize),
): number {
  const fitting = blocks.filter((block): block is { largest: number; chars: number } => block.largest !== undefined);
  if (fitting.length === 0) return blocks.length === 0 ? fontSize : floor;
  const total = fitting.reduce((sum, block) => sum + block.chars, 0);
  const sorted = [...fitting].sort((a, b) => a.largest - b.largest);
  let before = 0;
  let size = floor;
  for (const block of sorted) {
    if (before > OUTLIER_SHARE * total) break;
    size = Math.max(floor, Math.min(fontSize, block.largest));
    before += block.chars;
  }
  return size;
}

/**
 * The last resort for one block that fits its style's size in no layout: the largest size below it, down to
 * `minFontSize`, in the most relaxed layout; past that it overflows (reported by the caller).
 */
export function shrinkToFit(
  measured: MeasuredText,
  size: number,
  minFontSize: number,
  params: LayoutParams & { text: string; measure: FitTextParams['measure'] },
): StyledFit {
  const relaxed = mostRelaxed(params);
  return { fitted: fitText({ ...params, ...relaxed, fontSize: size, minFontSize }, measured), leading: relaxed.leading };
}

/** A line this full or more may be stretched to the box width. */
const FULL_LINE = 0.7;

/**
 * A justified block whose last sentence goes on in another block (a column or page break cut the paragraph) ends with
 * a line of the paragraph, not its last: that line is justified too when it is nearly full. Other blocks as they are.
 */
export function justifyCutParagraph(fitted: FittedText, align: TextAlign, runsOn: boolean): FittedText {
  const last = fitted.lines[fitted.lines.length - 1];
  if (!runsOn || align !== 'justified' || !last || last.words.length < 2 || last.width < FULL_LINE * last.available) return fitted;
  return { ...fitted, lines: [...fitted.lines.slice(0, -1), { ...last, last: false }] };
}

/**
 * A block of one source line whose translation fits its box at no size (a word in a narrow table cell) stays one line,
 * running on past the box's right edge along its baseline, rather than wrapping onto the text below it.
 */
export function keepOnOneLine(
  measured: MeasuredText,
  fit: StyledFit,
  params: LayoutParams,
  source: { lines?: readonly unknown[]; height: number; lineHeight: number; fontSize: number },
): StyledFit {
  const oneLine = source.lines ? source.lines.length === 1 : source.height < 1.5 * Math.max(source.lineHeight, source.fontSize);
  if (fit.fitted.overflow <= 0 || !oneLine || params.singleLine || measured.paragraphs.length !== 1) return fit;
  const size = fit.fitted.fontSize;
  const line = { ...params, singleLine: true };
  const lines = layoutText(measured, size, line);
  return { fitted: { fontSize: size, lines, overflow: Math.round(overflowAt(size, lines, line) * 100) / 100 }, leading: fit.leading };
}
