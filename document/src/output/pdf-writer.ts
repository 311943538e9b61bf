/* eslint-disable max-lines -- the builder (open, typeset, finish; whole or by ranges) and the drawing only it uses; rules in *.util.ts */
import type { Rule } from '../layout/layout.types';
import { readFile } from 'node:fs/promises';
import { deflateSync } from 'node:zlib';
import { PDFArray, PDFContext, PDFDict, PDFDocument, PDFFont, PDFName, PDFPage, PDFRawStream, PDFRef } from 'pdf-lib';
import type { Box } from './cell-boxes.util';
import { typesetBoxes } from './free-space.util';
import { pageGraphics, type PageGraphics } from './page-graphics';
import type { Rgb } from './graphic-boxes.util';
import { blockColors } from './text-colors.util';
import { hideLinkBordersOver, type LinkMove, moveLinks } from './link-borders.util';
import { documentStyles, type StyleModel } from './style-model.util';
import type { MissingGlyphsReport, OverflowReport, ShrinkReport, TextRemovalReport, TypesetBlock } from './output.types';
import { type Face, type FontOptions, PdfFontSet } from './pdf-fonts';
import {
  baseStyle,
  carriedStyle,
  decorationOperators,
  decorationPieces,
  linkPieces,
  markRuns,
  measureRuns,
  type RunFaces,
  showRuns,
  smallCapitals,
  spanColors,
} from './text-runs';
import { drawableMarker, drawableSymbols } from './symbol-bullets.util';
import { removeDrawnRules } from './decoration-paths.util';
import { textRemover, type TextRemover } from './pdf-text-remover';
import { keepsOriginal } from './keep-original.util';
import type { KeepRegion } from './keep-glyphs.util';
import { drawableMath } from './math-fallback.util';
import {
  fitAtSize,
  justifyCutParagraph,
  keepOnOneLine,
  largestFittingSize,
  sharedStyleSize,
  shrinkToFit,
  styleFloor,
  type StyledFit,
} from './style-fit.util';
import { ASCENT_EM, DESCENT_EM, measureText, placeLine, type FittedText, type MeasuredText } from './text-fit.util';
import { coverOperators } from './ocr-cover.util';

/** Added below every block's place in the page's layer, so the covers of scanned words come before all text. */
const COVERS_FIRST = 1e9;

export interface WriteTranslatedPdfParams {
  /** The original PDF (already accepted by intake: not encrypted). */
  sourcePdf: Uint8Array;
  /** Every translated block, headers and footers included, each set in its own box on its page. */
  blocks: readonly TypesetBlock[];
  /** BCP 47 tag of the translation ('fr', 'en-GB'), written as the document's /Lang. */
  language?: string;
  /** Text is never set smaller than the larger of this (points) … */
  minFontSize?: number;
  /** … and this share of the block's original size. */
  minScale?: number;
  fonts?: FontOptions;
}

export interface WriteTranslatedPdfResult {
  pdf: Uint8Array;
  /** Blocks drawn past their box because even the minimum size was too large. */
  overflows: OverflowReport[];
  /** Blocks set smaller than the rest of their style (the last resort before overflowing). */
  shrunk: ShrinkReport[];
  missingGlyphs: MissingGlyphsReport[];
  /** What the text removal did and what it could not do (streams left with their text). */
  removal: TextRemovalReport;
  /** Scanned pages whose text OCR read with little confidence (ocr-cover.util.ts); absent when none. */
  lowConfidencePages?: number[];
}

const DEFAULT_MIN_FONT_SIZE = 6;
const DEFAULT_MIN_SCALE = 0.7;
/** Slant of a synthetic italic, as tan(12°). */
const SLANT = Math.tan((12 * Math.PI) / 180);
/** Line spacing used when the block's own is missing or implausible, as a multiple of the size. */
const DEFAULT_LEADING = 1.2;
// eslint-disable-next-line no-control-regex -- control characters are what this removes before text is drawn
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const NAME = { Contents: PDFName.of('Contents'), Font: PDFName.of('Font'), Resources: PDFName.of('Resources') };

/**
 * The translated PDF: the source with its text removed from the page content (images, drawings, links, page boxes
 * and rotation untouched) and each block's translation set in its original box, in an embedded DejaVu subset:
 * wrapped to the box width, every block of a text style (style-model.util) at the one size of its style — the
 * source size, or a reduction the style shares, never below 85% (style-fit.util) — using the white space below it,
 * slightly tighter leading and word spacing first; a block that still does not fit is shrunk on its own down to
 * max(minFontSize, minScale × size) and reported, and past that drawn on below the box and reported, never clipped. Alignment, list markers and indents are kept; table
 * cells may fill their cell, one-line blocks the free space beside them (free-space.util). Work is linear in the
 * text: a bounded number of layout passes per block.
 */
