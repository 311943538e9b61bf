import { Injectable, Logger } from '@nestjs/common';
import { Job, UnrecoverableError, WaitingError } from 'bullmq';
import type { TranslationJobPayloads } from '../translation-jobs';
import { classifyPipelineError, PermanentPipelineError, PipelineInterruptedError } from './pipeline-errors';
import { PipelineOutcome, TranslationPipelineService } from './translation-pipeline.service';

export type TranslateJob = Job<TranslationJobPayloads['translate'], PipelineOutcome, 'translate'>;

/** The translation id of a `translate-<id>` job id (see translateJobId), or undefined for another id. */
export function translationIdOfJobId(jobId: string | undefined): number | undefined {
  const match = /^translate-(\d+)$/.exec(jobId ?? '');
  return match ? Number(match[1]) : undefined;
}

/** This is the job's last try: it failed before and BullMQ will not retry it again (see Job.shouldRetryJob). */
export function isLastAttempt(job: Pick<Job, 'attemptsMade' | 'opts'>): boolean {
  return job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
}

/**
 * What a `translate` job means for BullMQ: the pipeline's permanent errors become UnrecoverableError (no retry),
 * other errors are rethrown (retried with the job's backoff); when the job fails for good the translation is
 * marked failed and a refund is requested before BullMQ records the failure. A shutdown hands the job back to the
 * queue without using an attempt.
 */
@Injectable()
export class TranslateJobService {
  private readonly logger = new Logger(TranslateJobService.name);

  constructor(private readonly pipeline: TranslationPipelineService) {}

  async handle(job: TranslateJob, token: string | undefined, signal: AbortSignal): Promise<PipelineOutcome> {
    const { translationId } = job.data;
    try {
      return await this.pipeline.run(translationId, {
        signal,
        onProgress: (progress) => job.updateProgress(progress).catch((err) => this.logger.debug({ err }, 'job progress not saved')),
      });
    } catch (raw) {
      const err = classifyPipelineError(raw);
      if (err instanceof PipelineInterruptedError && token) {
        await job.moveToWait(token);
        throw new WaitingError();
      }
      const permanent = err instanceof PermanentPipelineError;
      if (permanent || isLastAttempt(job)) {
        // The queue-events listener settles it too if this does not get through (idempotent).
        await this.pipeline
          .failForGood(translationId, err)
          .catch((e) => this.logger.error({ err: e, translationId }, 'could not mark translation failed'));
      } else {
        this.logger.warn({ translationId, attempt: job.attemptsMade + 1, err }, 'translation attempt failed: will retry');
      }
      if (permanent) throw new UnrecoverableError(err.message);
      throw err;
    }
  }

  /** A job failed for good without passing through handle() (stalled more than maxStalledCount). */
  async settleFailedJob(jobId: string | undefined, failedReason: string): Promise<void> {
    const translationId = translationIdOfJobId(jobId);
    if (translationId !== undefined) await this.pipeline.failForGood(translationId, new Error(failedReason));
  }
}
