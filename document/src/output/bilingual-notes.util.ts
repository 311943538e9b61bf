import type { OutputNotes } from './output-notes.util';

// The page numbers of the bilingual PDF (bilingual.ts): each page of the original followed by its translated page.
// Apart from bilingual.ts, which loads pdf-lib and runs in the writing process: the API reports the notes and never
// builds the PDF.

/** Where translated page `page` (1-based) lands in the bilingual PDF. */
export const bilingualPageOf = (page: number): number => 2 * page;

/** The notes of the translated PDF, with page numbers of the bilingual PDF (the translated pages are the even ones). */
export function bilingualNotes(notes: OutputNotes): OutputNotes {
  const map = (pages: number[]) => pages.map(bilingualPageOf);
  return {
    overflowPages: map(notes.overflowPages),
    missingGlyphPages: map(notes.missingGlyphPages),
    sourceTextPages: map(notes.sourceTextPages),
    ...(notes.shrunkPages ? { shrunkPages: map(notes.shrunkPages) } : {}),
    ...(notes.lowConfidencePages ? { lowConfidencePages: map(notes.lowConfidencePages) } : {}),
  };
}
