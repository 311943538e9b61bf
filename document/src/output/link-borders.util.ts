import { PDFArray, PDFDict, PDFName, PDFNumber, type PDFPage } from 'pdf-lib';

// Link annotations stay where the source had them (the translation moves the words they framed): a visible link
// border (LaTeX's hyperref draws coloured frames) would then frame whatever word now sits there. Links over text that
// was set again keep working but lose their frame.

const NAME = {
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

/** Hides the border of every link annotation of `page` lying over one of `boxes` (text set again); how many. */
export function hideLinkBordersOver(page: PDFPage, boxes: readonly Box[]): number {
  const annots = page.node.lookupMaybe(NAME.Annots, PDFArray);
  if (!annots || boxes.length === 0) return 0;
  let hidden = 0;
  for (let i = 0; i < annots.size(); i++) {
    const annot = annots.lookup(i);
    if (!(annot instanceof PDFDict) || annot.lookup(NAME.Subtype) !== NAME.Link) continue;
    const rect = annot.lookupMaybe(NAME.Rect, PDFArray)?.asArray().map((n) => (n instanceof PDFNumber ? n.asNumber() : NaN));
    if (!rect || rect.length !== 4 || !rect.every(Number.isFinite)) continue;
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
