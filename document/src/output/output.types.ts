import type { Line, TranslatedBlock } from '../layout/layout.types';

/**
 * What the writers need of a translated block. `TranslatedBlock` (text reconstruction's `applyTranslations`) has all
 * of it, so its blocks are passed as they are; running headers and footers are ordinary blocks of their page.
 * Coordinates: PDF user space, origin bottom-left, points; (x, y) is the box's bottom-left corner.
 */
export type TypesetBlock = Pick<
  TranslatedBlock,
  | 'id'
  | 'page'
  | 'kind'
  | 'x'
  | 'y'
  | 'width'
  | 'height'
  | 'fontSize'
  | 'fontName'
  | 'bold'
  | 'italic'
  | 'align'
  | 'lineHeight'
  | 'angle'
  | 'translatedText'
> &
  Partial<
    Pick<
      TranslatedBlock,
      | 'marker'
      | 'headingLevel'
      | 'table'
      | 'continuesSentence'
      | 'inline'
      | 'fontSerif'
      | 'fontMonospace'
      | 'keepOriginal'
      | 'smallCaps'
      | 'decorations'
    >
  > & {
    /** The source lines: where the first line and a list item's text start (indents). */
    lines?: ReadonlyArray<Pick<Line, 'x' | 'text'> & { items?: ReadonlyArray<{ x: number; text: string }> }>;
    /** Fill colour, 0–1 each; when absent, the colour the PDF writer reads from the source page (black if none). */
    color?: readonly [number, number, number];
    /** Scanned pages: the recognised lines' boxes, painted over in the page's colour before the translation (ocr-cover.util.ts). */
    ocrCover?: import('./ocr-cover.util').OcrCoverBox[];
  };

/** A block whose translation did not fit its box even at the smallest allowed size: drawn on past the box. */
export interface OverflowReport {
  page: number;
  blockId: string;
  kind: TypesetBlock['kind'];
  /** The size it was set in (the minimum). */
  fontSize: number;
  lines: number;
  /** How far the text runs past the box: below it, or beyond its width for rotated text. Points. */
  overflow: number;
  /** Part of the text lies outside the visible page. */
  beyondPage: boolean;
}

/** A block set smaller than the rest of its style: it fitted its box at the style's size in no layout (last resort). */
export interface ShrinkReport {
  page: number;
  blockId: string;
  kind: TypesetBlock['kind'];
  /** The size it was set in. */
  fontSize: number;
  /** The size of its style (every other block of the style is set at it). */
  styleSize: number;
}

export interface MissingGlyphsReport {
  page: number;
  blockId: string;
  /** Characters no embedded font can draw (each once). */
  characters: string;
}

export interface TextRemovalIssue {
  page: number;
  /** The stream's object reference, e.g. "12 0 R". */
  stream: string;
  /**
   * unsupported-filter / undecodable / too-large: the stream was left as is, with any text it holds;
   * clipping-text: text that clipped later drawing was removed, and with it the clip;
   * unterminated-inline-image: no EI found, the rest of the stream was kept as image data.
   */
  reason: 'unsupported-filter' | 'undecodable' | 'too-large' | 'clipping-text' | 'unterminated-inline-image';
  detail?: string;
}

export interface TextRemovalReport {
  pages: number;
  contentStreams: number;
  formXObjects: number;
  /** Text-showing operators (Tj, TJ, ', ") removed. */
  textOperatorsRemoved: number;
  issues: TextRemovalIssue[];
  /** Blocks whose source glyphs were left in place (RemoveTextOptions.keep), by id. */
  kept?: string[];
}
