import { join } from 'node:path';
import { loadConfig } from '../../config/app-config';
import { PdfParseRunner } from '../pdf/pdf-parse-runner';
import { PdfTextExtractor } from '../pdf/pdf-text-extractor';
import type { SegmentationResult } from './layout.types';
import { buildSegments } from './segments.util';

/** Text reconstruction on a PDF from a real producer (Chromium), read by the real extractor. */
describe('text reconstruction of a Chromium-printed report', () => {
  const config = loadConfig({});
  const extractor = new PdfTextExtractor(config, new PdfParseRunner(config));
  let result: SegmentationResult;
  const page1 = () => result.blocks.filter((block) => block.page === 1);

  beforeAll(async () => {
    const { pages } = await extractor.extract(join(__dirname, '../../../test/fixtures/chromium-report.pdf'));
    result = buildSegments(pages);
  });

  it('reads page 1 in order: title, boxed paragraph, heading, left column, right column, heading, table, paragraph', () => {
    const starts = page1().map((block) => [block.kind, block.text.split(' ').slice(0, 3).join(' ')]);
    expect(starts).toEqual([
      ['heading', 'Annual Report on'],
      ['paragraph', 'This report describes'],
      ['heading', '1. Summary of'],
      ['paragraph', 'The water treatment'],
      ['paragraph', 'Consumption decreased by'],
      ['paragraph', 'The budget for'],
      ['paragraph', 'northern district. Work'],
      ['paragraph', 'Three pumps were'],
      ['paragraph', 'Two hundred kilometres'],
      ['paragraph', 'Every sample met'],
      ['paragraph', 'The customer service'],
      ['heading', '2. Costs by'],
      ...[
        ['Service', 'Cost', 'Change'],
        ['Treatment of drinking', '$4,250,000', '+2%'],
        ['Maintenance of the', '$2,100,000', '-1%'],
        ['Customer service', '$640,000', '+5%'],
      ].flatMap((row) => row.map((cell) => ['table-cell', cell])),
      ['paragraph', 'All amounts are'],
    ]);
  });

  it('joins the words of justified lines, whatever their stretched spaces, into whole paragraphs', () => {
    const texts = page1().map((block) => block.text);
    expect(texts).toContain(
      'The water treatment plant operated without interruption for the whole year. Our engineers replaced three pumps and ' +
        'inspected more than two hundred kilometres of pipes. The quality of the drinking water met every provincial ' +
        'standard, and no boil-water advisory was issued in any neighbourhood.',
    );
    expect(texts).toContain(
      'This report describes how the municipal water service performed during the last fiscal year. Questions may be sent ' +
        'to info@example.org or read online at https://example.org/water-report.',
    );
  });

  it('keeps each item of a list whose bullets are shapes in its own block, and the table as a 4 × 3 grid', () => {
    const items = page1().filter((block) => /^(Three|Two hundred|Every)/.test(block.text));
    expect(items.map((block) => block.text)).toEqual([
      'Three pumps were replaced at the main station.',
      'Two hundred kilometres of pipes were inspected.',
      'Every sample met the provincial standard.',
    ]);
    const cells = page1().filter((block) => block.kind === 'table-cell');
    expect(cells.map((cell) => [cell.table!.row, cell.table!.col])).toEqual(
      [0, 1, 2, 3].flatMap((row) => [0, 1, 2].map((col) => [row, col])),
    );
  });

  it('sends whole sentences to the engine, never lines', () => {
    const segments = result.segments.map((segment) => segment.text);
    expect(segments).toContain('Our engineers replaced three pumps and inspected more than two hundred kilometres of pipes.');
    expect(segments).toContain('The customer service office answered more than nine thousand calls.');
    // Cut by the column break: translated whole.
    expect(segments).toContain('The budget for the next year includes the construction of a new reservoir in the northern district.');
  });
});
