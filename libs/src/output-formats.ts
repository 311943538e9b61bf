import type { UiLanguage } from './languages';

/**
 * The documents a translation can be delivered as. `bilingual-pdf`: each page of the original followed by its
 * translated page, in one PDF (priced like a PDF: the price is per source page).
 */
export const OUTPUT_FORMATS = ['pdf', 'docx', 'bilingual-pdf'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

export function isOutputFormat(value: unknown): value is OutputFormat {
  return OUTPUT_FORMATS.includes(value as OutputFormat);
}

const EXTENSIONS: Readonly<Record<OutputFormat, 'pdf' | 'docx'>> = { pdf: 'pdf', docx: 'docx', 'bilingual-pdf': 'pdf' };

/** The file type a format is delivered in (the extension of its file and its storage key). */
export function fileExtensionOf(format: OutputFormat): 'pdf' | 'docx' {
  return EXTENSIONS[format];
}

/** What a format is called where the customer chooses it. */
export const OUTPUT_FORMAT_LABELS: Readonly<Record<OutputFormat, Readonly<Record<UiLanguage, string>>>> = {
  pdf: { en: 'PDF', fr: 'PDF' },
  docx: { en: 'Word (DOCX)', fr: 'Word (DOCX)' },
  'bilingual-pdf': {
    en: 'Bilingual PDF (each original page followed by its translation)',
    fr: 'PDF bilingue (chaque page originale suivie de sa traduction)',
  },
};

export function outputFormatLabel(format: OutputFormat, language: UiLanguage): string {
  return OUTPUT_FORMAT_LABELS[format][language];
}
