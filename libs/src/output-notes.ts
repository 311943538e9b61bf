import type { UiLanguage } from './languages';

/**
 * What a written document may need checked, per page (the job records it; the delivery e-mail and the translations
 * page both say it, in these words):
 *   overflow        the translation did not fit its space at the smallest readable size and runs past it
 *   missing_glyphs  characters no font could draw (shown as blanks)
 *   source_left     original text that could not be removed (it may show under the translation)
 *   unsure_text     a scanned page whose text was recognised with little confidence (words may be misread)
 */
export const PAGE_CHECK_REASONS = ['overflow', 'missing_glyphs', 'source_left', 'unsure_text'] as const;
export type PageCheckReason = (typeof PAGE_CHECK_REASONS)[number];

/** One page to check: its 1-based number in the delivered document and why. */
export interface PageToCheck {
  page: number;
  reasons: PageCheckReason[];
}

/** The job's notes as stored (lists of 1-based page numbers per kind). */
export interface PageNotes {
  overflowPages: readonly number[];
  missingGlyphPages: readonly number[];
  sourceTextPages: readonly number[];
  /** Scanned pages read by OCR with little confidence; absent in notes written before OCR. */
  lowConfidencePages?: readonly number[];
}

const LISTS: ReadonlyArray<[PageCheckReason, keyof PageNotes]> = [
  ['overflow', 'overflowPages'],
  ['missing_glyphs', 'missingGlyphPages'],
  ['source_left', 'sourceTextPages'],
  ['unsure_text', 'lowConfidencePages'],
];

/** The notes page by page, ascending, each page's reasons in PAGE_CHECK_REASONS order; [] without notes. */
export function pagesToCheckOf(notes: PageNotes | null | undefined): PageToCheck[] {
  if (!notes) return [];
  const byPage = new Map<number, PageCheckReason[]>();
  for (const [reason, list] of LISTS) {
    for (const page of notes[list] ?? []) {
      if (!Number.isInteger(page) || page < 1) continue;
      const reasons = byPage.get(page) ?? [];
      if (!reasons.includes(reason)) reasons.push(reason);
      byPage.set(page, reasons);
    }
  }
  return [...byPage.entries()].sort(([a], [b]) => a - b).map(([page, reasons]) => ({ page, reasons }));
}

/** Why a page is to be checked, as a clause that follows the page's name ("On page 3, …" / "Page 3: …"). */
export const PAGE_CHECK_TEXTS: Readonly<Record<UiLanguage, Readonly<Record<PageCheckReason, string>>>> = {
  en: {
    overflow: 'the translation is longer than the original and runs past its space, even at the smallest readable size.',
    missing_glyphs: 'some characters cannot be drawn with our fonts and show as blanks.',
    source_left: 'part of the original text could not be removed and may show under the translation.',
    unsure_text: 'the page is a scan whose text was hard to recognise: some words may be misread.',
  },
  fr: {
    overflow: 'la traduction est plus longue que l’original et dépasse son emplacement, même à la plus petite taille lisible.',
    missing_glyphs: 'certains caractères ne peuvent pas être affichés avec nos polices et apparaissent comme des blancs.',
    source_left: 'une partie du texte original n’a pas pu être retirée et peut apparaître sous la traduction.',
    unsure_text: 'la page est numérisée et son texte a été difficile à reconnaître : certains mots peuvent être mal lus.',
  },
};

/**
 * Said where the text overflowed: the DOCX version reflows its text. `docxVersion` is the beginning of `sentence`
 * (the translations page makes it a link to order the DOCX version).
 */
export const DOCX_HINT: Readonly<Record<UiLanguage, { docxVersion: string; sentence: string }>> = {
  en: { docxVersion: 'The DOCX version', sentence: 'The DOCX version, whose text reflows, does not have this problem.' },
  fr: { docxVersion: 'La version DOCX', sentence: 'La version DOCX, dont le texte se remet en page, n’a pas ce défaut.' },
};

export function pageCheckText(reason: PageCheckReason, language: UiLanguage): string {
  return PAGE_CHECK_TEXTS[language][reason];
}
