import { PDFArray, PDFDict, PDFName, PDFNumber, type PDFPage } from 'pdf-lib';

// A link annotation over words the translation carried as a link span (layout/inline-styles.util) moves over the
// translated words (moveLinks): its rectangle, and its QuadPoints when they are on several lines. The others stay
// where the source had them (the translation moved the words they framed): a visible link border (LaTeX's hyperref
// draws coloured frames) would then frame whatever word now sits there. Those over text that was set again keep
// working but lose their frame.

const NAME = {
  QuadPoints: PDFName.of('QuadPoints'),
  Annots: PDFName.of('Annots'),
  Border: PDFName.of('Border'),
  BS: PDFName.of('BS'),
  Link: PDFName.of('Link'),
  Rect: PDFName.of('Rect'),
  Subtype: PDFName.of('Subtype'),
  W: PDFName.of('W'),
};

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A link annotation to move: its source rectangle, and the boxes of the translated words it links, line by line. */
export interface LinkMove {
  from: { x0: number; y0: number; x1: number; y1: number };
  boxes: readonly Box[];
}

function rectOf(annot: PDFDict): number[] | undefined {
  const rect = annot
    .lookupMaybe(NAME.Rect, PDFArray)
    ?.asArray()
    .map((n) => (n instanceof PDFNumber ? n.asNumber() : NaN));
  return rect && rect.length === 4 && rect.every(Number.isFinite) ? rect : undefined;
}

/**
 * Moves each link annotation of `page` whose rectangle is a move's source rectangle (to 0.01 pt) over the move's
 * boxes: the rectangle around them, and QuadPoints (one quadrilateral per line) when they are several. Gives the
 * annotations moved.
 */
export function moveLinks(page: PDFPage, moves: readonly LinkMove[]): Set<PDFDict> {
  const moved = new Set<PDFDict>();
  const annots = page.node.lookupMaybe(NAME.Annots, PDFArray);
  if (!annots || moves.length === 0) return moved;
  const near = (a: number, b: number) => Math.abs(a - b) < 0.01;
  for (let i = 0; i < annots.size(); i++) {
    const annot = annots.lookup(i);
    if (!(annot instanceof PDFDict) || annot.lookup(NAME.Subtype) !== NAME.Link || moved.has(annot)) continue;
    const rect = rectOf(annot);
    if (!rect) continue;
    const [x0, x1] = [Math.min(rect[0], rect[2]), Math.max(rect[0], rect[2])];
    const [y0, y1] = [Math.min(rect[1], rect[3]), Math.max(rect[1], rect[3])];
    const move = moves.find((m) => near(m.from.x0, x0) && near(m.from.y0, y0) && near(m.from.x1, x1) && near(m.from.y1, y1));
    if (!move || move.boxes.length === 0) continue;
    const left = Math.min(...move.boxes.map((b) => b.x));
    const bottom = Math.min(...move.boxes.map((b) => b.y));
    const right = Math.max(...move.boxes.map((b) => b.x + b.width));
    const top = Math.max(...move.boxes.map((b) => b.y + b.height));
    const round = (n: number) => Math.round(n * 1000) / 1000;
    annot.set(NAME.Rect, annot.context.obj([left, bottom, right, top].map(round)));
    if (move.boxes.length > 1) {
      // Upper left, upper right, lower left, lower right of each line's box, as viewers read them.
      annot.set(
        NAME.QuadPoints,
        annot.context.obj(
          move.boxes.flatMap((b) => [b.x, b.y + b.height, b.x + b.width, b.y + b.height, b.x, b.y, b.x + b.width, b.y].map(round)),
        ),
      );
    } else annot.delete(NAME.QuadPoints);
    moved.add(annot);
  }
  return moved;
}

/**
 * Hides the border of every link annotation of `page` lying over one of `boxes` (text set again), but those in
 * `moved` (they frame their own words again); how many.
 */
export function hideLinkBordersOver(page: PDFPage, boxes: readonly Box[], moved: ReadonlySet<PDFDict> = new Set()): number {
  const annots = page.node.lookupMaybe(NAME.Annots, PDFArray);
  if (!annots || boxes.length === 0) return 0;
  let hidden = 0;
  for (let i = 0; i < annots.size(); i++) {
    const annot = annots.lookup(i);
    if (!(annot instanceof PDFDict) || annot.lookup(NAME.Subtype) !== NAME.Link || moved.has(annot)) continue;
    const rect = rectOf(annot);
    if (!rect) continue;
    const [x0, x1] = [Math.min(rect[0], rect[2]), Math.max(rect[0], rect[2])];
    const [y0, y1] = [Math.min(rect[1], rect[3]), Math.max(rect[1], rect[3])];
    if (!boxes.some((box) => x0 < box.x + box.width && box.x < x1 && y0 < box.y + box.height && box.y < y1)) continue;
    annot.set(NAME.Border, annot.context.obj([0, 0, 0]));
    const style = annot.lookupMaybe(NAME.BS, PDFDict);
    if (style) style.set(NAME.W, PDFNumber.of(0));
    hidden++;
  }
  return hidden;
}
