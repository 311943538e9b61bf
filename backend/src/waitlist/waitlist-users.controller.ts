import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../auth/auth.decorator';
import { DetailDto } from '../common/detail.dto';
import { User } from '../users/entities/user.entity';
import { JoinWaitlistDto, WaitlistUsersDto } from './dto/waitlist-user.dto';
import { WaitlistUsersService } from './waitlist-users.service';

@ApiTags('waitlist')
@Controller()
@Auth()
export class WaitlistUsersController {
  constructor(private readonly service: WaitlistUsersService) {}

  @Get('waitlist-users')
  @ApiOperation({ summary: "The caller's waitlist entries" })
  @ApiOkResponse({ type: WaitlistUsersDto })
  listWaitlistUsers(@CurrentUser() user: User): Promise<WaitlistUsersDto> {
    return this.service.listWaitlistUsers(user);
  }

  @Post('waitlist-user')
  @ApiOperation({ summary: 'Joins the waitlist of a future product (joining again replaces the reason)' })
  @ApiCreatedResponse({ type: WaitlistUsersDto, description: "The caller's waitlist entries" })
  @ApiBadRequestResponse({ type: DetailDto, description: '"Required field." when the reason is blank' })
  @ApiNotFoundResponse({ type: DetailDto, description: 'Unknown or retired product' })
  joinWaitlist(@CurrentUser() user: User, @Body() body: JoinWaitlistDto): Promise<WaitlistUsersDto> {
    return this.service.joinWaitlist(user, body);
  }
}
