import { Body, Controller, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../auth/auth.decorator';
import { RateLimited } from '../auth/rate-limit.decorator';
import { DetailDto } from '../common/detail.dto';
import { MessageLanguage } from '../common/request-language';
import { User } from '../users/entities/user.entity';
import { AppLanguage } from '../common/language';
import { ContactService } from './contact.service';
import { ContactMessageDto } from './dto/contact.dto';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contactService: ContactService) {}

  @Post()
  @RateLimited()
  @Auth({ optional: true })
  @ApiOperation({ summary: 'Contact form: stores the message and e-mails it to support (signing in is optional)' })
  @ApiCreatedResponse({ type: DetailDto })
  @ApiBadRequestResponse({ type: DetailDto, description: 'Missing message or invalid e-mail' })
  sendContactMessage(
    @Body() body: ContactMessageDto,
    @CurrentUser() user: User | null,
    @MessageLanguage() lang: AppLanguage,
  ): Promise<DetailDto> {
    return this.contactService.send(body, user, lang);
  }
}
