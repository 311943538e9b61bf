import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, type PDFPage, PDFRef } from 'pdf-lib';

// The bilingual PDF: each page of the original followed by its translated page. The original document is the base
// (its catalog stays: outline, named destinations, forms, metadata), so its pages keep their links and bookmarks;
// the translated pages are copied in between them (translated page k lands on page 2k: bilingualPageOf, in
// bilingual-notes.util.ts, which the API uses without loading pdf-lib). Erasable TypeScript only: the writing process runs it.

const ANNOTS = PDFName.of('Annots');
const SUBTYPE = PDFName.of('Subtype');
const LINK = PDFName.of('Link');
const DEST = PDFName.of('Dest');
const ACTION = PDFName.of('A');
const D = PDFName.of('D');
const S = PDFName.of('S');
const GO_TO = PDFName.of('GoTo');

/**
 * The explicit destination array of a link annotation (its /Dest, or the /D of its GoTo action) when it names a page
 * by reference; named destinations (strings, names) go through the catalog and need nothing.
 */
function explicitDestination(annot: PDFDict): PDFArray | undefined {
  const direct = annot.lookup(DEST);
  if (direct instanceof PDFArray) return direct;
  const action = annot.lookup(ACTION);
  if (action instanceof PDFDict && action.lookup(S) === GO_TO) {
    const target = action.lookup(D);
    if (target instanceof PDFArray) return target;
  }
  return undefined;
}

/**
 * Readies the translated document's pages for copying. pdf-lib copies everything a page refers to, and a reference
 * to another page (a link's destination, an annotation's /P) would bring a detached copy of that page along. So:
 * link destinations name their page by index for now (set to the bilingual page after the copy), other annotations
 * are dropped (comments and form fields belong to the original, which keeps them), and /P and the page's place in
 * the structure tree (which is the original's) are removed.
 */
function detachTranslatedPages(translated: PDFDocument): void {
  const pageIndex = new Map<string, number>();
  translated.getPages().forEach((page, index) => pageIndex.set(page.ref.toString(), index));
  for (const page of translated.getPages()) {
    const node = page.node;
    node.delete(PDFName.of('StructParents'));
    node.delete(PDFName.of('B')); // article beads point into the original's threads
    const annots = node.lookup(ANNOTS);
    const kept = translated.context.obj([]);
    for (let i = 0; annots instanceof PDFArray && i < annots.size(); i++) {
      const annot = annots.lookup(i);
      if (!(annot instanceof PDFDict) || annot.lookup(SUBTYPE) !== LINK) continue;
      for (const key of ['P', 'Parent', 'StructParent']) annot.delete(PDFName.of(key));
      const destination = explicitDestination(annot);
      const first = destination?.get(0);
      if (destination && first instanceof PDFRef) {
        const target = pageIndex.get(first.toString());
        if (target === undefined) continue; // a destination outside the page tree: the link goes
        destination.set(0, PDFNumber.of(target)); // a number is copied as itself
      }
      kept.push(annots.get(i));
    }
    if (kept.size() > 0) node.set(ANNOTS, kept);
    else node.delete(ANNOTS);
  }
}

/** After the copy: links of the translated pages that name a page by index lead to that translated page. */
function pointLinksAtTranslatedPages(copies: readonly PDFPage[]): void {
  for (const page of copies) {
    const annots = page.node.lookup(ANNOTS);
    for (let i = 0; annots instanceof PDFArray && i < annots.size(); i++) {
      const annot = annots.lookup(i);
      const destination = annot instanceof PDFDict ? explicitDestination(annot) : undefined;
      const first = destination?.get(0);
      if (destination && first instanceof PDFNumber) {
        const target = copies[first.asNumber()];
        if (target) destination.set(0, target.ref);
      }
    }
  }
}

/**
 * The bilingual PDF of a translation: page 2k−1 is the original's page k as it is, page 2k the translated page k
 * (pdf-lib `copyPages`; page boxes and rotation come with the page, so both have the same size). Links on a
 * translated page that lead into the document lead to the translated page of their destination. The original's
 * page labels are dropped (they would name the wrong pages). Both documents must have the same number of pages.
 */
export async function buildBilingualPdf(originalPdf: Uint8Array, translatedPdf: Uint8Array): Promise<Uint8Array> {
  const output = await PDFDocument.load(originalPdf, { updateMetadata: false });
  const translated = await PDFDocument.load(translatedPdf, { updateMetadata: false });
  const count = output.getPageCount();
  if (translated.getPageCount() !== count) {
    throw new Error(`the translated PDF has ${translated.getPageCount()} pages, the original ${count}`);
  }
  detachTranslatedPages(translated);
  const copies = await output.copyPages(translated, translated.getPageIndices());
  copies.forEach((page, index) => output.insertPage(2 * index + 1, page));
  pointLinksAtTranslatedPages(copies);
  output.catalog.delete(PDFName.of('PageLabels'));
  return output.save();
}
