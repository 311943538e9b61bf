import { readFileSync } from 'node:fs';
import * as fontkitModule from '@pdf-lib/fontkit';
import {
  beginText,
  endText,
  moveText,
  PDFDocument,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  setFontAndSize,
  StandardFonts,
} from 'pdf-lib';

const fontkit = (fontkitModule as { default?: typeof fontkitModule }).default ?? fontkitModule;
const MATH_FONT_FILE = '/usr/share/fonts/truetype/dejavu/DejaVuMathTeXGyre.ttf';
const SANS_FONT_FILE = '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf';

/**
 * A report page: a prose title, a table whose numbers are runs of their own, a display formula and a sentence with
 * an inline formula in a math font (Word's Cambria Math stands as DejaVu Math TeX Gyre), and a line of code in
 * Courier in a Helvetica document.
 */
export async function notProsePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const helvetica = await doc.embedFont(StandardFonts.Helvetica);
  const courier = await doc.embedFont(StandardFonts.Courier);
  const math = await doc.embedFont(readFileSync(MATH_FONT_FILE), { subset: true });
  const page = doc.addPage([600, 500]);
  page.drawText('Quarterly sales of the northern stores', { x: 50, y: 450, size: 14, font: helvetica });
  const rows: Array<[string, string, string]> = [
    ['Toronto', '1,234', '56.5'],
    ['Ottawa', '987', '12.0'],
    ['Montreal', '4,321', '78.25'],
  ];
  rows.forEach(([name, a, b], i) => {
    const y = 400 - 18 * i;
    page.drawText(name, { x: 50, y, size: 10, font: helvetica });
    page.drawText(a, { x: 250 - helvetica.widthOfTextAtSize(a, 10), y, size: 10, font: helvetica });
    page.drawText(b, { x: 350 - helvetica.widthOfTextAtSize(b, 10), y, size: 10, font: helvetica });
  });
  page.drawText('𝑦 = 2𝜋𝑟', { x: 250, y: 300, size: 12, font: math });
  const before = 'The area of the disc is ';
  page.drawText(before, { x: 50, y: 250, size: 12, font: helvetica });
  page.drawText('𝜋𝑟', { x: 50 + helvetica.widthOfTextAtSize(before, 12), y: 250, size: 12, font: math });
  page.drawText(' for every circle.', {
    x: 50 + helvetica.widthOfTextAtSize(before, 12) + math.widthOfTextAtSize('𝜋𝑟', 12),
    y: 250,
    size: 12,
    font: helvetica,
  });
  page.drawText('\\begin{document}', { x: 50, y: 200, size: 10, font: courier });
  page.drawText('The sales grew in every store over the quarter.', { x: 50, y: 150, size: 12, font: helvetica });
  return doc.save();
}

/**
 * A table whose rows are each drawn by one operator, as many producers write them: `[(Toronto) -16000 (1,234)] TJ`,
 * the city (prose, set again) and its number (kept) in one TJ, in an embedded TrueType font (Identity-H, widths in
 * /W), under a prose title and over a prose sentence.
 */
export async function rowsInOneOperatorPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const sans = await doc.embedFont(readFileSync(SANS_FONT_FILE), { subset: true });
  const page = doc.addPage([600, 500]);
  page.drawText('Yearly visitors of the eastern museums', { x: 50, y: 450, size: 14, font: sans });
  const key = page.node.newFontDictionary(sans.name, sans.ref);
  const rows: Array<[string, string]> = [
    ['Toronto', '1,234'],
    ['Ottawa', '987'],
    ['Montreal', '4,321'],
  ];
  rows.forEach(([name, number], i) => {
    // The number ends at x = 250: the gap after the name, in thousandths of the size.
    const gap = ((250 - sans.widthOfTextAtSize(number, 10) - 50 - sans.widthOfTextAtSize(name, 10)) / 10) * 1000;
    const row = doc.context.obj([sans.encodeText(name), PDFNumber.of(-gap), sans.encodeText(number)]);
    page.pushOperators(
      beginText(),
      setFontAndSize(key, 10),
      moveText(50, 400 - 18 * i),
      PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [row]),
      endText(),
    );
  });
  page.drawText('The museums welcomed more visitors in every season.', { x: 50, y: 300, size: 12, font: sans });
  return doc.save();
}
