import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { PdfParseRunner, PdfTextExtractor } from '@pt/document';
import { AppConfig } from '../config/app-config';
import { StorageService } from '../storage/storage.service';
import { StoredExtractions } from './stored-extractions';

/**
 * Documents of more pages than this are not read ahead: a long document's job reads it whole anyway (its own memory
 * plan, TranslationOutputWriter.isLong), and a quote nobody pays would have cost the most CPU.
 */
export const READ_AHEAD_MAX_PAGES = 200;

/**
 * The original's text with positions read while the customer looks at the quote and pays (seconds, at the least),
 * and stored beside it (StoredExtractions), so the paid job does not parse the document: measured on 40-page
 * documents, that parse was half of what the job cost beyond the engine's own work, and it ran on the cores the engine
 * needs. The intake itself stays a quick read (pdftotext and a sample: issue 2.3's bound on the quote's time).
 *
 * A read ahead is only a head start: when it fails, is not done or was skipped, the job parses the original as
 * before. One runs at a time (a second upload meanwhile is not read ahead), without OCR (scanned pages are left
 * unread for the job, which reads them with its own bounds), in the same bounded parsing processes as the intake's.
 */
@Injectable()
export class ExtractionReadAhead implements OnModuleDestroy {
  private readonly logger = new Logger(ExtractionReadAhead.name);
  private readonly extractor: PdfTextExtractor;
  /** The read in progress, by the original's storage key. */
  private running?: { key: string; done: Promise<void> };
  private closed = false;

  constructor(
    runner: PdfParseRunner,
    config: AppConfig,
    private readonly storage: StorageService,
    private readonly extractions: StoredExtractions,
  ) {
    this.extractor = new PdfTextExtractor(runner, { maxBytes: config.UPLOAD_MAX_BYTES });
  }

  /** Starts reading the original stored under `sourceBlobName` (a quote just answered); no-op when it is not worth it. */
  start(translation: { sourceBlobName: string; pageCount: number }): void {
    const { sourceBlobName: key, pageCount } = translation;
    if (this.closed || this.running || pageCount > READ_AHEAD_MAX_PAGES) return;
    const done = this.read(key).finally(() => {
      if (this.running?.key === key) this.running = undefined;
    });
    this.running = { key, done };
  }

  /** Resolves once the read ahead of that original, if one is running, has ended (stored or not); never rejects. */
  settled(sourceBlobName: string): Promise<void> {
    return this.running?.key === sourceBlobName ? this.running.done : Promise.resolve();
  }

  /** Resolves once no read ahead is running (what is stored is then settled). */
  async idle(): Promise<void> {
    while (this.running) await this.running.done;
  }

  /** Parsing processes are stopped by PdfModule: a read then in progress ends with an error, logged and dropped. */
  onModuleDestroy(): void {
    this.closed = true;
  }

  private async read(key: string): Promise<void> {
    const started = Date.now();
    const dir = await mkdtemp(join(tmpdir(), 'pt-read-ahead-'));
    try {
      const original = join(dir, 'original.pdf');
      await pipeline(await this.storage.getStream(key), createWriteStream(original));
      const draft = this.extractions.draft(join(dir, 'text.gz'));
      try {
        const { pageCount } = await this.extractor.extract(original, {
          countImages: false,
          onPage: (page) => draft.add(JSON.stringify(page)),
        });
        if (this.closed) return;
        await this.extractions.save(key, draft);
        this.logger.log({ key, pages: pageCount, ms: Date.now() - started }, 'text read ahead of payment and stored');
      } finally {
        await draft.discard();
      }
    } catch (err) {
      if (!this.closed) this.logger.warn({ err, key }, 'reading ahead failed: the job will parse the original');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}
