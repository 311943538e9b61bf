import type { BlockKind } from '../layout/layout.types';

// The document's text styles, found once per document: blocks set in the same size, weight and kind of font play the
// same part (the body, headings, captions, footnotes), and the writer sets every block of a style at one size.

/** What a block is in the document, from its style: informative (reports, tests), sizing goes by style. */
export type StyleRole = 'body' | 'heading' | 'caption' | 'footnote' | 'table' | 'running';

/** What the style model needs of a block (a source or typeset block's geometry). */
export interface StyledBlock {
  id: string;
  page: number;
  kind: BlockKind;
  y: number;
  height: number;
  fontSize: number;
  fontName: string;
  bold: boolean;
  lineHeight: number;
  angle: number;
  lines?: ReadonlyArray<{ text: string }>;
}

export interface TextStyle {
  /** `<group>|<size>|<weight>|<mono>`: blocks with the same key share a style. */
  key: string;
  role: StyleRole;
  /** The source size of the style (the size most of its characters are set in). */
  fontSize: number;
  bold: boolean;
  mono: boolean;
  /** Median baseline-to-baseline distance of its blocks, as a multiple of the size. */
  leading: number;
  /** Visible characters of the source set in it. */
  chars: number;
  blockIds: string[];
}

export interface StyleModel {
  styles: TextStyle[];
  /** The style of each block; rotated blocks have none. */
  styleOf: Map<string, TextStyle>;
  /** The body style (most characters of running text), when the document has running text. */
  body?: TextStyle;
}

/** Sizes within half a point are one size (9.96 and 10.02 pt are the same 10 pt body). */
const SIZE_STEP = 0.5;
/** Smaller than the body by this factor: a caption or footnote rather than body text. */
const SMALLER = 0.95;
const MONO = /mono|courier|consol|cmtt|typewriter|menlo|inconsolata/i;

function groupOf(kind: BlockKind): 'text' | 'running' {
  return kind === 'header' || kind === 'footer' ? 'running' : 'text';
}

function charsOf(block: StyledBlock): number {
  return Math.max(
    1,
    (block.lines ?? []).reduce((sum, line) => sum + line.text.replace(/\s/g, '').length, 0),
  );
}

/**
 * The document's styles: blocks grouped by kind (text, table cells included; running headers and footers apart), size
 * (to half a point), weight and monospace, each style with its source size, leading, character count and role. Rotated
 * text has none. The body
 * is the running-text style holding the most characters; headings are larger or bold headings; smaller styles are
 * footnotes when their blocks sit below the page's body text, captions otherwise. Linear in the blocks.
 */
export function documentStyles(blocks: readonly StyledBlock[]): StyleModel {
  const groups = new Map<string, StyledBlock[]>();
  for (const block of blocks) {
    if (block.angle !== 0 || !(block.fontSize > 0)) continue;
    const mono = MONO.test(block.fontName);
    const key = `${groupOf(block.kind)}|${Math.round(block.fontSize / SIZE_STEP) * SIZE_STEP}|${block.bold ? 'bold' : 'regular'}|${mono ? 'mono' : 'proportional'}`;
    const members = groups.get(key) ?? [];
    members.push(block);
    groups.set(key, members);
  }
  const styles: TextStyle[] = [];
  const styleOf = new Map<string, TextStyle>();
  const membersOf = new Map<TextStyle, StyledBlock[]>();
  for (const [key, members] of groups) {
    const sizes = new Map<number, number>();
    let chars = 0;
    const leadings: number[] = [];
    for (const block of members) {
      const weight = charsOf(block);
      chars += weight;
      const size = Math.round(block.fontSize * 100) / 100;
      sizes.set(size, (sizes.get(size) ?? 0) + weight);
      if ((block.lines?.length ?? 0) > 1) leadings.push(block.lineHeight / block.fontSize);
    }
    const fontSize = [...sizes.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0][0];
    const style: TextStyle = {
      key,
      role: 'body',
      fontSize,
      bold: members[0].bold,
      mono: MONO.test(members[0].fontName),
      leading: leadings.length ? median(leadings) : 1.2,
      chars,
      blockIds: members.map((block) => block.id),
    };
    styles.push(style);
    membersOf.set(style, members);
    for (const block of members) styleOf.set(block.id, style);
  }
  const running = styles.filter((style) => style.key.startsWith('text|'));
  const prose = (block: StyledBlock) => block.kind === 'paragraph' || block.kind === 'list-item';
  const body = running.filter((style) => membersOf.get(style)!.some(prose)).sort((a, b) => b.chars - a.chars)[0];
  const lowestBody = new Map<number, number>();
  if (body) for (const block of membersOf.get(body)!) lowestBody.set(block.page, Math.min(lowestBody.get(block.page) ?? Infinity, block.y));
  for (const style of styles) {
    const members = membersOf.get(style)!;
    if (style.key.startsWith('running|')) style.role = 'running';
    else if (style === body) style.role = 'body';
    else if (!members.some(prose) && members.some((block) => block.kind === 'table-cell')) style.role = 'table';
    else if (
      members.filter((block) => block.kind === 'heading').length * 2 > members.length ||
      (body && style.fontSize > body.fontSize / SMALLER)
    )
      style.role = 'heading';
    else if (body && style.fontSize < SMALLER * body.fontSize) {
      const below = members.filter((block) => block.y + block.height <= (lowestBody.get(block.page) ?? -Infinity) + 0.5).length;
      style.role = below * 2 > members.length ? 'footnote' : 'caption';
    } else style.role = 'body';
  }
  styles.sort((a, b) => b.chars - a.chars);
  return { styles, styleOf, ...(body ? { body } : {}) };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