export async function writeTranslatedPdf(params: WriteTranslatedPdfParams): Promise<WriteTranslatedPdfResult> {
  const builder = await TranslatedPdfBuilder.open(params);
  for (const block of params.blocks) await builder.typeset(block);
  return builder.finish();
}

/**
 * A run of the source's pages as a PDF of its own (pdf-ranges.ts splits a long document): its first page's number,
 * and its bytes or the file they are read from when needed (so only one range's bytes are read at a time).
 */
export interface SourceRange {
  first: number;
  pdf: Uint8Array | string;
}

export type OpenTranslatedPdfParams = Omit<WriteTranslatedPdfParams, 'blocks'> & {
  /**
   * Every block that will be typeset, with its geometry (translations may be missing or empty here): boxes depend on
   * the neighbouring blocks of the page (table cells, room beside one-line blocks).
   */
  blocks: readonly Omit<TypesetBlock, 'translatedText'>[];
  /**
   * The source split in runs of pages, in order (`sourcePdf` is then not read): the document is written range by
   * range, only one range's pages parsed at a time, and `finish` hands each range's translated PDF to its `emit`, to
   * be joined (pdf-ranges.ts). Blocks keep the page numbers of the whole document.
   */
  ranges?: readonly SourceRange[];
};

/** One range of a document written by ranges, as `finish` hands it over: its first page's number and its PDF. */
export type RangePart = { first: number; pdf: Uint8Array };

/** A range of the source: its bytes (after its text was removed, once it was), and its document while it is loaded. */
interface RangeState {
  first: number;
  last: number;
  pdf: Uint8Array | string;
  doc?: PDFDocument;
  remover?: TextRemover;
}

/**
 * writeTranslatedPdf in steps, so the work can start before the translations are all known: `open` loads the source,
 * removes its text and places the boxes; `typeset` sets one translated block (in any order; each block once);
 * `finish` draws the layers and saves. The result is the same whatever the order blocks come in: each page's layer
 * is written in the order of `blocks` given to `open`.
 */
export class TranslatedPdfBuilder {
  private readonly layers = new Map<PDFPage, PageLayer>();
  private readonly overflows: OverflowReport[] = [];
  private readonly shrunk: ShrinkReport[] = [];
  /** Per page, the link annotations to move over the translated words they link (link-borders.util). */
  private readonly linkMoves = new Map<number, LinkMove[]>();
  /** Blocks measured and waiting for their style's size, which is known once every block of the style is in. */
  private readonly pending = new Map<string, PendingBlock>();
  private readonly styles: StyleModel;
  private readonly missingGlyphs: MissingGlyphsReport[] = [];
  private readonly order: Map<string, number>;
  /**
   * The source's page ranges. One range (the whole source): its document stays loaded from `open` to `finish`. More:
   * a range's document is loaded to read its pages' geometry, to remove its text, and to draw its layer, then dropped.
   */
  private readonly ranges: RangeState[];
  private readonly pageCount: number;
  private readonly fontOptions: FontOptions | undefined;
  private readonly language: string | undefined;
  /** Per page, its blocks' source boxes: kept or not, they decide which of the page's text operators go (removePage). */
  private readonly geometry = new Map<number, KeepRegion[]>();
  /** Blocks that keep their source glyphs (not prose, or translated to the same text), by id (keep-original.util). */
  private readonly kept = new Map<string, TypesetBlock>();
  /** Kept blocks whose glyphs could not stay (drawn with a translated block, or in a form): set like the others. */
  private readonly released = new Set<string>();
  /** Per page, the source drawings of the underlines and strikes of translated blocks: removed with the page's text. */
  private readonly decorations = new Map<number, Rule[]>();
  /** What the text removal did, over every range. */
  private readonly removal: TextRemovalReport = { pages: 0, contentStreams: 0, formXObjects: 0, textOperatorsRemoved: 0, issues: [] };
  /** Per page, the blocks not typeset yet. */
  private readonly waiting = new Map<number, Set<string>>();
  /** The faces blocks are measured with: the document's own (one range), else those of a scratch document. */
  private readonly fonts: PdfFontSet;
  private readonly boxes: Map<string, Box>;
  /** The colour each block's source text was painted in, where it was not black. */
  private readonly colors: Map<string, Rgb>;
  private readonly minFontSize: number;
  private readonly minScale: number;
  private finished = false;

