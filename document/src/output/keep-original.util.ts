import type { TypesetBlock } from './output.types';

/** Letters and digits only, case kept: what a reader compares (spacing, punctuation and hyphenation aside). */
function essence(text: string): string {
  return text.normalize('NFKC').replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * Whether a block keeps its source glyphs instead of being set again: text reconstruction said it is not prose
 * (numbers, formulas, code: `keepOriginal`), or its translation reads as its source (the engine gave it back
 * unchanged: a name, a code, a word both languages share). Rotated blocks are always set again.
 */
export function keepsOriginal(block: Pick<TypesetBlock, 'translatedText' | 'angle' | 'marker' | 'lines' | 'keepOriginal'>): boolean {
  if (block.angle !== 0) return false;
  if (block.keepOriginal) return true;
  if (!block.lines || block.lines.length === 0) return false;
  const source = essence(block.lines.map((line) => line.text).join(' '));
  return source !== '' && source === essence(`${block.marker ?? ''} ${block.translatedText}`);
}
