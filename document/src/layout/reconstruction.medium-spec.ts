import { join } from 'node:path';
import { PdfParseRunner } from '../pdf/pdf-parse-runner';
import { PdfTextExtractor } from '../pdf/pdf-text-extractor';
import type { SegmentationResult } from './layout.types';
import { buildSegments } from './segments.util';

/** Both fixtures end page 1 with the same table: its cells in reading order, as [kind, first words]. */
const COSTS_TABLE = [
  ['Service', 'Cost', 'Change'],
  ['Treatment of drinking', '$4,250,000', '+2%'],
  ['Maintenance of the', '$2,100,000', '-1%'],
  ['Customer service', '$640,000', '+5%'],
].flatMap((row) => row.map((cell) => ['table-cell', cell]));

/** Text reconstruction on a PDF from a real producer (Chromium), read by the real extractor. */
describe('text reconstruction of a Chromium-printed report', () => {
  const extractor = new PdfTextExtractor(new PdfParseRunner());
  let result: SegmentationResult;
  const page1 = () => result.blocks.filter((block) => block.page === 1);

  beforeAll(async () => {
    const { pages } = await extractor.extract(join(__dirname, '../../test/fixtures/chromium-report.pdf'));
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
      ...COSTS_TABLE,
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

/** The same on a Word document (made with the `docx` package) exported by LibreOffice: sections, footnote, header. */
describe('text reconstruction of a LibreOffice-exported report', () => {
  const extractor = new PdfTextExtractor(new PdfParseRunner());
  let result: SegmentationResult;
  const onPage = (n: number) => result.blocks.filter((block) => block.page === n);
  const start = (text: string) => text.split(' ').slice(0, 3).join(' ');
  const furniture = (block: { templateId?: string }) => block.templateId !== undefined;

  beforeAll(async () => {
    const { pages } = await extractor.extract(join(__dirname, '../../test/fixtures/libreoffice-report.pdf'));
    result = buildSegments(pages);
  });

  it('reads page 1 in order: list, both columns, then the table under them and the text after it', () => {
    const body = onPage(1).filter((block) => !furniture(block));
    expect(body.map((block) => [block.kind, start(block.text)])).toEqual([
      ['heading', 'Annual Report of'],
      ['paragraph', 'This report describes'],
      ['heading', '1. Highlights of'],
      ['list-item', 'The main station'],
      ['list-item', 'Our engineers inspected'],
      ['list-item', 'Every sample met'],
      ['list-item', 'No boil-water advisory'],
      ['list-item', 'The customer service'],
      ['heading', '2. Operations'],
      ['paragraph', 'The water treatment'],
      ['paragraph', 'Consumption decreased by'],
      ['paragraph', 'The budget for'],
      ['paragraph', 'The laboratory tested'],
      ['heading', '3. Costs by'],
      ...COSTS_TABLE,
      ['paragraph', 'All amounts are'],
      ['heading', '4. Plans for'],
      ['paragraph', 'The city will'],
      ['paragraph', '1'],
      ['paragraph', 'The fiscal year'],
    ]);
  });

  it('keeps the table’s header over right-aligned amounts, and a wrapped cell left-aligned', () => {
    const cells = onPage(1).filter((block) => block.kind === 'table-cell');
    expect(cells.map((cell) => [cell.table!.row, cell.table!.col])).toEqual(
      [0, 1, 2, 3].flatMap((row) => [0, 1, 2].map((col) => [row, col])),
    );
    const at = (row: number, col: number) => cells.find((cell) => cell.table!.row === row && cell.table!.col === col)!;
    expect(at(1, 0)).toMatchObject({ text: 'Treatment of drinking water', align: 'left' });
    expect(at(1, 1)).toMatchObject({ text: '$4,250,000', align: 'right' });
  });

  it('translates the running header and the page footer once, and the sentence cut by the page break (over the footnote) whole', () => {
    expect(result.blocks.filter(furniture).map((block) => [block.page, block.kind, block.text])).toEqual([
      [1, 'header', 'Riverton Water Service, annual report'],
      [1, 'footer', 'Page 1 of 2'],
      [2, 'header', 'Riverton Water Service, annual report'],
      [2, 'footer', 'Page 2 of 2'],
    ]);
    const segments = result.segments.map((segment) => segment.text);
    expect(segments.filter((text) => text === 'Riverton Water Service, annual report')).toHaveLength(1);
    expect(segments.filter((text) => text.startsWith('Page '))).toEqual(['Page ⟦0⟧ of ⟦1⟧']);
    const rest = onPage(2).filter((block) => !furniture(block))[0];
    expect(rest.text).toMatch(/^kilometres of pipes/);
    expect(result.blocks.find((block) => block.id === rest.continuesBlockId)?.text).toMatch(/^The city will continue .* About five$/);
    expect(segments).toContain(
      'About five kilometres of pipes will be replaced every year, starting with the streets where breaks were the most frequent.',
    );
    expect(segments).toContain('The fiscal year ended on March ⟦0⟧, ⟦1⟧.');
  });
});