  // Fields assigned by hand: the writing process runs this module with type stripping only (no parameter properties).
  private constructor(parts: {
    ranges: RangeState[];
    pageCount: number;
    fonts: PdfFontSet;
    fontOptions: FontOptions | undefined;
    language: string | undefined;
    boxes: Map<string, Box>;
    colors: Map<string, Rgb>;
    blocks: readonly { id: string; page: number; x: number; y: number; width: number; height: number }[];
    styles: StyleModel;
    minFontSize: number;
    minScale: number;
  }) {
    this.ranges = parts.ranges;
    this.pageCount = parts.pageCount;
    this.fontOptions = parts.fontOptions;
    this.language = parts.language;
    for (const block of parts.blocks) {
      const ids = this.waiting.get(block.page) ?? new Set<string>();
      ids.add(block.id);
      this.waiting.set(block.page, ids);
      const regions = this.geometry.get(block.page) ?? [];
      regions.push({ id: block.id, x: block.x, y: block.y, width: block.width, height: block.height, keep: false });
      this.geometry.set(block.page, regions);
    }
    // Pages without text: nothing to wait for.
    for (let page = 1; page <= this.pageCount; page++) if (!this.waiting.has(page)) this.removePage(page);
    this.fonts = parts.fonts;
    this.boxes = parts.boxes;
    this.colors = parts.colors;
    this.minFontSize = parts.minFontSize;
    this.minScale = parts.minScale;
    this.styles = parts.styles;
    this.order = new Map(parts.blocks.map((block, index) => [block.id, index]));
  }

  static async open(params: OpenTranslatedPdfParams): Promise<TranslatedPdfBuilder> {
    const sources = params.ranges ?? [{ first: 1, pdf: params.sourcePdf }];
    // What the boxes need of each page (its edges, its drawings, its text colours), read range by range.
    const edges = new Map<number, ReturnType<typeof pageEdges>>();
    const graphics = new Map<number, PageGraphics>();
    const ranges: RangeState[] = [];
    for (const source of sources) {
      const doc = await PDFDocument.load(await bytesOf(source.pdf), { updateMetadata: false });
      const pages = doc.getPages();
      pages.forEach((page, i) => edges.set(source.first + i, pageEdges(page)));
      for (const [n, page] of pageGraphics(doc)) graphics.set(source.first + n - 1, page);
      const range: RangeState = { first: source.first, last: source.first + pages.length - 1, pdf: source.pdf };
      if (sources.length === 1) {
        if (params.language) doc.setLanguage(params.language);
        Object.assign(range, { doc, remover: textRemover(doc) });
      }
      ranges.push(range);
    }
    const pageCount = ranges.reduce((sum, range) => sum + range.last - range.first + 1, 0);
    const geometry = params.blocks.map((block) => ({ ...block, translatedText: '' }));
    const boxes = typesetBoxes(geometry, (n) => ({ ...(edges.get(n) ?? pageEdges(undefined)), graphics: graphics.get(n)?.boxes }));
    return new TranslatedPdfBuilder({
      ranges,
      pageCount,
      // Written by ranges, blocks are measured with faces of a document of their own: each range embeds its own.
      fonts: new PdfFontSet(ranges[0]?.doc ?? (await PDFDocument.create()), params.fonts),
      fontOptions: params.fonts,
      language: params.language,
      boxes,
      colors: blockColors(params.blocks, (n) => graphics.get(n)?.textColors ?? []),
      blocks: params.blocks,
      styles: documentStyles(params.blocks),
      minFontSize: params.minFontSize ?? DEFAULT_MIN_FONT_SIZE,
      minScale: params.minScale ?? DEFAULT_MIN_SCALE,
    });
  }

  /**
   * Takes one translated block (nothing for an empty translation without a list marker): its words are measured and
   * the largest size its box holds them at is found; it is set in `finish`, once its style's size is known.
   */
  async typeset(block: TypesetBlock): Promise<void> {
    await this.take(block);
    // The page's last block: its source text goes now, while translations of other pages are still coming.
    const waiting = this.waiting.get(block.page);
    if (waiting?.delete(block.id) && waiting.size === 0) this.removePage(block.page);
  }

