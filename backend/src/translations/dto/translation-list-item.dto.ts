import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PAGE_CHECK_REASONS, type PageCheckReason } from '@pt/libs/output-notes';
import { TRANSLATION_STATUSES, TranslationStatus } from '../entities/translation.entity';

export class TranslationStatusDto {
  @ApiProperty({ enum: [...TRANSLATION_STATUSES], example: 'completed' })
  value!: TranslationStatus;
}

export class SourceDocumentDto {
  @ApiProperty({ example: 'annual-report.pdf' })
  name!: string;

  @ApiProperty({ type: 'integer', example: 3 })
  pageCount!: number;
}

export class TargetDocumentDto {
  @ApiProperty({ description: 'File name the translated document downloads as', example: 'annual-report-fr.pdf' })
  name!: string;

  @ApiProperty({ description: 'Storage key of the translated document', example: 'results/0b0f6c4e-3f1a-4c2e-9b7d-2f51d5a8e1c3.pdf' })
  blobName!: string;
}

export class QuoteSubTotalDto {
  @ApiProperty({ description: 'Total before taxes, in dollars', example: 8.85 })
  subTotal!: number;
}

/** A page of the delivered document the customer should look at, and why (the delivery e-mail says the same). */
export class PageToCheckDto {
  @ApiProperty({ type: 'integer', minimum: 1, description: 'Page number in the delivered document (1-based)', example: 3 })
  page!: number;

  @ApiProperty({
    enum: [...PAGE_CHECK_REASONS],
    isArray: true,
    description:
      'overflow: the translation runs past its space even at the smallest readable size (the DOCX version reflows); ' +
      'missing_glyphs: characters no font could draw show as blanks; source_left: original text could not be removed',
    example: ['overflow'],
  })
  reasons!: PageCheckReason[];
}

/** One row of the Home table (spec section 3, Translation). */
export class TranslationListItemDto {
  @ApiProperty({ type: 'integer', example: 17 })
  id!: number;

  @ApiProperty({ example: 'PT-7K3M-9QX2' })
  orderNumber!: string;

  @ApiProperty({ type: TranslationStatusDto })
  status!: TranslationStatusDto;

  @ApiProperty({ description: 'A failed translation was refunded ("Failed + Refunded")', example: false })
  isRefunded!: boolean;

  @ApiProperty({ type: 'string', format: 'date-time', description: 'When the translation was ordered (created)' })
  date!: string;

  @ApiProperty({ type: SourceDocumentDto })
  sourceDocument!: SourceDocumentDto;

  @ApiProperty({
    type: TargetDocumentDto,
    nullable: true,
    description: 'Present once the translated document is stored (and until retention deletes it)',
  })
  targetDocument!: TargetDocumentDto | null;

  @ApiProperty({ type: QuoteSubTotalDto })
  quote!: QuoteSubTotalDto;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100, description: 'Per-page progress while in progress, percent', example: 40 })
  progress!: number;

  @ApiPropertyOptional({
    type: [PageToCheckDto],
    description: 'Completed translations only, when the job noted pages to check: ascending, one entry per page',
  })
  pagesToCheck?: PageToCheckDto[];
}

export class DownloadUrlDto {
  @ApiProperty({
    description:
      'Signed link to the document; expires after a few minutes (DOWNLOAD_URL_TTL_SECONDS). Root-relative for local storage (same origin as the page), absolute (presigned) for S3',
  })
  download_url!: string;

  @ApiProperty({ example: 'annual-report-fr.pdf' })
  filename!: string;
}
