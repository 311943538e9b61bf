import { OnQueueEvent, QueueEventsHost, QueueEventsListener } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { TRANSLATIONS_QUEUE } from '../translation-jobs';
import { TranslateJobService } from './translate-job.service';

/**
 * Settles jobs that fail for good outside a processor call: BullMQ fails a job that stalled more than
 * maxStalledCount times (its worker died twice) in Redis, and only the queue's event stream says so. Jobs failed by
 * the processor arrive here too; settling is idempotent, so they are no-ops. Registered with the workers.
 */
@QueueEventsListener(TRANSLATIONS_QUEUE)
export class TranslationQueueEventsListener extends QueueEventsHost {
  private readonly logger = new Logger(TranslationQueueEventsListener.name);

  constructor(private readonly jobs: TranslateJobService) {
    super();
  }

  @OnQueueEvent('failed')
  async onFailed({ jobId, failedReason }: { jobId: string; failedReason: string }): Promise<void> {
    try {
      await this.jobs.settleFailedJob(jobId, failedReason);
    } catch (err) {
      this.logger.error({ err, jobId }, 'could not settle a failed translation job');
    }
  }

  @OnQueueEvent('error')
  onError(err: Error): void {
    this.logger.error({ err }, 'translations queue events error');
  }
}