  private async take(block: TypesetBlock): Promise<void> {
    if (this.finished) throw new Error('the translated PDF was already saved');
    const page = block.page;
    if (!Number.isInteger(page) || page < 1 || page > this.pageCount)
      throw new RangeError(`Block ${block.id} is on page ${block.page}, the document has ${this.pageCount}`);
    // Inline styles become marker characters on the words they style (text-runs), so line breaking measures them.
    const runs = markRuns(block.translatedText, block.inline, baseStyle(block.bold, block.italic));
    let text = drawableSymbols(
      (block.smallCaps ? smallCapitals(runs, baseStyle(block.bold, block.italic)) : runs).replace(CONTROL_CHARACTERS, '').trim(),
    );
    // Word's Symbol/Wingdings bullets (private-use code points no font draws) as the bullets they show.
    const marker = block.kind === 'list-item' && block.marker ? drawableMarker(block.marker) : undefined;
    if (text === '' && !marker) return;
    // Not prose, or given back unchanged: its source glyphs stay where they are (unless `finish` finds they cannot).
    if (!this.released.has(block.id) && keepsOriginal(block)) {
      this.kept.set(block.id, block);
      return;
    }
    // Its underlines and strikes are drawn again under its translated words: the source's drawings go.
    if (block.decorations?.length) this.decorations.set(block.page, [...(this.decorations.get(block.page) ?? []), ...block.decorations]);

    // The block's face matched to its source font, with the faces of its inline styles and per-character fallbacks.
    const fontStyle = {
      fontName: block.fontName,
      bold: block.bold,
      italic: block.italic,
      serif: block.fontSerif,
      monospace: block.fontMonospace,
    };
    let chosen = await this.fonts.runFacesFor(fontStyle, `${text} ${marker ?? ''}`);
    // A formula's 𝜋 that no face has is drawn as π rather than as an empty box.
    const drawable = drawableMath(text, chosen.missing);
    if (drawable !== text) {
      text = drawable;
      chosen = await this.fonts.runFacesFor(fontStyle, `${text} ${marker ?? ''}`);
    }
    const { faces, base: face, missing } = chosen;
    if (missing) this.missingGlyphs.push({ page: block.page, blockId: block.id, characters: missing });

    const box = this.boxes.get(block.id) ?? { x: block.x, y: block.y, width: block.width, height: block.height };
    const layout = {
      width: box.width,
      height: box.height,
      leading: leadingOf(block),
      ...indentsOf(block, box, face, marker),
      singleLine: block.angle !== 0,
      continuation: carriedStyle,
    };
    const measured = measureText({ text, measure: (word) => measureRuns(word, faces) });
    const style = block.angle === 0 ? this.styles.styleOf.get(block.id) : undefined;
    const largest = style ? largestFittingSize(measured, layout, this.styleFloor(style.fontSize), style.fontSize) : undefined;
    this.pending.set(block.id, { block, page, fontStyle, text, marker, face, faces, box, layout, measured, largest, chars: text.length });
  }

  /** A style's smallest size: 85% of it (styleFloor), never below the smallest readable size unless it is smaller. */
  private styleFloor(fontSize: number): number {
    return Math.max(styleFloor(fontSize), Math.min(fontSize, this.minFontSize));
  }

  /**
   * Sets a block at its style's size, else (table cells, rotated text) its own, in the first layout that fits; else
   * shrunk on its own (reported when it has a style) down to the minimum; past that it overflows (reported).
   */
  private draw(pending: PendingBlock, page: PDFPage, styleSize: number | undefined, runsOn = false): void {
    const { block, text, marker, face, faces, box, layout, measured } = pending;
    const size = styleSize ?? block.fontSize;
    let fit: StyledFit | undefined = fitAtSize(measured, size, layout);
    if (!fit) {
      const minFontSize = Math.min(size, Math.max(this.minFontSize, this.minScale * block.fontSize));
      fit = shrinkToFit(measured, size, minFontSize, { ...layout, text, measure: (word) => measureRuns(word, faces) });
      fit = keepOnOneLine(measured, fit, layout, block);
      if (styleSize !== undefined && fit.fitted.fontSize < styleSize) {
        this.shrunk.push({ page: block.page, blockId: block.id, kind: block.kind, fontSize: fit.fitted.fontSize, styleSize });
      }
    }
    const { leading } = fit;
    const fitted = justifyCutParagraph(fit.fitted, block.align, runsOn);
    const color = block.color ?? this.colors.get(block.id);
    const layer = layerOf(page, this.layers);
    const at = this.order.get(block.id) ?? this.order.size + layer.content.length;
    // A scanned page's source words are covered before any translation is set (covers come first on the page).
    if (block.ocrCover) layer.content.push({ at: at - COVERS_FIRST, operators: coverOperators(block.ocrCover) });
    layer.content.push({
      at,
      operators: drawBlock({
        block: color ? { ...block, color } : block,
        box,
        face,
        faces,
        fontKey: layer.fontKey,
        fitted,
        marker,
        leading,
      }),
    });
    const moves = linkMovesOf(block, box, faces, fitted, leading);
    if (moves.length > 0) this.linkMoves.set(block.page, [...(this.linkMoves.get(block.page) ?? []), ...moves]);
    if (fitted.overflow > 0) {
      this.overflows.push({
        page: block.page,
        blockId: block.id,
        kind: block.kind,
        fontSize: fitted.fontSize,
        lines: fitted.lines.length,
        overflow: fitted.overflow,
        beyondPage: beyondPage(page, block, box, fitted, leading),
      });
    }
  }

