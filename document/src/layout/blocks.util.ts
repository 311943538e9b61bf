/* eslint-disable max-lines -- the block grouping's passes (columns, ruled cells, tables, margin notes, lists, paragraph joins) and the order they run in; each rule lives in the *.util file it imports, what stays is the walk over lines that they share. */
import { columnFlows, detectGutters, type ColumnFlow, type Gutter } from './columns.util';
import type { Block, BlockKind, Line, Rule, TextAlign, TextItem } from './layout.types';
import { looksLikeCode } from './not-prose.util';
import { gridPlaces, ruledAreas, splitAtRules, type GridPlace, type RuledArea } from './ruled-cells.util';
import { parseListMarker } from './list-marker.util';
import { lineColor } from './text-color.util';
import { buildLine, lineBottom, lineRight, lineTop } from './lines.util';
import { lineSpacings, usualLeading } from './leading.util';
import { ENDS_SENTENCE, STARTS_SENTENCE } from './sentences.util';
import { bodyFontSize as bodySizeOf, dominantStyle, itemFontSize, median, round } from './style.util';
import { isMarginNote, notesBeside, textLeftEdges } from './margin-notes.util';
import { detectTables, groupRows, type DetectedTable } from './tables.util';

export interface GroupBlocksParams {
  page: { number: number };
  /** The page's lines (from groupLines), any order. */
  lines: readonly Line[];
  /** The document's body text size (headings are larger); the page's own when absent. */
  bodyFontSize?: number;
  /** The document's line spacing per size (usualLeading over every page, tightest), when known. */
  documentLeading?: (fontSize: number) => number | undefined;
  /** Ruled lines drawn on the page (PageText.rules): no block crosses one. */
  rules?: readonly Rule[];
}

/** Fragments of one row closer than this many em are one line (wide justified spaces, a tab after a bullet). */
const MERGE_GAP_EM = 3;
/** A fragment this many em right of a line, past the end of the lines above and below, is not that line's end. */
const OUTSIDE_GAP_EM = 1.5;
/** A vertical gap over this multiple of the usual leading starts a new block. */
const GAP_FACTOR = 1.2;
/** A size difference above this share starts a new block. */
const SIZE_CHANGE = 0.1;
/** Larger than the body by this factor: a heading. */
const HEADING_SIZE_FACTOR = 1.15;
const HEADING_MAX_WORDS = 15;
const HEADING_MAX_LINES = 3;
/** The first line of a paragraph may be indented by up to this many em. */
const MAX_FIRST_INDENT_EM = 6;
/** A line of a table of contents: a leader of dots (or ellipses) and a page number at its end. */
const CONTENTS_ENTRY = /(?:[.·…]\s?){4,}\s*(?:\d+|[ivxlcdm]+)\s*$/iu;

type FlowMode = 'left' | 'center' | 'right';

interface Draft {
  lines: Line[];
  /** Set when the first line starts with a list marker. */
  marker?: string;
  /** Where an item's text starts after its marker: wrapped lines of a hanging indent align here. */
  textX?: number;
  /** How the lines line up, known from the second line on. */
  mode?: FlowMode;
  /** Left edge of the lines after the first (the first may be indented). */
  bodyX?: number;
  /** Its first line stands beside the line before it, on its row (a label at the end of a line: "[Function]"). */
  beside?: boolean;
}

interface Context {
  body: number;
  bodyBold: boolean;
  /** The page's usual line spacing for a size (1.2 em when the page does not say). */
  leading: (fontSize: number) => number;
  /** The document's, which may be tighter than the page's when a page holds only one-line paragraphs. */
  documentLeading: (fontSize: number) => number;
}

/**
 * Lines into blocks in reading order: columns (left to right, each top to bottom, between full-width elements),
 * then within a column a new block at a wide vertical gap (> 1.2 × the usual leading), a change of size or weight,
 * an indent or outdent, a list marker, or the short last line of a justified paragraph. Tables: one block per cell.
 */
export function groupBlocks(params: GroupBlocksParams): Block[] {
  const horizontal = params.lines.filter((line) => line.angle === 0);
  const items = horizontal.flatMap((line) => line.items);
  const pageStyle = dominantStyle(items);
  const pageLeading = usualLeading(lineSpacings(horizontal));
  const leading = (fontSize: number) => pageLeading(fontSize) ?? 1.2 * fontSize;
  const context: Context = {
    body: params.bodyFontSize ?? bodySizeOf(items),
    bodyBold: pageStyle.bold,
    leading,
    documentLeading: (fontSize) => params.documentLeading?.(fontSize) ?? leading(fontSize),
  };
  const edges = textLeftEdges(groupRows(horizontal).map((row) => row.flatMap((line) => line.items)));
  const tables = { next: 0 };
  const rules = params.rules ?? [];
  const areas = rules.length
    ? ruledAreas(splitAtRules(params.lines, rules), rules)
    : [{ lines: [...params.lines], top: Infinity, left: 0, free: true }];
  // Each ruled area (a cell of a ruled table, the text under a header's rule) is read on its own: no block crosses a
  // rule. The free text keeps its order (columns); the areas come in where their tops fall in it.
  const free = areas.find((area) => area.free);
  const freeBlocks = free ? areaBlocks(free.lines, params.page.number, context, edges, tables) : [];
  const places = gridPlaces(areas);
  const read = areas
    .map((area, index) => ({ area, place: places.get(index) }))
    .filter(({ area }) => !area.free)
    .map(({ area, place }) => ({ area, place, blocks: areaBlocks(area.lines, params.page.number, context, edges, tables, area.cell) }));
  const firstRuledTable = tables.next;
  const ruled = read.map(({ area, place, blocks }) => ({ top: area.top, blocks: cellBlocks(blocks, area, place, firstRuledTable) }));
  const ordered: Omit<Block, 'id'>[] = [];
  for (const block of freeBlocks) {
    const top = block.angle ? -Infinity : block.y + block.height;
    while (ruled.length && ruled[0].top > top) ordered.push(...ruled.shift()!.blocks);
    ordered.push(block);
  }
  for (const area of ruled) ordered.push(...area.blocks);
  return ordered.map((block, index) => ({ id: `p${params.page.number}-b${index}`, ...block }));
}

