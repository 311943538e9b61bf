import { SYMBOL_BULLETS } from '../output/symbol-bullets.util';

export interface ListMarker {
  /** The marker as printed: '•', '-', '1.', '2)', 'a)', '(iv)'. */
  marker: string;
  /** The item's text after the marker. */
  rest: string;
  /**
   * Bullet glyphs are unambiguous. Dashes, asterisks, numbers and letters can also start a wrapped line of running
   * text ("… see page\n12. The …"), so the caller only trusts them where a new item is plausible.
   */
  strong: boolean;
}

/** Bullets: Unicode's, and Word's Symbol/Wingdings bullets as their private-use code points (U+F0A7, U+F0D8…). */
const BULLET = new RegExp(`^([•◦▪▫‣●○■□►▸⁃∙·${SYMBOL_BULLETS}])\\s*(.*)$`, 'su');
const WEAK = [
  /^([-–—*])\s+(\S.*)$/su,
  /^(\d{1,3}[.)])\s+(\S.*)$/su,
  /^(\((?:\d{1,3}|[a-zA-Z]|[ivxlcdm]{1,6}|[IVXLCDM]{1,6})\))\s+(\S.*)$/su,
  /^([a-z][.)])\s+(\S.*)$/su,
  /^([A-Z]\))\s+(\S.*)$/su,
  /^([ivxlcdm]{1,6}[.)])\s+(\S.*)$/su,
];

/**
 * The list marker a line starts with, if any: bullets (•, ◦, ▪ …), dashes and asterisks, "1." "2)", "a)" "b.",
 * "(i)" "(iv)" "(a)" "(3)". A marker must be followed by white space (bullets excepted), so "e.g." or "3.14" is not one.
 */
export function parseListMarker(text: string): ListMarker | undefined {
  const trimmed = text.trimStart();
  const bullet = BULLET.exec(trimmed);
  if (bullet) return { marker: bullet[1], rest: bullet[2].trim(), strong: true };
  for (const pattern of WEAK) {
    const m = pattern.exec(trimmed);
    if (m) return { marker: m[1], rest: m[2].trim(), strong: false };
  }
  return undefined;
}
