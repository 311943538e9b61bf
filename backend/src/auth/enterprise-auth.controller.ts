import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { DetailDto } from '../common/detail.dto';
import { SessionDto, UserAnswerDto } from '../users/dto/user.dto';
import { EnterpriseLoginDto, EnterpriseRegisterDto } from './dto/auth.dto';
import { EnterpriseAccountsService } from './enterprise-accounts.service';
import { RateLimited } from './rate-limit.decorator';

@ApiTags('enterprise')
@Controller()
export class EnterpriseAuthController {
  constructor(private readonly accounts: EnterpriseAccountsService) {}

  @Post('admin/enterprise/users/create')
  @RateLimited()
  @ApiOperation({ summary: 'Registers an enterprise user with the activation code of their invitation' })
  @ApiCreatedResponse({ type: UserAnswerDto })
  @ApiBadRequestResponse({ type: DetailDto, description: 'Refused password, or no open invitation of this e-mail and organisation with this code' })
  @ApiConflictResponse({ type: DetailDto, description: 'An account already exists for this e-mail' })
  registerEnterpriseUser(@Body() body: EnterpriseRegisterDto): Promise<UserAnswerDto> {
    return this.accounts.register(body);
  }

  @Post('enterprise/users/login')
  @HttpCode(HttpStatus.OK)
  @RateLimited()
  @ApiOperation({ summary: 'E-mail and password sign-in (enterprise users and account managers)' })
  @ApiOkResponse({ type: SessionDto })
  @ApiUnauthorizedResponse({ type: DetailDto, description: '"Invalid email or password."' })
  loginEnterpriseUser(@Body() body: EnterpriseLoginDto): Promise<SessionDto> {
    return this.accounts.login(body);
  }
}
