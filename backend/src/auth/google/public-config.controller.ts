import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth.decorator';
import { PublicConfigDto } from './dto/public-config.dto';
import { PublicConfigService } from './public-config.service';

@ApiTags('config')
@Public()
@Controller('config')
export class PublicConfigController {
  constructor(private readonly publicConfig: PublicConfigService) {}

  @Get()
  @ApiOperation({ summary: 'Public runtime configuration: Google sign-in client and card provider' })
  @ApiOkResponse({ type: PublicConfigDto })
  getPublicConfig(): PublicConfigDto {
    return this.publicConfig.get();
  }
}
