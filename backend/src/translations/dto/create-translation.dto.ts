import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, ValidateBy } from 'class-validator';
import { OUTPUT_FORMATS, OutputFormat } from '../entities/translation.entity';

// Multipart fields arrive as text: whole numbers are converted, anything else is left for IsId to refuse.
const toInteger = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value) : value);

/** A whole number ≥ 1, with one message whatever is wrong. */
const IsId = (message: string) =>
  ValidateBy({ name: 'isId', validator: { validate: (v: unknown) => Number.isSafeInteger(v) && (v as number) >= 1, defaultMessage: () => message } });

/** The form fields of POST /translations (the file travels beside them in the `file` part). */
export class CreateTranslationDto {
  @ApiProperty({ type: 'integer', description: "The caller's own id", example: 42 })
  @Transform(toInteger)
  @IsId('user_id must be an integer')
  user_id!: number;

  @ApiProperty({ type: 'integer', description: 'Id of a target language (GET /translations/target-languages)', example: 2 })
  @Transform(toInteger)
  @IsId('target_language_id must be an integer')
  target_language_id!: number;

  @ApiPropertyOptional({ enum: [...OUTPUT_FORMATS], description: 'Omitted = same as the original (PDF)', example: 'pdf' })
  @IsOptional()
  @IsIn([...OUTPUT_FORMATS], { message: 'output_format must be pdf or docx' })
  output_format?: OutputFormat;
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
