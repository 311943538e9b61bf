import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { REFERENCE_CACHE_CONTROL } from '../common/reference-cache';
import { Public } from '../auth/auth.decorator';
import { AppLanguage } from '../common/language';
import { ApiLanguage, RequestLanguage } from '../users/request-language.decorator';
import { TargetLanguageDto } from './dto/target-language.dto';
import { TargetLanguagesService } from './target-languages.service';

@ApiTags('translations')
@Public()
@Controller('translations/target-languages')
export class TargetLanguagesController {
  constructor(private readonly targetLanguagesService: TargetLanguagesService) {}

  @Get()
  @Header('Cache-Control', REFERENCE_CACHE_CONTROL)
  @Header('Vary', 'Accept-Language')
  @ApiOperation({ summary: 'Languages a document can be translated into' })
  @ApiLanguage()
  @ApiOkResponse({ type: TargetLanguageDto, isArray: true, description: 'Active languages, sorted by label' })
  listTargetLanguages(@RequestLanguage() lang: AppLanguage): Promise<TargetLanguageDto[]> {
    return this.targetLanguagesService.listActiveTargetLanguages(lang);
  }
}