/**
 * A ruled table's cell holding one block is that table's cell (the writer lets its translation fill the cell): tables
 * found from rules are numbered after those found from the text's alignment. Cells holding several blocks (a heading
 * over a paragraph, list items) keep them as they are.
 */
function cellBlocks(blocks: Omit<Block, 'id'>[], area: RuledArea, place: GridPlace | undefined, firstTable: number): Omit<Block, 'id'>[] {
  if (!place || !area.cell || blocks.length !== 1 || blocks[0].angle || blocks[0].kind === 'list-item' || blocks[0].kind === 'table-cell')
    return blocks;
  const { headingLevel: _level, ...block } = blocks[0];
  const bounds = { left: area.cell.x0, right: area.cell.x1 };
  const align = cellAlign(block.lines, {
    left: Math.min(...block.lines.map((line) => line.x)),
    right: Math.max(...block.lines.map(lineRight)),
  });
  const narrow = block.lines.length === 1 ? estimateAlign(block.lines, bounds.left, bounds.right) : align;
  return [
    { ...block, kind: 'table-cell', align: narrow === 'justified' ? 'left' : narrow, table: { ...place, table: firstTable + place.table } },
  ];
}

/** The blocks of one area of the page (the whole page when it draws no rules), in reading order. */
function areaBlocks(
  lines: readonly Line[],
  pageNumber: number,
  context: Context,
  edges: readonly number[],
  tableCounter: { next: number },
  cell?: { x0: number; x1: number },
): Omit<Block, 'id'>[] {
  if (lines.length === 1 && lines[0].angle === 0) {
    // One line (most cells of a ruled table): its block, without looking for columns or tables in it.
    const column: ColumnFlow = { lines: [...lines], left: lines[0].x, right: lineRight(lines[0]) };
    return [toBlock(startDraft(lines[0]), pageNumber, column, context)];
  }
  const horizontal = lines.filter((line) => line.angle === 0);
  const params = { page: { number: pageNumber } };
  const gutters = detectGutters({ lines: horizontal });
  const flows = columnFlows({ lines: splitAtGutters(horizontal, gutters), gutters });
  if (cell && gutters.length === 0) {
    // A ruled cell's measure is its borders less the padding its text keeps on the left: a line ending well before
    // it was broken on purpose (two paragraphs of one cell), not wrapped.
    const padding = Math.max(0, Math.min(...horizontal.map((line) => line.x)) - cell.x0);
    for (const flow of flows) Object.assign(flow, { right: Math.max(flow.right, cell.x1 - padding), measured: true });
  }

  const ordered: Omit<Block, 'id'>[] = [];
  for (const flow of flows) {
    // Notes in the margin a little off their line's baseline stand apart before tables are looked for.
    const beside = notesBeside(flow.lines, edges);
    const { tables, rest: others } = detectTables({ lines: beside.rest });
    const proseTables = new Map(tables.map((table) => [table, proseColumns(table)]));
    let rest = others;
    for (const prose of proseTables.values()) if (prose) rest = takeHeadLines(rest, prose);
    const units: { y: number; blocks: Omit<Block, 'id'>[] }[] = [];
    const notes: Line[] = [...beside.notes];
    const sideBySide = sideBySideColumns(rest);
    for (const group of sideBySide) {
      // Short columns side by side with no gutter down the page (two columns under a figure): each read on its own.
      for (const lines of group.columns) {
        const column: ColumnFlow = { lines, left: Math.min(...lines.map((line) => line.x)), right: Math.max(...lines.map(lineRight)) };
        for (const draft of draftBlocks(mergeRows(lines, gutters, edges, notes), column, context)) {
          units.push({ y: draft.lines[0].y, blocks: [toBlock(draft, params.page.number, column, context)] });
        }
      }
      rest = rest.filter((line) => !group.lines.has(line));
    }
    for (const draft of draftBlocks(mergeRows(rest, gutters, edges, notes), flow, context)) {
      units.push({ y: draft.lines[0].y, blocks: [toBlock(draft, params.page.number, flow, context)] });
    }
    // Margin notes stand apart from the paragraphs beside them (which they would otherwise cut in two).
    for (const note of notes) {
      const column: ColumnFlow = { lines: [note], left: note.x, right: lineRight(note) };
      units.push({ y: note.y, blocks: [toBlock(startDraft(note), params.page.number, column, context)] });
    }
    for (const table of tables) {
      const prose = proseTables.get(table);
      if (prose) {
        // Text set side by side (two sub-captions under a figure): each column read as paragraphs, not cell by cell.
        for (const lines of prose) {
          const column: ColumnFlow = { lines, left: Math.min(...lines.map((line) => line.x)), right: Math.max(...lines.map(lineRight)) };
          units.push({
            y: lines[0].y,
            blocks: draftBlocks(lines, column, context).map((draft) => toBlock(draft, params.page.number, column, context)),
          });
        }
        continue;
      }
      units.push({ y: table.y, blocks: tableBlocks(table, tableCounter.next++, params.page.number, context) });
    }
    units.sort((a, b) => b.y - a.y);
    for (const unit of units) ordered.push(...unit.blocks);
  }
  for (const line of lines.filter((l) => l.angle !== 0)) ordered.push(rotatedBlock(line, params.page.number));
  return ordered;
}

