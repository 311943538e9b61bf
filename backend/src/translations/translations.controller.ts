import { Body, Controller, Get, Param, Post, Put, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Response } from 'express';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { Auth, CurrentUser } from '../auth/auth.decorator';
import { DetailDto } from '../common/detail.dto';
import { User } from '../users/entities/user.entity';
import { CreateTranslationDto, CreateTranslationFormDto, UploadedPdf } from './dto/create-translation.dto';
import { ApiListPage, ListPage, ListPageQuery } from './dto/list-page';
import { DownloadUrlDto, TranslationListItemDto } from './dto/translation-list-item.dto';
import { sendListAnswer } from './list-answers';
import { SetSourceLanguageDto } from './dto/source-language.dto';
import { TranslationQuoteDto } from './dto/translation-quote.dto';
import { TranslationIdPipe } from './translation-id.pipe';
import { TranslationUploadInterceptor } from './translation-upload.interceptor';
import { TranslationsService } from './translations.service';

@ApiTags('translations')
@Controller('translations')
export class TranslationsController {
  constructor(private readonly translationsService: TranslationsService) {}

  @Post()
  @Auth({ policies: true })
  @UseInterceptors(TranslationUploadInterceptor, FileInterceptor('file'))
  @ApiOperation({
    summary: 'Uploads a PDF and creates a translation awaiting payment, answering its quote',
    description:
      'The file is checked by content and analysed (real page count, words, image-only pages, source language). ' +
      'The source language is source_language when given, else the detected one: an unsure guess is quoted as unsure, ' +
      'and a document whose language cannot be told is quoted with the language to choose (sourceLanguageStatus needed; ' +
      'PUT /translations/{id}/source-language). ' +
      "Refusals answer {detail} in the user's language and store nothing. Unpaid translations are deleted after 24 hours.",
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: CreateTranslationFormDto })
  @ApiCreatedResponse({ type: TranslationQuoteDto })
  @ApiBadRequestResponse({
    type: DetailDto,
    description:
      'Not a PDF, no file, unknown target language, a malformed source_language, source language (given, or detected for sure) equal to the target, ' +
      'a given source language the engine cannot translate into the target, no price plan ("Could not find pricing info")',
  })
  @ApiForbiddenResponse({
    type: DetailDto,
    description: 'user_id is not the caller ("You can only create translations for your own account.")',
  })
  @ApiPayloadTooLargeResponse({
    type: DetailDto,
    description: 'Over UPLOAD_MAX_BYTES (the detail names the limit in MB) or UPLOAD_MAX_PAGES',
  })
  @ApiUnprocessableEntityResponse({
    type: DetailDto,
    description: 'Encrypted, damaged, no pages, too complex or too slow to analyse, no text',
  })
  @ApiTooManyRequestsResponse({
    type: DetailDto,
    description: 'Over UPLOAD_RATE_PER_HOUR uploads in the last hour (with Retry-After), or MAX_OPEN_UNPAID_TRANSLATIONS awaiting payment',
  })
  @ApiServiceUnavailableResponse({
    type: DetailDto,
    description: 'Too many documents waiting for analysis (PDF_PARSE_QUEUE_MAX); Retry-After says when to try again',
  })
  createTranslation(
    @CurrentUser() user: User,
    @Body() body: CreateTranslationDto,
    @UploadedFile() file: UploadedPdf | undefined,
  ): Promise<TranslationQuoteDto> {
    return this.translationsService.createTranslation(user, body, file);
  }

  @Put(':id/source-language')
  @Auth({ policies: true })
  @ApiOperation({
    summary: 'Says which language the document of an unpaid translation is in, answering the same quote',
    description:
      "Same translation id and prices; the language must be one of the quote's sourceLanguages (the engine translates it into the target).",
  })
  @ApiOkResponse({ type: TranslationQuoteDto })
  @ApiBadRequestResponse({
    type: DetailDto,
    description: 'A malformed code, the target language itself, or a pair the engine cannot translate',
  })
  @ApiNotFoundResponse({ type: DetailDto, description: '"Translation not found" (also for another user\'s translation)' })
  @ApiConflictResponse({ type: DetailDto, description: 'Already paid: the language can no longer change' })
  setSourceLanguage(
    @CurrentUser() user: User,
    @Param('id', TranslationIdPipe) id: number,
    @Body() body: SetSourceLanguageDto,
  ): Promise<TranslationQuoteDto> {
    return this.translationsService.setSourceLanguage(user, id, body.source_language);
  }

  @Get()
  @Auth()
  @ApiOperation({ summary: "The caller's paid translations, newest first (all of them, or a page with limit and offset)" })
  @ApiListPage()
  @ApiOkResponse({ type: TranslationListItemDto, isArray: true })
  listTranslations(@CurrentUser() user: User, @ListPageQuery() page: ListPage, @Res() res: Response): Promise<void> {
    return this.translationsService.listTranslations(user, page).then((answer) => sendListAnswer(res, answer));
  }

  @Get(':id/download-url')
  @Auth()
  @ApiOperation({ summary: 'A signed, short-lived link to the translated document (owner only, completed only)' })
  @ApiOkResponse({ type: DownloadUrlDto })
  @ApiNotFoundResponse({ type: DetailDto, description: '"Translation not found" (also for another user\'s translation)' })
  @ApiConflictResponse({ type: DetailDto, description: '"No document available for download" (not completed yet)' })
  @ApiGoneResponse({ type: DetailDto, description: 'The documents were deleted after the retention period' })
  getDownloadUrl(@CurrentUser() user: User, @Param('id', TranslationIdPipe) id: number): Promise<DownloadUrlDto> {
    return this.translationsService.createDownloadUrl(user, id);
  }
}
