import { Controller, Get, Header } from '@nestjs/common';
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
  @Header('Cache-Control', 'no-cache') // fixed for the process's life, but a deployment may change it: always revalidated (ETag, 304)
  @ApiOperation({ summary: 'Public runtime configuration: Google sign-in client and card provider' })
  @ApiOkResponse({ type: PublicConfigDto })
  getPublicConfig(): PublicConfigDto {
    return this.publicConfig.get();
  }
}