/**
 * Lines the line builder joined over a column gutter (the last lines of two columns on one baseline, a word space
 * apart) cut in two where a gap between their runs lies in the gutter.
 */
function splitAtGutters(lines: readonly Line[], gutters: readonly Gutter[]): Line[] {
  if (gutters.length === 0) return [...lines];
  return lines.flatMap((line) => {
    const items = [...line.items].sort((a, b) => a.x - b.x);
    const parts: TextItem[][] = [[]];
    items.forEach((item, i) => {
      const prev = items[i - 1];
      const gapStart = prev ? prev.x + prev.width : item.x;
      if (
        prev &&
        item.x - gapStart > 0.2 * line.fontSize &&
        gutters.some(
          (gutter) =>
            gapStart < gutter.x1 &&
            item.x > gutter.x0 &&
            gapStart <= (gutter.x0 + gutter.x1) / 2 + 1 &&
            item.x >= (gutter.x0 + gutter.x1) / 2 - 1,
        )
      ) {
        parts.push([]);
      }
      parts[parts.length - 1].push(item);
    });
    return parts.length === 1 ? [line] : parts.map((part) => buildLine({ items: part }));
  });
}

/** Columns side by side need this many rows, and a gap this many em wide between them. */
const SIDE_BY_SIDE_ROWS = 2;
const SIDE_BY_SIDE_GAP_EM = 1.5;

/**
 * Rows cut in two by one white gap that goes on, at the same place, from row to row (at most two leadings apart): two
 * short columns side by side whose gutter the page's column detection did not see (under a figure spanning the page).
 * Each group's lines left and right of the gap, top to bottom; a row with text across the gap ends the group.
 */
function sideBySideColumns(lines: readonly Line[]): { columns: Line[][]; lines: Set<Line> }[] {
  const rows = groupRows(lines);
  const groups: { columns: Line[][]; lines: Set<Line> }[] = [];
  const gapOf = (row: readonly Line[], within?: { x0: number; x1: number }) => {
    // Prose on both sides: a bullet or a number set apart by a tab stays with its text (mergeRows).
    if (row.some((line) => line.text.trim().split(/\s+/).length < 2)) return undefined;
    const em = Math.max(...row.map((line) => line.fontSize));
    const gaps = row
      .slice(1)
      .map((line, k) => ({ x0: lineRight(row[k]), x1: line.x }))
      .filter((gap) => gap.x1 - gap.x0 >= SIDE_BY_SIDE_GAP_EM * em);
    const fitting = within
      ? gaps.filter(
          (gap) => Math.min(gap.x1, within.x1) - Math.max(gap.x0, within.x0) >= 0.5 * Math.min(gap.x1 - gap.x0, within.x1 - within.x0),
        )
      : gaps;
    return fitting.length === 1 ? { x0: fitting[0].x0, x1: fitting[0].x1 } : undefined;
  };
  let r = 0;
  while (r < rows.length) {
    let gap = rows[r].length >= 2 ? gapOf(rows[r]) : undefined;
    let end = r + 1;
    while (gap && end < rows.length && rows[end].length >= 2 && rows[end - 1][0].y - rows[end][0].y <= 2.5 * rows[end][0].fontSize) {
      const next = gapOf(rows[end], gap);
      if (!next) break;
      gap = { x0: Math.max(gap.x0, next.x0), x1: Math.min(gap.x1, next.x1) };
      end++;
    }
    if (gap && end - r >= SIDE_BY_SIDE_ROWS) {
      const middle = (gap.x0 + gap.x1) / 2;
      const group = rows.slice(r, end).flat();
      groups.push({
        columns: [group.filter((line) => lineRight(line) <= middle), group.filter((line) => line.x >= middle)],
        lines: new Set(group),
      });
      r = end;
    } else r++;
  }
  return groups;
}

/**
 * Puts back together the fragments of a row that are not table cells, unless they are far apart (3 em) or a column
 * gutter of the page lies between them (the lines of two columns read in one flow are not one line).
 */
