import type { Line } from './layout.types';
import { parseListMarker } from './list-marker.util';
import { buildLine, lineRight } from './lines.util';
import { median } from './style.util';

export interface TableCell {
  row: number;
  col: number;
  /** One line per table row the cell covers (a wrapped cell has several), top to bottom. */
  lines: Line[];
}

export interface DetectedTable {
  rows: number;
  cols: number;
  /** Row-major. Empty cells are left out. */
  cells: TableCell[];
  /** Baseline of the first row: where the table sits in the column's reading order. */
  y: number;
}

export interface DetectTablesParams {
  /** The lines (fragments: wide gaps already split them) of one column, any order. */
  lines: readonly Line[];
  /** Rows further apart than this many em do not belong to the same table. */
  maxRowGapEm?: number;
  /** A gap between columns narrower than this many em is not a column boundary. */
  minColumnGapEm?: number;
}

interface Interval {
  x0: number;
  x1: number;
}

const MAX_ROW_GAP_EM = 3;
const MIN_COLUMN_GAP_EM = 0.8;
/** A single line this close under a row continues one of its cells (a wrapped cell) rather than ending the table. */
const CONTINUATION_GAP_EM = 1.5;
/** Cells this long (median words) in a two-row "table" are prose. */
const PROSE_WORDS = 5;

/**
 * Lines sharing a baseline (within 0.3 em), top to bottom, each row left to right: the rows of a column,
 * on which tables are found and side-by-side fragments are put back together.
 */
export function groupRows(lines: readonly Line[]): Line[][] {
  const sorted = [...lines].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: Line[][] = [];
  for (const line of sorted) {
    const row = rows[rows.length - 1];
    if (row && Math.abs(row[0].y - line.y) <= 0.3 * Math.max(row[0].fontSize, line.fontSize)) row.push(line);
    else rows.push([line]);
  }
  for (const row of rows) row.sort((a, b) => a.x - b.x);
  return rows;
}

/**
 * A table is a run of at least two rows of two or more cells whose column gaps line up: the white x bands common to
 * every row. Single lines just under a row that fit inside one column continue that cell. A run whose first column
 * holds only list markers is a list, not a table.
 */
export function detectTables(params: DetectTablesParams): { tables: DetectedTable[]; rest: Line[] } {
  const maxRowGapEm = params.maxRowGapEm ?? MAX_ROW_GAP_EM;
  const minGapEm = params.minColumnGapEm ?? MIN_COLUMN_GAP_EM;
  const rows = groupRows(params.lines);
  const tables: DetectedTable[] = [];
  const rest: Line[] = [];
  let i = 0;
  let lastRest: Line[] | undefined; // the row just before `i` when it was not part of a table
  while (i < rows.length) {
    const found = rows[i].length >= 2 ? tableFrom(rows, i, maxRowGapEm, minGapEm) : undefined;
    if (found) {
      if (lastRest && isHeaderRow(lastRest, found.table, maxRowGapEm)) {
        rest.splice(rest.length - lastRest.length, lastRest.length);
        found.table = withHeader(lastRest, found.table);
      }
      tables.push(found.table);
      lastRest = undefined;
      i = found.end;
    } else {
      rest.push(...rows[i]);
      lastRest = rows[i];
      i++;
    }
  }
  return { tables, rest };
}

/**
 * A header row whose labels do not line up with the cells under them (left-aligned labels over right-aligned numbers:
 * a label may sit in the white band between two columns of values) still heads the table when it has one label per
 * column, in order: label k lies right of every value of column k − 1 and left of every value of column k + 1.
 */
function isHeaderRow(row: readonly Line[], table: DetectedTable, maxRowGapEm: number): boolean {
  if (row.length !== table.cols) return false;
  const em = Math.max(...row.map((line) => line.fontSize));
  if (row[0].y - table.y > maxRowGapEm * em) return false;
  const columns = Array.from({ length: table.cols }, (_, col) =>
    table.cells.filter((cell) => cell.col === col).flatMap((cell) => cell.lines),
  );
  if (columns.some((lines) => lines.length === 0)) return false;
  return row.every((label, k) => {
    const before = columns[k - 1];
    const after = columns[k + 1];
    return (
      (!before || label.x >= Math.max(...before.map(lineRight))) && (!after || lineRight(label) <= Math.min(...after.map((line) => line.x)))
    );
  });
}

/** The table with `row` as its first row, one cell per label. */
function withHeader(row: readonly Line[], table: DetectedTable): DetectedTable {
  const header = row.map((line, col): TableCell => ({ row: 0, col, lines: [line] }));
  const body = table.cells.map((cell) => ({ ...cell, row: cell.row + 1 }));
  return { rows: table.rows + 1, cols: table.cols, cells: [...header, ...body], y: row[0].y };
}

