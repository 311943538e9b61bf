import { cellBoxes, type Box } from './cell-boxes.util';
import type { GraphicBox } from './graphic-boxes.util';
import type { TypesetBlock } from './output.types';

/** A page's crop box edges and, when its content could be read, the boxes of the graphics it paints. */
export interface PageGeometry {
  left: number;
  right: number;
  bottom: number;
  top: number;
  /** Absent when unknown: blocks of the page then keep their height. */
  graphics?: readonly GraphicBox[];
}

/** A one-line block may grow to this multiple of its width at most (space beside a line may hold a picture)… */
const MAX_GROWTH = 1.6;
/** …or by this many em, whichever is more: a short label's translation is often much longer than it ("Suivi", "Follow-up"). */
const MIN_GROWTH_EM = 4;
/** Height of the horizontal bands blocks are bucketed in to find their neighbours without comparing every pair. */
const BAND = 24;
/** More blocks than this in a block's bands (text piled on text) and it keeps its box: the work stays bounded. */
const MAX_CANDIDATES = 128;

/**
 * The boxes the writer sets blocks in where they differ from their own: one-liners widened, blocks deepened into the
 * white space below them, table cells filling their cells; sideways growth stops at the graphics' edges.
 */
export function typesetBoxes(blocks: readonly TypesetBlock[], page: (page: number) => PageGeometry): Map<string, Box> {
  const byId = new Map(blocks.map((block) => [block.id, block]));
  const widened = withinGraphics(widenedBoxes(blocks, page), byId, page);
  return new Map([...widened, ...deepenedBoxes(blocks, page, widened), ...withinGraphics(cellBoxes(blocks), byId, page)]);
}

/**
 * Boxes grown sideways, narrowed so they do not cross a graphic's vertical edge beside the block's own text (a table's
 * cell border, a picture, the side of a shaded box): the edge nearest the text on each side, less a fifth of an em.
 * Never narrower than the block itself.
 */
export function withinGraphics(
  boxes: ReadonlyMap<string, Box>,
  blocks: ReadonlyMap<string, TypesetBlock>,
  page: (page: number) => PageGeometry,
): Map<string, Box> {
  const result = new Map<string, Box>();
  for (const [id, box] of boxes) {
    const block = blocks.get(id);
    const graphics = block ? page(block.page).graphics : undefined;
    if (!block || !graphics) {
      result.set(id, box);
      continue;
    }
    const pad = Math.max(1, 0.2 * block.fontSize);
    const textLeft = block.x;
    const textRight = block.x + block.width;
    let left = box.x;
    let right = box.x + box.width;
    for (const graphic of graphics) {
      // Beside the text over a good part of its height: an underline or a thin rule is no wall.
      if (
        graphic.y1 - graphic.y0 < 0.5 * block.fontSize ||
        Math.min(block.y + block.height, graphic.y1) - Math.max(block.y, graphic.y0) <= 1
      )
        continue;
      for (const edge of [graphic.x0, graphic.x1]) {
        if (edge >= textRight - 0.5 && edge - pad < right) right = Math.max(textRight, edge - pad);
        if (edge <= textLeft + 0.5 && edge + pad > left) left = Math.min(textLeft, edge + pad);
      }
    }
    result.set(id, { ...box, x: left, width: right - left });
  }
  return result;
}

/** Below a grown block, this share of its line height stays clear above the next block or graphic. */
const CLEARANCE = 0.3;
const NO_DEEPENING = new Set<TypesetBlock['kind']>(['table-cell', 'header', 'footer']);

/**
 * Room below paragraphs, list items and headings, whose translation is often longer than the source (French runs
 * 15–20% longer than English): a block may grow down to just above the nearest thing below it over its width — the
 * next block, or the edge of a graphic (a rule, a picture, the bottom of a shaded box it sits in) — and never past
 * the page's text area (its lowest text, or the top margin mirrored at the bottom when that is lower). The text is
 * still set from the top: a translation that fits keeps its place, a longer one takes a line of the white space before
 * it would shrink. Pages whose graphics are unknown keep their boxes. `widened`: one-liners' boxes (their width
 * counts). Keyed by block id; unchanged blocks are absent.
 */