function mergeRows(lines: readonly Line[], gutters: readonly Gutter[], edges: readonly number[], notes: Line[]): Line[] {
  const merged: Line[] = [];
  const rows = groupRows(lines);
  const gapsOf = (row: readonly Line[]) => row.slice(1).map((line, k) => ({ x0: lineRight(row[k]), x1: line.x }));
  const rowGaps = rows.map(gapsOf);
  rows.forEach((row, r) => {
    // The same gap in the row above or below (two lines of two columns side by side, below a figure whose text hides
    // the page's gutter): the fragments are lines of different columns.
    const beside = [r - 1, r + 1].filter((k) => k >= 0 && k < rows.length && Math.abs(rows[k][0].y - row[0].y) <= 2 * row[0].fontSize);
    const stacked = (x0: number, x1: number) =>
      beside.some((k) => rowGaps[k].some((gap) => Math.min(gap.x1, x1) - Math.max(gap.x0, x0) >= 0.5 * Math.min(gap.x1 - gap.x0, x1 - x0)));
    // The rows above and below end before the next fragment starts, a wide gap away: it stands outside their
    // measure (the next cell of a ruled table row whose text sits level with a cell's wrapped line).
    const outside = (x0: number, x1: number, em: number) =>
      x1 - x0 >= OUTSIDE_GAP_EM * em &&
      beside.length > 0 &&
      beside.every((k) => rows[k][0].x < x0 && Math.max(...rows[k].map(lineRight)) < x1 - 0.5 * em);
    let current = row[0];
    for (const next of row.slice(1)) {
      // A list marker set apart by a tab ("•", "1.") lines up from item to item and stays with its text.
      const marker = parseListMarker(`${current.text.trim()} x`)?.rest === 'x' || /^[^\p{L}\p{N}]{1,2}$/u.test(current.text.trim());
      const em = Math.max(current.fontSize, next.fontSize);
      const across =
        gutters.some((gutter) => lineRight(current) < gutter.x1 && next.x > gutter.x0) ||
        (!marker && (stacked(lineRight(current), next.x) || outside(lineRight(current), next.x, em)));
      // A note in the margin beside a paragraph's line (a command name, a label) is no part of that line.
      const note = isMarginNote(current.items[current.items.length - 1], next.items[0], edges);
      if (!across && !note && next.x - lineRight(current) <= MERGE_GAP_EM * Math.max(current.fontSize, next.fontSize)) {
        current = buildLine({ items: [...current.items, ...next.items] });
      } else if (note && current === row[0]) {
        notes.push(current);
        current = next;
      } else {
        merged.push(current);
        current = next;
      }
    }
    merged.push(current);
  });
  return merged;
}

function draftBlocks(lines: readonly Line[], flow: ColumnFlow, context: Context): Draft[] {
  const drafts: Draft[] = [];
  for (const line of lines) {
    const current = drafts[drafts.length - 1];
    // The line before a label set beside its end, at the column's right edge ("[Function]"), may go on below it.
    const label = current?.beside && current.lines.length === 1 && lineRight(current.lines[0]) >= flow.right - tolerance(line);
    const before = label ? drafts[drafts.length - 2] : undefined;
    if (current && continues(current, line, flow, context)) {
      addLine(current, line);
    } else if (before && continues(before, line, flow, context)) {
      addLine(before, line);
    } else {
      const draft = startDraft(line);
      const last = current?.lines[current.lines.length - 1];
      if (last && Math.abs(last.y - line.y) < 0.5 * Math.max(last.fontSize, line.fontSize)) draft.beside = true;
      drafts.push(draft);
    }
  }
  return drafts;
}

/** A block that starts with a marker is a list item, whatever the marker: a new block is a plausible new item. */
function startDraft(line: Line): Draft {
  const marker = parseListMarker(line.text);
  if (marker) return { lines: [line], marker: marker.marker, textX: textStartX(line, marker.marker) };
  return { lines: [line] };
}

function addLine(draft: Draft, line: Line): void {
  const first = draft.lines[0];
  if (draft.lines.length === 1) {
    const tol = tolerance(line);
    // An indented first line over a line as full as it is the start of a paragraph, not centred or right-aligned text.
    const indentedFirst = first.x > line.x + tol && Math.abs(lineRight(line) - lineRight(first)) <= tol;
    const centred = !indentedFirst && Math.abs(centre(line) - centre(first)) <= tol && Math.abs(line.x - first.x) > tol;
    const right = !indentedFirst && Math.abs(lineRight(line) - lineRight(first)) <= tol && Math.abs(line.x - first.x) > tol;
    const aligned = draft.marker === undefined;
    draft.mode = aligned && centred ? 'center' : aligned && right ? 'right' : 'left';
    draft.bodyX = line.x;
  }
  draft.lines.push(line);
}

