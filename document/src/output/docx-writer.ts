import {
  AlignmentType,
  Document,
  Footer,
  Header,
  HeadingLevel,
  LevelFormat,
  Packer,
  PageNumber,
  PageOrientation,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type NumberingDefinition,
} from 'docx';
import { continuesList, listNumberingOf, type ListNumbering } from './list-numbering.util';
import type { TypesetBlock } from './output.types';
import { docxRunOptions } from './docx-runs.util';

export interface WriteTranslatedDocxParams {
  /** The translated blocks in reading order, page after page (as text reconstruction gives them). */
  blocks: readonly TypesetBlock[];
  /** The source's page count: each source page starts a new page, empty ones (images only) included. */
  pageCount: number;
  /** BCP 47 tag of the translation ('fr', 'fr-FR'): the document's language for spelling and hyphenation. */
  language: string;
  /** The first source page's size, points; A4 otherwise. */
  pageSize?: { width: number; height: number };
  title?: string;
  /** A font with wide Unicode coverage installed with every office suite (LibreOffice maps it to Liberation Sans). */
  font?: string;
}

const DEFAULT_FONT = 'Arial';
const A4 = { width: 595.28, height: 841.89 };
const TWIPS_PER_POINT = 20;
/** Text width of the page in twips when the table column widths are scaled to it: A4 minus 2 × 1 inch. */
const TABLE_WIDTH_TWIPS = 9026;
const HEADINGS = [HeadingLevel.HEADING_1, HeadingLevel.HEADING_2, HeadingLevel.HEADING_3] as const;
const ALIGNMENT = {
  left: AlignmentType.LEFT,
  center: AlignmentType.CENTER,
  right: AlignmentType.RIGHT,
  justified: AlignmentType.JUSTIFIED,
} as const;
const LEVEL_FORMAT = {
  decimal: LevelFormat.DECIMAL,
  lowerLetter: LevelFormat.LOWER_LETTER,
  upperLetter: LevelFormat.UPPER_LETTER,
  lowerRoman: LevelFormat.LOWER_ROMAN,
  upperRoman: LevelFormat.UPPER_ROMAN,
} as const;

type Body = Array<Paragraph | Table>;

/**
 * The translation reflowed as a Word document: headings (Heading 1–3), paragraphs with their alignment, bold and
 * italic, list items as real bullets and numbering (a list carries on across a page break when its numbers do),
 * tables rebuilt cell by cell, and a page break before each source page. Running headers and footers are left out
 * of the body; one without page numbers becomes the document's header or footer.
 */
export async function writeTranslatedDocx(params: WriteTranslatedDocxParams): Promise<Buffer> {
  const font = params.font ?? DEFAULT_FONT;
  const body = bodyFontSize(params.blocks);
  const lists = new Lists();
  const pages: TypesetBlock[][] = Array.from({ length: Math.max(1, params.pageCount) }, () => []);
  for (const block of params.blocks) {
    if (block.kind === 'header' || block.kind === 'footer') continue;
    const page = pages[Math.min(Math.max(block.page, 1), pages.length) - 1];
    const previous = page[page.length - 1];
    // The rest of a sentence a column break cut: one paragraph again (a page break still separates pages).
    if (block.continuesSentence && previous && block.continuesSentence === previous.id) {
      page[page.length - 1] = { ...previous, translatedText: `${previous.translatedText.trimEnd()} ${block.translatedText.trimStart()}` };
    } else {
      page.push(block);
    }
  }

  const children: Body = [];
  pages.forEach((blocks, index) => {
    const breakBefore = index > 0;
    let first = true;
    const emitted = new Set<string>();
    for (const block of blocks) {
      if (!block.translatedText.trim() && block.kind !== 'table-cell') continue;
      if (block.kind === 'table-cell' && block.table) {
        const key = `${block.page}:${block.table.table}`;
        if (emitted.has(key)) continue;
        emitted.add(key);
        if (first && breakBefore) children.push(new Paragraph({ pageBreakBefore: true }));
        children.push(
          table(
            blocks.filter((b) => b.kind === 'table-cell' && b.table?.table === block.table!.table),
            body,
          ),
        );
        lists.end();
      } else {
        children.push(paragraph(block, body, { pageBreakBefore: first && breakBefore, numbering: lists.numberingFor(block) }));
      }
      first = false;
    }
    if (first && breakBefore) children.push(new Paragraph({ pageBreakBefore: true }));
  });

  const size = params.pageSize ?? A4;
  const header = runningParagraph(params.blocks, 'header', params.pageCount);
  const footer = runningParagraph(params.blocks, 'footer', params.pageCount);
  const document = new Document({
    title: params.title,
    styles: {
      default: {
        document: { run: { font, size: Math.round(body * 2), language: { value: params.language } } },
      },
    },
    numbering: { config: lists.definitions() },
    sections: [
      {
        properties: {
          page: {
            size: {
              width: Math.round(Math.min(size.width, size.height) * TWIPS_PER_POINT),
              height: Math.round(Math.max(size.width, size.height) * TWIPS_PER_POINT),
              orientation: size.width > size.height ? PageOrientation.LANDSCAPE : PageOrientation.PORTRAIT,
            },
          },
        },
        ...(header ? { headers: { default: new Header({ children: [header] }) } } : {}),
        ...(footer ? { footers: { default: new Footer({ children: [footer] }) } } : {}),
        children,
      },
    ],
  });
  return Packer.toBuffer(document);
}

