// Text reconstruction: from the runs of text the PDF extractor reports to blocks, paragraphs and whole sentences
// the engine translates, and back. Coordinates are PDF user space: origin bottom-left, y grows upwards, points.

/** A run of text as pdf.js reports it: a word group, a whole line or a single glyph cluster. */
export interface TextItem {
  text: string;
  /** Start of the baseline. */
  x: number;
  /** The baseline. */
  y: number;
  /** Advance width; 0 when the extractor could not tell (estimated from the text then). */
  width: number;
  /** About the font size. */
  height: number;
  fontName: string;
  fontSize: number;
  bold: boolean;
  italic: boolean;
  /** A line break follows this run. Informative only: lines are rebuilt from geometry. */
  hasEOL: boolean;
  /** Counter-clockwise angle of the baseline in degrees; absent or 0 for horizontal text. */
  angle?: number;
  /** The font's descriptor says Serif (or pdf.js knows the name as a serif face); absent when not. */
  serif?: boolean;
  /** The font's descriptor says FixedPitch, or all its glyphs have one width; absent when not. */
  monospace?: boolean;
  /** Fill colour (#rrggbb) when not black; absent for black or when the extractor could not tell. */
  color?: string;
}

export interface PageText {
  /** 1-based. */
  number: number;
  width: number;
  height: number;
  /** The visible page box [x0, y0, x1, y1] when it does not start at 0,0. */
  view?: [number, number, number, number];
  items: TextItem[];
  /** Link annotations' rectangles; absent when none. */
  links?: readonly LinkRect[];
  /** Ruled lines drawn on the page (table borders, rules), horizontal (y0 = y1) or vertical (x0 = x1); absent when none. */
  rules?: readonly Rule[];
  /** Rules its text reads as underscores (the parser's `underscores`): drawings a translated block removes. */
  underscores?: readonly Rule[];
}

