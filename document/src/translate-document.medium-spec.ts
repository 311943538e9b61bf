import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prosePdf, writePdfFile } from '../test/utils/pdf-factory';
import { ApertiumEngine } from './engines/apertium/apertium-engine';
import { TranslationEngine, TranslationEngineError } from './engines/translation-engine';
import { PdfWriteRunner } from './output/pdf-write-runner';
import { PdfParseRunner } from './pdf/pdf-parse-runner';
import { PdfTextExtractor } from './pdf/pdf-text-extractor';
import { translateDocument } from './translate-document';

/** The four steps on real PDFs: the parsing and writing processes, real Apertium. */
describe('translateDocument', () => {
  jest.setTimeout(60_000);
  const dir = mkdtempSync(join(tmpdir(), 'pt-translate-document-'));
  const parser = new PdfParseRunner();
  const extractor = new PdfTextExtractor(parser);
  const writer = new PdfWriteRunner({ timeoutMs: 60_000, timeoutPerPageMs: 100, maxMemoryMb: 1024, concurrency: 1 });
  const apertium = new ApertiumEngine({ timeoutMs: 30_000 });

  afterAll(async () => {
    writer.close();
    parser.close();
    await apertium.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('gives a PDF of the same pages whose text is the engine’s translation', async () => {
    const source = writePdfFile(dir, 'prose.pdf', (await prosePdf({ pages: 2, language: 'en' })).bytes);
    const result = await translateDocument({
      sourcePath: source,
      source: 'en',
      target: 'fr',
      extractor,
      engine: apertium,
      writer,
      batch: { maxSegments: 5, maxChars: 2_000 },
    });

    expect(result.pages).toBe(2);
    expect(result.segments).toBeGreaterThan(5); // more than one batch
    const output = writePdfFile(dir, 'prose.fr.pdf', result.pdf);
    const text = (await extractor.extract(output)).pages.flatMap((page) => page.items.map((item) => item.text)).join(' ');
    const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
    const french = words.filter((w) => ['le', 'la', 'les', 'des', 'et', 'est', 'pour', 'dans', 'une', 'du'].includes(w)).length;
    const english = words.filter((w) => ['the', 'of', 'and', 'to', 'is', 'that', 'for', 'with'].includes(w)).length;
    expect(french).toBeGreaterThan(10);
    expect(english).toBeLessThan(french / 5);
  });

  it('rejects with the engine’s error when it answers the wrong number of segments, and frees the writing process', async () => {
    const source = writePdfFile(dir, 'short.pdf', (await prosePdf({ pages: 1, language: 'en' })).bytes);
    const short: TranslationEngine = {
      name: 'short',
      pairs: async () => [{ source: 'en', target: 'fr' }],
      canTranslate: async () => true,
      targetLanguages: async () => ['fr'],
      translateBatch: async (segments) => segments.slice(1),
      close: async () => undefined,
    };
    await expect(
      translateDocument({ sourcePath: source, source: 'en', target: 'fr', extractor, engine: short, writer }),
    ).rejects.toBeInstanceOf(TranslationEngineError);
    // The aborted document's process is retired: the next document gets a working one.
    const again = await translateDocument({ sourcePath: source, source: 'en', target: 'fr', extractor, engine: apertium, writer });
    expect(again.pages).toBe(1);
  });
});
