import { Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, ParseIntPipe, Post, Put, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { Auth, CurrentUser } from '../../auth/auth.decorator';
import { DetailDto } from '../../common/detail.dto';
import { localizedDetail } from '../../common/localized-detail';
import { MessageLanguage } from '../../common/request-language';
import type { AppLanguage } from '../../common/language';
import { User } from '../../users/entities/user.entity';
import { OrganizationIdPipe } from '../manager-access.util';
import {
  GlossaryEntryDto,
  GlossaryEntryInputDto,
  GlossaryImportAnswerDto,
  GlossaryImportDto,
  GlossaryImportErrorDto,
  GlossaryListAnswerDto,
} from './dto/glossary.dto';
import { GlossaryService } from './glossary.service';

/** An entry id in a path: anything but an integer names no entry (404). */
const EntryIdPipe = new ParseIntPipe({ exceptionFactory: () => new NotFoundException(localizedDetail('glossaryEntryNotFound')) });
const NOT_REACHABLE = "Unknown organisation or entry, or another manager's organisation (internal administrators reach all)";

/** An organisation's glossary in the account-manager portal (issue 2.4): entries, CSV import and export. */
@ApiTags('account managers')
@Controller('admin/organizations/:organizationId/glossary')
@Auth({ accountManager: true })
export class GlossaryController {
  constructor(private readonly service: GlossaryService) {}

  @Get()
  @ApiOperation({ summary: "The organisation's glossary entries, every language pair" })
  @ApiOkResponse({ type: GlossaryListAnswerDto })
  @ApiNotFoundResponse({ type: DetailDto, description: NOT_REACHABLE })
  listGlossaryEntries(
    @CurrentUser() user: User,
    @Param('organizationId', OrganizationIdPipe) organizationId: number,
  ): Promise<GlossaryListAnswerDto> {
    return this.service.list(user, organizationId);
  }

  @Post('entries')
  @ApiOperation({ summary: 'Adds a term (a source term once per language pair, without case; at most 5,000 entries)' })
  @ApiCreatedResponse({ type: GlossaryEntryDto })
  @ApiBadRequestResponse({ type: DetailDto, description: 'A bad code or term, the same languages, a duplicate term, a full glossary' })
  @ApiNotFoundResponse({ type: DetailDto, description: NOT_REACHABLE })
  createGlossaryEntry(
    @CurrentUser() user: User,
    @Param('organizationId', OrganizationIdPipe) organizationId: number,
    @Body() body: GlossaryEntryInputDto,
  ): Promise<GlossaryEntryDto> {
    return this.service.create(user, organizationId, body);
  }

  @Put('entries/:entryId')
  @ApiOperation({ summary: 'Changes a term' })
  @ApiOkResponse({ type: GlossaryEntryDto })
  @ApiBadRequestResponse({ type: DetailDto, description: 'A bad code or term, the same languages, a duplicate term' })
  @ApiNotFoundResponse({ type: DetailDto, description: NOT_REACHABLE })
  updateGlossaryEntry(
    @CurrentUser() user: User,
    @Param('organizationId', OrganizationIdPipe) organizationId: number,
    @Param('entryId', EntryIdPipe) entryId: number,
    @Body() body: GlossaryEntryInputDto,
  ): Promise<GlossaryEntryDto> {
    return this.service.update(user, organizationId, entryId, body);
  }

  @Delete('entries/:entryId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Removes a term' })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiNotFoundResponse({ type: DetailDto, description: NOT_REACHABLE })
  deleteGlossaryEntry(
    @CurrentUser() user: User,
    @Param('organizationId', OrganizationIdPipe) organizationId: number,
    @Param('entryId', EntryIdPipe) entryId: number,
  ): Promise<void> {
    return this.service.remove(user, organizationId, entryId);
  }

  @Post('import')
  @HttpCode(200)
  @ApiOperation({ summary: "Imports a CSV (all or nothing): new source terms are added, known ones get the file's target term" })
  @ApiOkResponse({ type: GlossaryImportAnswerDto })
  @ApiBadRequestResponse({
    type: GlossaryImportErrorDto,
    description: "Bad rows (each with its line and reason, in the caller's language), no entries, or more than 5,000",
  })
  @ApiNotFoundResponse({ type: DetailDto, description: NOT_REACHABLE })
  importGlossaryCsv(
    @CurrentUser() user: User,
    @Param('organizationId', OrganizationIdPipe) organizationId: number,
    @Body() body: GlossaryImportDto,
    @MessageLanguage() lang: AppLanguage,
  ): Promise<GlossaryImportAnswerDto> {
    return this.service.importCsv(user, organizationId, body.csv, body.replace ?? false, lang);
  }

  // The CSV headers are set once the glossary is read: a refusal stays a JSON {detail}.
  @Get('export.csv')
  @ApiOperation({ summary: 'The glossary as CSV (source_language,target_language,source_term,target_term), which the import reads back' })
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: "RFC 4180 CSV; cells starting with = + - @ are prefixed with ' (the import removes it)",
    schema: { type: 'string' },
  })
  @ApiNotFoundResponse({ type: DetailDto, description: NOT_REACHABLE })
  async exportGlossaryCsv(
    @CurrentUser() user: User,
    @Param('organizationId', OrganizationIdPipe) organizationId: number,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const csv = await this.service.exportCsv(user, organizationId);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', 'attachment; filename="glossary.csv"');
    return csv;
  }
}