export function deepenedBoxes(
  blocks: readonly TypesetBlock[],
  page: (page: number) => PageGeometry,
  widened: ReadonlyMap<string, Box> = new Map(),
): Map<string, Box> {
  const boxes = new Map<string, Box>();
  for (const [number, list] of byPage(blocks)) {
    const geometry = page(number);
    if (!geometry.graphics) continue;
    const body = list.filter((block) => block.kind !== 'header' && block.kind !== 'footer');
    if (body.length === 0) continue;
    const textTop = Math.max(...body.map((block) => block.y + block.height));
    const textBottom = Math.min(...body.map((block) => block.y));
    const areaBottom = Math.min(textBottom, geometry.bottom + Math.max(0, geometry.top - textTop));
    for (const block of list) {
      if (NO_DEEPENING.has(block.kind)) continue;
      const own = widened.get(block.id) ?? block;
      const left = own.x;
      const right = own.x + own.width;
      const beside = (x0: number, x1: number) => Math.min(right, x1) - Math.max(left, x0) > 1;
      const clearance = CLEARANCE * Math.max(block.lineHeight, block.fontSize);
      let limit = areaBottom;
      let piled = false;
      for (const other of list) {
        if (other === block || !beside(other.x, other.x + other.width)) continue;
        const top = other.y + other.height;
        if (top <= block.y + 1) limit = Math.max(limit, top + clearance);
        else if (other.y < block.y + block.height - 1) piled = true; // text over text: leave it be
      }
      for (const graphic of geometry.graphics) {
        if (!beside(graphic.x0, graphic.x1)) continue;
        for (const edge of [graphic.y0, graphic.y1]) if (edge < block.y - 0.5) limit = Math.max(limit, edge + clearance);
      }
      if (piled || limit >= block.y - 0.5) continue;
      boxes.set(block.id, { x: own.x, y: limit, width: own.width, height: block.y + block.height - limit });
    }
  }
  return boxes;
}

function byPage(blocks: readonly TypesetBlock[]): Map<number, TypesetBlock[]> {
  const pages = new Map<number, TypesetBlock[]>();
  for (const block of blocks) {
    if (block.angle) continue;
    const list = pages.get(block.page) ?? [];
    list.push(block);
    pages.set(block.page, list);
  }
  return pages;
}

/**
 * Room for one-line blocks (headings, captions, short paragraphs, running headers), whose box is only as wide as
 * their source text while a translation is often longer: a left-aligned one may grow rightwards, a right-aligned one
 * leftwards, a centred one both ways, up to one em before the nearest block beside it on the same lines, within the
 * page's text area (its margins mirrored: the narrower one on both sides), and by the larger of 60% of its width
 * and 4 em at most.
 * Multi-line blocks already span their column and keep their box. Keyed by block id; unchanged blocks are absent.
 */
export function widenedBoxes(
  blocks: readonly TypesetBlock[],
  pageEdges: (page: number) => { left: number; right: number },
): Map<string, Box> {
  const boxes = new Map<string, Box>();
  for (const [page, list] of byPage(blocks)) {
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
      for (
        let band = Math.floor(block.y / BAND);
        band <= Math.floor((block.y + block.height) / BAND) && candidates.length <= MAX_CANDIDATES;
        band++
      ) {
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
      const growth = Math.max((MAX_GROWTH - 1) * block.width, MIN_GROWTH_EM * block.fontSize);
      let box: Box;
      if (block.align === 'right') {
        const left = Math.min(block.x, Math.max(leftLimit, block.x - growth));
        box = { x: left, y: block.y, width: right - left, height: block.height };
      } else if (block.align === 'center') {
        const center = block.x + block.width / 2;
        const half = Math.max(block.width / 2, Math.min(center - leftLimit, rightLimit - center, (block.width + growth) / 2));
        box = { x: center - half, y: block.y, width: 2 * half, height: block.height };
      } else {
        box = {
          x: block.x,
          y: block.y,
          width: Math.max(block.width, Math.min(rightLimit, right + growth) - block.x),
          height: block.height,
        };
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