/** Whether `line` continues the block being built (the rules of groupBlocks, in order). */
function continues(draft: Draft, line: Line, flow: ColumnFlow, context: Context): boolean {
  const prev = draft.lines[draft.lines.length - 1];
  const first = draft.lines[0];
  const em = Math.max(prev.fontSize, line.fontSize);
  const distance = prev.y - line.y;
  if (distance < 0.5 * em) return false; // side by side on one row, too far apart to be one line
  // A line all in monospace after prose, or prose after one (a code display under the sentence introducing it).
  const styleChange =
    Math.abs(prev.fontSize - line.fontSize) > SIZE_CHANGE * em || prev.bold !== line.bold || allMonospace(prev) !== allMonospace(line);
  if (styleChange && !flowsOn(draft, prev, line)) return false;
  // An entry of a table of contents ends with its leader and page number: the next line is the next entry.
  if (CONTENTS_ENTRY.test(prev.text)) return false;
  // A display of code keeps its lines: each is a line of its own, never joined to the next (nor justified with it).
  if (allMonospace(prev) && allMonospace(line) && looksLikeCode(prev.text) && looksLikeCode(line.text)) return false;
  // A change of colour (a red subtitle under a black title) starts a block, unless a sentence runs on into it.
  if (lineColor(prev) !== lineColor(line) && (ENDS_SENTENCE.test(prev.text) || !/^\p{Ll}/u.test(line.text))) return false;
  // A bold run-in label after a finished sentence opens the next paragraph ("DATES: The FAA must…").
  const opening = edgeStyles(line);
  if (opening.mixed && opening.first.bold && !prev.bold && ENDS_SENTENCE.test(prev.text)) return false;
  // The block's own line spacing once it has one, else the page's usual spacing for this size.
  const leading = draft.lines.length >= 2 ? draft.lines[0].y - draft.lines[1].y : context.leading(line.fontSize);
  if (distance > GAP_FACTOR * leading + 0.5) return false;
  // Wider than the document's usual spacing after a finished sentence: a new paragraph on a page whose paragraphs
  // are all one line (its own usual spacing is then the paragraph gap). Never cuts a sentence.
  const sentenceGap = distance > GAP_FACTOR * context.documentLeading(line.fontSize) + 0.5;
  if (sentenceGap && ENDS_SENTENCE.test(prev.text) && STARTS_SENTENCE.test(line.text)) return false;

  const marker = parseListMarker(line.text);
  // A marker starts an item after a finished sentence, inside a list, or indented under the line before (a numbered
  // list after an introduction without a colon).
  if (marker && (marker.strong || draft.marker !== undefined || ENDS_SENTENCE.test(prev.text) || line.x > prev.x + tolerance(line)))
    return false;

  const tol = tolerance(line);
  if (forcedBreak(draft, line, em)) return false;
  // Entries of a list of definitions (the term in italic before a colon: "name: the name of…"): a line opening with
  // a term where the line before left room for it starts the next entry; so does a sentence after them. (A bold
  // run-in label, "DATES:", is the rule above.)
  const entry = opensWithTerm(line) || (opensWithTerm(first) && STARTS_SENTENCE.test(line.text));
  if (entry && roomFor(prev, line, localRight(flow, prev, em), em)) return false;
  // In a ruled cell, whose measure is known: the next line's first word would have fitted, so the line was ended.
  // Prose only: lines in capitals (labels, names in a list) keep the other rules.
  const prose = /\p{Ll}/u.test(prev.text) && /\p{Ll}/u.test(line.text);
  if (flow.measured && prose && draft.marker === undefined && !/[-‐]$/u.test(prev.text) && roomFor(prev, line, flow.right, em))
    return false;
  if (draft.marker !== undefined) {
    if (draft.textX !== undefined && Math.abs(line.x - draft.textX) <= tol) return true;
    // Lines back at (or left of) the marker carry the item on only where its text wrapped: the line before was full.
    if (ENDS_SENTENCE.test(prev.text) || roomFor(prev, line, localRight(flow, prev, em), em)) return false;
    // An item indented like a paragraph's first line ("(1) Is not…"): its sentence goes on at the margin.
    if (line.x < first.x - tol && first.x - line.x <= MAX_FIRST_INDENT_EM * em) return true;
    return Math.abs(line.x - first.x) <= tol;
  }
  if (draft.lines.length === 1) {
    if (Math.abs(line.x - first.x) <= tol) return true;
    // A label beside the end of a line is no right-aligned or centred text with a line below it twice as wide (a
    // Texinfo definition's "[Function]" over the wrapped rest of the prototype).
    if (draft.beside && line.width > 2 * first.width) return false;
    if (line.x < first.x && first.x - line.x <= MAX_FIRST_INDENT_EM * em) return true; // indented first line
    if (hangs(line.x, first.x, prev, em) && line.x < lineRight(first)) return true; // under the first line's text
    if (Math.abs(centre(line) - centre(first)) <= tol) return true;
    return Math.abs(lineRight(line) - lineRight(first)) <= tol && line.x > flow.left + 2 * em;
  }
  switch (draft.mode) {
    case 'center':
      return Math.abs(centre(line) - centre(prev)) <= tol;
    case 'right':
      return Math.abs(lineRight(line) - lineRight(prev)) <= tol;
    default:
      if (Math.abs(line.x - (draft.bodyX ?? first.x)) > tol) return false;
      return !endsJustifiedParagraph(draft, flow.right, tol, em);
  }
}

function allMonospace(line: Line): boolean {
  const items = line.items.filter((item) => item.text.trim() !== '');
  return items.length > 0 && items.every((item) => item.monospace === true);
}

interface RunStyle {
  size: number;
  bold: boolean;
}

const sameStyle = (a: RunStyle, b: RunStyle) => a.bold === b.bold && Math.abs(a.size - b.size) <= SIZE_CHANGE * Math.max(a.size, b.size);

/** The style a line starts and ends in, and whether it holds more than one. */
function edgeStyles(line: Line): { first: RunStyle; last: RunStyle; mixed: boolean } {
  const items = line.items.filter((item) => item.text.trim() !== '');
  const styles = (items.length ? items : line.items).map((item) => ({ size: itemFontSize(item), bold: item.bold }));
  const first = styles[0] ?? { size: line.fontSize, bold: line.bold };
  return { first, last: styles[styles.length - 1] ?? first, mixed: styles.some((style) => !sameStyle(style, first)) };
}

/**
 * Lines whose main styles differ but whose text runs on in one style across the line break: a run-in label ("AGENCY:",
 * "FOR FURTHER INFORMATION CONTACT:" in small capitals) opening a paragraph whose text goes on in the body style, or a
 * phrase set apart inside a paragraph that takes most of one line. A heading (one style throughout) followed by a
 * paragraph that opens with a label stays apart.
 */
