// Scanned pages (document/src/ocr): the source words are pixels of the page's image, which the text remover cannot
// take out. Each recognised line's ink box is covered with the page's own colour sampled around it, and the
// translation is set on top, like on a native page.
import { LOW_CONFIDENCE, type OcrMark } from '../ocr/ocr.types';

/** A box to paint over, [x0, y0, x1, y1] in user space, and its colour (#rrggbb). */
export interface OcrCoverBox {
  box: [number, number, number, number];
  color: string;
}

/** The covers of a block's recognised lines (their runs carry `ocr`); undefined for a block of native text. */
export function ocrCoverOf(block: { lines?: ReadonlyArray<{ items?: ReadonlyArray<object> }> }): OcrCoverBox[] | undefined {
  const covers: OcrCoverBox[] = [];
  for (const line of block.lines ?? []) {
    for (const item of line.items ?? []) {
      const mark = (item as { ocr?: OcrMark }).ocr;
      if (mark) covers.push({ box: mark.box, color: mark.background });
    }
  }
  return covers.length > 0 ? covers : undefined;
}

/**
 * Pages whose recognised text OCR read with little confidence (below LOW_CONFIDENCE, weighted by the lines' length):
 * named in the output notes, their translation may carry misread words.
 */
export function lowConfidencePagesOf(
  blocks: ReadonlyArray<{ page: number; lines?: ReadonlyArray<{ items?: ReadonlyArray<object> }> }>,
): number[] {
  const byPage = new Map<number, { chars: number; weighted: number }>();
  for (const block of blocks) {
    for (const line of block.lines ?? []) {
      for (const item of line.items ?? []) {
        const mark = (item as { ocr?: OcrMark }).ocr;
        if (!mark) continue;
        const chars = ((item as { text?: string }).text ?? '').length || 1;
        const page = byPage.get(block.page) ?? { chars: 0, weighted: 0 };
        page.chars += chars;
        page.weighted += chars * mark.confidence;
        byPage.set(block.page, page);
      }
    }
  }
  return [...byPage.entries()]
    .filter(([, p]) => p.weighted / p.chars < LOW_CONFIDENCE)
    .map(([page]) => page)
    .sort((a, b) => a - b);
}

/** Content-stream operators filling each box with its colour (in their own graphics state). */
export function coverOperators(covers: readonly OcrCoverBox[] | undefined): string {
  if (!covers || covers.length === 0) return '';
  const parts = ['q\n'];
  for (const { box, color } of covers) {
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(color.slice(at, at + 2), 16) / 255);
    const [x0, y0, x1, y1] = box;
    parts.push(`${num(r)} ${num(g)} ${num(b)} rg ${num(x0)} ${num(y0)} ${num(x1 - x0)} ${num(y1 - y0)} re f\n`);
  }
  parts.push('Q\n');
  return parts.join('');
}

function num(value: number): string {
  return (Math.round(value * 1000) / 1000).toString();
}
