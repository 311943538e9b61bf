import { toDollars } from '@pt/libs/money';
import { fileExtensionOf } from '@pt/libs/output-formats';
import { pagesToCheckOf } from '@pt/libs/output-notes';
import { fileNameStem, sanitizeFileName } from '../storage/file-name.util';
import { SourceLanguageOptionDto } from './dto/source-language.dto';
import { TranslationQuoteDto } from './dto/translation-quote.dto';
import type { SourceLanguageStatus } from './source-language.util';
import { TranslationListItemDto } from './dto/translation-list-item.dto';
import { Translation } from './entities/translation.entity';

/** What targetFileNameOf reads. */
export type TargetFileNameFields = Pick<Translation, 'targetFileName' | 'outputFormat' | 'sourceFileName'> & {
  targetLanguage: Pick<Translation['targetLanguage'], 'value'>;
};

/** The columns one row of the Home table is made of (TranslationRepository.listPaidOf selects only these). */
export type TranslationListRow = TargetFileNameFields &
  Pick<
    Translation,
    | 'id'
    | 'orderNumber'
    | 'status'
    | 'isRefunded'
    | 'createdAt'
    | 'pageCount'
    | 'targetBlobName'
    | 'filesDeletedAt'
    | 'subTotalCents'
    | 'progress'
    | 'outputNotes'
  >;

/**
 * The name a translated document downloads as: the output side's choice when it set one, else the original's
 * name with the target language and the output format, e.g. `report.pdf` → `report-fr.docx`, `report-fr-bilingual.pdf`.
 * Needs `targetLanguage` loaded.
 */
export function targetFileNameOf(translation: TargetFileNameFields): string {
  if (translation.targetFileName) return sanitizeFileName(translation.targetFileName);
  const bilingual = translation.outputFormat === 'bilingual-pdf' ? '-bilingual' : '';
  return sanitizeFileName(
    `${fileNameStem(translation.sourceFileName)}-${translation.targetLanguage.value}${bilingual}.${fileExtensionOf(translation.outputFormat)}`,
  );
}

/** What the quote says of the document's language besides the one chosen (see source-language.util.ts). */
export interface QuoteLanguageView {
  status: SourceLanguageStatus;
  detectedLanguage: string | null;
  languageConfidence: number | null;
  sourceLanguages: SourceLanguageOptionDto[];
}

/** The quote answered to the upload, from the prices frozen on the translation (integer cents → dollars). */
export function toQuoteView(
  translation: Translation,
  warnings: string[],
  language: QuoteLanguageView,
  scannedPages: number[] | null = null,
): TranslationQuoteDto {
  const hasIncentive = translation.incentiveAfterPage !== null && translation.incentivePagePriceCents !== null;
  return {
    translationId: translation.id,
    filename: translation.sourceFileName,
    pageCount: translation.pageCount,
    pagePrice: toDollars(translation.pagePriceCents),
    subTotal: toDollars(translation.subTotalCents),
    subTotalCents: translation.subTotalCents,
    currency: { value: translation.currency },
    longDocIncentive: hasIncentive
      ? { afterPage: translation.incentiveAfterPage!, pagePrice: toDollars(translation.incentivePagePriceCents!) }
      : null,
    wordCount: translation.wordCount ?? 0,
    sourceLanguage: translation.sourceLanguage ?? '',
    sourceLanguageStatus: language.status,
    detectedLanguage: language.detectedLanguage,
    languageConfidence: language.languageConfidence,
    sourceLanguages: language.sourceLanguages,
    imageOnlyPages: translation.imageOnlyPages ?? [],
    scannedPages,
    warnings,
  };
}

/**
 * One row of the Home table. The result shows only while it is stored (not after retention deleted it); a completed
 * translation with notes says which pages to check (page numbers of the delivered document).
 */
export function toListItem(translation: TranslationListRow): TranslationListItemDto {
  const targetStored = translation.targetBlobName !== null && translation.filesDeletedAt === null;
  const pagesToCheck = pagesToCheckOf(translation.outputNotes);
  return {
    id: translation.id,
    orderNumber: translation.orderNumber,
    status: { value: translation.status },
    isRefunded: translation.isRefunded,
    date: translation.createdAt.toISOString(),
    sourceDocument: { name: translation.sourceFileName, pageCount: translation.pageCount },
    targetDocument: targetStored ? { name: targetFileNameOf(translation), blobName: translation.targetBlobName! } : null,
    quote: { subTotal: toDollars(translation.subTotalCents) },
    progress: translation.progress,
    ...(translation.status === 'completed' && pagesToCheck.length > 0 ? { pagesToCheck } : {}),
  };
}