function flowsOn(draft: Draft, prev: Line, line: Line): boolean {
  const before = edgeStyles(prev);
  const after = edgeStyles(line);
  if (!sameStyle(before.last, after.first)) return false;
  if (before.mixed) return true;
  const first = draft.lines[0];
  return after.mixed && draft.lines.length >= 2 && sameStyle(after.first, { size: first.fontSize, bold: first.bold });
}

/**
 * A hanging indent (references, definitions): the line is indented under the first while the sentence goes on.
 * An indented line after a finished sentence is a new paragraph instead.
 */
function hangs(x: number, firstX: number, prev: Line, em: number): boolean {
  return x > firstX && x - firstX <= MAX_FIRST_INDENT_EM * em && !ENDS_SENTENCE.test(prev.text);
}

/**
 * A sentence ends the previous line although the first word of this one would have fitted after it, within the
 * block's widest line: the line was broken on purpose (a new paragraph, or the next item of a list whose bullets are
 * drawn as shapes rather than text). A line wrapped by the producer never leaves that much room.
 */
function forcedBreak(draft: Draft, line: Line, em: number): boolean {
  const prev = draft.lines[draft.lines.length - 1];
  if (!ENDS_SENTENCE.test(prev.text) || !STARTS_SENTENCE.test(line.text)) return false;
  const right = Math.max(lineRight(line), ...draft.lines.map(lineRight));
  const word = line.text.split(' ')[0];
  const wordWidth = (line.width * word.length) / line.text.length;
  return lineRight(prev) + 0.25 * em + wordWidth <= right - 0.5 * em;
}

/** Words of a definition list's term opening a line: at most this many. */
const MAX_TERM_WORDS = 4;

/**
 * The line opens with a term set apart in italic (at most MAX_TERM_WORDS words) and a colon, the rest of the line
 * upright: an entry of a list of definitions ("name: the name of the element", "len: number of bytes").
 */
function opensWithTerm(line: Line): boolean {
  const items = line.items.filter((item) => item.text.trim() !== '');
  if (items.length < 2) return false;
  const [term, next] = items;
  if (!term.italic || next.italic) return false;
  if (term.text.trim().split(/\s+/u).length > MAX_TERM_WORDS) return false;
  return /:\s*$/u.test(term.text) || /^\s*:/u.test(next.text);
}

/** The right edge of the text around `line` in its flow: the furthest right end of the lines above or below it (within 6 em) that share its x range. */
function localRight(flow: ColumnFlow, line: Line, em: number): number {
  let right = lineRight(line);
  for (const other of flow.lines) {
    if (Math.abs(other.y - line.y) <= 6 * em && other.x < lineRight(line) && lineRight(other) > line.x)
      right = Math.max(right, lineRight(other));
  }
  return right;
}

/** The first word of `line` would have fitted at the end of `prev` (before `right`): `prev` was not wrapped there. */
function roomFor(prev: Line, line: Line, right: number, em: number): boolean {
  const word = line.text.trimStart().split(' ')[0];
  const wordWidth = (line.width * word.length) / Math.max(1, line.text.length);
  return lineRight(prev) + 0.25 * em + wordWidth <= right - 0.5 * em;
}

/**
 * In justified text every line but a paragraph's last reaches the column's right edge: a short line ending a sentence
 * after two or more full ones closes the paragraph even without indent or spacing.
 */
function endsJustifiedParagraph(draft: Draft, right: number, tol: number, em: number): boolean {
  const lines = draft.lines;
  const prev = lines[lines.length - 1];
  const full = lines.slice(0, -1);
  if (full.length < 2 || !full.every((line) => right - lineRight(line) <= tol)) return false;
  return right - lineRight(prev) > 2 * em && ENDS_SENTENCE.test(prev.text);
}

function toBlock(draft: Draft, page: number, flow: ColumnFlow, context: Context): Omit<Block, 'id'> {
  const { lines } = draft;
  const style = dominantStyle(lines.flatMap((line) => line.items));
  // "1. Introduction" set large or bold is a numbered heading, not a list item: its number stays in its text.
  const bullet = draft.marker !== undefined && parseListMarker(`${draft.marker} x`)?.strong === true;
  const marker = !bullet && looksLikeHeading(style, context) ? undefined : draft.marker;
  const kind: BlockKind = marker !== undefined ? 'list-item' : isHeading(lines, style, context) ? 'heading' : 'paragraph';
  return {
    page,
    kind,
    ...box(lines),
    ...style,
    align: estimateAlign(itemLines(draft, marker), flow.left, flow.right),
    lineHeight: lineHeightOf(lines, context),
    lines,
    ...(marker !== undefined ? { marker } : {}),
    ...(kind === 'heading' ? { headingLevel: headingLevel(style.fontSize, context.body) } : {}),
    angle: 0,
  };
}

/**
 * The line just above text set side by side that the line builder joined over the columns' gap ("(a) Example of a
 * unit.(b) A visualization of a…"): cut where a gap between its runs lies between two columns, each part put at
 * the head of its column (`columns` is changed). Answers the other lines.
 */
