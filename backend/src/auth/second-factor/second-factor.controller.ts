import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { DetailDto } from '../../common/detail.dto';
import { SessionDto } from '../../users/dto/user.dto';
import { User } from '../../users/entities/user.entity';
import { Auth, CurrentUser, Public } from '../auth.decorator';
import { RateLimited } from '../rate-limit.decorator';
import {
  RecoveryCodesDto,
  SecondFactorCodeDto,
  SecondFactorEnrolmentDto,
  SecondFactorSignInDto,
  SecondFactorStatusDto,
} from './dto/second-factor.dto';
import { SecondFactorService } from './second-factor.service';

const WRONG_CODE = '"This code is not valid…" (wrong, reused or spent code)';
const LOCKED = '10 wrong codes in 15 minutes: "Too many failed sign-in attempts…"';

/** Two-step sign-in: enrolment for account managers and internal admins, and the second step of the enterprise sign-in. */
@ApiTags('auth')
@Controller()
export class SecondFactorController {
  constructor(private readonly secondFactor: SecondFactorService) {}

  @Get('auth/second-factor')
  @Auth()
  @ApiOperation({
    summary: "The caller's two-step sign-in: on or off, required or not, recovery codes left (managers and internal admins)",
  })
  @ApiOkResponse({ type: SecondFactorStatusDto })
  status(@CurrentUser() user: User): Promise<SecondFactorStatusDto> {
    return this.secondFactor.status(user);
  }

  @Post('auth/second-factor/enrolment')
  @Auth()
  @RateLimited()
  @ApiOperation({ summary: 'Starts enrolment: a new authenticator secret and its otpauth:// URI (for the QR code), shown this once' })
  @ApiCreatedResponse({ type: SecondFactorEnrolmentDto })
  @ApiConflictResponse({ type: DetailDto, description: 'Two-step sign-in is already on' })
  startEnrolment(@CurrentUser() user: User): Promise<SecondFactorEnrolmentDto> {
    return this.secondFactor.startEnrolment(user);
  }

  @Post('auth/second-factor/enrolment/confirm')
  @HttpCode(HttpStatus.OK)
  @Auth()
  @RateLimited()
  @ApiOperation({
    summary: "Confirms enrolment with the app's first code: two-step sign-in is on; answers the ten recovery codes, shown this once",
  })
  @ApiOkResponse({ type: RecoveryCodesDto })
  @ApiBadRequestResponse({ type: DetailDto, description: `${WRONG_CODE}, or no enrolment started` })
  @ApiTooManyRequestsResponse({ type: DetailDto, description: LOCKED })
  confirmEnrolment(@CurrentUser() user: User, @Body() body: SecondFactorCodeDto): Promise<RecoveryCodesDto> {
    return this.secondFactor.confirmEnrolment(user, body.code);
  }

  @Post('auth/second-factor/recovery-codes')
  @HttpCode(HttpStatus.OK)
  @Auth()
  @RateLimited()
  @ApiOperation({ summary: 'Ten new recovery codes in place of the old ones, for a code of the app (or a recovery code)' })
  @ApiOkResponse({ type: RecoveryCodesDto })
  @ApiBadRequestResponse({ type: DetailDto, description: `${WRONG_CODE}, or two-step sign-in is off` })
  @ApiTooManyRequestsResponse({ type: DetailDto, description: LOCKED })
  regenerateRecoveryCodes(@CurrentUser() user: User, @Body() body: SecondFactorCodeDto): Promise<RecoveryCodesDto> {
    return this.secondFactor.regenerateRecoveryCodes(user, body.code);
  }

  @Post('auth/second-factor/disable')
  @HttpCode(HttpStatus.NO_CONTENT)
  @Auth()
  @RateLimited()
  @ApiOperation({
    summary: 'Turns two-step sign-in off for a code of the app (or a recovery code); an internal admin must then enrol again',
  })
  @ApiNoContentResponse()
  @ApiBadRequestResponse({ type: DetailDto, description: `${WRONG_CODE}, or two-step sign-in is off` })
  @ApiTooManyRequestsResponse({ type: DetailDto, description: LOCKED })
  async disable(@CurrentUser() user: User, @Body() body: SecondFactorCodeDto): Promise<void> {
    await this.secondFactor.disable(user, body.code);
  }

  @Post('enterprise/users/login/second-factor')
  @Public()
  @HttpCode(HttpStatus.OK)
  @RateLimited()
  @ApiTags('enterprise')
  @ApiOperation({
    summary: 'Second step of the enterprise sign-in: the challenge of the password step and a code of the app (or a recovery code)',
  })
  @ApiOkResponse({ type: SessionDto })
  @ApiUnauthorizedResponse({ type: DetailDto, description: `${WRONG_CODE}, or the challenge expired: "Your sign-in has expired…"` })
  @ApiTooManyRequestsResponse({ type: DetailDto, description: LOCKED })
  completeSignIn(@Body() body: SecondFactorSignInDto): Promise<SessionDto> {
    return this.secondFactor.completeSignIn(body);
  }
}
