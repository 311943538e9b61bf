import type { TypesetBlock } from './output.types';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The box a table cell's translation may fill: a cell's text box is only as wide as its source text, while the cell
 * itself runs to the next column. Left-aligned cells grow rightwards up to one em before the next column's text
 * (the last column: as wide as the table's usual column pitch), right-aligned ones leftwards, centred ones both
 * ways; every cell may go down to the bottom of its row's lowest text. Keyed by block id; other blocks are absent.
 */
export function cellBoxes(blocks: readonly TypesetBlock[]): Map<string, Box> {
  const tables = new Map<string, TypesetBlock[]>();
  for (const block of blocks) {
    if (block.kind !== 'table-cell' || !block.table || block.angle) continue;
    const key = `${block.page}:${block.table.table}`;
    const cells = tables.get(key) ?? [];
    cells.push(block);
    tables.set(key, cells);
  }
  const boxes = new Map<string, Box>();
  for (const cells of tables.values()) {
    const columns = new Map<number, { left: number; right: number }>();
    const rows = new Map<number, number>();
    const lowest = new Map<string, number>();
    for (const cell of cells) {
      const { col, row } = cell.table!;
      const column = columns.get(col) ?? { left: Infinity, right: -Infinity };
      column.left = Math.min(column.left, cell.x);
      column.right = Math.max(column.right, cell.x + cell.width);
      columns.set(col, column);
      rows.set(row, Math.min(rows.get(row) ?? Infinity, cell.y));
      const key = `${row}:${col}`;
      lowest.set(key, Math.min(lowest.get(key) ?? Infinity, cell.y));
    }
    const order = [...columns.keys()].sort((a, b) => a - b);
    const pitch = median(order.slice(1).map((col, i) => columns.get(col)!.left - columns.get(order[i])!.left));
    for (const cell of cells) {
      const { col, row } = cell.table!;
      const at = order.indexOf(col);
      const column = columns.get(col)!;
      const gap = Math.max(cell.fontSize, 4);
      const previous = at > 0 ? columns.get(order[at - 1])!.right + gap : column.left;
      const next = at < order.length - 1 ? columns.get(order[at + 1])!.left - gap : Math.max(column.right, column.left + pitch - gap);
      const right = cell.x + cell.width;
      let left = cell.x;
      let end = right;
      if (cell.align === 'right') left = Math.min(left, previous);
      else if (cell.align === 'center') {
        const center = cell.x + cell.width / 2;
        const half = Math.max(cell.width / 2, Math.min(center - Math.min(previous, column.left), Math.max(next, column.right) - center));
        left = center - half;
        end = center + half;
      } else end = Math.max(right, next, column.right);
      // A cell's heading over its paragraph (two blocks of one cell): only the lowest may go down to the row's bottom.
      const bottom = lowest.get(`${row}:${col}`)! < cell.y ? cell.y : Math.min(cell.y, rows.get(row)!);
      boxes.set(cell.id, { x: left, y: bottom, width: end - left, height: cell.y + cell.height - bottom });
    }
  }
  return boxes;
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