function takeHeadLines(lines: readonly Line[], columns: Line[][]): Line[] {
  const top = Math.max(...columns.map((column) => column[0].y));
  const size = columns[0][0].fontSize;
  const bounds = columns.map((column) => ({ left: Math.min(...column.map((line) => line.x)), right: Math.max(...column.map(lineRight)) }));
  const gaps = bounds.slice(1).map((bound, c) => ({ x0: bounds[c].right, x1: bound.left }));
  const kept: Line[] = [];
  for (const line of lines) {
    const above = line.y > top && line.y - top <= 1.6 * Math.max(size, line.fontSize);
    if (!above || line.x > bounds[0].left + size || lineRight(line) < bounds[bounds.length - 1].left) {
      kept.push(line);
      continue;
    }
    const items = [...line.items].sort((a, b) => a.x - b.x);
    const parts: TextItem[][] = columns.map(() => []);
    for (const item of items) {
      const centre = item.x + item.width / 2;
      parts[gaps.filter((gap) => (gap.x0 + gap.x1) / 2 < centre).length].push(item);
    }
    // Only a line whose runs fall apart at the gaps, none of them reaching an em into both columns.
    const across = items.some((item) => gaps.some((gap) => item.x < gap.x0 - size && item.x + item.width > gap.x1 + size));
    if (across || parts.some((part) => part.length === 0)) {
      kept.push(line);
      continue;
    }
    parts.forEach((part, c) => columns[c].unshift(buildLine({ items: part })));
  }
  return kept;
}

/** A column of this many cells or more, most of them running on into the next, is running text rather than cells. */
const PROSE_COLUMN_CELLS = 3;
const PROSE_COLUMN_SHARE = 0.6;

/**
 * The columns of a "table" that is really text set side by side (sub-captions under two figures, parallel
 * paragraphs): every column has several cells and in most of them the text runs on into the cell below (no sentence
 * end, the next starting in lower case). Their lines, top to bottom, per column; undefined for a real table.
 */
function proseColumns(table: DetectedTable): Line[][] | undefined {
  if (table.cols < 2) return undefined;
  const columns: Line[][] = [];
  for (let col = 0; col < table.cols; col++) {
    const cells = table.cells.filter((cell) => cell.col === col).sort((a, b) => a.row - b.row);
    if (cells.length < PROSE_COLUMN_CELLS) return undefined;
    let runOn = 0;
    for (let i = 0; i + 1 < cells.length; i++) {
      const end = cells[i].lines[cells[i].lines.length - 1].text.trim();
      const next = cells[i + 1].lines[0].text.trim();
      if (!ENDS_SENTENCE.test(end) && /^\p{Ll}/u.test(next)) runOn++;
    }
    if (runOn < PROSE_COLUMN_SHARE * (cells.length - 1)) return undefined;
    columns.push(cells.flatMap((cell) => cell.lines));
  }
  return columns;
}

function tableBlocks(table: DetectedTable, index: number, page: number, context: Context): Omit<Block, 'id'>[] {
  const columnBounds = new Map<number, { left: number; right: number }>();
  for (const cell of table.cells) {
    const bounds = columnBounds.get(cell.col) ?? { left: Infinity, right: -Infinity };
    for (const line of cell.lines) {
      bounds.left = Math.min(bounds.left, line.x);
      bounds.right = Math.max(bounds.right, lineRight(line));
    }
    columnBounds.set(cell.col, bounds);
  }
  return table.cells.flatMap((cell): Omit<Block, 'id'>[] => {
    const bounds = columnBounds.get(cell.col)!;
    const position = { table: index, row: cell.row, col: cell.col, rows: table.rows, cols: table.cols };
    const flow: ColumnFlow = { lines: cell.lines, ...bounds };
    const parts = cellParagraphs(flow, context);
    // Each paragraph of the cell is still of its table: its translation may take the cell's width.
    if (parts)
      return parts.map((draft) => {
        const { headingLevel: _level, ...block } = toBlock(draft, page, flow, context);
        return { ...block, kind: 'table-cell' as const, table: position };
      });
    return [
      {
        page,
        kind: 'table-cell' as const,
        ...box(cell.lines),
        ...dominantStyle(cell.lines.flatMap((line) => line.items)),
        align: cellAlign(cell.lines, bounds),
        lineHeight: lineHeightOf(cell.lines, context),
        lines: cell.lines,
        table: position,
        angle: 0,
      },
    ];
  });
}

/**
 * A cell holding a heading over its text (an agenda's "PUBLIC COMMENT – ITEMS ON THE AGENDA" in bold, then its
 * paragraph): its paragraphs, read as the page's are, when they change weight or size from one to the next; else
 * undefined (one block for the cell). As one cell, the heading ran into its paragraph and, in capitals inside a
 * sentence, was kept as an acronym.
 */
function cellParagraphs(cell: ColumnFlow, context: Context): Draft[] | undefined {
  if (cell.lines.length < 2) return undefined;
  const drafts = draftBlocks(cell.lines, cell, context);
  if (drafts.length < 2) return undefined;
  const restyled = drafts.slice(1).every((draft, k) => {
    const above = drafts[k].lines[drafts[k].lines.length - 1];
    const below = draft.lines[0];
    return above.bold !== below.bold || Math.abs(above.fontSize - below.fontSize) > SIZE_CHANGE * Math.max(above.fontSize, below.fontSize);
  });
  return restyled ? drafts : undefined;
}

/**
 * A cell's alignment within its column. The column's right edge is its widest line, so a cell wrapped once always
 * has a first line reaching it: justified only with two or more such lines.
 */
function cellAlign(lines: readonly Line[], bounds: { left: number; right: number }): TextAlign {
  const align = estimateAlign(lines, bounds.left, bounds.right);
  return align === 'justified' && lines.length < 3 ? 'left' : align;
}

