import { describe, expect, it } from 'vitest';
import { DOCX_HINT, PAGE_CHECK_REASONS, pageCheckText, pagesToCheckOf } from './output-notes';

describe('pagesToCheckOf', () => {
  it('lists each noted page once, ascending, with its reasons in a fixed order', () => {
    expect(pagesToCheckOf({ overflowPages: [7, 3], missingGlyphPages: [3], sourceTextPages: [12, 3] })).toEqual([
      { page: 3, reasons: ['overflow', 'missing_glyphs', 'source_left'] },
      { page: 7, reasons: ['overflow'] },
      { page: 12, reasons: ['source_left'] },
    ]);
  });

  it('names scanned pages read with little confidence after the other reasons', () => {
    expect(pagesToCheckOf({ overflowPages: [2], missingGlyphPages: [], sourceTextPages: [], lowConfidencePages: [2, 5] })).toEqual([
      { page: 2, reasons: ['overflow', 'unsure_text'] },
      { page: 5, reasons: ['unsure_text'] },
    ]);
  });

  it('answers nothing without notes, and ignores what is not a page number', () => {
    expect(pagesToCheckOf(null)).toEqual([]);
    expect(pagesToCheckOf(undefined)).toEqual([]);
    expect(pagesToCheckOf({ overflowPages: [], missingGlyphPages: [], sourceTextPages: [] })).toEqual([]);
    expect(pagesToCheckOf({ overflowPages: [0, 2.5, -1, 4, 4], missingGlyphPages: [], sourceTextPages: [] })).toEqual([
      { page: 4, reasons: ['overflow'] },
    ]);
  });
});

describe('page check texts', () => {
  it('say every reason in English and French', () => {
    for (const reason of PAGE_CHECK_REASONS) {
      expect(pageCheckText(reason, 'en')).toMatch(/^[a-z].+\.$/);
      expect(pageCheckText(reason, 'fr')).toMatch(/^[a-zé].+\.$/);
    }
    expect(pageCheckText('missing_glyphs', 'en')).toBe('some characters cannot be drawn with our fonts and show as blanks.');
  });

  it('start the DOCX hint with the words the translations page links', () => {
    for (const language of ['en', 'fr'] as const)
      expect(DOCX_HINT[language].sentence.startsWith(DOCX_HINT[language].docxVersion)).toBe(true);
  });
});