  /** Each style's one size, from the blocks of it that were typeset. */
  private styleSizes(): Map<string, number> {
    const byStyle = new Map<string, PendingBlock[]>();
    for (const pending of this.pending.values()) {
      const style = pending.block.angle === 0 ? this.styles.styleOf.get(pending.block.id) : undefined;
      if (!style) continue;
      const members = byStyle.get(style.key) ?? [];
      members.push(pending);
      byStyle.set(style.key, members);
    }
    const sizes = new Map<string, number>();
    for (const style of this.styles.styles) {
      const members = byStyle.get(style.key);
      if (members) sizes.set(style.key, sharedStyleSize(members, style.fontSize, this.styleFloor(style.fontSize)));
    }
    return sizes;
  }

  /**
   * Draws every page's layer and saves the document (once). Reports follow the order of `blocks`. Written by ranges,
   * each range's PDF goes to `emit` as it is saved, and the result's `pdf` is empty.
   */
  async finish(emit?: (part: RangePart) => Promise<void>): Promise<WriteTranslatedPdfResult> {
    if (this.finished) throw new Error('the translated PDF was already saved');
    if (this.ranges.length > 1 && !emit) throw new Error('a document written by ranges needs somewhere to put them');
    for (const range of this.ranges) {
      await this.load(range);
      for (let page = range.first; page <= range.last; page++) this.removePage(page);
      this.unload(range);
    }
    const removal = this.removal;
    const keptIds = new Set(removal.kept ?? []);
    for (const block of this.kept.values()) {
      if (keptIds.has(block.id)) continue;
      this.released.add(block.id);
      await this.take(block);
    }
    this.finished = true;
    const sizes = this.styleSizes();
    // Blocks whose last sentence another block finishes (a column or page break cut the paragraph).
    const runOn = new Set([...this.pending.values()].map((pending) => pending.block.continuesSentence));
    const byRange = new Map<RangeState, PendingBlock[]>();
    for (const pending of this.pending.values()) {
      const range = this.rangeOf(pending.page)!;
      byRange.set(range, [...(byRange.get(range) ?? []), pending]);
    }
    this.pending.clear();
    let pdf: Uint8Array = new Uint8Array(0);
    for (const range of this.ranges) {
      const doc = await this.load(range);
      // By ranges, the range's text is removed again, as the first time (its report is counted once): its document
      // with the text removed was dropped rather than held as bytes until now.
      if (this.ranges.length > 1) for (let page = range.first; page <= range.last; page++) this.removePage(page, true);
      const pages = doc.getPages();
      // One range: the faces blocks were measured with are this document's. More: each range embeds its own.
      const fonts = this.ranges.length === 1 ? this.fonts : new PdfFontSet(doc, this.fontOptions);
      const setAgain = new Map<PDFPage, TypesetBlock[]>();
      for (let pending of byRange.get(range) ?? []) {
        if (fonts !== this.fonts) {
          const chosen = await fonts.runFacesFor(pending.fontStyle, `${pending.text} ${pending.marker ?? ''}`);
          pending = { ...pending, face: chosen.base, faces: chosen.faces };
        }
        const page = pages[pending.page - range.first];
        const style = pending.block.angle === 0 ? this.styles.styleOf.get(pending.block.id) : undefined;
        this.draw(pending, page, style ? sizes.get(style.key) : undefined, runOn.has(pending.block.id));
        const onPage = setAgain.get(page) ?? [];
        onPage.push(pending.block);
        setAgain.set(page, onPage);
      }
      // Links over words carried as link spans go with the words; the others stay where the source had them, and
      // their frames would box other words now (link-borders.util).
      for (const [page, blocks] of setAgain) {
        const number = range.first + pages.indexOf(page);
        hideLinkBordersOver(page, blocks, moveLinks(page, this.linkMoves.get(number) ?? []));
        this.linkMoves.delete(number);
      }
      const wrap = wrapStreams(doc.context);
      for (const [page, layer] of this.layers) addLayer(page, layer, wrap);
      this.layers.clear();
      if (this.ranges.length > 1 && this.language) doc.setLanguage(this.language);
      await fonts.beforeSave();
      const saved = await doc.save();
      range.doc = undefined;
      if (this.ranges.length === 1) pdf = saved;
      else {
        // What the range needed goes before the next is loaded (its blocks as measured, its text-free bytes): the
        // writing process holds one range's work at a time, not the document's.
        byRange.delete(range);
        range.pdf = new Uint8Array(0);
        await emit!({ first: range.first, pdf: saved });
      }
    }
    const rank = (report: { blockId: string }) => this.order.get(report.blockId) ?? Number.MAX_SAFE_INTEGER;
    return {
      pdf,
      overflows: this.overflows.sort((a, b) => rank(a) - rank(b)),
      shrunk: this.shrunk.sort((a, b) => rank(a) - rank(b)),
      missingGlyphs: this.missingGlyphs.sort((a, b) => rank(a) - rank(b)),
      removal,
    };
  }

