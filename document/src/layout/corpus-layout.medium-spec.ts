import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PdfParseRunner } from '../pdf/pdf-parse-runner';
import { PdfTextExtractor } from '../pdf/pdf-text-extractor';
import type { SourceBlock } from './layout.types';
import { buildSegments } from './segments.util';

// The public corpus beside the project (../shared/corpus, CI has it too).
const CORPUS = resolve(__dirname, '../../../../shared/corpus');

/** Text reconstruction on pages of the corpus that showed a defect, read by the real extractor. */
describe('text reconstruction of corpus pages', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pt-corpus-layout-'));
  const extractor = new PdfTextExtractor(new PdfParseRunner());
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const blocksOf = async (file: string, page?: number): Promise<SourceBlock[]> => {
    let path = join(CORPUS, file);
    if (page !== undefined) {
      const one = join(dir, `${page}-${file}`);
      execFileSync('qpdf', ['--empty', '--pages', path, String(page), '--', one]);
      path = one;
    }
    return buildSegments((await extractor.extract(path)).pages).blocks;
  };

  it("chelsea_pdta.pdf p. 17: one list item per Wingdings bullet, and a bar chart's labels one block each", async () => {
    const blocks = await blocksOf('chelsea_pdta.pdf', 17);
    const items = blocks.filter((block) => block.kind === 'list-item');
    expect(items.map((item) => [item.marker, item.text.split(' ').slice(0, 3).join(' ')])).toEqual([
      ['\uF0A7', 'Physical and mental'],
      ['\uF0A7', "Volonté d'être en"],
      ['\uF0A7', 'Il est évident'],
    ]);
    const labels = ['MA SÉCURITÉ ET', 'MA SANTÉ PHYSIQUE', 'LA RÉDUCTION DU', 'MON CHOIX DE'];
    for (const label of labels) expect(blocks.filter((block) => block.text.startsWith(label))).toHaveLength(1);
    expect(blocks.find((block) => block.text.startsWith('MA SANTÉ'))?.text).toBe('MA SANTÉ PHYSIQUE ET MENTALE');
  });

  it("cupertino_usd_4-6-16.pdf: an agenda item's bold heading and its paragraph are two blocks", async () => {
    const texts = (await blocksOf('cupertino_usd_4-6-16.pdf')).map((block) => block.text);
    expect(texts).toContain('PUBLIC COMMENT – ITEMS ON THE AGENDA');
    expect(texts.find((text) => text.startsWith('The public may address'))).toMatch(/voice their opinions and concerns\.$/u);
  });
});