function paragraph(
  block: TypesetBlock,
  body: number,
  options: { pageBreakBefore?: boolean; numbering?: { reference: string; level: number; instance: number } } = {},
): Paragraph {
  const heading = block.kind === 'heading' ? HEADINGS[headingLevel(block, body) - 1] : undefined;
  return new Paragraph({
    children: runs(block),
    ...(heading ? { heading } : {}),
    alignment: ALIGNMENT[block.align] ?? AlignmentType.LEFT,
    ...(options.pageBreakBefore ? { pageBreakBefore: true } : {}),
    ...(options.numbering ? { numbering: options.numbering } : {}),
  });
}

/** The text with its hard line breaks: the block's font class, bold and italic, its inline styles as runs of their own. */
function runs(block: TypesetBlock): TextRun[] {
  return docxRunOptions(block).map((options) => new TextRun(options));
}

/** The block's level when text reconstruction gave one, else from its size relative to the body (as it does). */
function headingLevel(block: TypesetBlock, body: number): number {
  if (block.headingLevel) return Math.min(3, Math.max(1, block.headingLevel));
  const ratio = block.fontSize / body;
  return ratio >= 1.6 ? 1 : ratio >= 1.3 ? 2 : 3;
}

/** The size most of the running text is set in (by characters), for the default size and heading levels. */
function bodyFontSize(blocks: readonly TypesetBlock[]): number {
  const weight = new Map<number, number>();
  for (const block of blocks) {
    if (block.kind !== 'paragraph' && block.kind !== 'list-item') continue;
    const size = Math.round(block.fontSize * 2) / 2;
    weight.set(size, (weight.get(size) ?? 0) + block.translatedText.length);
  }
  let best = 11;
  let most = 0;
  for (const [size, chars] of weight) {
    if (chars > most) {
      best = size;
      most = chars;
    }
  }
  return Math.min(Math.max(best, 6), 36);
}

/** One table of a page: the cells at their row and column; column widths in the source's proportions. */
function table(cells: readonly TypesetBlock[], body: number): Table {
  const rows = Math.max(...cells.map((c) => Math.max(c.table!.rows, c.table!.row + 1)));
  const cols = Math.max(...cells.map((c) => Math.max(c.table!.cols, c.table!.col + 1)));
  const grid: TypesetBlock[][][] = Array.from({ length: rows }, () => Array.from({ length: cols }, () => []));
  for (const cell of cells) grid[cell.table!.row][cell.table!.col].push(cell);
  const headerRow = grid[0].flat().length > 0 && grid[0].flat().every((cell) => cell.bold);
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    columnWidths: columnWidths(cells, cols),
    rows: grid.map(
      (row, r) =>
        new TableRow({
          ...(r === 0 && headerRow ? { tableHeader: true } : {}),
          children: row.map(
            (blocks) =>
              new TableCell({ children: blocks.length > 0 ? blocks.map((block) => paragraph(block, body)) : [new Paragraph('')] }),
          ),
        }),
    ),
  });
}

/** From each column's leftmost text to the next column's; scaled to the text width of the page. */
function columnWidths(cells: readonly TypesetBlock[], cols: number): number[] {
  const left = Array.from({ length: cols }, () => Infinity);
  let right = -Infinity;
  for (const cell of cells) {
    left[cell.table!.col] = Math.min(left[cell.table!.col], cell.x);
    right = Math.max(right, cell.x + cell.width);
  }
  const widths = left.map((x, c) => (c + 1 < cols ? left[c + 1] : right) - x);
  if (widths.some((w) => !Number.isFinite(w) || w <= 0)) return Array.from({ length: cols }, () => Math.floor(TABLE_WIDTH_TWIPS / cols));
  const total = widths.reduce((sum, w) => sum + w, 0);
  return widths.map((w) => Math.round((w / total) * TABLE_WIDTH_TWIPS));
}

