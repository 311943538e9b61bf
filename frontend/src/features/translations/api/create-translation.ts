import { uploadForm, type UploadOptions } from '@/lib/upload';
import { SAME_AS_ORIGINAL, type OutputFormatChoice } from '../utils/output-format';
import type { TranslationQuote } from '@/lib/api-types';
import type { ApiAnswerOf } from '@/lib/typed-api';

export interface CreateTranslationInput {
  userId: number;
  targetLanguageId: number;
  file: File;
  outputFormat: OutputFormatChoice;
}

/** The multipart body of POST /translations (spec §7): output_format is left out for "same-as-original". */
export function createTranslationForm({ userId, targetLanguageId, file, outputFormat }: CreateTranslationInput): FormData {
  const form = new FormData();
  form.append('user_id', String(userId));
  form.append('target_language_id', String(targetLanguageId));
  if (outputFormat !== SAME_AS_ORIGINAL) form.append('output_format', outputFormat);
  form.append('file', file, file.name);
  return form;
}

/**
 * POST /translations: uploads the PDF (with progress), which creates the translation; the server analyses it
 * and answers the quote.
 */
export function createTranslation(
  input: CreateTranslationInput,
  options: Pick<UploadOptions, 'onProgress' | 'onUploaded' | 'signal'> = {},
): Promise<TranslationQuote> {
  return uploadForm<ApiAnswerOf<'post', '/translations'>>('/translations', createTranslationForm(input), options);
}
