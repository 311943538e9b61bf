import { Body, Controller, Get, HttpCode, HttpStatus, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiExtraModels,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { DetailDto } from '../common/detail.dto';
import { MessageLanguage } from '../common/request-language';
import { SessionDto } from '../users/dto/user.dto';
import { User } from '../users/entities/user.entity';
import { AppLanguage } from '../common/language';
import { Auth, CurrentSession, CurrentUser, Public } from './auth.decorator';
import { ForgotPasswordDto, GoogleLinkDto, GoogleSignInDto, GoogleStartAnswerDto, GoogleStartDto, ResetPasswordDto } from './dto/auth.dto';
import { GoogleSignInService } from './google-sign-in.service';
import { SecondFactorChallengeDto } from './second-factor/dto/second-factor.dto';
import type { ChallengeAnswer } from './second-factor/second-factor.service';
import { GOOGLE_IDENTITY_PROPERTY, GoogleAuthGuard } from './google/google-auth.guard';
import type { GoogleIdentity } from './google/google-oauth.client';
import type { SessionClaims } from './session-claims.util';
import { PasswordResetService } from './password-reset.service';
import { RateLimited } from './rate-limit.decorator';
import { RequestOrigin } from './request-origin.decorator';
import { SessionService } from './session.service';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly sessions: SessionService,
    private readonly googleSignIn: GoogleSignInService,
    private readonly passwordReset: PasswordResetService,
  ) {}

  @Get('check')
  @Auth()
  @ApiOperation({
    summary: 'Checks the token and answers the current user with a fresh token (same session: it ends 30 days after the sign-in)',
  })
  @ApiOkResponse({ type: SessionDto })
  checkAuth(@CurrentUser() user: User, @CurrentSession() session: SessionClaims): Promise<SessionDto> {
    return this.sessions.refreshedSession(user, session);
  }

  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  @Auth()
  @ApiOperation({ summary: 'Ends every session of the user (all tokens issued until now stop working)' })
  @ApiNoContentResponse({ description: 'Signed out everywhere' })
  logout(@CurrentUser() user: User): Promise<void> {
    return this.sessions.endAllSessions(user.id);
  }

  @Post('google/start')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      "Starts Google sign-in: answers the provider's authorization URL (state, nonce, PKCE) and keeps their secrets in a short-lived HttpOnly cookie of this browser",
  })
  @ApiOkResponse({ type: GoogleStartAnswerDto })
  @ApiUnauthorizedResponse({ type: DetailDto, description: 'Google sign-in is not configured, or the callback address is not ours' })
  startGoogleSignIn(
    @Body() body: GoogleStartDto,
    @Req() req: Request,
    @RequestOrigin() requestOrigin?: string,
  ): Promise<GoogleStartAnswerDto> {
    return this.googleSignIn.start(req, { redirectUri: body.redirectUri, requestOrigin });
  }

  // Method decorators apply from the bottom up: RateLimited's guard runs before GoogleAuthGuard spends the code.
  @Post('google')
  @Public()
  @HttpCode(HttpStatus.OK)
  @UseGuards(GoogleAuthGuard)
  @RateLimited()
  @ApiOperation({
    summary:
      "Google sign-in: checks the state against this browser's cookie, exchanges the code (PKCE), verifies the ID token (nonce), finds or creates the public customer (in the Accept-Language language)",
  })
  @ApiExtraModels(SessionDto, SecondFactorChallengeDto)
  @ApiOkResponse({
    description: 'The session, or for an account with two-step sign-in a challenge for POST /enterprise/users/login/second-factor',
    schema: { oneOf: [{ $ref: getSchemaPath(SessionDto) }, { $ref: getSchemaPath(SecondFactorChallengeDto) }] },
  })
  @ApiUnauthorizedResponse({
    type: DetailDto,
    description: 'The state is not this browser’s, the provider refused the code, or the account cannot be used',
  })
  @ApiConflictResponse({
    type: DetailDto,
    description: 'An account with this e-mail exists: {detail, linkRequired: true, email}; send its password to POST /auth/google/link',
  })
  signInWithGoogle(
    @Body() _body: GoogleSignInDto,
    @Req() req: Request & { [GOOGLE_IDENTITY_PROPERTY]: GoogleIdentity },
    @Res({ passthrough: true }) res: Response,
    @MessageLanguage() language: AppLanguage,
  ): Promise<SessionDto | ChallengeAnswer> {
    return this.googleSignIn.signIn(req[GOOGLE_IDENTITY_PROPERTY], res, language);
  }

  @Post('google/link')
  @Public()
  @HttpCode(HttpStatus.OK)
  @RateLimited()
  @ApiOperation({
    summary:
      "Links the Google account of this browser's sign-in to the existing account with its e-mail, with that account's password; e-mails the user",
  })
  @ApiOkResponse({ type: SessionDto })
  @ApiUnauthorizedResponse({
    type: DetailDto,
    description: 'Wrong password ("Invalid email or password."), no Google sign-in waiting, or an account that cannot be linked',
  })
  @ApiTooManyRequestsResponse({ type: DetailDto, description: 'Too many wrong passwords for this e-mail' })
  linkGoogleAccount(@Body() body: GoogleLinkDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SessionDto> {
    return this.googleSignIn.linkWithPassword(req, res, body.password);
  }

  @Post('forgot-password')
  @Public()
  @HttpCode(HttpStatus.OK)
  @RateLimited()
  @ApiOperation({ summary: 'E-mails a password reset link (valid one hour, once); the same answer whether or not the account exists' })
  @ApiOkResponse({ type: DetailDto })
  requestPasswordReset(@Body() body: ForgotPasswordDto, @MessageLanguage() lang: AppLanguage): DetailDto {
    return this.passwordReset.requestReset(body.email, lang);
  }

  @Post('reset-password')
  @Public()
  @HttpCode(HttpStatus.OK)
  @RateLimited()
  @ApiOperation({ summary: 'Sets a new password with the e-mailed token; ends every session' })
  @ApiOkResponse({ type: DetailDto })
  @ApiBadRequestResponse({ type: DetailDto, description: 'Invalid, expired or used link, or a refused password' })
  resetPassword(@Body() body: ResetPasswordDto, @MessageLanguage() lang: AppLanguage): Promise<DetailDto> {
    return this.passwordReset.resetPassword(body, lang);
  }
}
