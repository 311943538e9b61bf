import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { REFERENCE_CACHE_CONTROL } from '../common/reference-cache';
import { Public } from '../auth/auth.decorator';
import { AppLanguage } from '../common/language';
import { ApiLanguage, RequestLanguage } from '../users/request-language.decorator';
import { FutureProductsDto } from './dto/future-products.dto';
import { FutureProductsService } from './future-products.service';

@ApiTags('waitlist')
@Public()
@Controller('future-products')
export class FutureProductsController {
  constructor(private readonly futureProductsService: FutureProductsService) {}

  @Get()
  @Header('Cache-Control', REFERENCE_CACHE_CONTROL)
  @Header('Vary', 'Accept-Language')
  @ApiOperation({ summary: 'Future products customers can join the waitlist for' })
  @ApiLanguage()
  @ApiOkResponse({ type: FutureProductsDto, description: 'Active products, labels and descriptions in the caller’s language' })
  listFutureProducts(@RequestLanguage() lang: AppLanguage): Promise<FutureProductsDto> {
    return this.futureProductsService.listFutureProducts(lang);
  }
}
