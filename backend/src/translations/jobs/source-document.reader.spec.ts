import type { PdfExtraction, PdfTextExtractor, TranslationEngine } from '@pt/document';
import type { StorageService } from '../../storage/storage.service';
import type { Translation } from '../entities/translation.entity';
import type { ExtractionReadAhead } from '../extraction-read-ahead';
import type { StoredExtractions } from '../stored-extractions';
import type { SegmentCheckpointStore } from './segment-checkpoint';
import { SourceDocumentReader } from './source-document.reader';
import type { TranslationGlossaries } from './translation-glossaries';
import type { TranslationStateRepository } from './translation-state.repository';

/** The reader with fakes around it: which pages reach early translation while the original is parsed. */
function readerWith(sent: string[][]) {
  const engine = {
    canTranslate: async () => true,
    translateBatch: async (texts: string[]) => {
      sent.push(texts);
      return texts;
    },
  } as unknown as TranslationEngine;
  const page = (number: number) => ({
    number,
    width: 612,
    height: 792,
    items: [
      {
        text: `Sentence number ${number} of the document.`,
        x: 72,
        y: 700,
        width: 200,
        height: 10,
        fontName: 'Helvetica',
        fontSize: 10,
        bold: false,
        italic: false,
        hasEOL: true,
      },
    ],
  });
  const extractor = {
    extract: async (_path: string, options: { onPage?: (page: unknown) => void }) => {
      const pages = [1, 2, 3].map(page);
      pages.forEach((p) => options.onPage?.(p));
      return { pageCount: 3, pages } as unknown as PdfExtraction;
    },
  } as unknown as PdfTextExtractor;
  const reader = new SourceDocumentReader(
    {} as StorageService,
    extractor,
    { load: async () => null } as unknown as StoredExtractions,
    { settled: async () => undefined } as unknown as ExtractionReadAhead,
    engine,
    { load: async () => new Map() } as unknown as SegmentCheckpointStore,
    { forTranslation: async () => ({ engine, compiled: undefined }) } as unknown as TranslationGlossaries,
    {} as TranslationStateRepository,
  );
  const translation = {
    id: 't1',
    sourceBlobName: 'originals/t1.pdf',
    sourceSha256: 'abc',
    sourceLanguage: 'en',
    targetLanguage: { value: 'fr' },
    pageCount: 3,
  } as unknown as Translation;
  return { reader, translation };
}

describe('SourceDocumentReader', () => {
  it('translates the first pages while the original is read, and a long document only once it is read whole', async () => {
    const sent: string[][] = [];
    const { reader, translation } = readerWith(sent);
    const short = await reader.read(translation, '/tmp/original.pdf', 'abc');
    expect(short.early?.sent).toBeGreaterThan(0);
    expect(sent.flat()).toContain('Sentence number ⟦0⟧ of the document.');

    sent.length = 0;
    const long = await reader.read(translation, '/tmp/original.pdf', 'abc', { early: false });
    expect(long.early).toBeUndefined();
    expect(sent).toEqual([]);
    expect(long.extraction.pageCount).toBe(3);
  });
});