/**
 * The most frequent running header (or footer) as the document's own, its numbers as Word fields where they are the
 * page number or the page count on every page it is on ("Page 3 de 12" → "Page {PAGE} de {NUMPAGES}": numbers copied
 * from the source pages would be wrong once the text reflows). A text with other numbers (a date, a year) is kept
 * when they are the same on every page; one whose numbers are neither is left out.
 */
function runningParagraph(blocks: readonly TypesetBlock[], kind: 'header' | 'footer', pageCount: number): Paragraph | undefined {
  const byShape = new Map<string, TypesetBlock[]>();
  for (const block of blocks) {
    const text = block.translatedText.trim();
    if (block.kind !== kind || !text) continue;
    const shape = text.replace(/\d+/g, '#');
    byShape.set(shape, [...(byShape.get(shape) ?? []), block]);
  }
  for (const [shape, uses] of [...byShape].sort((a, b) => b[1].length - a[1].length)) {
    const numbers = uses.map((block) => block.translatedText.trim().match(/\d+/g)?.map(Number) ?? []);
    const fields = numbers[0].map((_, i) => {
      if (numbers.every((values, u) => values[i] === uses[u].page)) return PageNumber.CURRENT;
      if (numbers.every((values) => values[i] === pageCount)) return PageNumber.TOTAL_PAGES;
      return numbers.every((values) => values[i] === numbers[0][i]) ? String(numbers[0][i]) : undefined;
    });
    if (fields.some((field) => field === undefined)) continue;
    const runs: TextRun[] = [];
    shape.split('#').forEach((part, i) => {
      if (part) runs.push(new TextRun(part));
      const field = fields[i];
      if (field === PageNumber.CURRENT || field === PageNumber.TOTAL_PAGES) runs.push(new TextRun({ children: [field] }));
      else if (field !== undefined) runs.push(new TextRun(field));
    });
    return new Paragraph({ alignment: ALIGNMENT[uses[0].align] ?? AlignmentType.LEFT, children: runs });
  }
  return undefined;
}

/**
 * Lists as Word numbers them: one numbering definition per marker style (and first number, when a list starts
 * elsewhere than 1), one instance per list. A list goes on while items follow each other, across page breaks,
 * as long as the numbers follow; any other paragraph or a table ends it.
 */
class Lists {
  private readonly configs = new Map<string, NumberingDefinition>();
  private current: { numbering: ListNumbering; reference: string; instance: number } | null = null;
  private instances = 0;

  numberingFor(block: TypesetBlock): { reference: string; level: number; instance: number } | undefined {
    if (block.kind !== 'list-item' || !block.marker) {
      this.end();
      return undefined;
    }
    const numbering = listNumberingOf(block.marker, this.current?.numbering);
    if (this.current && continuesList(this.current.numbering, numbering)) {
      this.current.numbering = numbering;
    } else {
      this.current = { numbering, reference: this.reference(numbering), instance: ++this.instances };
    }
    return { reference: this.current.reference, level: 0, instance: this.current.instance };
  }

  end(): void {
    this.current = null;
  }

  definitions(): NumberingDefinition[] {
    return [...this.configs.values()];
  }

  private reference(numbering: ListNumbering): string {
    const indent = { left: 720, hanging: 360 };
    if (numbering.kind === 'bullet') {
      const reference = `bullet-${[...numbering.char].map((c) => c.codePointAt(0)!.toString(16)).join('-')}`;
      if (!this.configs.has(reference)) {
        this.configs.set(reference, {
          reference,
          levels: [
            { level: 0, format: LevelFormat.BULLET, text: numbering.char, alignment: AlignmentType.LEFT, style: { paragraph: { indent } } },
          ],
        });
      }
      return reference;
    }
    const reference = `${numbering.format}-${numbering.template.replace(/[^%1().]/g, '')}-${numbering.value}`;
    if (!this.configs.has(reference)) {
      this.configs.set(reference, {
        reference,
        levels: [
          {
            level: 0,
            format: LEVEL_FORMAT[numbering.format],
            text: numbering.template,
            start: numbering.value,
            alignment: AlignmentType.LEFT,
            style: { paragraph: { indent } },
          },
        ],
      });
    }
    return reference;
  }
}
