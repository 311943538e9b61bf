import { type IRunOptions } from 'docx';
import { familyOf, type FontFamily } from './font-match.util';
import type { TypesetBlock } from './output.types';

/**
 * The fonts a Word document names for each class: installed with Windows and macOS office suites, and mapped by
 * LibreOffice to the metric-compatible Liberation faces (the ones the PDF is set in).
 */
export const DOCX_FONTS: Record<FontFamily, string> = { serif: 'Times New Roman', sans: 'Arial', mono: 'Courier New' };

/**
 * A block's translation as Word runs: the block's font class, bold and italic, small capitals, and its inline spans
 * (bold, italic, superscript, subscript, monospace, colour, underline, strike) as runs of their own; hard line breaks as breaks.
 */
export function docxRunOptions(
  block: Pick<TypesetBlock, 'translatedText' | 'bold' | 'italic' | 'fontName' | 'inline' | 'fontSerif' | 'fontMonospace' | 'smallCaps'>,
): IRunOptions[] {
  const text = block.translatedText;
  const family = familyOf({ fontName: block.fontName, serif: block.fontSerif, monospace: block.fontMonospace });
  // Styles per character (the block's own outside spans), then runs of equal style cut at line breaks.
  const spans = [...(block.inline ?? [])].sort((a, b) => a.start - b.start);
  const runs: IRunOptions[] = [];
  const start = text.length - text.trimStart().length;
  const end = text.trimEnd().length;
  let cursor = start;
  let pendingBreak = false;
  const push = (from: number, to: number, span?: (typeof spans)[number]) => {
    if (to <= from) return;
    const lines = text.slice(from, to).split(/\r\n|\r|\n/);
    lines.forEach((part, i) => {
      if (i > 0) pendingBreak = true;
      if (part === '') return;
      const mono = span?.mono ?? false;
      runs.push({
        text: part,
        bold: span?.bold ?? block.bold,
        italics: span?.italic ?? block.italic,
        font: DOCX_FONTS[mono ? 'mono' : (span?.family ?? family)],
        ...(span?.script === 'sup' ? { superScript: true } : span?.script === 'sub' ? { subScript: true } : {}),
        ...(block.smallCaps ? { smallCaps: true } : {}),
        ...(span?.color ? { color: span.color.slice(1).toUpperCase() } : {}),
        ...(span?.underline ? { underline: {} } : {}),
        ...(span?.strike ? { strike: true } : {}),
        ...(pendingBreak ? { break: 1 } : {}),
      });
      pendingBreak = false;
    });
  };
  for (const span of spans) {
    const from = Math.max(cursor, span.start, start);
    const to = Math.min(span.end, end);
    if (to <= from) continue;
    push(cursor, from);
    push(from, to, span);
    cursor = to;
  }
  push(cursor, end);
  return runs;
}
