import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { degrees, PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import { parsePnm, rotateImage, toGrey, type RasterImage } from './ocr-image.util';
import { OcrPageTooCostlyError } from './ocr-errors';
import { extractPageImage } from './ocr-page-image';
import { OcrRunner } from './ocr-runner';
import { landscapeScanOf, SCAN_LINES, scannedPdf, scanOf } from './ocr.fixtures';

// The page image read from the file against pdftoppm's rendering of the same page (real poppler, pdf-lib fixtures).

const A4: [number, number, number, number] = [0, 0, 595.28, 841.89];
const DPI = 200;

/** pdftoppm's picture of the page in grey, turned back to user space (as the runner's rendered path does). */
function rendered(path: string, page: number, rotation: number): RasterImage {
  const pnm = execFileSync('pdftoppm', ['-r', String(DPI), '-gray', '-cropbox', '-f', String(page), '-l', String(page), path], {
    maxBuffer: 1 << 28,
  });
  return rotateImage(parsePnm(pnm), (360 - rotation) % 360);
}

/** Mean absolute difference of two grey images of the same size (0 to 255). */
function meanDifference(a: RasterImage, b: RasterImage): number {
  expect([a.width, a.height]).toEqual([b.width, b.height]);
  let total = 0;
  for (let i = 0; i < a.data.length; i++) total += Math.abs(a.data[i] - b.data[i]);
  return total / a.data.length;
}

/** The share of SCAN_LINES' words found in `text`: OCR may misread a letter here and there. */
function wordsFound(text: string): number {
  const seen = new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  const words = SCAN_LINES.join(' ')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return words.filter((word) => seen.has(word)).length / words.length;
}

describe('the image of a scanned page read from the file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pt-ocr-image-'));
  const deadline = () => Date.now() + 60_000;

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each([0, 90, 180, 270] as const)('is the page as pdftoppm shows it, for a scan displayed upright by /Rotate %i', async (rotate) => {
    const path = join(dir, `rotate-${rotate}.pdf`);
    const scan = rotate % 180 === 0 ? await scanOf(SCAN_LINES) : await landscapeScanOf(SCAN_LINES);
    writeFileSync(path, await scannedPdf([{ scan, rotate }]));
    const found = await extractPageImage(path, { number: 1, view: A4 }, DPI, deadline());
    if (!('image' in found)) throw new Error(`not extracted: ${found.reason}`);
    // Same orientation and size; the pixels differ only where the two scalings round differently (a wrong turn or
    // mirror would differ by tens of levels on average: the text would not be where it is).
    expect(meanDifference(toGrey(found.image), rendered(path, 1, rotate))).toBeLessThan(3);
  });

  it('reads a file with a classic cross-reference table and a Flate image with a PNG predictor', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([144, 72]);
    // A 4 × 2 grey image drawn over the whole page: left half black, right half white; rows PNG-filtered (Sub, Up).
    const rows = [
      [1, 0, 0, 255, 0],
      [2, 0, 0, 0, 0],
    ];
    const image = doc.context.flateStream(Uint8Array.from(rows.flat()), {
      Type: 'XObject',
      Subtype: 'Image',
      Width: 4,
      Height: 2,
      ColorSpace: 'DeviceGray',
      BitsPerComponent: 8,
      DecodeParms: { Predictor: 15, Colors: 1, BitsPerComponent: 8, Columns: 4 },
    });
    const ref = doc.context.register(image);
    page.node.setXObject(PDFName.of('Im0'), ref);
    page.node.set(PDFName.of('Contents'), doc.context.register(doc.context.flateStream('q 144 0 0 72 0 0 cm /Im0 Do Q')));
    const path = join(dir, 'classic.pdf');
    writeFileSync(path, await doc.save({ useObjectStreams: false }));
    expect(execFileSync('pdfimages', ['-list', path], { encoding: 'utf8' })).toContain('gray');

    const found = await extractPageImage(path, { number: 1, view: [0, 0, 144, 72] }, 4, deadline());
    if (!('image' in found)) throw new Error(`not extracted: ${found.reason}`);
    // 2 × 1 inches at 4 dpi: 8 × 4 pixels, each source pixel twice as wide and twice as tall.
    expect(found.image).toMatchObject({ width: 8, height: 4, channels: 1 });
    for (let row = 0; row < 4; row++)
      expect(Array.from(found.image.data.subarray(row * 8, row * 8 + 8))).toEqual([0, 0, 0, 0, 255, 255, 255, 255]);
  });

  it('leaves pages that are not one image over the whole page to the renderer, and the runner renders them', async () => {
    const doc = await PDFDocument.create();
    const scan = await doc.embedPng(await scanOf(SCAN_LINES));
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const halves = doc.addPage([A4[2], A4[3]]);
    halves.drawImage(scan, { x: 0, y: 0, width: A4[2], height: A4[3] / 2 });
    halves.drawImage(scan, { x: 0, y: A4[3] / 2, width: A4[2], height: A4[3] / 2 });
    const stamped = doc.addPage([A4[2], A4[3]]);
    stamped.drawImage(scan, { x: 0, y: 0, width: A4[2], height: A4[3] });
    stamped.drawRectangle({ x: 20, y: 20, width: 100, height: 30 });
    const small = doc.addPage([A4[2], A4[3]]);
    small.drawImage(scan, { x: 50, y: 50, width: 300, height: 400 });
    const tilted = doc.addPage([A4[2], A4[3]]);
    tilted.drawImage(scan, { x: 100, y: 0, width: A4[2], height: A4[3], rotate: degrees(10) });
    const texted = doc.addPage([A4[2], A4[3]]);
    texted.drawImage(scan, { x: 0, y: 0, width: A4[2], height: A4[3] });
    texted.drawText(' ', { x: 10, y: 10, size: 10, font });
    const path = join(dir, 'not-one-image.pdf');
    writeFileSync(path, await doc.save());

    const reasons = [];
    for (let number = 1; number <= 5; number++) {
      const found = await extractPageImage(path, { number, view: A4 }, DPI, deadline());
      reasons.push('reason' in found ? found.reason : 'extracted');
    }
    expect(reasons).toEqual([
      'several images',
      'drawing',
      'image does not cover the page',
      'image turned by other than quarter turns',
      'text',
    ]);

    // The runner reads such a page all the same, rendered.
    const result = await new OcrRunner({ dpi: DPI }).recognise(path, { number: 1, rotation: 0, view: A4 });
    expect(result.source).toBe('rendered');
    expect(result.wordCount).toBeGreaterThanOrEqual(SCAN_LINES.join(' ').split(' ').length - 3);
  });

  it('reads a one-image page from its image', async () => {
    const path = join(dir, 'one.pdf');
    writeFileSync(path, await scannedPdf([{ scan: await scanOf(SCAN_LINES) }]));
    const runner = new OcrRunner({ dpi: DPI });
    const read = await runner.recognise(path, { number: 1, rotation: 0, view: A4 });
    expect(read.source).toBe('image');
    expect(wordsFound(read.items.map((item) => item.text).join(' '))).toBeGreaterThan(0.9);
  });

  it('fails a page past its deadline once, leaving no rejection unhandled', async () => {
    const path = join(dir, 'deadline.pdf');
    writeFileSync(path, await scannedPdf([{ scan: await scanOf(SCAN_LINES) }]));
    const unhandled: unknown[] = [];
    const listen = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', listen);
    try {
      const hurried = new OcrRunner({ dpi: DPI, timeoutMsPerPage: 0 }, { logger: { warn: () => undefined, error: () => undefined } });
      await expect(hurried.recognise(path, { number: 1, rotation: 0, view: A4 })).rejects.toBeInstanceOf(OcrPageTooCostlyError);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', listen);
    }
  });

  it('renders a page of a file the reader cannot follow', async () => {
    const runner = new OcrRunner({ dpi: DPI });

    // The same page (classic cross-reference table) with the table's offset wrong: poppler rebuilds the table from the
    // objects, the reader gives up.
    const broken = join(dir, 'broken.pdf');
    const classic = await PDFDocument.load(await scannedPdf([{ scan: await scanOf(SCAN_LINES) }]));
    const bytes = Buffer.from(await classic.save({ useObjectStreams: false }));
    const at = bytes.lastIndexOf('startxref');
    writeFileSync(broken, Buffer.concat([bytes.subarray(0, at), Buffer.from('startxref\n17\n%%EOF\n')]));
    const fallback = await runner.recognise(broken, { number: 1, rotation: 0, view: A4 });
    expect(fallback.source).toBe('rendered');
    expect(wordsFound(fallback.items.map((item) => item.text).join(' '))).toBeGreaterThan(0.9);
  });
});
