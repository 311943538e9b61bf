import { Body, Controller, Get, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Auth, CurrentUser } from '../../auth/auth.decorator';
import { DetailDto } from '../../common/detail.dto';
import { User } from '../../users/entities/user.entity';
import { AdminOrganisationsService } from './admin-organisations.service';
import { CreateEnterpriseRegistrationDto, CreateOrganizationDto, UpdatePaygPricePlanDto } from './dto/admin-input.dto';
import {
  AccountManagerDto,
  EnterpriseRegistrationAnswerDto,
  OrganizationAnswerDto,
  OrganizationDto,
  OrganizationsAnswerDto,
} from './dto/admin-view.dto';
import { AccountManagerIdPipe, OrganizationIdPipe } from '../manager-access.util';

/** The account-manager portal's calls of spec 7 (organisations, pricing, invitations). */
@ApiTags('account managers')
@Controller('admin')
@Auth({ accountManager: true })
export class AccountManagersController {
  constructor(private readonly service: AdminOrganisationsService) {}

  @Get('account-managers/:id')
  @ApiOperation({ summary: 'The caller as an account manager ({id} must be their own accountManagerId)' })
  @ApiOkResponse({ type: AccountManagerDto })
  @ApiForbiddenResponse({ type: DetailDto, description: "Not a manager, or another manager's id" })
  getAccountManager(@CurrentUser() user: User, @Param('id', AccountManagerIdPipe) id: number): AccountManagerDto {
    return this.service.getAccountManager(user, id);
  }

  @Get('account-manager/account-details/:organizationId')
  @ApiOperation({ summary: "One of the caller's organisations with address, plan, contacts and invitations" })
  @ApiOkResponse({ type: OrganizationDto })
  @ApiNotFoundResponse({ type: DetailDto, description: "Unknown, or another manager's organisation (internal administrators reach all)" })
  getOrganizationDetails(
    @CurrentUser() user: User,
    @Param('organizationId', OrganizationIdPipe) organizationId: number,
  ): Promise<OrganizationDto> {
    return this.service.getOrganizationDetails(user, organizationId);
  }

  @Get('account-manager/:id/accounts')
  @ApiOperation({ summary: 'The organisations the caller manages, newest first' })
  @ApiOkResponse({ type: OrganizationsAnswerDto })
  @ApiForbiddenResponse({ type: DetailDto, description: "Not a manager, or another manager's id" })
  listManagerOrganizations(@CurrentUser() user: User, @Param('id', AccountManagerIdPipe) id: number): Promise<OrganizationsAnswerDto> {
    return this.service.listManagerOrganizations(user, id);
  }

  @Post('accounts')
  @ApiOperation({ summary: 'Creates an organisation with its address, point of contact and PAYG plan (country currency)' })
  @ApiCreatedResponse({ type: OrganizationAnswerDto })
  @ApiBadRequestResponse({
    type: DetailDto,
    description: 'A spec 5 message (e.g. "Price must be above 0.75"), an unknown country or a region of another country',
  })
  @ApiForbiddenResponse({ type: DetailDto, description: "Not a manager, or accountManagerId is not the caller's" })
  createOrganization(@CurrentUser() user: User, @Body() body: CreateOrganizationDto): Promise<OrganizationAnswerDto> {
    return this.service.createOrganization(user, body);
  }

  @Put('enterprise-accounts/payg-price-plan')
  @ApiOperation({ summary: "Sets the base price and long-document incentive of one of the caller's organisations" })
  @ApiOkResponse({ type: OrganizationAnswerDto })
  @ApiBadRequestResponse({ type: DetailDto, description: 'A spec 5 message (e.g. "Base price must be at least $1.00")' })
  @ApiNotFoundResponse({ type: DetailDto, description: "Unknown plan, or another manager's organisation" })
  updatePaygPricePlan(@CurrentUser() user: User, @Body() body: UpdatePaygPricePlanDto): Promise<OrganizationAnswerDto> {
    return this.service.updatePaygPricePlan(user, body);
  }

  @Post('account-managers/enterprise-registrations')
  @ApiOperation({ summary: 'Invites an e-mail to register in an organisation: mails the link and activation code' })
  @ApiCreatedResponse({ type: EnterpriseRegistrationAnswerDto, description: 'isDelivered tells whether the e-mail went out' })
  @ApiBadRequestResponse({ type: DetailDto, description: '"Required", "Invalid email", "Language is required"' })
  @ApiForbiddenResponse({ type: DetailDto, description: 'Not a manager, or isAccountManager without being an internal administrator' })
  @ApiNotFoundResponse({ type: DetailDto, description: "Unknown, or another manager's organisation" })
  @ApiConflictResponse({ type: DetailDto, description: 'The e-mail already has an account' })
  createEnterpriseRegistration(
    @CurrentUser() user: User,
    @Body() body: CreateEnterpriseRegistrationDto,
  ): Promise<EnterpriseRegistrationAnswerDto> {
    return this.service.createEnterpriseRegistration(user, body);
  }
}
