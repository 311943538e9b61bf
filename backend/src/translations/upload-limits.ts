import { HttpException, HttpStatus, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { BoundedSemaphore, SemaphoreFullError } from '../common/bounded-semaphore';
import { Clock } from '../common/clock';
import { withRetryAfter } from '../common/retry-after';
import { AppConfig } from '../config/app-config';
import { RollingWindowCounter } from '../queue/rolling-window-counter';
import type { User } from '../users/entities/user.entity';
import { translationText } from './translation-messages.util';
import { TranslationRepository } from './translation.repository';

const HOUR_MS = 3600_000;
/** Retry-After of a full parse line: a parse takes seconds, a few run at once. */
export const PARSE_QUEUE_RETRY_AFTER_SECONDS = 30;

/**
 * The abuse limits of POST /translations, checked before the upload is parsed: translations awaiting payment a
 * user holds (MAX_OPEN_UNPAID_TRANSLATIONS) and uploads per user in any rolling hour (UPLOAD_RATE_PER_HOUR, counted
 * in Redis across replicas), both answered 429 with Retry-After; then the analysis goes through a bounded line
 * (PDF_PARSE_CONCURRENCY at once, PDF_PARSE_QUEUE_MAX waiting), full → 503 with Retry-After.
 */
@Injectable()
export class UploadLimits {
  private readonly parses: BoundedSemaphore;

  constructor(
    private readonly translations: TranslationRepository,
    private readonly counter: RollingWindowCounter,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.parses = new BoundedSemaphore(config.PDF_PARSE_CONCURRENCY, config.PDF_PARSE_QUEUE_MAX);
  }

  /**
   * Refuses a user over either limit (429); otherwise counts this upload in the user's hour. A full parse line is
   * answered first (503), so an upload refused for being busy does not use up the user's hour.
   */
  async admit(user: User): Promise<void> {
    if (this.parses.full) throw parseQueueFull(user);
    const now = this.clock.now();
    const cap = this.config.MAX_OPEN_UNPAID_TRANSLATIONS;
    if ((await this.translations.countOpenUnpaidOf(user.id, now)) >= cap) {
      // Paying for one, or the oldest expiring, frees a place: no precise time to give.
      throw tooManyRequests(translationText('tooManyUnpaid', user.language, { limit: cap }));
    }
    const limit = this.config.UPLOAD_RATE_PER_HOUR;
    const hit = await this.counter.hit(`uploads:user:${user.id}`, limit, HOUR_MS, now);
    if (!hit.allowed) {
      const minutes = Math.max(1, Math.ceil(hit.retryAfterMs / 60_000));
      throw tooManyRequests(translationText('uploadRateExceeded', user.language, { limit, minutes }), Math.ceil(hit.retryAfterMs / 1000));
    }
  }

  /** Runs the analysis when a parse slot is free, waiting in a bounded line; a full line answers 503 at once. */
  async parse<T>(user: User, analyze: () => Promise<T>): Promise<T> {
    try {
      return await this.parses.run(analyze);
    } catch (err) {
      if (err instanceof SemaphoreFullError) throw parseQueueFull(user);
      throw err;
    }
  }

  /** Parses running and waiting in this process (for tests and diagnostics). */
  get parseLine(): { running: number; waiting: number } {
    return { running: this.parses.running, waiting: this.parses.waiting };
  }
}

function parseQueueFull(user: User): HttpException {
  return withRetryAfter(
    new ServiceUnavailableException({ detail: translationText('parseQueueFull', user.language) }),
    PARSE_QUEUE_RETRY_AFTER_SECONDS,
  );
}

function tooManyRequests(detail: string, retryAfterSeconds?: number): HttpException {
  const exception = new HttpException({ detail }, HttpStatus.TOO_MANY_REQUESTS);
  return retryAfterSeconds === undefined ? exception : withRetryAfter(exception, retryAfterSeconds);
}
