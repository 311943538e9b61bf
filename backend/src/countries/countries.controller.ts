import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { REFERENCE_CACHE_CONTROL } from '../common/reference-cache';
import { Public } from '../auth/auth.decorator';
import { AppLanguage } from '../common/language';
import { ApiLanguage, RequestLanguage } from '../users/request-language.decorator';
import { CountriesService } from './countries.service';
import { CountryDto } from './dto/country.dto';

@ApiTags('countries')
@Public()
@Controller('countries')
export class CountriesController {
  constructor(private readonly countriesService: CountriesService) {}

  @Get()
  @Header('Cache-Control', REFERENCE_CACHE_CONTROL)
  @Header('Vary', 'Accept-Language')
  @ApiOperation({ summary: 'Countries with their currency and regions, for address forms' })
  @ApiLanguage()
  @ApiOkResponse({ type: CountryDto, isArray: true, description: 'Sorted by label; regions sorted by label' })
  listCountries(@RequestLanguage() lang: AppLanguage): Promise<CountryDto[]> {
    return this.countriesService.listCountries(lang);
  }
}
