// List markers as printed ('•', '1.', 'b)', '(iv)') into the numbering a word processor rebuilds them with.

export type NumberFormat = 'decimal' | 'lowerLetter' | 'upperLetter' | 'lowerRoman' | 'upperRoman';

export type ListNumbering =
  | { kind: 'bullet'; /** The character printed. */ char: string }
  | {
      kind: 'number';
      format: NumberFormat;
      /** The marker with its number as %1: '%1.', '%1)', '(%1)'. */ template: string;
      value: number;
    };

const NUMBERED = /^(\()?(\d{1,4}|[a-zA-Z]{1,6})([.)])?$/;
const ROMAN = /^(m{0,3})(cm|cd|d?c{0,3})(xc|xl|l?x{0,3})(ix|iv|v?i{0,3})$/i;

/**
 * How a list marker numbers its item. A single letter is a letter, except 'i'/'I' which starts a roman list unless
 * it follows 'h'/'H' (`previous`: the numbering of the item before in the same list); longer roman strings are roman.
 * Anything else is a bullet printing the marker itself.
 */
export function listNumberingOf(marker: string, previous?: ListNumbering): ListNumbering {
  const m = NUMBERED.exec(marker.trim());
  const closing = m?.[3];
  if (!m || (m[1] && closing !== ')') || (!m[1] && !closing && !/^\d+$/.test(m[2]))) return { kind: 'bullet', char: marker.trim() || '•' };
  const body = m[2];
  const template = `${m[1] ?? ''}%1${closing ?? ''}`;
  if (/^\d+$/.test(body)) return { kind: 'number', format: 'decimal', template, value: Number(body) };
  const upper = body === body.toUpperCase();
  const letterValue = body.length === 1 ? body.toLowerCase().charCodeAt(0) - 96 : undefined;
  const continuesLetters =
    previous?.kind === 'number' &&
    (previous.format === 'lowerLetter' || previous.format === 'upperLetter') &&
    previous.value + 1 === letterValue;
  const romanValue = ROMAN.test(body) ? romanToNumber(body) : undefined;
  if (romanValue && !continuesLetters && (body.length > 1 || /^[iI]$/.test(body) || isRomanList(previous))) {
    return { kind: 'number', format: upper ? 'upperRoman' : 'lowerRoman', template, value: romanValue };
  }
  if (letterValue !== undefined) return { kind: 'number', format: upper ? 'upperLetter' : 'lowerLetter', template, value: letterValue };
  return { kind: 'bullet', char: marker.trim() };
}

function isRomanList(previous: ListNumbering | undefined): boolean {
  return previous?.kind === 'number' && (previous.format === 'lowerRoman' || previous.format === 'upperRoman');
}

function romanToNumber(roman: string): number {
  const values: Record<string, number> = { i: 1, v: 5, x: 10, l: 50, c: 100, d: 500, m: 1000 };
  let total = 0;
  const chars = roman.toLowerCase();
  for (let i = 0; i < chars.length; i++) {
    const value = values[chars[i]];
    const next = values[chars[i + 1]] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

/** Whether `next` carries on the list `previous` belongs to (same kind and format, the following number). */
export function continuesList(previous: ListNumbering, next: ListNumbering): boolean {
  if (previous.kind === 'bullet' && next.kind === 'bullet') return previous.char === next.char;
  if (previous.kind === 'number' && next.kind === 'number') {
    return previous.format === next.format && previous.template === next.template && next.value === previous.value + 1;
  }
  return false;
}
