/**
 * Acronyms and other all-capital tokens ("AD", "RIN", "FAA", "U.S.") pass through the engine untranslated (Apertium
 * turned "AD" into "ANNONCE" and "RIN" into "RHIN"), except in headings set in capitals, which are translated, and
 * except a run-in label at the start of a segment ("SUMMARY:", "ADDRESSES:"), which is a heading too.
 */

/** At least two capitals, capitals and digits only ("AD", "FAA", "B2B"), or initials with dots ("U.S.", "U.K."). */
export const CAPITAL_TOKEN = String.raw`(?<![\p{L}\p{N}_])(?:\p{Lu}\.(?:\p{Lu}\.)+|(?=[\p{Lu}\p{N}]*\p{Lu}[\p{Lu}\p{N}]*\p{Lu})[\p{Lu}\p{N}]{2,}(?![\p{L}\p{N}_]))`;

/** A cheap test that a text may hold a capital token (two capitals in a row, or a capital and a dot). */
export const MAY_HOLD_CAPITALS = /\p{Lu}[\p{Lu}.]/u;

/**
 * True when most of the text's letters are capitals and it has a word of 4 capitals or more: a heading or label in
 * capitals, to be translated ("AIRWORTHINESS DIRECTIVES"); "RIN 2120–AA64" alone is an identifier, not a heading.
 */
export function isCapitalHeading(text: string): boolean {
  if (!/(?<![\p{L}\p{N}])\p{Lu}{4,}(?![\p{L}\p{N}])/u.test(text)) return false;
  let upper = 0;
  let letters = 0;
  for (const c of text) {
    if (c.toLowerCase() === c.toUpperCase()) continue;
    letters += 1;
    if (c !== c.toLowerCase()) upper += 1;
  }
  return letters > 0 && upper / letters >= 0.6;
}

/** The length of a run-in label in capitals at the start of the text ("SUMMARY: ", "FOR FURTHER INFORMATION CONTACT:"), else 0. */
export function leadingCapitalLabel(text: string): number {
  const m = /^\s*(?:\p{Lu}{2,}[\s,]+)*\p{Lu}{2,}:/u.exec(text);
  return m ? m[0].length : 0;
}
