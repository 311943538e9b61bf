// Tesseract's TSV output (one row per page, block, paragraph, line and word, with boxes in pixels and a confidence
// per word) turned into text runs in PDF user space, like the ones pdf.js gives for a page with a text layer, so the
// recognised text enters the same reconstruction (lines, blocks, sentences) as native text.
import type { PdfTextItem } from '../pdf/pdf.types';
import { backgroundAround, sourcePixel, type RasterImage } from './ocr-image.util';
import type { OcrMark } from './ocr.types';

export interface OcrWord {
  text: string;
  left: number;
  top: number;
  width: number;
  height: number;
  /** 0 to 100. */
  confidence: number;
}

export interface OcrLine {
  /** block.paragraph.line, for tests and logs. */
  key: string;
  words: OcrWord[];
}

/** Words grouped by their line (Tesseract's level-5 rows), in Tesseract's reading order. Empty words are left out. */
export function parseTsv(tsv: string): OcrLine[] {
  const lines = new Map<string, OcrLine>();
  for (const row of tsv.split('\n')) {
    const cells = row.split('\t');
    if (cells.length < 12 || cells[0] !== '5') continue;
    const text = cells.slice(11).join('\t').trim();
    const confidence = Number(cells[10]);
    if (!text || !(confidence >= 0)) continue;
    const key = `${cells[2]}.${cells[3]}.${cells[4]}`;
    let line = lines.get(key);
    if (!line) lines.set(key, (line = { key, words: [] }));
    line.words.push({ text, left: Number(cells[6]), top: Number(cells[7]), width: Number(cells[8]), height: Number(cells[9]), confidence });
  }
  return [...lines.values()];
}

/** Letters that reach below the baseline: a word holding none has its box's bottom on the baseline. */
const DESCENDERS = /[gjpqyQ,;()[\]{}|@$]/;
/** Share of the font size from the baseline to the top of capitals and ascenders in common text faces. */
const ASCENT_EM = 0.73;
/** Share of the font size below the baseline for descenders. */
const DESCENT_EM = 0.21;
/** Words read with less confidence are not text (specks, stains, halftone): Tesseract's own floor for garbage. */
export const MIN_WORD_CONFIDENCE = 30;

/** The page image Tesseract read, and how its pixels map to the page's user space. */
export interface OcrFrame {
  /** The page in user-space orientation (before any turn for reading), for sampling colours. */
  image: RasterImage;
  /** Clockwise quarter turns applied to `image` before Tesseract read it (its boxes are in that turned image). */
  turn: 0 | 90 | 180 | 270;
  /** The visible page box [x0, y0, x1, y1] in user space that `image` covers. */
  view: [number, number, number, number];
}

/**
 * Text runs (one per recognised line, words joined by spaces) in PDF user space, each with its confidence, the
 * background colour sampled around it and the box its ink covers. Lines without a word read with at least
 * MIN_WORD_CONFIDENCE, or without a letter or digit, are left out.
 */