/** An axis-aligned segment drawn on the page: a cell border, a rule. */
export interface Rule {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface FontStyle {
  fontSize: number;
  fontName: string;
  bold: boolean;
  italic: boolean;
}

/**
 * Runs sharing a baseline and close enough to read as one line, left to right. `y` is the baseline; the line
 * spans from `y - 0.2 em` (descent) to `y + 0.8 em` (ascent) for the box computations.
 */
export interface Line extends FontStyle {
  text: string;
  x: number;
  y: number;
  width: number;
  /** Largest run height. */
  height: number;
  /** The runs, left to right. */
  items: TextItem[];
  /** Non-zero for rotated text (one rotated run per line). */
  angle: number;
}

export type BlockKind = 'paragraph' | 'heading' | 'list-item' | 'table-cell' | 'header' | 'footer';

export type TextAlign = 'left' | 'center' | 'right' | 'justified';

export interface TableCellPosition {
  /** 0-based index of the table on its page. */
  table: number;
  row: number;
  col: number;
  rows: number;
  cols: number;
}

/**
 * Lines read as one unit, with the box the writer re-typesets the translation into: `x`, `y` are the bottom-left
 * corner (y = lowest baseline minus the descent), `width` and `height` reach the right edge and the top ascent.
 */
export interface Block extends FontStyle {
  /** `p<page>-b<index in reading order>`, stable for a given input. */
  id: string;
  page: number;
  kind: BlockKind;
  x: number;
  y: number;
  width: number;
  height: number;
  align: TextAlign;
  /** Baseline-to-baseline distance (for one line: the page's usual leading for that size). */
  lineHeight: number;
  lines: Line[];
  /** List items: the marker as printed ('•', '1.', 'a)', '(iv)'); it is not part of the text to translate. */
  marker?: string;
  /** Headings: 1 (largest) to 3. */
  headingLevel?: number;
  table?: TableCellPosition;
  /** Non-zero for rotated text. */
  angle: number;
}

/** A running header or footer: the same text (numbers aside) near the same page edge on many pages. */
export interface HeaderFooterTemplate {
  id: string;
  kind: 'header' | 'footer';
  /** The text with every run of digits as '#', e.g. "Page # of #": how occurrences are matched. */
  key: string;
  /** The text of its first occurrence. */
  text: string;
  pages: number[];
  blockIds: string[];
}

/** A sentence of a block, as offsets into the block's paragraph text. */
export interface SentenceSpan {
  text: string;
  start: number;
  end: number;
}

/** Text with the spans that must pass through the engine untouched replaced by `⟦0⟧`, `⟦1⟧`, … */
export interface ProtectedText {
  text: string;
  /** The original spans; `tokens[i]` is what `⟦i⟧` stands for. */
  tokens: string[];
}

export interface RestoreIssue {
  kind: 'placeholder-dropped' | 'placeholder-unknown' | 'placeholder-duplicated';
  /** The placeholder's index. */
  index: number;
  /** The protected text it stood for (empty for an unknown index). */
  token: string;
}

/** One sentence of a block: translated through a segment, or passed through as is (nothing to translate). */
export interface SentenceUnit {
  start: number;
  end: number;
  /** Absent when the sentence holds nothing to translate (numbers, punctuation, placeholders only). */
  segmentId?: string;
  /** What `⟦i⟧` stands for in this sentence (identical protected sentences may stand for different values). */
  tokens: string[];
  /**
   * A sentence cut by a column or page break: the end of one block (`index` 0) and the start of the next (`index` 1)
   * are translated together as one segment, and its translation is shared between them, the first taking about
   * `share` of it (its part of the source's length), cut between words.
   */
  part?: { index: 0 | 1; share: number };
}

/** A link annotation's rectangle on its page (user space, x0 < x1, y0 < y1). */
export interface LinkRect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * Part of a block's text set otherwise than the block (see inline-styles.util): offsets into the text, and the style
 * as the words are set (`bold: false` in a bold block is a regular word).
 */
export interface InlineSpan {
  start: number;
  end: number;
  bold?: boolean;
  italic?: boolean;
  script?: 'sup' | 'sub';
  /** Monospaced words (a command, a file name) inside proportional text. */
  mono?: boolean;
  /** Words in a proportional class other than the block's (a sans run-in label in a serif paragraph). */
  family?: 'serif' | 'sans';
  /** Words a link annotation lies over: its source rectangle, which the writer moves over the translated words. */
  link?: LinkRect;
  /** Words in a fill colour other than the block's (#rrggbb; #000000 for black in a coloured block). */
  color?: string;
  /** Words a short rule is drawn right under (underlined) or through (struck through) in the source. */
  underline?: boolean;
  strike?: boolean;
}

/** A block with its paragraph text (list marker excluded) and its sentences. */
export interface SourceBlock extends Block {
  text: string;
  /** Inline styles of `text`; absent when it is all in the block's style. */
  sourceInline?: InlineSpan[];
  /** What the descriptor of the block's font says (see TextItem); absent when not. */
  fontSerif?: boolean;
  fontMonospace?: boolean;
  sentences: SentenceUnit[];
  /** Set on running headers and footers. */
  templateId?: string;
  /** Its first sentence is the rest of one this block (an earlier one, before a column or page break) began. */
  continuesBlockId?: string;
  /** Not prose (numbers, a formula, code; not-prose.util): nothing of it is translated, the writer keeps its source glyphs. */
  keepOriginal?: boolean;
  /** Set in small capitals (a heading: capitals at `fontSize`, lower-case letters as smaller capitals; inline-styles.util). */
  smallCaps?: boolean;
  /**
   * The page's rules that underline or strike through words of the block (its `underline`/`strike` spans): the
   * writer removes these drawings and draws the decorations under or through the translated words instead.
   */
  decorations?: Rule[];
}

/** What the engine translates: unique protected sentences. */
export interface Segment {
  id: string;
  /** The first block that uses it. */
  blockId: string;
  /** Protected text (placeholders in place of numbers, URLs, codes…). */
  text: string;
  /** How many sentences of the document it stands for. */
  occurrences: number;
}

export interface SegmentationResult {
  /** Every page's blocks, page after page, each page in reading order. */
  blocks: SourceBlock[];
  segments: Segment[];
  headerFooterTemplates: HeaderFooterTemplate[];
}

export interface TranslationIssue {
  blockId: string;
  segmentId: string;
  kind: 'untranslated' | RestoreIssue['kind'];
  /** For placeholder issues: the protected text concerned. */
  token?: string;
}

export interface TranslatedBlock extends SourceBlock {
  translatedText: string;
  /** Inline styles of `translatedText`, carried through the engine as marks; absent when there are none. */
  inline?: InlineSpan[];
  issues: TranslationIssue[];
  /** Its first sentence is the rest of one the block with this id began (a column or page break cut it). */
  continuesSentence?: string;
}
