import type { WriteTranslatedDocxParams } from './docx-writer';

export type { WriteTranslatedDocxParams } from './docx-writer';

/**
 * The translation as a Word document (docx-writer.ts), its module and the docx library (~1 MB of code, some 20 MB
 * resident) loaded on the first one written: the API process writes Word documents itself, and one that never
 * writes any never loads them.
 */
export async function writeTranslatedDocx(params: WriteTranslatedDocxParams): Promise<Buffer> {
  const { writeTranslatedDocx: write } = await import('./docx-writer');
  return write(params);
}