/** Rotated text is kept as is, one block per run: (x, y) is the start of its baseline, `width` runs along `angle`. */
function rotatedBlock(line: Line, page: number): Omit<Block, 'id'> {
  return {
    page,
    kind: 'paragraph',
    x: line.x,
    y: line.y,
    width: line.width,
    height: line.fontSize,
    fontSize: line.fontSize,
    fontName: line.fontName,
    bold: line.bold,
    italic: line.italic,
    align: 'left',
    lineHeight: round(1.2 * line.fontSize),
    lines: [line],
    angle: line.angle,
  };
}

/**
 * A heading is a short block (≤ 3 lines, ≤ 15 words) set larger than the body, or bold when the body is not,
 * or in capitals; it does not end with a comma or semicolon.
 */
function isHeading(lines: readonly Line[], style: { fontSize: number; bold: boolean }, context: Context): boolean {
  const text = lines.map((line) => line.text).join(' ');
  const words = text.split(/\s+/).filter(Boolean).length;
  if (lines.length > HEADING_MAX_LINES || words > HEADING_MAX_WORDS || /[,;]$/.test(text)) return false;
  if (looksLikeHeading(style, context)) return true;
  const letters = text.replace(/[^\p{L}]/gu, '');
  const capitals = letters === letters.toUpperCase() && letters !== letters.toLowerCase();
  return lines.length === 1 && letters.length >= 3 && capitals && !/[.!?]$/.test(text);
}

/** Set apart from the body: larger, or bold when the body is not. */
function looksLikeHeading(style: { fontSize: number; bold: boolean }, context: Context): boolean {
  return style.fontSize >= HEADING_SIZE_FACTOR * context.body || (style.bold && !context.bodyBold);
}

function headingLevel(fontSize: number, body: number): number {
  const ratio = fontSize / body;
  return ratio >= 1.6 ? 1 : ratio >= 1.3 ? 2 : 3;
}

/**
 * The lines whose edges tell a block's alignment: a list item's first line counted from where its text starts after
 * the marker (its wrapped lines hang there: read from the marker, a justified item looked right-aligned).
 */
function itemLines(draft: Draft, marker: string | undefined): readonly Line[] {
  const [first, ...rest] = draft.lines;
  if (marker === undefined || draft.textX === undefined || rest.length === 0 || draft.textX <= first.x) return draft.lines;
  return [{ ...first, x: draft.textX, width: lineRight(first) - draft.textX }, ...rest];
}

/**
 * Alignment from the line edges: shared left and right edges (all but the last line) = justified; shared left =
 * left; shared centres = center; shared right edges = right. One line: from its margins within the column.
 */
export function estimateAlign(lines: readonly Line[], left: number, right: number): TextAlign {
  const em = median(lines.map((line) => line.fontSize));
  const tol = Math.max(2, 0.5 * em);
  // Left edges are exact in a PDF (text origins); right edges carry trailing spaces and rounding.
  const exact = Math.max(1, 0.1 * em);
  const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
  if (lines.length === 1) {
    const marginLeft = lines[0].x - left;
    const marginRight = right - lineRight(lines[0]);
    if (marginLeft > 2 * em && Math.abs(marginLeft - marginRight) <= 2 * tol) return 'center';
    if (marginLeft > 2 * em && marginRight <= tol) return 'right';
    return 'left';
  }
  const body = lines.slice(1);
  const lefts = spread(body.map((line) => line.x)) <= exact && lines[0].x >= body[0].x - exact;
  const full = lines.slice(0, -1);
  const rights = spread(full.map(lineRight)) <= tol && (full.length >= 2 || right - lineRight(full[0]) <= tol);
  if (lefts && rights) return 'justified';
  if (lefts) return 'left';
  if (spread(lines.map(centre)) <= tol) return 'center';
  if (spread(lines.map(lineRight)) <= tol) return 'right';
  return 'left';
}

/** Baseline to baseline; for one line the document's spacing for its size, unless that is no plausible leading. */
function lineHeightOf(lines: readonly Line[], context: Context): number {
  if (lines.length < 2) {
    const { fontSize } = lines[0];
    const usual = context.documentLeading(fontSize);
    return round(usual >= fontSize && usual <= 1.6 * fontSize ? usual : 1.2 * fontSize);
  }
  return round(median(lines.slice(1).map((line, k) => lines[k].y - line.y)));
}

/** Bottom-left corner and size: from the lowest descent to the highest ascent, first left edge to last right edge. */
function box(lines: readonly Line[]): { x: number; y: number; width: number; height: number } {
  const x = Math.min(...lines.map((line) => line.x));
  const y = Math.min(...lines.map(lineBottom));
  return {
    x: round(x),
    y: round(y),
    width: round(Math.max(...lines.map(lineRight)) - x),
    height: round(Math.max(...lines.map(lineTop)) - y),
  };
}

/** Where the item's text starts after its marker: the next run when the marker is a run of its own, else estimated. */
function textStartX(line: Line, marker: string): number {
  const items: TextItem[] = line.items;
  let consumed = '';
  for (const item of items) {
    if (consumed.replace(/\s/g, '').length >= marker.length) return item.x;
    consumed += item.text;
  }
  const share = (marker.length + 1) / Math.max(1, line.text.length);
  return line.x + share * line.width;
}

function centre(line: Line): number {
  return line.x + line.width / 2;
}

function tolerance(line: Line): number {
  return Math.max(2, 0.5 * line.fontSize);
}
