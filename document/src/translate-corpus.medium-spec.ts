import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { writePdfFile } from '../test/utils/pdf-factory';
import { ApertiumEngine } from './engines/apertium/apertium-engine';
import { PdfWriteRunner } from './output/pdf-write-runner';
import { PdfParseRunner } from './pdf/pdf-parse-runner';
import { PdfTextExtractor } from './pdf/pdf-text-extractor';
import { translateDocument } from './translate-document';

// The public corpus beside the project (../shared/corpus, CI has it too).
const CORPUS = resolve(__dirname, '../../../shared/corpus');

/**
 * Issue 2.4 on real documents, through the four steps with the real Apertium (both legs pivot through Spanish or
 * Catalan): the federal register's first page comes out in French with its identifiers as they were and no Spanish
 * word, and the French municipal minutes come out in English with no Spanish word.
 */

/** Letters Spanish writes and French and English do not: an output word with one of them is the pivot leaking. */
const SPANISH_LETTERS = /[áíóúñ¿¡]/iu;
/** Common Spanish words that are neither French nor English words. */
const SPANISH_WORDS = new Set([
  'el',
  'los',
  'las',
  'del',
  'por',
  'para',
  'una',
  'unos',
  'pero',
  'muy',
  'también',
  'está',
  'están',
  'fue',
  'como',
  'cuando',
  'donde',
  'este',
  'esta',
  'estos',
  'estas',
  'lo',
  'núm',
  'según',
  'además',
]);

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}]+/gu) ?? [];

describe('corpus documents through the pipeline with Apertium: no Spanish word, identifiers kept', () => {
  jest.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), 'pt-translate-corpus-'));
  const parser = new PdfParseRunner();
  const extractor = new PdfTextExtractor(parser);
  const writer = new PdfWriteRunner({ timeoutMs: 120_000, timeoutPerPageMs: 0, maxMemoryMb: 1024, concurrency: 1 });
  const apertium = new ApertiumEngine({ timeoutMs: 100_000 });

  afterAll(async () => {
    writer.close();
    parser.close();
    await apertium.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The first `pages` pages of a corpus file, as a PDF of their own. */
  async function firstPages(file: string, pages: number): Promise<string> {
    const source = await PDFDocument.load(readFileSync(join(CORPUS, file)));
    const doc = await PDFDocument.create();
    for (const page of await doc.copyPages(source, [...Array(pages).keys()])) doc.addPage(page);
    return writePdfFile(dir, `${file}-p1-${pages}.pdf`, await doc.save());
  }

  async function translate(sourcePath: string, source: string, target: string): Promise<{ before: string; after: string }> {
    const textOf = async (path: string) =>
      (await extractor.extract(path, { countImages: false })).pages
        .flatMap((p) => p.items.map((i) => i.text))
        .join(' ')
        .replace(/\s+/g, ' ');
    const result = await translateDocument({ sourcePath, source, target, extractor, engine: apertium, writer });
    return { before: await textOf(sourcePath), after: await textOf(writePdfFile(dir, `${source}-${target}-out.pdf`, result.pdf)) };
  }

  /** The output's words that are Spanish and were not in the source (a name or a quotation may be). */
  function spanishWords(before: string, after: string): string[] {
    const source = new Set(wordsOf(before));
    return [...new Set(wordsOf(after))].filter((w) => !source.has(w) && (SPANISH_LETTERS.test(w) || SPANISH_WORDS.has(w)));
  }

  it('the federal register’s first page in French: "AD 2018–23–51" and "RIN 2120–AA64" unchanged; no Spanish word', async () => {
    const { before, after } = await translate(await firstPages('federal-register-2020-17221.pdf', 1), 'en', 'fr');
    expect(before).toContain('RIN 2120–AA64');
    expect(before).toContain('(AD) 2018–23–51');
    expect(after).toContain('RIN 2120–AA64');
    expect(after).toContain('(AD) 2018–23–51');
    // The source breaks "AD 2018–" and "23–51" over two lines; the translation sets them again as one.
    expect(after).toContain('AD 2018–23–51');
    expect(after).not.toMatch(/RHIN|ANNONCE/u);
    // It is French: its common words, none of the source's English ones left around them.
    const words = wordsOf(after);
    expect(words.filter((w) => ['le', 'la', 'les', 'des', 'et', 'du', 'une'].includes(w)).length).toBeGreaterThan(50);
    expect(words.filter((w) => ['the', 'of', 'and', 'to', 'is', 'that'].includes(w))).toEqual([]);
    // "Lion Air", a name of two capitalised words, went through Spanish as "Aire del León" and es→fr, which knows
    // León as a place, gave "Air de León": the name now goes through as one proper noun and comes out as it was.
    expect(after).toContain('Lion Air');
    expect(after).not.toMatch(/León/u);
    // Names of several words go through the engine as a stand-in proper noun: none is left.
    expect(after).not.toContain('Microsoft');
    expect(spanishWords(before, after)).toEqual([]);
  });

  it('the French municipal minutes in English: no Spanish word', async () => {
    const { before, after } = await translate(join(CORPUS, '2023-06-20-PV.pdf'), 'fr', 'en');
    const words = wordsOf(after);
    expect(words.filter((w) => ['the', 'of', 'and', 'to', 'is'].includes(w)).length).toBeGreaterThan(20);
    expect(spanishWords(before, after)).toEqual([]);
  });
});