  private rangeOf(page: number): RangeState | undefined {
    return this.ranges.find((range) => page >= range.first && page <= range.last);
  }

  /** A range's document, loaded (from its bytes) when it is not. */
  private async load(range: RangeState): Promise<PDFDocument> {
    if (!range.doc) {
      range.doc = await PDFDocument.load(await bytesOf(range.pdf), { updateMetadata: false });
      range.remover = textRemover(range.doc);
    }
    return range.doc;
  }

  /**
   * A range whose text was removed: its removal's report added to the document's, and (written by ranges; one range
   * stays loaded) its document dropped (`finish` loads it again to draw it, and removes its text again).
   */
  private unload(range: RangeState): void {
    this.addRemoval(range);
    if (this.ranges.length === 1 || !range.doc) return;
    range.doc = undefined;
    range.remover = undefined;
  }

  /** A range's text removal report into the document's, its pages numbered in the whole document. */
  private addRemoval(range: RangeState): void {
    const report = range.remover?.report;
    if (!report) return;
    const total = this.removal;
    total.pages += report.pages;
    total.contentStreams += report.contentStreams;
    total.formXObjects += report.formXObjects;
    total.textOperatorsRemoved += report.textOperatorsRemoved;
    total.issues.push(...report.issues.map((issue) => ({ ...issue, page: issue.page + range.first - 1 })));
    if (report.kept) (total.kept ??= []).push(...report.kept);
  }

  /**
   * A page's source text out, but for the glyphs of its blocks that keep theirs (once per page). Written by ranges,
   * only while its range is loaded: `finish` removes the text of every range's pages, then again when it draws them
   * (`last`: the underlines and strikes it cuts are not needed again).
   */
  private removePage(page: number, last = this.ranges.length === 1): void {
    const range = this.rangeOf(page);
    if (!range?.doc || !range.remover) return;
    const regions = (this.geometry.get(page) ?? []).map((region) => (this.kept.has(region.id) ? { ...region, keep: true } : region));
    range.remover.removePage(page - range.first + 1, regions.some((region) => region.keep) ? regions : undefined);
    const rules = this.decorations.get(page);
    if (rules) {
      if (last) this.decorations.delete(page);
      removeDrawnRules(range.doc, page - range.first + 1, rules);
    }
  }
}

/** A range's bytes, read from its file when it has one. */
async function bytesOf(pdf: Uint8Array | string): Promise<Uint8Array> {
  return typeof pdf === 'string' ? new Uint8Array(await readFile(pdf)) : pdf;
}

/** A translated block measured in `typeset`, set in `finish`. */
interface PendingBlock {
  block: TypesetBlock;
  /** Its page's number in the whole document. */
  page: number;
  /** What its faces were chosen for (chosen again in the range's own document when written by ranges). */
  fontStyle: Parameters<PdfFontSet['runFacesFor']>[0];
  text: string;
  marker: string | undefined;
  face: Face;
  faces: RunFaces;
  box: Box;
  layout: {
    width: number;
    height: number;
    leading: number;
    firstIndent: number;
    restIndent: number;
    singleLine: boolean;
    continuation: (before: string) => string;
  };
  measured: MeasuredText;
  /** The largest size between its style's floor and size at which it fits; undefined when none (or no style). */
  largest: number | undefined;
  /** Characters of its translation: its weight in its style's size. */
  chars: number;
}

/** The visible page's horizontal extent (crop box); a block on a page that does not exist has none. */
function pageEdges(page: PDFPage | undefined): { left: number; right: number; bottom: number; top: number } {
  if (!page) return { left: 0, right: 0, bottom: 0, top: 0 };
  const crop = page.getCropBox();
  return { left: crop.x, right: crop.x + crop.width, bottom: crop.y, top: crop.y + crop.height };
}

function leadingOf(block: TypesetBlock): number {
  const ratio = block.lineHeight / block.fontSize;
  return Number.isFinite(ratio) && ratio >= 0.9 && ratio <= 3 ? ratio : DEFAULT_LEADING;
}

