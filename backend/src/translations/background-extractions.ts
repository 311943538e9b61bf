import { rename, rm } from 'node:fs/promises';
import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { PdfParseRunner } from '@pt/document';
import { AppConfig } from '../config/app-config';
import { StoredExtractions } from './stored-extractions';

/** While a quote or a job waits for a parse slot, the next background read waits this long and looks again. */
const YIELD_MS = 250;

/** An upload whose text is to be read: the original's storage key and the local copy of the upload. */
interface Pending {
  key: string;
  path: string;
}

/**
 * The text with positions of a quoted upload, read after the quote was answered and stored beside the original
 * (StoredExtractions), so the paid job starts from it instead of parsing the document: a customer spends many
 * seconds on the billing and card forms before paying, and the document is read in the meantime.
 *
 * Low priority: one document at a time, and only while no quote or job waits for a parse slot; at most
 * PDF_PARSE_QUEUE_MAX wait their turn (more are not read: their job parses). The parse is the job's own (the
 * parsing process and its bounds, pages written to a gzipped file one by one as they come, none held here), without
 * OCR: scanned pages are read by the job. A failure is logged and harmless: the job parses the original.
 *
 * The job asks `settled` first: a read of the same original under way in this process is waited for (the API and the
 * worker run in one process by default), so a document is never parsed twice at the same time; one not started yet
 * is dropped and the job parses. In another process the job finds no stored text yet and parses, as without it.
 */
@Injectable()
export class BackgroundExtractions implements OnModuleDestroy {
  private readonly logger = new Logger(BackgroundExtractions.name);
  private readonly waiting: Pending[] = [];
  private current?: { key: string; done: Promise<void> };
  private yielding?: NodeJS.Timeout;
  private closed = false;
  private readonly maxWaiting: number;

  constructor(
    private readonly runner: PdfParseRunner,
    private readonly extractions: StoredExtractions,
    config: AppConfig,
  ) {
    this.maxWaiting = config.PDF_PARSE_QUEUE_MAX;
  }

  /**
   * Reads the text of the upload at `uploadPath` (the original stored as `sourceBlobName`) in the background. The
   * file is moved aside at once (TranslationUploadInterceptor's removal then finds nothing) and removed once read;
   * the upload folder's stale-file clean-up catches what a crash leaves. Never rejects.
   */
  async schedule(sourceBlobName: string, uploadPath: string): Promise<void> {
    if (this.closed || this.waiting.length >= this.maxWaiting) {
      this.logger.log({ key: sourceBlobName, waiting: this.waiting.length }, 'text not read in the background (line full): the job parses');
      return;
    }
    const path = `${uploadPath}-extract.pdf`;
    try {
      await rename(uploadPath, path);
    } catch (err) {
      this.logger.warn({ err, key: sourceBlobName }, 'upload not kept for the background read: the job parses');
      return;
    }
    this.waiting.push({ key: sourceBlobName, path });
    this.next();
  }

  /**
   * Before the job reads the original's text: waits for this process's background read of it when one is under way
   * (it never rejects), drops it when it has not started (the job parses at once rather than waiting behind others).
   */
  async settled(sourceBlobName: string): Promise<void> {
    const at = this.waiting.findIndex((p) => p.key === sourceBlobName);
    if (at >= 0) {
      const [dropped] = this.waiting.splice(at, 1);
      await rm(dropped.path, { force: true }).catch(() => undefined);
      return;
    }
    if (this.current?.key === sourceBlobName) await this.current.done;
  }

  /** Resolves once no read is under way or waiting (tests; a shutdown does not wait for it). */
  async idle(): Promise<void> {
    while (!this.closed && (this.current || this.waiting.length > 0)) {
      await (this.current?.done ?? new Promise((resolve) => setTimeout(resolve, YIELD_MS)));
    }
  }

  /** Reads in the background now and waiting (for tests and diagnostics). */
  get line(): { running: number; waiting: number } {
    return { running: this.current ? 1 : 0, waiting: this.waiting.length };
  }

  onModuleDestroy(): void {
    this.closed = true;
    clearTimeout(this.yielding);
    for (const pending of this.waiting.splice(0)) void rm(pending.path, { force: true }).catch(() => undefined);
  }

  private next(): void {
    if (this.current || this.yielding || this.closed || this.waiting.length === 0) return;
    // A quote or a job waiting for a parse slot goes first.
    if (this.runner.waiting > 0) {
      this.yielding = setTimeout(() => {
        this.yielding = undefined;
        this.next();
      }, YIELD_MS);
      this.yielding.unref();
      return;
    }
    const pending = this.waiting.shift()!;
    const done = this.read(pending).finally(() => {
      this.current = undefined;
      this.next();
    });
    this.current = { key: pending.key, done };
  }

  private async read({ key, path }: Pending): Promise<void> {
    const draft = this.extractions.draft(`${path}-text.gz`);
    const started = Date.now();
    try {
      await this.runner.run('extract', path, { countImages: false, onPage: (json) => draft.add(json) });
      await this.extractions.save(key, draft);
      this.logger.log({ key, pages: draft.pages, ms: Date.now() - started }, 'text read in the background and stored');
    } catch (err) {
      this.logger.warn({ err, key }, 'text not read in the background: the job parses the original');
    } finally {
      await draft.discard().catch(() => undefined);
      await rm(path, { force: true }).catch(() => undefined);
    }
  }
}
