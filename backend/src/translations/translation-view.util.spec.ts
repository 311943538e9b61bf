import type { Translation } from './entities/translation.entity';
import { targetFileNameOf, toListItem } from './translation-view.util';

const translation = (overrides: Partial<Translation> = {}): Translation =>
  ({
    id: 17,
    orderNumber: 'PT-7K3M-9QX2',
    status: 'completed',
    isRefunded: false,
    createdAt: new Date('2026-11-27T08:00:00Z'),
    sourceFileName: 'annual report.pdf',
    pageCount: 8,
    targetLanguage: { value: 'fr' },
    outputFormat: 'pdf',
    targetFileName: null,
    targetBlobName: 'results/17/pt-7k3m-9qx2.pdf',
    filesDeletedAt: null,
    subTotalCents: 2360,
    progress: 100,
    outputNotes: null,
    ...overrides,
  }) as unknown as Translation;

describe('targetFileNameOf', () => {
  it('names the result after the original, the target language and the file type of the format', () => {
    expect(targetFileNameOf(translation())).toBe('annual report-fr.pdf');
    expect(targetFileNameOf(translation({ outputFormat: 'docx' }))).toBe('annual report-fr.docx');
    expect(targetFileNameOf(translation({ outputFormat: 'bilingual-pdf' }))).toBe('annual report-fr-bilingual.pdf');
  });
});

describe('toListItem', () => {
  const notes = { overflowPages: [3, 7], missingGlyphPages: [], sourceTextPages: [7], shrunkPages: [5] };

  it('says which pages of a completed translation to check, and why', () => {
    expect(toListItem(translation({ outputNotes: notes })).pagesToCheck).toEqual([
      { page: 3, reasons: ['overflow'] },
      { page: 7, reasons: ['overflow', 'source_left'] },
    ]);
  });

  it('leaves the field out when there is nothing to check or the translation is not completed', () => {
    expect(toListItem(translation())).not.toHaveProperty('pagesToCheck');
    expect(
      toListItem(translation({ outputNotes: { overflowPages: [], missingGlyphPages: [], sourceTextPages: [], shrunkPages: [2] } })),
    ).not.toHaveProperty('pagesToCheck');
    expect(toListItem(translation({ status: 'in-progress', outputNotes: notes }))).not.toHaveProperty('pagesToCheck');
  });
});
