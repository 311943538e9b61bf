import { ApiProperty } from '@nestjs/swagger';
import { SOURCE_LANGUAGE_STATUSES, SourceLanguageStatus } from '../source-language.util';
import { SourceLanguageOptionDto } from './source-language.dto';

export class CurrencyValueDto {
  @ApiProperty({ description: 'ISO 4217 code', example: 'CAD' })
  value!: string;
}

export class LongDocIncentiveDto {
  @ApiProperty({ type: 'integer', description: 'Last page at the base price; later pages cost pagePrice', example: 50 })
  afterPage!: number;

  @ApiProperty({ description: 'Price of each page after afterPage, in dollars', example: 2 })
  pagePrice!: number;
}

/** The PAYG quote of a new translation (spec section 3), plus what the analysis found. */
export class TranslationQuoteDto {
  @ApiProperty({ type: 'integer', example: 17 })
  translationId!: number;

  @ApiProperty({ description: 'The uploaded file name', example: 'annual-report.pdf' })
  filename!: string;

  @ApiProperty({ type: 'integer', description: 'Pages billed (the real page count)', example: 3 })
  pageCount!: number;

  @ApiProperty({ description: 'Base price per page, in dollars', example: 2.95 })
  pagePrice!: number;

  @ApiProperty({ description: 'Total before taxes, in dollars', example: 8.85 })
  subTotal!: number;

  @ApiProperty({ type: 'integer', description: 'Total before taxes, in cents', example: 885 })
  subTotalCents!: number;

  @ApiProperty({ type: CurrencyValueDto })
  currency!: CurrencyValueDto;

  @ApiProperty({ type: LongDocIncentiveDto, nullable: true, description: 'Present when the plan has a long-document incentive' })
  longDocIncentive!: LongDocIncentiveDto | null;

  @ApiProperty({ type: 'integer', example: 1240 })
  wordCount!: number;

  @ApiProperty({
    description:
      "The language the document will be translated from (ISO 639-1): the customer's choice or the detected one; empty while it is needed",
    example: 'en',
  })
  sourceLanguage!: string;

  @ApiProperty({
    enum: [...SOURCE_LANGUAGE_STATUSES],
    description:
      'given: named by the customer; detected: detected and sure; unsure: the detected guess, to be confirmed; ' +
      'needed: no language the engine translates from could be told, the customer must choose one before paying',
    example: 'detected',
  })
  sourceLanguageStatus!: SourceLanguageStatus;

  @ApiProperty({
    type: 'string',
    nullable: true,
    description:
      "The detector's guess (ISO 639-1), even one the engine cannot translate from; null without a guess or in the answer of a change",
    example: 'en',
  })
  detectedLanguage!: string | null;

  @ApiProperty({
    type: 'number',
    nullable: true,
    minimum: 0,
    maximum: 1,
    description: "The detector's confidence in its guess, 0 to 1; null in the answer of a change",
    example: 0.94,
  })
  languageConfidence!: number | null;

  @ApiProperty({
    type: SourceLanguageOptionDto,
    isArray: true,
    description: 'The languages the customer may say the document is in (the engine translates them into the target language)',
  })
  sourceLanguages!: SourceLanguageOptionDto[];

  @ApiProperty({
    type: 'integer',
    isArray: true,
    description: '1-based numbers of pages with no text layer where no text could be recognised either',
    example: [2],
  })
  imageOnlyPages!: number[];

  @ApiProperty({
    type: 'integer',
    isArray: true,
    nullable: true,
    description:
      '1-based numbers of scanned pages whose text is recognised automatically (OCR), priced like any page; null in the answer of a change',
    example: [1, 2, 3, 4],
  })
  scannedPages!: number[] | null;

  @ApiProperty({
    type: 'string',
    isArray: true,
    description: "Things to know before paying, in the user's language",
    example: ['Page 2 contains only images; its text will not be translated.'],
  })
  warnings!: string[];
}
