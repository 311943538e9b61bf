import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { Clock } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { ScheduledRunLock } from '../queue/scheduled-run-lock';
import { StorageService } from '../storage/storage.service';
import { Translation } from './entities/translation.entity';
import { extractionKeyOf } from './stored-extractions';
import { uploadTempDir } from './translation-upload.interceptor';
import { TranslationRepository } from './translation.repository';

export interface CleanupResult {
  /** Unpaid translations deleted with their stored files. */
  expiredDeleted: number;
  /** Paid translations whose files were deleted after the retention period (rows kept). */
  filesRetired: number;
  /** Temporary uploads left behind by a process that stopped mid-request. */
  staleUploadsRemoved: number;
}

const BATCH = 100;
/** Bounds one run (BATCH × MAX_BATCHES rows per rule); the next run continues. */
const MAX_BATCHES = 50;
const DAY_MS = 24 * 3600 * 1000;
/** No request holds a temporary upload this long (each is removed when its request ends). */
const STALE_UPLOAD_MS = 6 * 3600 * 1000;

/**
 * Every 15 minutes: unpaid translations past expiresAt are deleted with their stored files, and the files of
 * paid translations older than RETENTION_DAYS are deleted while their rows keep the order's metadata; temporary
 * uploads a stopped process left behind are removed. Safe on
 * several instances at once: each delete is conditional, and deleting a missing file is not an error.
 */
@Injectable()
export class TranslationCleanupService {
  private readonly logger = new Logger(TranslationCleanupService.name);

  constructor(
    private readonly translations: TranslationRepository,
    private readonly storage: StorageService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly runLock: ScheduledRunLock,
  ) {}

  @Cron('0 */15 * * * *', { name: 'translation-cleanup', waitForCompletion: true })
  async runScheduled(): Promise<void> {
    try {
      // One process of the deployment runs each pass; the lock's TTL stays below the interval (a crash costs no run).
      const run = await this.runLock.run('translation-cleanup', { ttlMs: 14 * 60_000 }, () => this.cleanup());
      if (!run.ran) {
        this.logger.debug('translation clean-up skipped: another process is running (or has just run) it');
        return;
      }
      const { result } = run;
      if (result.expiredDeleted + result.filesRetired + result.staleUploadsRemoved > 0) this.logger.log(result, 'translation clean-up');
    } catch (err) {
      this.logger.error({ err }, 'translation clean-up failed');
    }
  }

  /** One clean-up pass at the clock's current time (tests call it directly with a stubbed Clock). */
  async cleanup(): Promise<CleanupResult> {
    const now = this.clock.now();
    return {
      expiredDeleted: await this.deleteExpiredUnpaid(now),
      filesRetired: await this.retireOldFiles(new Date(now.getTime() - this.config.RETENTION_DAYS * DAY_MS), now),
      staleUploadsRemoved: await this.removeStaleUploads(now),
    };
  }

  private async deleteExpiredUnpaid(now: Date): Promise<number> {
    let deleted = 0;
    const seen = new Set<number>();
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const rows = (await this.translations.findExpiredUnpaid(now, BATCH)).filter((t) => !seen.has(t.id));
      for (const translation of rows) {
        seen.add(translation.id);
        // The row goes first: a row never points at a deleted file; a file left by a failed delete is only waste.
        if (await this.translations.deleteIfExpiredUnpaid(translation.id, now)) {
          await this.deleteFiles(translation);
          deleted++;
        }
      }
      if (rows.length < BATCH) break;
    }
    return deleted;
  }

  private async retireOldFiles(cutoff: Date, now: Date): Promise<number> {
    let retired = 0;
    const seen = new Set<number>();
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const rows = (await this.translations.findFilesPastRetention(cutoff, BATCH)).filter((t) => !seen.has(t.id));
      for (const translation of rows) {
        seen.add(translation.id);
        // Marked only once the files are gone, so a failed delete is retried on the next run.
        if (await this.deleteFiles(translation)) {
          await this.translations.markFilesDeleted(translation.id, now);
          retired++;
        }
      }
      if (rows.length < BATCH) break;
    }
    return retired;
  }

  private async removeStaleUploads(now: Date): Promise<number> {
    const dir = uploadTempDir(this.config);
    const names = await readdir(dir).catch(() => [] as string[]);
    let removed = 0;
    for (const name of names) {
      const path = join(dir, name);
      const info = await stat(path).catch(() => null);
      if (info?.isFile() && info.mtimeMs < now.getTime() - STALE_UPLOAD_MS) {
        await rm(path, { force: true });
        removed++;
      }
    }
    return removed;
  }

  private async deleteFiles(translation: Translation): Promise<boolean> {
    const keys = [translation.sourceBlobName, extractionKeyOf(translation.sourceBlobName), translation.targetBlobName].filter(
      (k): k is string => !!k,
    );
    try {
      for (const key of keys) await this.storage.delete(key);
      return true;
    } catch (err) {
      this.logger.warn({ err, translationId: translation.id }, 'could not delete stored files');
      return false;
    }
  }
}
