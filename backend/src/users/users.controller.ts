import { Body, Controller, Get, HttpCode, HttpStatus, Patch, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentSession, CurrentUser } from '../auth/auth.decorator';
import type { SessionClaims } from '../auth/session-claims.util';
import { SessionService } from '../auth/session.service';
import { DetailDto } from '../common/detail.dto';
import { SessionDto, UserAnswerDto } from './dto/user.dto';
import { AcceptPolicyDto, UpdateBillingAddressDto, UpdateLanguageDto } from './dto/user-input.dto';
import { User } from './entities/user.entity';
import { UsersService } from './users.service';

@ApiTags('users')
@Controller()
@Auth()
export class UsersController {
  constructor(
    private readonly usersService: UsersService,
    private readonly sessions: SessionService,
  ) {}

  @Get('user')
  @ApiOperation({ summary: 'The current user with a fresh token (same session: it ends 30 days after the sign-in)' })
  @ApiOkResponse({ type: SessionDto })
  getUser(@CurrentUser() user: User, @CurrentSession() session: SessionClaims): Promise<SessionDto> {
    return this.sessions.refreshedSession(user, session);
  }

  @Patch('user/language')
  @ApiOperation({ summary: "Sets the user's interface language (also used for their e-mails)" })
  @ApiOkResponse({ type: UserAnswerDto })
  updateUserLanguage(@CurrentUser() user: User, @Body() body: UpdateLanguageDto): Promise<UserAnswerDto> {
    return this.usersService.updateLanguage(user, body.language);
  }

  @Post('privacy/accept')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Accepts the current privacy policy (version and time are recorded)' })
  @ApiOkResponse({ type: UserAnswerDto })
  acceptPrivacyPolicy(@CurrentUser() user: User, @Body() body: AcceptPolicyDto): Promise<UserAnswerDto> {
    return this.usersService.acceptPrivacyPolicy(user, body.language);
  }

  @Post('terms/accept')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Accepts the current terms of service (version and time are recorded)' })
  @ApiOkResponse({ type: UserAnswerDto })
  acceptTermsOfService(@CurrentUser() user: User, @Body() body: AcceptPolicyDto): Promise<UserAnswerDto> {
    return this.usersService.acceptTermsOfService(user, body.language);
  }

  @Put('users/billing-address')
  @ApiOperation({ summary: "Sets the caller's billing address" })
  @ApiOkResponse({ type: UserAnswerDto })
  @ApiBadRequestResponse({
    type: DetailDto,
    description: 'Unknown country, region of another country, or a field message (e.g. "Invalid postal code")',
  })
  @ApiForbiddenResponse({ type: DetailDto, description: 'userId is not the caller' })
  updateBillingAddress(@CurrentUser() user: User, @Body() body: UpdateBillingAddressDto): Promise<UserAnswerDto> {
    return this.usersService.updateBillingAddress(user, body);
  }
}
