/** Mathematical alphanumerics (𝜋, 𝑥, 𝐀…): styled copies of ordinary letters and digits, which NFKC maps back to them. */
const MATH_ALPHANUMERIC = /[\u{1D400}-\u{1D7FF}]/gu;

/**
 * A text the fonts can draw without empty boxes: the mathematical alphanumerics among `missing` (the characters the
 * chosen face lacks) become the letters they are styled copies of (𝜋 → π, 𝑥 → x). Nothing else changes.
 */
export function drawableMath(text: string, missing: string | undefined): string {
  if (!missing || !MATH_ALPHANUMERIC.test(missing)) return text;
  MATH_ALPHANUMERIC.lastIndex = 0;
  const absent = new Set(missing);
  return text.replace(MATH_ALPHANUMERIC, (c) => (absent.has(c) ? c.normalize('NFKC') : c));
}
