import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { text } from '../../../common/localized-text';
import { IsText, withMessage } from '../../../common/validators';
import { GLOSSARY_MAX_ENTRIES, GLOSSARY_TERM_MAX_LENGTH } from '../glossary-csv.util';

/** One glossary entry to add or change (codes are lower-cased and terms trimmed before they are checked). */
export class GlossaryEntryInputDto {
  @ApiProperty({ description: 'ISO 639-1 code of the source language', example: 'en' })
  @IsText({ maxLength: 8, required: text('glossaryTermRequired', { property: 'sourceLanguage' }) })
  sourceLanguage!: string;

  @ApiProperty({ description: 'ISO 639-1 code of the target language', example: 'fr' })
  @IsText({ maxLength: 8, required: text('glossaryTermRequired', { property: 'targetLanguage' }) })
  targetLanguage!: string;

  @ApiProperty({ maxLength: GLOSSARY_TERM_MAX_LENGTH, description: 'Matched as whole words, without case', example: 'Acme Cloud' })
  @IsText({ maxLength: 1000, required: text('glossaryTermRequired', { property: 'sourceTerm' }) })
  sourceTerm!: string;

  @ApiProperty({ maxLength: GLOSSARY_TERM_MAX_LENGTH, example: 'Acme Nuage' })
  @IsText({ maxLength: 1000, required: text('glossaryTermRequired', { property: 'targetTerm' }) })
  targetTerm!: string;
}

export class GlossaryImportDto {
  @ApiProperty({
    description:
      'CSV text (RFC 4180): source_language,target_language,source_term,target_term, header line optional. ' +
      `At most ${GLOSSARY_MAX_ENTRIES} entries in the glossary afterwards.`,
    example: 'source_language,target_language,source_term,target_term\r\nen,fr,Acme Cloud,Acme Nuage\r\n',
  })
  @IsText({ maxLength: 1_000_000, required: text('glossaryTermRequired', { property: 'csv' }) })
  csv!: string;

  @ApiPropertyOptional({
    description: "true: the glossary becomes the file; false (default): the file's entries are added or update the same source terms",
  })
  @IsOptional()
  @IsBoolean(withMessage('fieldMustBeBoolean', { property: 'replace' }))
  replace?: boolean;
}

export class GlossaryEntryDto {
  @ApiProperty({ example: 12 })
  id!: number;

  @ApiProperty({ example: 3 })
  organizationId!: number;

  @ApiProperty({ example: 'en' })
  sourceLanguage!: string;

  @ApiProperty({ example: 'fr' })
  targetLanguage!: string;

  @ApiProperty({ example: 'Acme Cloud' })
  sourceTerm!: string;

  @ApiProperty({ example: 'Acme Nuage' })
  targetTerm!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt!: Date;
}

export class GlossaryListAnswerDto {
  @ApiProperty({ type: GlossaryEntryDto, isArray: true, description: 'Sorted by source language, target language, then order of entry' })
  items!: GlossaryEntryDto[];

  @ApiProperty({ example: 1 })
  total!: number;

  @ApiProperty({ example: GLOSSARY_MAX_ENTRIES })
  maxEntries!: number;
}

export class GlossaryImportAnswerDto {
  @ApiProperty({ description: 'Entries added', example: 10 })
  added!: number;

  @ApiProperty({ description: 'Existing entries whose target term changed', example: 2 })
  updated!: number;

  @ApiProperty({ description: 'Entries in the glossary now', example: 25 })
  total!: number;
}

export class GlossaryRowErrorDto {
  @ApiProperty({ description: 'Line of the file (1 = the first)', example: 4 })
  row!: number;

  @ApiProperty({ example: '"english" is not a two-letter language code' })
  reason!: string;
}

export class GlossaryImportErrorDto {
  @ApiProperty({ example: 'The CSV file has 1 bad rows; nothing was imported.' })
  detail!: string;

  @ApiPropertyOptional({ type: GlossaryRowErrorDto, isArray: true })
  errors?: GlossaryRowErrorDto[];
}
