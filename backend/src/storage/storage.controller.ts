import { Controller, Get, Header, Query, StreamableFile } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/auth.decorator';
import { DetailDto } from '../common/detail.dto';
import { AppLanguage } from '../common/language';
import { ApiLanguage, RequestLanguage } from '../users/request-language.decorator';
import { StorageDownloadService } from './storage-download.service';

@ApiTags('storage')
// Public to the bearer-token guard: the link's own signature and expiry authorise the download.
@Public()
@Controller('storage')
export class StorageController {
  constructor(private readonly downloads: StorageDownloadService) {}

  @Get('download')
  @Header('Cache-Control', 'private, no-store')
  @Header('X-Content-Type-Options', 'nosniff')
  @ApiOperation({
    summary: 'Downloads a stored document through a signed link',
    description: 'Links come from GET /translations/{id}/download-url; the signature is the authorisation (no token).',
  })
  @ApiQuery({ name: 'key', description: 'Storage key of the document', example: 'results/0b0f6c4e-3f1a-4c2e-9b7d-2f51d5a8e1c3.pdf' })
  @ApiQuery({ name: 'exp', description: 'Expiry, Unix time in seconds', example: '1767225600' })
  @ApiQuery({ name: 'name', description: 'File name the document is saved as', example: 'report-fr.pdf' })
  @ApiQuery({ name: 'sig', description: 'HMAC-SHA256 of key, exp and name (base64url)' })
  @ApiLanguage()
  @ApiProduces('application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')
  @ApiOkResponse({ description: 'The document, as an attachment named `name`', schema: { type: 'string', format: 'binary' } })
  @ApiForbiddenResponse({ type: DetailDto, description: 'Bad signature or expired link' })
  @ApiNotFoundResponse({ type: DetailDto, description: 'The document was deleted (retention)' })
  downloadStoredFile(@Query() query: Record<string, unknown>, @RequestLanguage() lang: AppLanguage): Promise<StreamableFile> {
    return this.downloads.open(query, lang);
  }
}
