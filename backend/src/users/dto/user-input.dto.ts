import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, Min } from 'class-validator';
import { message } from '@pt/libs/messages';
import { IsText } from '../../common/validators';
import { APP_LANGUAGES, AppLanguage } from '../language';

const LANGUAGE_INVALID = message('languageInvalid', 'en');

export class UpdateLanguageDto {
  @ApiProperty({ enum: [...APP_LANGUAGES], example: 'fr' })
  @IsIn([...APP_LANGUAGES], { message: LANGUAGE_INVALID })
  language!: AppLanguage;
}

export class AcceptPolicyDto {
  @ApiProperty({ enum: [...APP_LANGUAGES], description: 'The language the policy was read in', example: 'en' })
  @IsIn([...APP_LANGUAGES], { message: LANGUAGE_INVALID })
  language!: AppLanguage;
}

export class UpdateBillingAddressDto {
  @ApiProperty({ type: 'integer', description: "The caller's own id", example: 42 })
  @IsInt()
  @Min(1)
  userId!: number;

  @ApiProperty({ example: '100 Queen St W' })
  @IsText({ maxLength: 255, required: message('streetRequired', 'en') })
  street!: string;

  @ApiProperty({ example: 'Toronto' })
  @IsText({ maxLength: 100, required: message('cityRequired', 'en') })
  city!: string;

  @ApiProperty({ description: 'Region (province or state) code of the country', example: 'ON' })
  @IsText({ maxLength: 8, required: message('requiredField', 'en') })
  region!: string;

  @ApiProperty({ description: 'Canada A1A 1A1, United States ZIP or ZIP+4', example: 'M5H 2N2' })
  @IsText({ maxLength: 16, required: message('requiredField', 'en') })
  postalCode!: string;

  @ApiProperty({ type: 'integer', example: 1 })
  @IsInt({ message: message('countryRequired', 'en') })
  @Min(1, { message: message('countryRequired', 'en') })
  countryId!: number;
}
