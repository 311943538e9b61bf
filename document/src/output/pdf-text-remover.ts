import { constants as zlib, deflateSync, inflateRawSync, inflateSync } from 'node:zlib';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFObject,
  PDFRawStream,
  PDFRef,
  PDFStream,
} from 'pdf-lib';
import { stripText } from './content-stream.util';
import { keepOnPage, type KeepRegion } from './keep-glyphs-page';
import type { TextRemovalIssue, TextRemovalReport } from './output.types';

export interface RemoveTextOptions {
  /** Largest decoded stream handled; a larger one is left as is and reported. */
  maxDecodedBytes?: number;
  /**
   * The blocks of a page (1-based) whose source glyphs stay (`keep`) among those set again: their text-showing
   * operators are left in place (keep-glyphs.util); the report's `kept` lists the regions that kept their text.
   */
  keep?: (page: number) => readonly KeepRegion[] | undefined;
}

export const DEFAULT_MAX_DECODED_BYTES = 256 * 1024 * 1024;
/** Filters pdf-lib decodes for us (Flate goes through zlib: faster, and bounded). */
const PDF_LIB_FILTERS = new Set(['LZWDecode', 'ASCII85Decode', 'ASCIIHexDecode', 'RunLengthDecode']);

const NAME = {
  Contents: PDFName.of('Contents'),
  DecodeParms: PDFName.of('DecodeParms'),
  DL: PDFName.of('DL'),
  Filter: PDFName.of('Filter'),
  FlateDecode: PDFName.of('FlateDecode'),
  Form: PDFName.of('Form'),
  Length: PDFName.of('Length'),
  Predictor: PDFName.of('Predictor'),
  Resources: PDFName.of('Resources'),
  Subtype: PDFName.of('Subtype'),
  XObject: PDFName.of('XObject'),
};

interface StreamSummary {
  openSaves: number;
  unmatchedRestores: number;
}

/**
 * Removes the original text from every page of `doc`, in place: the page content streams and the Form XObjects their
 * resources name (recursively, each once) lose their text objects and text-showing operators; everything else keeps
 * its bytes. Changed streams are written back Flate-compressed. Streams that cannot be decoded (an image filter, a
 * predictor, corrupt data) are left untouched and reported, since their text could not be removed. Annotations, page
 * boxes and rotation are not touched. A page whose content leaves `q` open gets the matching `Q`s appended, so what
 * is drawn on top afterwards starts from the page's default graphics state.
 */
export function removeText(doc: PDFDocument, options: RemoveTextOptions = {}): TextRemovalReport {
  const remover = textRemover(doc, options);
  for (let page = 1; page <= doc.getPageCount(); page++) remover.removePage(page, options.keep?.(page));
  return remover.report;
}

/** removeText page by page, in any order (each page once; streams and forms shared by pages are done once). */
export interface TextRemover {
  /** Removes the text of page `page` (1-based) but for the glyphs of its kept regions; a second call does nothing. */
  removePage(page: number, regions?: readonly KeepRegion[]): void;
  /** What was done so far. */
  readonly report: TextRemovalReport;
}

export function textRemover(doc: PDFDocument, options: Pick<RemoveTextOptions, 'maxDecodedBytes'> = {}): TextRemover {
  const maxDecodedBytes = options.maxDecodedBytes ?? DEFAULT_MAX_DECODED_BYTES;
  const context = doc.context;
  const report: TextRemovalReport = { pages: 0, contentStreams: 0, formXObjects: 0, textOperatorsRemoved: 0, issues: [] };
  const done = new Map<string, StreamSummary>();
  const visitedForms = new Set<string>();

  const processStream = (ref: PDFRef, page: number): StreamSummary => {
    const key = ref.toString();
    const known = done.get(key);
    if (known) return known;
    const summary: StreamSummary = { openSaves: 0, unmatchedRestores: 0 };
    done.set(key, summary);
    const stream = context.lookup(ref);
    const issue = (reason: TextRemovalIssue['reason'], detail?: string) =>
      report.issues.push({ page, stream: key, reason, ...(detail ? { detail } : {}) });
    if (!(stream instanceof PDFRawStream)) {
      if (stream instanceof PDFStream) issue('unsupported-filter', stream.constructor.name);
      return summary;
    }
    const decoded = decodeStream(stream, maxDecodedBytes);
    if ('reason' in decoded) {
      issue(decoded.reason, decoded.detail);
      return summary;
    }
    const result = stripText(decoded.bytes);
    summary.openSaves = result.openSaves;
    summary.unmatchedRestores = result.unmatchedRestores;
    report.textOperatorsRemoved += result.removed;
    if (result.clippingText > 0) issue('clipping-text', `${result.clippingText} text operators drew a clipping path`);
    if (result.unterminatedInlineImage) issue('unterminated-inline-image');
    if (result.changed) context.assign(ref, flateStream(stream.dict, result.bytes));
    return summary;
  };

  /** Form XObjects reachable from a resource dictionary, depth first, each once over the whole document. */
  const processForms = (resources: PDFDict | undefined, page: number) => {
    const stack: Array<PDFDict | undefined> = [resources];
    while (stack.length > 0) {
      const current = stack.pop();
      const xobjects = current?.lookupMaybe(NAME.XObject, PDFDict);
      if (!xobjects) continue;
      for (const [, value] of xobjects.entries()) {
        if (!(value instanceof PDFRef) || visitedForms.has(value.toString())) continue;
        visitedForms.add(value.toString());
        const form = context.lookup(value);
        if (!(form instanceof PDFStream) || form.dict.lookup(NAME.Subtype) !== NAME.Form) continue;
        report.formXObjects++;
        processStream(value, page);
        // A form without resources uses its parent's (PDF 1.1 style).
        stack.push(form.dict.lookupMaybe(NAME.Resources, PDFDict) ?? current);
      }
    }
  };

  const pages = doc.getPages();
  const removed = new Set<number>();
  const removePage = (page: number, regions?: readonly KeepRegion[]) => {
    const pdfPage = pages[page - 1];
    if (!pdfPage || removed.has(page)) return;
    removed.add(page);
    report.pages++;
    const node = pdfPage.node;
    const contents = node.get(NAME.Contents);
    const refs = contentRefs(contents, doc);
    if (regions?.some((region) => region.keep)) {
      const kept = keepOnPage({ doc, page: pdfPage, refs, regions, maxDecodedBytes });
      if (kept) {
        report.contentStreams += refs.length;
        report.textOperatorsRemoved += kept.removed;
        if (kept.clippingText > 0)
          report.issues.push({
            page,
            stream: refs[0].toString(),
            reason: 'clipping-text',
            detail: `${kept.clippingText} text operators drew a clipping path`,
          });
        (report.kept ??= []).push(...kept.regions);
        processForms(node.Resources(), page);
        return;
      }
    }
    let open = 0;
    for (const ref of refs) {
      report.contentStreams++;
      const summary = processStream(ref, page);
      open = Math.max(0, open - summary.unmatchedRestores) + summary.openSaves;
    }
    if (open > 0 && contents) {
      const closing = context.register(context.stream('Q\n'.repeat(open)));
      const list = context.lookup(contents);
      if (list instanceof PDFArray) list.push(closing);
      else node.set(NAME.Contents, context.obj([contents, closing]));
    }
    processForms(node.Resources(), page);
  };
  return { removePage, report };
}

