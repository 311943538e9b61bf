// Word's bullets from the Symbol and Wingdings fonts reach the text as Private Use Area code points (U+F0xx: the
// font's byte plus F000), which no Unicode font draws. As list markers they are drawn as the Unicode characters
// they show; inside text only Symbol's bullet (the one unambiguous code) is.

const MARKER_BULLETS: Record<string, string> = {
  '\uF0B7': '•', // Symbol bullet
  '\uF0A7': '▪', // Wingdings small square
  '\uF0D8': '➢', // Wingdings arrowhead
  '\uF076': '❖', // Wingdings diamond of diamonds
  '\uF0FC': '✓', // Wingdings check mark
  '\uF06E': '■', // Wingdings black square
  '\uF06C': '●', // Wingdings black circle
  '\uF0A8': '◻', // Wingdings white square
  '\uF071': '❑', // Wingdings shadowed square
  '\uF0E8': '➔', // Wingdings arrow
  '\uF0E0': '➢', // Wingdings 3D arrowhead
  '\uF02D': '–', // Symbol minus, used as a dash bullet
};
const PRIVATE_SYMBOL = /[\uF000-\uF0FF]/;

/** The private-use bullets above, as one string (Symbol's minus aside: a dash is no sure sign of a list). */
export const SYMBOL_BULLETS = Object.keys(MARKER_BULLETS)
  .filter((c) => c !== '\uF02D')
  .join('');

/** A list marker as the character it shows (Symbol/Wingdings bullets), else as it is. */
export function drawableMarker(marker: string): string {
  if (!PRIVATE_SYMBOL.test(marker)) return marker;
  return Array.from(marker, (c) => MARKER_BULLETS[c] ?? c).join('');
}

/** Private-use bullets opening the text, after the inline style marks of text-runs (supplementary private use):
 * a list's marker the layout read as text (a bullet smaller than its item's words, or set right against them). */
const LEADING_BULLETS = /^([\u{10FD00}-\u{10FF7F}]*)([\uF000-\uF0FF]+)\s*/u;

/** Text with Symbol's bullet (U+F0B7) as •, and the Symbol/Wingdings bullets opening it as the bullets they show,
 * a space after them; other private-use characters unchanged. */
export function drawableSymbols(text: string): string {
  const marked = text.replace(LEADING_BULLETS, (all: string, marks: string, bullets: string) =>
    [...bullets].every((c) => MARKER_BULLETS[c]) ? `${marks}${drawableMarker(bullets)}${all.length < text.length ? ' ' : ''}` : all,
  );
  return marked.includes('\uF0B7') ? marked.replaceAll('\uF0B7', '•') : marked;
}