function tableFrom(
  rows: Line[][],
  start: number,
  maxRowGapEm: number,
  minGapEm: number,
): { table: DetectedTable; end: number } | undefined {
  const em = Math.max(...rows[start].map((line) => line.fontSize));
  const minGap = minGapEm * em;
  let gaps = rowGaps(rows[start], minGap);
  // Each member: a row of cells, or a single line continuing the previous row (`item`: one starting a new list item
  // inside its column, which starts a cell of its own rather than joining the item above).
  const members: { row: Line[]; continuation: boolean; item?: boolean }[] = [{ row: rows[start], continuation: false }];
  let end = start + 1;
  for (; end < rows.length; end++) {
    const row = rows[end];
    const distance = members[members.length - 1].row[0].y - row[0].y;
    if (distance > maxRowGapEm * em) break;
    if (row.length >= 2) {
      const common = narrowGaps(gaps, row, minGap);
      if (!common || columnsOf(row, common).size < 2) break;
      // A column gap of this row that the rows above leave white too: a header row with a cell spanning two lines
      // or missing ("Cost on U.S. / operators" above the table's last column) does not merge two columns.
      const added = rowGaps(row, minGap).filter(
        (gap) =>
          !common.some((other) => other.x0 < gap.x1 && gap.x0 < other.x1) &&
          members.every((member) => member.row.every((line) => line.x >= gap.x1 || lineRight(line) <= gap.x0)),
      );
      gaps = [...common, ...added].sort((a, b) => a.x0 - b.x0);
      members.push({ row, continuation: false });
    } else if (distance <= CONTINUATION_GAP_EM * em && !gaps.some((gap) => crosses(row[0], gap))) {
      members.push({ row, continuation: true, item: parseListMarker(row[0].text)?.strong === true });
    } else break;
  }
  while (members.length && members[members.length - 1].continuation) {
    members.pop();
    end--;
  }
  const rowCount = members.filter((m) => !m.continuation).length;
  if (rowCount < 2) return undefined;

  const cols = gaps.length + 1;
  const cells = new Map<string, TableCell>();
  let rowIndex = -1;
  const itemRows = new Set<number>();
  for (const member of members) {
    if (!member.continuation || member.item) rowIndex++;
    if (member.item) itemRows.add(rowIndex);
    const byCol = new Map<number, Line[]>();
    for (const line of member.row) {
      const col = columnOf(line, gaps);
      byCol.set(col, [...(byCol.get(col) ?? []), line]);
    }
    for (const [col, parts] of byCol) {
      const line = parts.length === 1 ? parts[0] : buildLine({ items: parts.flatMap((part) => part.items) });
      const key = `${rowIndex}:${col}`;
      const cell = cells.get(key) ?? { row: rowIndex, col, lines: [] };
      cell.lines.push(line);
      cells.set(key, cell);
    }
  }
  const ordered = [...cells.values()].sort((a, b) => a.row - b.row || a.col - b.col);
  const firstColumn = ordered.filter((cell) => cell.col === 0);
  if (firstColumn.length > 0 && firstColumn.every((cell) => isBareMarker(cell.lines.map((l) => l.text).join(' ')))) {
    return undefined;
  }
  // Two lines of loosely spaced prose whose wide word gaps happen to line up are not a table: cells are short.
  const words = median(
    ordered
      .filter((cell) => !itemRows.has(cell.row))
      .map(
        (cell) =>
          cell.lines
            .map((l) => l.text)
            .join(' ')
            .split(/\s+/).length,
      ),
  );
  if (rowCount === 2 && words >= PROSE_WORDS) return undefined;
  return { table: { rows: rowIndex + 1, cols, cells: ordered, y: rows[start][0].y }, end };
}

/** White x bands between consecutive lines of a row, at least `minGap` wide: the first row's column gaps. */
function rowGaps(row: readonly Line[], minGap: number): Interval[] {
  const gaps: Interval[] = [];
  for (let k = 1; k < row.length; k++) {
    const gap = { x0: lineRight(row[k - 1]), x1: row[k].x };
    if (gap.x1 - gap.x0 >= minGap) gaps.push(gap);
  }
  return gaps;
}

/** Everything a row leaves white, margins included: what a later row leaves of the table's column gaps. */
function freeBands(row: readonly Line[]): Interval[] {
  const inner = row.slice(1).map((line, k) => ({ x0: lineRight(row[k]), x1: line.x }));
  return [{ x0: -Infinity, x1: row[0].x }, ...inner, { x0: lineRight(row[row.length - 1]), x1: Infinity }];
}

function crosses(line: Line, gap: Interval): boolean {
  return line.x < gap.x0 && lineRight(line) > gap.x1;
}

/** The column a line falls in: how many column gaps lie left of its centre. */
function columnOf(line: Line, gaps: readonly Interval[]): number {
  const centre = line.x + line.width / 2;
  return gaps.filter((gap) => (gap.x0 + gap.x1) / 2 < centre).length;
}

function columnsOf(row: readonly Line[], gaps: readonly Interval[]): Set<number> {
  return new Set(row.map((line) => columnOf(line, gaps)));
}

/**
 * The column gaps left once `row` is added: each must stay open and in one piece (a cell sitting inside a gap is out
 * of alignment with the rows above); undefined when one does not.
 */
function narrowGaps(gaps: readonly Interval[], row: readonly Line[], minWidth: number): Interval[] | undefined {
  const free = freeBands(row);
  const narrowed: Interval[] = [];
  for (const gap of gaps) {
    const pieces = free
      .map((band) => ({ x0: Math.max(gap.x0, band.x0), x1: Math.min(gap.x1, band.x1) }))
      .filter((piece) => piece.x1 - piece.x0 >= minWidth);
    if (pieces.length !== 1) return undefined;
    narrowed.push(pieces[0]);
  }
  return narrowed;
}

/** "•", "-", "1.", "a)" alone: the first column of a list laid out with a tab after the marker. */
function isBareMarker(text: string): boolean {
  return parseListMarker(`${text.trim()} x`)?.rest === 'x';
}
