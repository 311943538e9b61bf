import { cellBoxes, type Box } from './cell-boxes.util';
import type { TypesetBlock } from './output.types';

/** A one-line block may grow to this multiple of its width at most (space beside a line may hold a picture). */
const MAX_GROWTH = 1.6;
/** Height of the horizontal bands blocks are bucketed in to find their neighbours without comparing every pair. */
const BAND = 24;
/** More blocks than this in a block's bands (text piled on text) and it keeps its box: the work stays bounded. */
const MAX_CANDIDATES = 128;

/** The boxes the writer sets blocks in where they differ from their own: table cells, then widened one-liners. */
export function typesetBoxes(blocks: readonly TypesetBlock[], pageEdges: (page: number) => { left: number; right: number }): Map<string, Box> {
  return new Map([...widenedBoxes(blocks, pageEdges), ...cellBoxes(blocks)]);
}

/**
 * Room for one-line blocks (headings, captions, short paragraphs, running headers), whose box is only as wide as
 * their source text while a translation is often longer: a left-aligned one may grow rightwards, a right-aligned one
 * leftwards, a centred one both ways, up to one em before the nearest block beside it on the same lines, within the
 * page's text area (its margins mirrored: the narrower one on both sides), and to MAX_GROWTH × its width at most.
 * Multi-line blocks already span their column and keep their box. Keyed by block id; unchanged blocks are absent.
 */
export function widenedBoxes(blocks: readonly TypesetBlock[], pageEdges: (page: number) => { left: number; right: number }): Map<string, Box> {
  const boxes = new Map<string, Box>();
  const pages = new Map<number, TypesetBlock[]>();
  for (const block of blocks) {
    if (block.angle) continue;
    const list = pages.get(block.page) ?? [];
    list.push(block);
    pages.set(block.page, list);
  }
  for (const [page, list] of pages) {
    const edges = pageEdges(page);
    const textLeft = Math.min(...list.map((b) => b.x));
    const textRight = Math.max(...list.map((b) => b.x + b.width));
    const margin = Math.max(0, Math.min(textLeft - edges.left, edges.right - textRight));
    const area = { left: edges.left + margin, right: edges.right - margin };
    const bands = new Map<number, TypesetBlock[]>();
    for (const block of list) {
      for (let band = Math.floor(block.y / BAND); band <= Math.floor((block.y + block.height) / BAND); band++) {
        const members = bands.get(band) ?? [];
        members.push(block);
        bands.set(band, members);
      }
    }
    for (const block of list) {
      if (block.kind === 'table-cell' || !isOneLine(block)) continue;
      const candidates: TypesetBlock[] = [];
      for (let band = Math.floor(block.y / BAND); band <= Math.floor((block.y + block.height) / BAND) && candidates.length <= MAX_CANDIDATES; band++) {
        candidates.push(...(bands.get(band) ?? []).slice(0, MAX_CANDIDATES + 1));
      }
      if (candidates.length > MAX_CANDIDATES) continue;
      const neighbours = new Set(candidates.filter((other) => other !== block && overlapsVertically(block, other)));
      const gap = Math.max(block.fontSize, 6);
      const right = block.x + block.width;
      let leftLimit = Math.min(block.x, area.left);
      let rightLimit = Math.max(right, area.right);
      let overlapped = false;
      for (const other of neighbours) {
        if (other.x >= right - 1) rightLimit = Math.min(rightLimit, other.x - gap);
        else if (other.x + other.width <= block.x + 1) leftLimit = Math.max(leftLimit, other.x + other.width + gap);
        else overlapped = true; // text over text: no room to take
      }
      if (overlapped) continue;
      const growth = (MAX_GROWTH - 1) * block.width;
      let box: Box;
      if (block.align === 'right') {
        const left = Math.min(block.x, Math.max(leftLimit, block.x - growth));
        box = { x: left, y: block.y, width: right - left, height: block.height };
      } else if (block.align === 'center') {
        const center = block.x + block.width / 2;
        const half = Math.max(block.width / 2, Math.min(center - leftLimit, rightLimit - center, (MAX_GROWTH * block.width) / 2));
        box = { x: center - half, y: block.y, width: 2 * half, height: block.height };
      } else {
        box = { x: block.x, y: block.y, width: Math.max(block.width, Math.min(rightLimit, right + growth) - block.x), height: block.height };
      }
      if (box.width > block.width + 0.5) boxes.set(block.id, box);
    }
  }
  return boxes;
}

/** One line of source text: known from its lines, else from its height. */
function isOneLine(block: TypesetBlock): boolean {
  if (block.lines) return block.lines.length === 1;
  return block.height < 1.5 * Math.max(block.lineHeight, block.fontSize);
}

function overlapsVertically(a: TypesetBlock, b: TypesetBlock): boolean {
  return Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 1;
}
