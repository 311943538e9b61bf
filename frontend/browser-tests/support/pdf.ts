import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { PDFDocument, rgb, StandardFonts, type PDFFont } from 'pdf-lib';

/**
 * English prose for the documents the browser tests upload: plain sentences the default engine (Apertium, en→fr
 * through Spanish) knows every word of, so the translated file can be checked for French and for what is left.
 */
export const ENGLISH_PARAGRAPHS: readonly string[] = [
  'The library opens at nine in the morning and closes at six in the evening from Monday to Friday.',
  'Visitors can borrow up to ten books at a time and keep them for three weeks.',
  'The children read a story about a small dog who lives with an old woman near the river.',
  'Every year the city publishes a report on the state of the roads, the schools and the public parks.',
  'The committee will meet again next week to review the budget and to choose the new projects.',
  'She opened the window, looked at the garden and decided to write a long letter to her brother.',
  'The museum is beside the old mill, and the train station is at the end of the main street.',
  'Many people travel by bus because it is cheap, but the journey is slow when the weather is bad.',
];

export interface TestDocument {
  /** File name as uploaded. */
  name: string;
  bytes: Buffer;
  pageCount: number;
  /** Every paragraph drawn, in order (headings excluded). */
  paragraphs: string[];
}

/** `text` cut into lines no wider than `width` at `size` points in `font`. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A real text PDF (US Letter, Helvetica) of `pages` pages, each with a bold heading and four paragraphs of English
 * prose, made with pdf-lib.
 */
export async function englishProsePdf(options: { name?: string; pages?: number } = {}): Promise<TestDocument> {
  const { name = 'library-report.pdf', pages = 3 } = options;
  const doc = await PDFDocument.create();
  doc.setTitle('Library report');
  doc.setAuthor('PageTranslate browser tests');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const drawn: string[] = [];
  const [width, height] = [612, 792];
  for (let n = 0; n < pages; n += 1) {
    const page = doc.addPage([width, height]);
    let y = height - 72;
    page.drawText(`Chapter ${n + 1}: The town library`, { x: 72, y, size: 18, font: bold, color: rgb(0, 0, 0) });
    y -= 36;
    for (let p = 0; p < 4; p += 1) {
      const paragraph = ENGLISH_PARAGRAPHS[(n * 3 + p) % ENGLISH_PARAGRAPHS.length];
      drawn.push(paragraph);
      for (const line of wrap(paragraph, regular, 12, width - 144)) {
        page.drawText(line, { x: 72, y, size: 12, font: regular, color: rgb(0, 0, 0) });
        y -= 16;
      }
      y -= 12;
    }
  }
  const bytes = Buffer.from(await doc.save());
  return { name, bytes, pageCount: pages, paragraphs: drawn };
}

/** The text of each page of a PDF, read with pdf.js (the parser the product itself uses). */
export async function pdfPagesText(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const standardFontDataUrl = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;
  const task = pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, standardFontDataUrl });
  const doc = await task.promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n += 1) {
      const content = await (await doc.getPage(n)).getTextContent();
      pages.push(
        content.items
          .map((item) => ('str' in item ? item.str : ''))
          .join(' ')
          .replace(/\s+/g, ' ')
          .trim(),
      );
    }
    return pages;
  } finally {
    await task.destroy();
  }
}

/** Lower-case words of a text (letters only, accents kept). */
export const wordsOf = (text: string): Set<string> =>
  new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter(Boolean),
  );

/** Very common French words; a French translation of ordinary prose contains most of them. */
export const COMMON_FRENCH_WORDS = ['le', 'la', 'les', 'de', 'des', 'et', 'est', 'un', 'une', 'à', 'du', 'en'] as const;
