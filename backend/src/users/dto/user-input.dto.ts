import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, Min } from 'class-validator';
import { IsText, withMessage } from '../../common/validators';
import { APP_LANGUAGES, AppLanguage } from '../../common/language';

export class UpdateLanguageDto {
  @ApiProperty({ enum: [...APP_LANGUAGES], example: 'fr' })
  @IsIn([...APP_LANGUAGES], withMessage('languageInvalid'))
  language!: AppLanguage;
}

export class AcceptPolicyDto {
  @ApiProperty({ enum: [...APP_LANGUAGES], description: 'The language the policy was read in', example: 'en' })
  @IsIn([...APP_LANGUAGES], withMessage('languageInvalid'))
  language!: AppLanguage;
}

export class UpdateBillingAddressDto {
  @ApiProperty({ type: 'integer', description: "The caller's own id", example: 42 })
  @IsInt()
  @Min(1)
  userId!: number;

  @ApiProperty({ example: '100 Queen St W' })
  @IsText({ maxLength: 255, required: 'streetRequired' })
  street!: string;

  @ApiProperty({ example: 'Toronto' })
  @IsText({ maxLength: 100, required: 'cityRequired' })
  city!: string;

  @ApiProperty({ description: 'Region (province or state) code of the country', example: 'ON' })
  @IsText({ maxLength: 8, required: 'requiredField' })
  region!: string;

  @ApiProperty({ description: 'Canada A1A 1A1, United States ZIP or ZIP+4', example: 'M5H 2N2' })
  @IsText({ maxLength: 16, required: 'requiredField' })
  postalCode!: string;

  @ApiProperty({ type: 'integer', example: 1 })
  @IsInt(withMessage('countryRequired'))
  @Min(1, withMessage('countryRequired'))
  countryId!: number;
}
