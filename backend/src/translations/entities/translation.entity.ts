import { Entity, Enum, Index, ManyToOne, Opt, PrimaryKey, Property, Rel } from '@mikro-orm/core';
import { User } from '../../users/entities/user.entity';
import { TargetLanguage } from './target-language.entity';
import type { OutputNotes } from '@pt/document';
import type { OutputFormat as SharedOutputFormat } from '@pt/libs/output-formats';

export const TRANSLATION_STATUSES = ['created', 'in-progress', 'completed', 'failed', 'cancelled'] as const;
export type TranslationStatus = (typeof TRANSLATION_STATUSES)[number];

/**
 * @pt/libs/output-formats's list, repeated because entities also load where @pt/libs is not built (the tests'
 * global set-up migrates with them); translation.entity.spec.ts checks the two agree.
 */
export const OUTPUT_FORMATS = ['pdf', 'docx', 'bilingual-pdf'] as const satisfies readonly SharedOutputFormat[];
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** One ordered translation of one PDF, with the quote it was sold at (integer cents). */
@Entity({ tableName: 'translations' })
@Index({ properties: ['user', 'createdAt', 'id'] }) // the customer's list: newest first, ties by id (TranslationRepository.listPaidOf)
@Index({ properties: ['status', 'expiresAt'] })
export class Translation {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** Human-readable order number, e.g. PT-7K3M-9QX2 (see generateOrderNumber). */
  @Property({ type: 'string', length: 32, unique: true })
  orderNumber!: string;

  // Indexed by (user, createdAt, id): the customer's list, newest first.
  @ManyToOne(() => User, { index: false })
  user!: Rel<User>;

  @Enum({ items: [...TRANSLATION_STATUSES], default: 'created' })
  status: TranslationStatus & Opt = 'created';

  @Property({ type: 'boolean', default: false })
  isRefunded: boolean & Opt = false;

  @ManyToOne(() => TargetLanguage, { index: true })
  targetLanguage!: Rel<TargetLanguage>;

  /** Detected later from the text (ISO 639-1). */
  @Property({ type: 'string', length: 16, nullable: true })
  sourceLanguage: string | null = null;

  @Enum({ items: [...OUTPUT_FORMATS] })
  outputFormat!: OutputFormat;

  /** The customer's file name, for display and Content-Disposition only: never used to build a path. */
  @Property({ type: 'string', length: 255 })
  sourceFileName!: string;

  @Property({ type: 'string', length: 255 })
  sourceBlobName!: string;

  @Property({ type: 'string', length: 64 })
  sourceSha256!: string;

  @Property({ type: 'integer' })
  sourceSizeBytes!: number;

  @Property({ type: 'integer' })
  pageCount!: number;

  @Property({ type: 'integer', nullable: true })
  wordCount: number | null = null;

  /** 1-based numbers of pages with no extractable text. */
  @Property({ type: 'json', nullable: true })
  imageOnlyPages: number[] | null = null;

  @Property({ type: 'string', length: 255, nullable: true })
  targetFileName: string | null = null;

  @Property({ type: 'string', length: 255, nullable: true })
  targetBlobName: string | null = null;

  @Property({ type: 'integer' })
  pagePriceCents!: number;

  @Property({ type: 'integer', nullable: true })
  incentiveAfterPage: number | null = null;

  @Property({ type: 'integer', nullable: true })
  incentivePagePriceCents: number | null = null;

  @Property({ type: 'integer' })
  subTotalCents!: number;

  @Property({ type: 'string', length: 3 })
  currency!: string;

  /** What the delivery e-mail tells about the written document (pages where text overflowed, …); null when nothing. */
  @Property({ type: 'json', nullable: true })
  outputNotes: OutputNotes | null = null;

  @Property({ type: 'text', nullable: true })
  errorMessage: string | null = null;

  /** 0 to 100. */
  @Property({ type: 'integer', default: 0 })
  progress: number & Opt = 0;

  @Property({ type: 'datetime', nullable: true })
  paidAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  startedAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  completedAt: Date | null = null;

  /** When the delivery e-mail was sent (claimed just before sending, so a re-run never sends it twice). */
  @Property({ type: 'datetime', nullable: true })
  deliveredAt: Date | null = null;

  /** When the job layer asked the payment side to refund this failed translation (asked once). */
  @Property({ type: 'datetime', nullable: true })
  refundRequestedAt: Date | null = null;

  /** When the retention clean-up deleted the stored original and result; the row and its metadata stay. */
  @Property({ type: 'datetime', nullable: true })
  filesDeletedAt: Date | null = null;

  /** Unpaid translations are removed after this instant (24 h after creation). */
  @Property({ type: 'datetime', nullable: true })
  expiresAt: Date | null = null;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt!: Date & Opt;

  @Property({ type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() })
  updatedAt!: Date & Opt;
}
