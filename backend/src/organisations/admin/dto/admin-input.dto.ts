import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsOptional, ValidateNested } from 'class-validator';
import { IsRecordId, withMessage } from '../../../common/validators';
import { APP_LANGUAGES, AppLanguage } from '../../../common/language';
import {
  createOrganizationRules as org,
  pricePlanUpdateRules as plan,
  registrationInvitationRules as invitation,
} from '../admin-form-rules.util';
import { FormRule } from '../form-rule.validator';

export class ContactInputDto {
  @ApiProperty({ example: 'Jane Doe' })
  @FormRule(org.contactName)
  name!: string;

  @ApiPropertyOptional({ nullable: true, description: 'E-mail or phone (or both) is required', example: 'jane@acme.test' })
  @FormRule(org.contactEmail)
  email?: string | null;

  @ApiPropertyOptional({ nullable: true, maxLength: 32, example: '+1 613 555 0100' })
  @FormRule(org.contactPhone)
  phone?: string | null;
}

export class OrganizationAddressInputDto {
  @ApiProperty({ example: '100 Queen St W' })
  @FormRule(org.street)
  street!: string;

  @ApiProperty({ example: 'Toronto' })
  @FormRule(org.city)
  city!: string;

  @ApiProperty({ description: 'Region (province or state) code of the country', example: 'ON' })
  @FormRule(org.regionValue)
  regionValue!: string;

  @ApiProperty({ description: 'Canada A1A 1A1, United States ZIP or ZIP+4', example: 'M5H 2N2' })
  @FormRule(org.postalCode)
  postalCode!: string;

  @ApiPropertyOptional({ nullable: true, description: 'Country code; CA when absent', example: 'CA' })
  @FormRule(org.countryValue)
  countryValue?: string | null;
}

/** The create-organisation payload of spec 3; rules and messages of spec 5, checked in this order. */
export class CreateOrganizationDto {
  @ApiProperty({ example: 'Acme' })
  @FormRule(org.label)
  label!: string;

  @ApiProperty({ type: 'number', description: 'Dollars per page, at least 0.75', example: 2.5 })
  @FormRule(org.paygPagePrice)
  paygPagePrice!: number;

  @ApiPropertyOptional({
    type: 'number',
    nullable: true,
    description: 'Long-document incentive: dollars per page from page 51, at least 0.50 and below the base price',
    example: 1.5,
  })
  @FormRule(org.longDocIncentivePrice)
  longDocIncentivePrice?: number | null;

  // An absent or null contact/address is validated as an empty one, so the answer names the missing fields.
  @ApiProperty({ type: () => ContactInputDto })
  @ValidateNested()
  @Type(() => ContactInputDto)
  @Transform(({ value }) => value ?? new ContactInputDto())
  contact: ContactInputDto = new ContactInputDto();

  @ApiProperty({ type: () => OrganizationAddressInputDto })
  @ValidateNested()
  @Type(() => OrganizationAddressInputDto)
  @Transform(({ value }) => value ?? new OrganizationAddressInputDto())
  address: OrganizationAddressInputDto = new OrganizationAddressInputDto();

  @ApiProperty({ type: 'integer', description: "The caller's own account manager id", example: 3 })
  @IsRecordId('managerIdInvalid')
  accountManagerId!: number;
}

export class UpdatePaygPricePlanDto {
  @ApiProperty({ type: 'integer', description: 'The PAYG price plan id (organization.paygPricePlan.id)', example: 7 })
  @IsRecordId('pricePlanIdInvalid')
  id!: number;

  @ApiProperty({ type: 'number', description: 'Dollars per page, at least 1.00', example: 3 })
  @FormRule(plan.pagePrice)
  pagePrice!: number;

  @ApiPropertyOptional({
    type: 'number',
    nullable: true,
    description: 'Long-document incentive price (at least 0.50, below the base price); null removes the incentive',
    example: 2,
  })
  @FormRule(plan.ldiPagePrice)
  ldiPagePrice?: number | null;
}

export class CreateEnterpriseRegistrationDto {
  @ApiProperty({ type: 'integer', example: 4 })
  @IsRecordId('organizationIdInvalid')
  organizationId!: number;

  @ApiProperty({ example: 'jane@acme.test' })
  @FormRule(invitation.email)
  email!: string;

  @ApiProperty({ enum: [...APP_LANGUAGES], description: 'Language of the invitation e-mail and the registration page', example: 'en' })
  @FormRule(invitation.language)
  language!: AppLanguage;

  @ApiPropertyOptional({ description: 'The invitee becomes an account manager (internal administrators only)', default: false })
  @IsOptional()
  @IsBoolean(withMessage('isAccountManagerInvalid'))
  isAccountManager?: boolean;
}
