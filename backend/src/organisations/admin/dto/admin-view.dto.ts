import { ApiProperty } from '@nestjs/swagger';
import { UserPaygPricePlanDto } from '../../../users/dto/user.dto';

export class AccountManagerDto {
  @ApiProperty({ type: 'integer', description: "The account manager id (the user's accountManagerId)", example: 3 })
  id!: number;

  @ApiProperty({ type: 'integer', example: 12 })
  userId!: number;

  @ApiProperty({ example: 'manager@demo.test' })
  email!: string;

  @ApiProperty({ description: 'The e-mail is an internal administrator: only then may invitations make account managers' })
  isInternalAdmin!: boolean;

  @ApiProperty({ type: 'string', format: 'date-time' })
  createdAt!: Date;
}

export class LabelValueDto {
  @ApiProperty({ description: "Name in the caller's language", example: 'Ontario' })
  label!: string;

  @ApiProperty({ description: 'Code (ISO 3166)', example: 'ON' })
  value!: string;
}

export class OrganizationAddressDto {
  @ApiProperty({ example: '100 Queen St W' })
  street!: string;

  @ApiProperty({ example: 'Toronto' })
  city!: string;

  @ApiProperty({ type: () => LabelValueDto })
  region!: LabelValueDto;

  @ApiProperty({ example: 'M5H 2N2' })
  postalCode!: string;

  @ApiProperty({ type: () => LabelValueDto })
  country!: LabelValueDto;
}

export class OrganizationContactDto {
  @ApiProperty({ type: 'integer', example: 5 })
  id!: number;

  @ApiProperty({ example: 'Jane Doe' })
  name!: string;

  @ApiProperty({ type: 'string', nullable: true, example: 'jane@acme.test' })
  email!: string | null;

  @ApiProperty({ type: 'string', nullable: true, example: '+1 613 555 0100' })
  phone!: string | null;
}

export class EnterpriseRegistrationDto {
  @ApiProperty({ type: 'integer', example: 8 })
  id!: number;

  @ApiProperty({ example: 'jane@acme.test' })
  email!: string;

  @ApiProperty({ description: 'The invitation e-mail was handed to the mail server' })
  isDelivered!: boolean;

  @ApiProperty({ description: 'The invitee has registered' })
  isRegistered!: boolean;

  @ApiProperty({ type: 'string', format: 'date-time' })
  createdAt!: Date;
}

/** An organisation as the portal shows it (spec 3). */
export class OrganizationDto {
  @ApiProperty({ type: 'integer', example: 4 })
  id!: number;

  @ApiProperty({ example: 'Acme' })
  label!: string;

  @ApiProperty({ type: () => OrganizationAddressDto, nullable: true })
  address!: OrganizationAddressDto | null;

  @ApiProperty({ type: () => UserPaygPricePlanDto })
  paygPricePlan!: UserPaygPricePlanDto;

  @ApiProperty({ type: () => OrganizationContactDto, isArray: true })
  contacts!: OrganizationContactDto[];

  @ApiProperty({ type: () => EnterpriseRegistrationDto, isArray: true, description: 'Newest first' })
  enterpriseRegistrations!: EnterpriseRegistrationDto[];
}

export class OrganizationAnswerDto {
  @ApiProperty({ type: () => OrganizationDto })
  organization!: OrganizationDto;
}

export class OrganizationsAnswerDto {
  @ApiProperty({ type: () => OrganizationDto, isArray: true, description: 'Newest first' })
  organizations!: OrganizationDto[];
}

export class EnterpriseRegistrationAnswerDto {
  @ApiProperty({ type: () => EnterpriseRegistrationDto })
  registration!: EnterpriseRegistrationDto;
}