/**
 * Where the lines start within the box. List items: the marker stays at the box's left edge and every line starts
 * where the source text did after it (a hanging indent). Left-aligned and justified paragraphs keep a first-line
 * indent (or outdent). Centred and right-aligned text, table cells and rotated text start at the edge.
 */
function indentsOf(block: TypesetBlock, box: Box, face: Face, marker: string | undefined): { firstIndent: number; restIndent: number } {
  const lines = block.lines ?? [];
  const left = box.x;
  if (marker) {
    const first = lines[0];
    let start: number | undefined;
    if (lines.length > 1 && lines[1].x > (first?.x ?? left) + 1) start = lines[1].x;
    else start = first?.items?.find((item, i) => i > 0 && item.x > first.x + 0.5)?.x;
    const indent = start !== undefined ? start - left : face.measure(`${marker} `) * block.fontSize;
    return { firstIndent: indent, restIndent: indent };
  }
  if (block.kind === 'table-cell' || block.angle !== 0 || (block.align !== 'left' && block.align !== 'justified') || lines.length < 2) {
    return { firstIndent: 0, restIndent: 0 };
  }
  return { firstIndent: lines[0].x - left, restIndent: lines[1].x - left };
}

/** The translation drawn on a page: its content (PDF operators as text, with each block's rank) and the fonts it names. */
interface PageLayer {
  content: Array<{ at: number; operators: string }>;
  fontKey: (font: PDFFont) => string;
}

/**
 * A page's layer. Fonts go in the page's resources under fresh names (an inherited resource dictionary is shared
 * with its other pages, which the extra names do not disturb).
 */
function layerOf(page: PDFPage, layers: Map<PDFPage, PageLayer>): PageLayer {
  let layer = layers.get(page);
  if (layer) return layer;
  const context = page.node.context;
  const keys = new Map<PDFFont, string>();
  let fontDict: PDFDict | undefined;
  layer = {
    content: [],
    fontKey: (font) => {
      let key = keys.get(font);
      if (key) return key;
      if (!fontDict) {
        let resources = page.node.Resources();
        if (!resources) {
          resources = context.obj({});
          page.node.set(NAME.Resources, resources);
        }
        fontDict = resources.lookupMaybe(NAME.Font, PDFDict);
        if (!fontDict) {
          fontDict = context.obj({});
          resources.set(NAME.Font, fontDict);
        }
      }
      for (let n = keys.size + 1; ; n++) {
        key = `PT${n}`;
        if (!fontDict.has(PDFName.of(key))) break;
      }
      fontDict.set(PDFName.of(key), font.ref);
      keys.set(font, key);
      return key;
    },
  };
  layers.set(page, layer);
  return layer;
}

/** `q` and `Q` streams shared by every page, to set the page's own content apart from what is drawn on top. */
function wrapStreams(context: PDFContext): { save: PDFRef; restore: PDFRef } {
  return { save: context.register(context.stream('q\n')), restore: context.register(context.stream('Q\n')) };
}

/** Contents become [q, the page's own streams…, Q, the translation], so the translation starts from a clean state. */
function addLayer(page: PDFPage, layer: PageLayer, wrap: { save: PDFRef; restore: PDFRef }): void {
  const context = page.node.context;
  const operators = layer.content.sort((a, b) => a.at - b.at).map((part) => part.operators);
  const compressed = deflateSync(Buffer.from(operators.join(''), 'latin1'));
  const stream = PDFRawStream.of(context.obj({ Filter: 'FlateDecode', Length: compressed.length }), new Uint8Array(compressed));
  const contents = page.node.Contents();
  const own = contents instanceof PDFArray ? contents.asArray() : contents ? [page.node.get(NAME.Contents)!] : [];
  const wrapped = own.length > 0 ? [wrap.save, ...own, wrap.restore] : [];
  page.node.set(NAME.Contents, context.obj([...wrapped, context.register(stream)]));
}

interface DrawParams {
  block: TypesetBlock;
  box: Box;
  /** The block's own face; `faces` has the faces of its inline styles and fallbacks. */
  face: Face;
  faces: RunFaces;
  fontKey: (font: PDFFont) => string;
  fitted: FittedText;
  marker: string | undefined;
  leading: number;
}