export function linesToItems(lines: readonly OcrLine[], frame: OcrFrame): PdfTextItem[] {
  const { image, turn, view } = frame;
  const scaleX = (view[2] - view[0]) / image.width;
  const scaleY = (view[3] - view[1]) / image.height;
  const scale = (scaleX + scaleY) / 2;
  // A point of the turned image → a pixel of the user-oriented image → user space.
  const toUser = (x: number, y: number): [number, number] => {
    const [ux, uy] = turn === 0 ? [x, y] : sourcePixelF(turn, x, y, image.width, image.height);
    return [view[0] + ux * scaleX, view[3] - uy * scaleY];
  };
  const items: PdfTextItem[] = [];
  for (const line of lines) {
    const words = line.words.filter((w) => w.confidence >= MIN_WORD_CONFIDENCE && /[\p{L}\p{N}]/u.test(w.text));
    if (words.length === 0) continue;
    const left = Math.min(...words.map((w) => w.left));
    const top = Math.min(...words.map((w) => w.top));
    const right = Math.max(...words.map((w) => w.left + w.width));
    const bottom = Math.max(...words.map((w) => w.top + w.height));
    const flat = words.filter((w) => !DESCENDERS.test(w.text)).map((w) => w.top + w.height);
    const baseline = flat.length > 0 ? median(flat) : bottom - ((bottom - top) * DESCENT_EM) / (ASCENT_EM + DESCENT_EM);
    const sizePx = Math.max((baseline - top) / ASCENT_EM, (bottom - top) / (ASCENT_EM + DESCENT_EM + 0.25));
    const chars = words.reduce((n, w) => n + w.text.length, 0);
    const confidence = words.reduce((sum, w) => sum + w.confidence * w.text.length, 0) / chars;
    const [x, y] = toUser(left, baseline);
    // The ink's box, a little wider so the cover hides anti-aliased edges, in both frames.
    const pad = sizePx * 0.12;
    const box = { left: left - pad, top: top - pad, width: right - left + 2 * pad, height: bottom - top + 2 * pad };
    const corners = [toUser(box.left, box.top), toUser(box.left + box.width, box.top + box.height)];
    const [ux0, uy0] = turn === 0 ? [box.left, box.top] : sourcePixelF(turn, box.left, box.top, image.width, image.height);
    const [ux1, uy1] =
      turn === 0
        ? [box.left + box.width, box.top + box.height]
        : sourcePixelF(turn, box.left + box.width, box.top + box.height, image.width, image.height);
    const ringBox = { left: Math.min(ux0, ux1), top: Math.min(uy0, uy1), width: Math.abs(ux1 - ux0), height: Math.abs(uy1 - uy0) };
    const ocr: OcrMark = {
      confidence: round(confidence),
      background: backgroundAround(image, ringBox, sizePx * 0.15),
      box: [
        round(Math.min(corners[0][0], corners[1][0])),
        round(Math.min(corners[0][1], corners[1][1])),
        round(Math.max(corners[0][0], corners[1][0])),
        round(Math.max(corners[0][1], corners[1][1])),
      ],
    };
    items.push({
      text: words.map((w) => w.text).join(' '),
      x: round(x),
      y: round(y),
      width: round((right - left) * scale),
      height: round(sizePx * scale),
      fontName: 'OCR',
      fontSize: round(sizePx * scale),
      bold: false,
      italic: false,
      angle: turn,
      hasEOL: true,
      ocr,
    });
  }
  return evenSizes(items);
}

/** Sizes within this share of the page's usual size are read as that size (OCR measures each line's ink anew). */
const SAME_SIZE = 0.15;

/**
 * The lines of a page's body set in one size, as on a native page: each size near the page's usual one (the median
 * weighted by characters) becomes it; headings and small print, further off, keep theirs.
 */
export function evenSizes(items: PdfTextItem[]): PdfTextItem[] {
  if (items.length < 2) return items;
  const bySize = [...items].sort((a, b) => a.fontSize - b.fontSize);
  const total = items.reduce((n, item) => n + item.text.length, 0);
  let seen = 0;
  let usual = bySize[0].fontSize;
  for (const item of bySize) {
    seen += item.text.length;
    usual = item.fontSize;
    if (seen * 2 >= total) break;
  }
  return items.map((item) => (Math.abs(item.fontSize - usual) <= usual * SAME_SIZE ? { ...item, fontSize: usual, height: usual } : item));
}

/** sourcePixel for points (not pixel indices) of an image whose turned size is given: where (x, y) of the turned image was. */
function sourcePixelF(turn: 90 | 180 | 270, x: number, y: number, width: number, height: number): [number, number] {
  // sourcePixel maps pixel centres; for continuous points the `- 1` becomes the full extent.
  const [sx, sy] = sourcePixel(turn, x, y, width + 1, height + 1);
  return [sx, sy];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const round = (n: number) => Math.round(n * 1000) / 1000;
