import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, PDFRef, PDFStream } from 'pdf-lib';
import { graphicBoxes, type GraphicBox, type TextColorSample, type XObjectShape } from './graphic-boxes.util';
import { contentRefs, decodeStream, DEFAULT_MAX_DECODED_BYTES } from './pdf-text-remover';

const NAME = {
  BBox: PDFName.of('BBox'),
  ColorSpace: PDFName.of('ColorSpace'),
  Contents: PDFName.of('Contents'),
  Form: PDFName.of('Form'),
  Image: PDFName.of('Image'),
  Matrix: PDFName.of('Matrix'),
  Subtype: PDFName.of('Subtype'),
  XObject: PDFName.of('XObject'),
};

export interface PageGraphics {
  /** What the page paints; `undefined` when its content could not all be read or paints too much to tell. */
  boxes: GraphicBox[] | undefined;
  /** Where its text-showing operators start, with their fill colour (none when the content could not be read). */
  textColors: TextColorSample[];
}

/**
 * Per page (1-based), the boxes of the graphics its content paints and the colours of its text (graphic-boxes.util),
 * its content streams read as one. A block on a page without boxes keeps its box; one without samples is black.
 */
export function pageGraphics(doc: PDFDocument): Map<number, PageGraphics> {
  const result = new Map<number, PageGraphics>();
  doc.getPages().forEach((page, index) => {
    const parts: Uint8Array[] = [];
    for (const ref of contentRefs(page.node.get(NAME.Contents), doc)) {
      const stream = doc.context.lookup(ref);
      const decoded = stream instanceof PDFRawStream ? decodeStream(stream, DEFAULT_MAX_DECODED_BYTES) : undefined;
      if (!decoded || 'reason' in decoded) {
        result.set(index + 1, { boxes: undefined, textColors: [] });
        return;
      }
      parts.push(decoded.bytes, NEWLINE);
    }
    const xobjects = page.node.Resources()?.lookupMaybe(NAME.XObject, PDFDict);
    const colorSpaces = page.node.Resources()?.lookupMaybe(NAME.ColorSpace, PDFDict);
    const { boxes, truncated, textColors } = graphicBoxes({
      bytes: concat(parts),
      xobject: (name) => shapeOf(xobjects, name),
      colorSpace: (name) => (plainColorSpace(colorSpaces, name) ? 'plain' : undefined),
    });
    result.set(index + 1, { boxes: truncated ? undefined : boxes, textColors });
  });
  return result;
}

const NEWLINE = new Uint8Array([0x0a]);

function concat(parts: readonly Uint8Array[]): Uint8Array {
  if (parts.length === 2) return parts[0];
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function shapeOf(xobjects: PDFDict | undefined, name: string): XObjectShape {
  const value = xobjects?.get(PDFName.of(name));
  const object = value instanceof PDFRef ? xobjects!.context.lookup(value) : value;
  if (!(object instanceof PDFStream)) return undefined;
  const subtype = object.dict.lookup(NAME.Subtype);
  if (subtype === NAME.Image) return { kind: 'image' };
  if (subtype !== NAME.Form) return undefined;
  const numbers = (entry: PDFName) => {
    const array = object.dict.lookup(entry);
    return array instanceof PDFArray ? array.asArray().map((n) => (n instanceof PDFNumber ? n.asNumber() : NaN)) : [];
  };
  const bbox = numbers(NAME.BBox);
  return bbox.length === 4 ? { kind: 'form', bbox, matrix: numbers(NAME.Matrix) } : undefined;
}

/** Spaces whose components read like DeviceGray, DeviceRGB or DeviceCMYK ones (white text in an ICC gray is white). */
const PLAIN_FAMILIES = new Set(['DeviceGray', 'DeviceRGB', 'DeviceCMYK', 'CalGray', 'CalRGB', 'ICCBased']);

/** A named colour space of the page's resources is an ICC-based, calibrated or device space (not a spot tint, indexed…). */
export function plainColorSpace(colorSpaces: PDFDict | undefined, name: string): boolean {
  const value = colorSpaces?.get(PDFName.of(name));
  const space = value instanceof PDFRef ? colorSpaces!.context.lookup(value) : value;
  if (space instanceof PDFName) return PLAIN_FAMILIES.has(space.decodeText());
  if (!(space instanceof PDFArray) || space.size() === 0) return false;
  const family = space.lookup(0);
  return family instanceof PDFName && PLAIN_FAMILIES.has(family.decodeText());
}
