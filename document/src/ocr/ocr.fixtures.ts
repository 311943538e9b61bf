// Scanned pages for tests: a page of text set with pdf-lib, rendered to a PNG by pdftoppm (the "scan"), and the PNG
// drawn over a whole page of a new PDF, alone (no text layer), turned, or beside native pages.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { degrees, PDFDocument, StandardFonts } from 'pdf-lib';

export const SCAN_LINES = [
  'The committee met on Monday to review the annual budget.',
  'Every member received the report two weeks before the meeting.',
  'The board approved the new plan for the public library.',
];

const A4: [number, number] = [595.28, 841.89];
/** Resolution of the "scanner": enough for Tesseract, small enough to keep the fixtures quick. */
const SCAN_DPI = 150;

/** A page of text as a scanner would give it: a PNG of the page drawn by pdf-lib, rendered by pdftoppm. */
export async function scanOf(lines: readonly string[], size = 14): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage(A4);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  lines.forEach((text, i) => page.drawText(text, { x: 60, y: A4[1] - 100 - i * size * 1.6, size, font }));
  return renderPng(await doc.save());
}

export type FixturePage = { scan: Uint8Array; rotate?: 0 | 90 | 180 | 270 } | { native: readonly string[] } | { specks: number };

/**
 * A PDF of the given pages: a scan drawn over the whole page (with the page's /Rotate, the scan drawn so that the
 * page displays upright), native text, or specks (small squares, no text).
 */
export async function scannedPdf(pages: readonly FixturePage[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const spec of pages) {
    const page = doc.addPage(A4);
    if ('scan' in spec) {
      const image = await doc.embedPng(spec.scan);
      const rotate = spec.rotate ?? 0;
      page.setRotation(degrees(rotate));
      // Displayed upright: the image is drawn turned against the page's rotation, about the page's centre.
      const [w, h] = rotate % 180 === 0 ? A4 : [A4[1], A4[0]];
      // The display turns the page clockwise by /Rotate: the image is drawn turned as much the other way.
      if (rotate === 0) page.drawImage(image, { x: 0, y: 0, width: w, height: h });
      else if (rotate === 90) page.drawImage(image, { x: A4[0], y: 0, width: w, height: h, rotate: degrees(90) });
      else if (rotate === 180) page.drawImage(image, { x: A4[0], y: A4[1], width: w, height: h, rotate: degrees(180) });
      else page.drawImage(image, { x: 0, y: A4[1], width: w, height: h, rotate: degrees(270) });
    } else if ('native' in spec) {
      spec.native.forEach((text, i) => page.drawText(text, { x: 60, y: A4[1] - 100 - i * 22, size: 14, font }));
    } else {
      let seed = spec.specks;
      for (let i = 0; i < 400; i++) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        const x = seed % 560;
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        const y = seed % 800;
        page.drawRectangle({ x: 15 + x, y: 20 + y, width: 1.2, height: 1.2 });
      }
    }
  }
  return doc.save();
}

/** A rotated scan for a page of size `A4` turned: the page of text set landscape-wise and rendered. */
export async function landscapeScanOf(lines: readonly string[], size = 14): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([A4[1], A4[0]]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  lines.forEach((text, i) => page.drawText(text, { x: 60, y: A4[0] - 100 - i * size * 1.6, size, font }));
  return renderPng(await doc.save());
}

function renderPng(pdf: Uint8Array): Uint8Array {
  const dir = mkdtempSync(join(tmpdir(), 'ocr-fixture-'));
  try {
    writeFileSync(join(dir, 'page.pdf'), pdf);
    execFileSync('pdftoppm', ['-r', String(SCAN_DPI), '-gray', '-png', '-singlefile', join(dir, 'page.pdf'), join(dir, 'scan')]);
    return readFileSync(join(dir, 'scan.png'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
