import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { writePdfFile } from '../../test/utils/pdf-factory';
import { buildSegments } from '../layout/segments.util';
import { PdfParseRunner } from './pdf-parse-runner';
import { PdfTextExtractor } from './pdf-text-extractor';

describe('text colours from the extractor', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pt-run-colors-'));
  const extractor = new PdfTextExtractor(new PdfParseRunner());
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reports each run’s fill colour, and a red subtitle is a block apart from the black title above it', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([600, 400]);
    page.drawText('NICS Firearm Background Checks', { x: 100, y: 350, size: 15, font });
    page.drawText('November - 2015', { x: 180, y: 332, size: 15, font, color: rgb(1, 0, 0) });
    page.drawText('The checks of the month, state by state.', { x: 100, y: 300, size: 10, font, color: rgb(0, 0, 0) });
    const extraction = await extractor.extract(writePdfFile(dir, 'colors.pdf', await doc.save()), { countImages: false });
    expect(extraction.pages[0].items.map((item) => [item.text, item.color])).toEqual([
      ['NICS Firearm Background Checks', undefined],
      ['November - 2015', '#ff0000'],
      ['The checks of the month, state by state.', undefined],
    ]);
    const { blocks } = buildSegments(extraction.pages);
    expect(blocks.map((block) => block.text)).toEqual([
      'NICS Firearm Background Checks',
      'November - 2015',
      'The checks of the month, state by state.',
    ]);
  });
});