/** The page's content streams, in order (a single stream, an array, or a reference to an array). */
export function contentRefs(contents: PDFObject | undefined, doc: PDFDocument): PDFRef[] {
  if (contents instanceof PDFRef) {
    const target = doc.context.lookup(contents);
    if (target instanceof PDFArray) return contentRefs(target, doc);
    return [contents];
  }
  if (contents instanceof PDFArray) return contents.asArray().filter((entry): entry is PDFRef => entry instanceof PDFRef);
  return [];
}

export type Decoded = { bytes: Uint8Array } | { reason: TextRemovalIssue['reason']; detail?: string };

/** Undoes the stream's filters: Flate through zlib, LZW/ASCII85/ASCIIHex/RunLength through pdf-lib; no predictors. */
export function decodeStream(stream: PDFRawStream, maxBytes: number): Decoded {
  const filterObject = stream.dict.lookup(NAME.Filter);
  const parmsObject = stream.dict.lookup(NAME.DecodeParms);
  const filters =
    filterObject instanceof PDFName
      ? [filterObject]
      : filterObject instanceof PDFArray
        ? filterObject.asArray().map((f) => stream.dict.context.lookup(f))
        : [];
  if (filterObject && filters.length === 0) return { reason: 'unsupported-filter', detail: String(filterObject) };
  const parms = parmsObject instanceof PDFArray ? parmsObject.asArray().map((p) => stream.dict.context.lookup(p)) : [parmsObject];
  let bytes = stream.contents;
  for (let i = 0; i < filters.length; i++) {
    const filter = filters[i];
    if (!(filter instanceof PDFName)) return { reason: 'unsupported-filter', detail: String(filter) };
    const parm = parms[i];
    const predictor = parm instanceof PDFDict ? parm.lookup(NAME.Predictor) : undefined;
    if (predictor instanceof PDFNumber && predictor.asNumber() > 1)
      return { reason: 'unsupported-filter', detail: `${filter.asString()} with a predictor` };
    const name = filter.decodeText();
    try {
      if (name === 'FlateDecode') bytes = inflate(bytes, maxBytes);
      else if (PDF_LIB_FILTERS.has(name)) {
        const single = stream.dict.context.obj({ Filter: filter, ...(parm instanceof PDFDict ? { DecodeParms: parm } : {}) });
        bytes = decodePDFRawStream(PDFRawStream.of(single, bytes)).decode();
      } else return { reason: 'unsupported-filter', detail: filter.asString() };
    } catch (error) {
      if (tooLarge(error)) return { reason: 'too-large', detail: `over ${maxBytes} bytes decoded` };
      return { reason: 'undecodable', detail: (error as Error).message };
    }
    if (bytes.length > maxBytes) return { reason: 'too-large', detail: `over ${maxBytes} bytes decoded` };
  }
  return { bytes };
}

/** zlib, then raw deflate for streams with a damaged header, checksum or end (readers tolerate those). */
function inflate(bytes: Uint8Array, maxOutputLength: number): Uint8Array {
  try {
    return inflateSync(bytes, { maxOutputLength });
  } catch (error) {
    if (tooLarge(error)) throw error;
    return inflateRawSync(bytes.subarray(2), { maxOutputLength, finishFlush: zlib.Z_SYNC_FLUSH });
  }
}

/** zlib's answer to `maxOutputLength` (checked by code: Jest's realm has its own RangeError). */
function tooLarge(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ERR_BUFFER_TOO_LARGE';
}

/** The stream's dictionary (form entries kept) with new contents, Flate-compressed. */
export function flateStream(source: PDFDict, contents: Uint8Array): PDFRawStream {
  const dict = source.clone(source.context);
  for (const name of [NAME.Filter, NAME.DecodeParms, NAME.DL]) dict.delete(name);
  const compressed = deflateSync(contents);
  dict.set(NAME.Filter, NAME.FlateDecode);
  dict.set(NAME.Length, PDFNumber.of(compressed.length));
  return PDFRawStream.of(dict, new Uint8Array(compressed.buffer, compressed.byteOffset, compressed.length));
}
