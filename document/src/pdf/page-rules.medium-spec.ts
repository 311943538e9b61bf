import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tablePdf, writePdfFile } from '../../test/utils/pdf-factory';
import { buildSegments } from '../layout/segments.util';
import { PdfParseRunner } from './pdf-parse-runner';
import { PdfTextExtractor } from './pdf-text-extractor';
import type { PdfExtraction } from './pdf.types';

/** The ruled lines of a page through the real parser, and the text reconstruction that keeps to them. */
describe('ruled lines of a page', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pt-page-rules-'));
  const extractor = new PdfTextExtractor(new PdfParseRunner());
  let extraction: PdfExtraction;

  beforeAll(async () => {
    extraction = await extractor.extract(writePdfFile(dir, 'table.pdf', (await tablePdf()).bytes));
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('are read from the drawn grid: 6 rows of borders and 5 columns, each one rule from end to end', () => {
    const rules = extraction.pages[0].rules ?? [];
    const horizontal = rules.filter((rule) => rule.y0 === rule.y1);
    const vertical = rules.filter((rule) => rule.x0 === rule.x1);
    // tablePdf: a grid from x 60 to 532, y 760 down to 640, rows 24 pt, columns 118 pt (0.8 pt strokes).
    expect(horizontal.map((rule) => Math.round(rule.y0))).toEqual([760, 736, 712, 688, 664, 640]);
    expect(horizontal.every((rule) => Math.abs(rule.x0 - 60) < 1 && Math.abs(rule.x1 - 532) < 1)).toBe(true);
    expect(vertical.map((rule) => Math.round(rule.x0))).toEqual([60, 178, 296, 414, 532]);
    expect(vertical.every((rule) => Math.abs(rule.y0 - 640) < 1 && Math.abs(rule.y1 - 760) < 1)).toBe(true);
  });

  it('make each cell of the grid a table cell in its row and column', () => {
    const cells = buildSegments(extraction.pages).blocks.filter((block) => block.kind === 'table-cell');
    expect(cells.map((cell) => [cell.text, cell.table!.row, cell.table!.col])).toEqual(
      [
        ['Item', 'Quantity', 'Unit price', 'Total'],
        ['Paper', '12', '4.50', '54.00'],
        ['Ink cartridges', '3', '19.99', '59.97'],
        ['Folders', '40', '0.75', '30.00'],
        ['Stapler', '1', '12.00', '12.00'],
      ].flatMap((row, r) => row.map((text, c) => [text, r, c])),
    );
  });
});