/** One text object per block: a text matrix per line (rotation and synthetic slant included), Tj or TJ. */
function drawBlock({ block, box, face, faces, fontKey, fitted, marker, leading }: DrawParams): string {
  const size = fitted.fontSize;
  const key = fontKey(face.font);
  const [r, g, b] = block.color ?? [0, 0, 0];
  let out = `q BT /${key} ${num(size)} Tf ${num(r)} ${num(g)} ${num(b)} rg\n`;
  const angle = (block.angle * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const slant = face.slant ? SLANT : 0;
  const matrix = `${num(cos)} ${num(sin)} ${num(slant * cos - sin)} ${num(slant * sin + cos)}`;
  const moveTo = (x: number, y: number) => `${matrix} ${num(x)} ${num(y)} Tm `;
  // Each run in its face, size and rise (text-runs); spaces widened (narrowed when negative) by `wordGap` points.
  // Words in another colour than the block's (inline colour spans): their own fill colour, then the block's again.
  const palette = spanColors(block.inline).map(hexColor);
  const colors = palette.length > 0 ? { spans: palette, own: [r, g, b] as const } : undefined;
  const line = (words: readonly string[], wordGap = 0) =>
    showRuns({ words, wordGap, size, faces, key: (f) => fontKey(f.font), num, colors });

  if (block.angle !== 0) {
    // Rotated text: (x, y) is the start of the baseline, the width runs along the angle.
    if (fitted.lines[0]) out += moveTo(block.x, block.y) + line(fitted.lines[0].words);
  } else {
    const firstBaseline = box.y + box.height - ASCENT_EM * size;
    if (marker) out += moveTo(box.x, firstBaseline) + line([marker]);
    const placed: Array<{ words: readonly string[]; x: number; y: number; wordGap: number }> = [];
    fitted.lines.forEach((fittedLine, i) => {
      if (fittedLine.words.length === 0) return;
      const placement = placeLine(fittedLine, block.align, fitted.wordSpacing);
      out += moveTo(box.x + placement.x, firstBaseline - i * leading * size);
      out += line(fittedLine.words, placement.wordGap);
      placed.push({ words: fittedLine.words, x: box.x + placement.x, y: firstBaseline - i * leading * size, wordGap: placement.wordGap });
    });
    // Underlined and struck words: their rules drawn under or through them where they were set, in the block's colour.
    if (block.inline?.some((span) => span.underline || span.strike)) {
      const pieces = decorationPieces({ lines: placed, size, faces });
      if (pieces.length > 0) return `${out}ET ${decorationOperators(pieces, size, num)}Q\n`;
    }
  }
  return `${out}ET Q\n`;
}

/** Where a block's link spans (in the order of its text) were set: one move per link, its pieces line by line. */
function linkMovesOf(block: TypesetBlock, box: Box, faces: RunFaces, fitted: FittedText, leading: number): LinkMove[] {
  const links = (block.inline ?? []).filter((span) => span.link).sort((a, b) => a.start - b.start);
  if (links.length === 0 || block.angle !== 0) return [];
  const size = fitted.fontSize;
  const firstBaseline = box.y + box.height - ASCENT_EM * size;
  const lines = fitted.lines.map((fittedLine, i) => {
    const placement = placeLine(fittedLine, block.align, fitted.wordSpacing);
    return { words: fittedLine.words, x: box.x + placement.x, y: firstBaseline - i * leading * size, wordGap: placement.wordGap };
  });
  const pieces = linkPieces({ lines, size, faces });
  return links
    .map((span, k) => ({
      from: span.link!,
      boxes: pieces
        .filter((piece) => piece.link === k)
        .map((piece) => ({
          x: piece.x0,
          y: piece.y - DESCENT_EM * size,
          width: piece.x1 - piece.x0,
          height: (ASCENT_EM + DESCENT_EM) * size,
        })),
    }))
    .filter((move) => move.boxes.length > 0);
}

/** #rrggbb as 0–1 components (black when unreadable). */
function hexColor(hex: string): [number, number, number] {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/iu.exec(hex);
  return m ? [parseInt(m[1], 16) / 255, parseInt(m[2], 16) / 255, parseInt(m[3], 16) / 255] : [0, 0, 0];
}

/** A number as PDF syntax: at most 3 decimals, never an exponent. */
function num(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** Whether overflowing text leaves the visible page (crop box). */
function beyondPage(page: PDFPage, block: TypesetBlock, box: Box, fitted: FittedText, leading: number): boolean {
  const crop = page.getCropBox();
  const size = fitted.fontSize;
  if (block.angle !== 0) {
    const length = fitted.lines[0]?.width ?? 0;
    const angle = (block.angle * Math.PI) / 180;
    const endX = block.x + Math.cos(angle) * length;
    const endY = block.y + Math.sin(angle) * length;
    return endX < crop.x || endX > crop.x + crop.width || endY < crop.y || endY > crop.y + crop.height;
  }
  const bottom = box.y + box.height - ASCENT_EM * size - (fitted.lines.length - 1) * leading * size - DESCENT_EM * size;
  return bottom < crop.y;
}
