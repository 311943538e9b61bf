import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { APP_LANGUAGES, AppLanguage } from '../../common/language';

export class LanguageValueDto {
  @ApiProperty({ enum: [...APP_LANGUAGES], example: 'en' })
  value!: AppLanguage;
}

export class AddressPartDto {
  @ApiProperty({ type: 'integer', example: 9 })
  id!: number;

  @ApiProperty({ description: "Name in the user's language", example: 'Ontario' })
  label!: string;

  @ApiProperty({ description: 'Code (ISO 3166)', example: 'ON' })
  value!: string;
}

export class BillingAddressDto {
  @ApiProperty({ type: 'integer', example: 3 })
  id!: number;

  @ApiProperty({ example: '100 Queen St W' })
  street!: string;

  @ApiProperty({ example: 'Toronto' })
  city!: string;

  @ApiProperty({ type: () => AddressPartDto, description: 'Province or state' })
  region!: AddressPartDto;

  @ApiProperty({ description: 'Upper case; Canadian codes as A1A 1A1', example: 'M5H 2N2' })
  postalCode!: string;

  @ApiProperty({ type: () => AddressPartDto })
  country!: AddressPartDto;

  @ApiProperty({ description: 'Same as region.label, for display', example: 'Ontario' })
  regionLabel!: string;

  @ApiProperty({ description: 'Same as country.label, for display', example: 'Canada' })
  countryLabel!: string;
}

export class CurrencyValueDto {
  @ApiProperty({ description: 'ISO 4217 code', example: 'CAD' })
  value!: string;
}

export class LongDocIncentiveDto {
  @ApiProperty({ type: 'integer', description: 'The base price applies to pages 1..afterPage, pagePrice from afterPage + 1', example: 50 })
  afterPage!: number;

  @ApiProperty({ description: 'Dollars per page after afterPage', example: 2 })
  pagePrice!: number;
}

export class UserPaygPricePlanDto {
  @ApiProperty({ type: 'integer', example: 1 })
  id!: number;

  @ApiProperty({ description: 'Dollars per page', example: 2.95 })
  pagePrice!: number;

  @ApiProperty({ type: () => CurrencyValueDto })
  currency!: CurrencyValueDto;

  @ApiProperty({ type: () => LongDocIncentiveDto, nullable: true })
  longDocIncentive!: LongDocIncentiveDto | null;
}

export class UserOrganizationDto {
  @ApiProperty({ type: 'integer', example: 1 })
  id!: number;

  @ApiProperty({ example: 'Public' })
  label!: string;

  @ApiProperty({ type: () => UserPaygPricePlanDto })
  paygPricePlan!: UserPaygPricePlanDto;
}

/** The user JSON of spec section 3. */
export class UserDto {
  @ApiProperty({ type: 'integer', example: 42 })
  id!: number;

  @ApiProperty({ example: 'ada@example.com' })
  email!: string;

  @ApiProperty({ type: () => LanguageValueDto })
  language!: LanguageValueDto;

  @ApiProperty({ type: () => BillingAddressDto, nullable: true })
  billingAddress!: BillingAddressDto | null;

  @ApiProperty({ type: () => UserOrganizationDto, nullable: true })
  organization!: UserOrganizationDto | null;

  @ApiPropertyOptional({ type: 'integer', description: 'Present only for account managers', example: 7 })
  accountManagerId?: number;

  @ApiProperty({ description: 'The current privacy policy version is accepted' })
  isPrivacyPolicyAccepted!: boolean;

  @ApiProperty({ description: 'The current terms of service version is accepted' })
  isTermsOfServiceAccepted!: boolean;
}

/** Sign-in, auth check and user fetch answer the user and a fresh token. */
export class SessionDto {
  @ApiProperty({ type: () => UserDto })
  user!: UserDto;

  @ApiProperty({ description: 'Bearer token (JWT) for the Authorization header' })
  token!: string;
}

export class UserAnswerDto {
  @ApiProperty({ type: () => UserDto })
  user!: UserDto;
}
