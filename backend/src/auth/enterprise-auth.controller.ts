import { Body, Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import { DetailDto } from '../common/detail.dto';
import { SessionDto, UserAnswerDto } from '../users/dto/user.dto';
import { User } from '../users/entities/user.entity';
import { CurrentUser, Public } from './auth.decorator';
import { EnterpriseLoginDto, EnterpriseRegisterDto } from './dto/auth.dto';
import { EnterpriseAccountsService } from './enterprise-accounts.service';
import { LocalAuthGuard } from './local-auth.guard';
import { RateLimited } from './rate-limit.decorator';
import { SecondFactorChallengeDto } from './second-factor/dto/second-factor.dto';
import { ChallengeAnswer, SecondFactorService } from './second-factor/second-factor.service';

@ApiTags('enterprise')
@Controller()
@Public()
export class EnterpriseAuthController {
  constructor(
    private readonly accounts: EnterpriseAccountsService,
    private readonly secondFactor: SecondFactorService,
  ) {}

  @Post('admin/enterprise/users/create')
  @RateLimited()
  @ApiOperation({ summary: 'Registers an enterprise user with the activation code of their invitation' })
  @ApiCreatedResponse({ type: UserAnswerDto })
  @ApiBadRequestResponse({
    type: DetailDto,
    description: 'Refused password, or no open invitation of this e-mail and organisation with this code',
  })
  @ApiConflictResponse({ type: DetailDto, description: 'An account already exists for this e-mail' })
  registerEnterpriseUser(@Body() body: EnterpriseRegisterDto): Promise<UserAnswerDto> {
    return this.accounts.register(body);
  }

  // Method decorators apply from the bottom up: RateLimited's guard runs before LocalAuthGuard hashes the password.
  @Post('enterprise/users/login')
  @HttpCode(HttpStatus.OK)
  @UseGuards(LocalAuthGuard)
  @RateLimited()
  @ApiOperation({
    summary: 'E-mail and password sign-in (enterprise users and account managers)',
    description:
      'Accounts with two-step sign-in answer a challenge instead of the session: send it with the code to POST /enterprise/users/login/second-factor.',
  })
  @ApiExtraModels(SessionDto, SecondFactorChallengeDto)
  @ApiOkResponse({ schema: { oneOf: [{ $ref: getSchemaPath(SessionDto) }, { $ref: getSchemaPath(SecondFactorChallengeDto) }] } })
  @ApiUnauthorizedResponse({ type: DetailDto, description: '"Invalid email or password."' })
  // The body is read by LocalStrategy (validated as EnterpriseLoginDto by LocalAuthGuard); declared for OpenAPI.
  loginEnterpriseUser(@Body() _body: EnterpriseLoginDto, @CurrentUser() user: User): Promise<SessionDto | ChallengeAnswer> {
    return this.secondFactor.sessionOrChallenge(user);
  }
}
