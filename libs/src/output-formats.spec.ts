import { describe, expect, it } from 'vitest';
import { fileExtensionOf, isOutputFormat, OUTPUT_FORMATS, outputFormatLabel } from './output-formats';

describe('output formats', () => {
  it('are PDF, DOCX and the bilingual PDF, delivered as .pdf or .docx files', () => {
    expect(OUTPUT_FORMATS).toEqual(['pdf', 'docx', 'bilingual-pdf']);
    expect(OUTPUT_FORMATS.map(fileExtensionOf)).toEqual(['pdf', 'docx', 'pdf']);
  });

  it('recognises only those formats', () => {
    expect(OUTPUT_FORMATS.every(isOutputFormat)).toBe(true);
    expect(['odt', 'PDF', '', null, undefined, 'same-as-original'].some(isOutputFormat)).toBe(false);
  });

  it('have a name in English and in French', () => {
    expect(outputFormatLabel('pdf', 'en')).toBe('PDF');
    expect(outputFormatLabel('docx', 'fr')).toBe('Word (DOCX)');
    expect(outputFormatLabel('bilingual-pdf', 'en')).toBe('Bilingual PDF (each original page followed by its translation)');
    expect(outputFormatLabel('bilingual-pdf', 'fr')).toBe('PDF bilingue (chaque page originale suivie de sa traduction)');
  });
});
