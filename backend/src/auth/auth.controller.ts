import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { DetailDto } from '../common/detail.dto';
import { MessageLanguage } from '../common/request-language';
import { SessionDto } from '../users/dto/user.dto';
import { User } from '../users/entities/user.entity';
import { AppLanguage } from '../users/language';
import { Auth, CurrentUser } from './auth.decorator';
import { ForgotPasswordDto, GoogleSignInDto, ResetPasswordDto } from './dto/auth.dto';
import { GoogleSignInService } from './google-sign-in.service';
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
  @ApiOperation({ summary: 'Checks the token and answers the current user with a fresh token' })
  @ApiOkResponse({ type: SessionDto })
  checkAuth(@CurrentUser() user: User): SessionDto {
    return this.sessions.sessionOf(user);
  }

  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  @Auth()
  @ApiOperation({ summary: 'Ends every session of the user (all tokens issued until now stop working)' })
  @ApiNoContentResponse({ description: 'Signed out everywhere' })
  logout(@CurrentUser() user: User): Promise<void> {
    return this.sessions.endAllSessions(user.id);
  }

  @Post('google')
  @HttpCode(HttpStatus.OK)
  @RateLimited()
  @ApiOperation({ summary: 'Google sign-in: exchanges the authorization code, finds or creates the public customer (in the Accept-Language language)' })
  @ApiOkResponse({ type: SessionDto })
  @ApiUnauthorizedResponse({ type: DetailDto, description: 'The provider refused the code, or the account cannot be used' })
  signInWithGoogle(@Body() body: GoogleSignInDto, @MessageLanguage() language: AppLanguage, @RequestOrigin() requestOrigin?: string): Promise<SessionDto> {
    return this.googleSignIn.signIn({ ...body, requestOrigin, language });
  }

  @Post('forgot-password')
  @HttpCode(HttpStatus.OK)
  @RateLimited()
  @ApiOperation({ summary: 'E-mails a password reset link (valid one hour, once); the same answer whether or not the account exists' })
  @ApiOkResponse({ type: DetailDto })
  requestPasswordReset(@Body() body: ForgotPasswordDto, @MessageLanguage() lang: AppLanguage): DetailDto {
    return this.passwordReset.requestReset(body.email, lang);
  }

  @Post('reset-password')
  @HttpCode(HttpStatus.OK)
  @RateLimited()
  @ApiOperation({ summary: 'Sets a new password with the e-mailed token; ends every session' })
  @ApiOkResponse({ type: DetailDto })
  @ApiBadRequestResponse({ type: DetailDto, description: 'Invalid, expired or used link, or a refused password' })
  resetPassword(@Body() body: ResetPasswordDto, @MessageLanguage() lang: AppLanguage): Promise<DetailDto> {
    return this.passwordReset.resetPassword(body, lang);
  }
}
