import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFPage, PDFRawStream, PDFRef } from 'pdf-lib';
import { fontWidthsOf } from './keep-glyphs-fonts';
import { cutTexts, decideKeep, shownTexts, type KeepRegion } from './keep-glyphs.util';
import { decodeStream } from './pdf-text-remover';

export type { KeepRegion } from './keep-glyphs.util';

export interface KeepOnPageParams {
  doc: PDFDocument;
  page: PDFPage;
  /** The page's content streams, in order. */
  refs: readonly PDFRef[];
  regions: readonly KeepRegion[];
  maxDecodedBytes: number;
}

export interface KeepOnPageResult {
  removed: number;
  clippingText: number;
  /** The kept regions whose source text stayed. */
  regions: string[];
}

const NEWLINE = new Uint8Array([0x0a]);

/**
 * Removes the page's text except what kept regions draw: its content streams are read as one (decoded, joined),
 * the operators not kept cut, and the result becomes the page's only content stream (q left open are closed). The
 * streams themselves are untouched (another page may use them). `undefined` when a stream cannot be decoded: the
 * caller removes text as usual then.
 */
export function keepOnPage(params: KeepOnPageParams): KeepOnPageResult | undefined {
  const { doc, page, refs, regions } = params;
  const parts: Uint8Array[] = [];
  for (const ref of refs) {
    const stream = doc.context.lookup(ref);
    if (!(stream instanceof PDFRawStream)) return undefined;
    const decoded = decodeStream(stream, params.maxDecodedBytes);
    if ('reason' in decoded) return undefined;
    parts.push(decoded.bytes, NEWLINE);
  }
  const bytes = Buffer.concat(parts);
  const { texts, openSaves, properties } = shownTexts(bytes, fontWidthsOf(page.node.Resources()));
  const decision = decideKeep(texts, regions);
  const cut = cutTexts(bytes, texts, decision.keptTexts, properties, decision.splitTexts);
  const content = openSaves > 0 ? Buffer.concat([cut.bytes, Buffer.from('\nQ'.repeat(openSaves) + '\n', 'latin1')]) : cut.bytes;
  const compressed = deflateSync(content);
  const stream = PDFRawStream.of(doc.context.obj({ Filter: 'FlateDecode', Length: compressed.length }), new Uint8Array(compressed));
  page.node.set(PDFName.of('Contents'), doc.context.register(stream));
  return { removed: cut.removed, clippingText: cut.clippingText, regions: [...decision.keptRegions] };
}
