import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import { withMessage } from '../../common/validators';
import { SOURCE_LANGUAGE_PATTERN } from './create-translation.dto';

/** PUT /translations/{id}/source-language: the language the customer says the document is in. */
export class SetSourceLanguageDto {
  @ApiProperty({ description: "ISO 639-1 code of one of the quote's sourceLanguages", example: 'en' })
  @Matches(SOURCE_LANGUAGE_PATTERN, withMessage('sourceLanguageInvalid')) // a missing or non-text value fails it too
  source_language!: string;
}

/** A language the customer may say the document is in: one the engine translates into the target language. */
export class SourceLanguageOptionDto {
  @ApiProperty({ description: 'ISO 639-1 code', example: 'en' })
  value!: string;

  @ApiProperty({ description: "Name in the caller's language", example: 'English' })
  label!: string;
}
