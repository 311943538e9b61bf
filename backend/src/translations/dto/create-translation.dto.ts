import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, Matches } from 'class-validator';
import { IsRecordId, withMessage } from '../../common/validators';
import { OUTPUT_FORMATS, OutputFormat } from '../entities/translation.entity';

/** A language code as the engines take them (ISO 639-1). */
export const SOURCE_LANGUAGE_PATTERN = /^[a-z]{2}$/;

// Multipart fields arrive as text: whole numbers are converted, anything else is left for IsRecordId to refuse.
const toInteger = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value) : value);

/** The form fields of POST /translations (the file travels beside them in the `file` part). */
export class CreateTranslationDto {
  @ApiProperty({ type: 'integer', description: "The caller's own id", example: 42 })
  @Transform(toInteger)
  @IsRecordId('userIdInvalid')
  user_id!: number;

  @ApiProperty({ type: 'integer', description: 'Id of a target language (GET /translations/target-languages)', example: 2 })
  @Transform(toInteger)
  @IsRecordId('targetLanguageIdInvalid')
  target_language_id!: number;

  @ApiPropertyOptional({ enum: [...OUTPUT_FORMATS], description: 'Omitted = same as the original (PDF)', example: 'pdf' })
  @IsOptional()
  @IsIn([...OUTPUT_FORMATS], withMessage('outputFormatInvalid'))
  output_format?: OutputFormat;

  @ApiPropertyOptional({
    description:
      'The language the document is in (ISO 639-1), when the customer knows it: used instead of the detected one. ' +
      'It must be one the engine can translate into the target language (the quote lists them in sourceLanguages).',
    example: 'en',
  })
  @IsOptional()
  @Matches(SOURCE_LANGUAGE_PATTERN, withMessage('sourceLanguageInvalid'))
  source_language?: string;
}

/** The whole multipart body, for the OpenAPI document. */
export class CreateTranslationFormDto extends CreateTranslationDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'The PDF (checked by content, not by name or type)' })
  file!: unknown;
}

/** What the upload handler receives for the `file` part (multer's disk storage: a temporary file of ours). */
export interface UploadedPdf {
  /** Temporary file under VAR_DIR/tmp/uploads, named by multer with random bytes; removed after the request. */
  path: string;
  /** The name on the user's computer: shown to them, never used in a path. */
  originalname: string;
  size: number;
}
