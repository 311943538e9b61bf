import { Injectable, Logger } from '@nestjs/common';
import { fileExtensionOf } from '@pt/libs/output-formats';
import { Clock } from '../../common/clock';
import type { AppLanguage } from '../../common/language';
import { AppConfig } from '../../config/app-config';
import { MailService } from '../../mail/mail.service';
import { StorageObjectNotFoundError, StorageService } from '../../storage/storage.service';
import { contentTypeOfKey } from '../../storage/storage-key.util';
import { Translation } from '../entities/translation.entity';
import { targetFileNameOf } from '../translation-view.util';
import { deliveryMail } from './delivery-mail.util';
import { failureMail } from './failure-mail.util';
import { GENERIC_FAILURE, PermanentPipelineError } from './pipeline-errors';
import { RefundPort } from './refund.port';
import { SegmentCheckpointStore } from './segment-checkpoint';
import { TranslationStateRepository } from './translation-state.repository';

/** Where the result of a translation is stored: one key per translation, so a retry overwrites instead of adding. */
export function resultKey(translation: Pick<Translation, 'id' | 'orderNumber' | 'outputFormat'>): string {
  return `results/${translation.id}/${translation.orderNumber.toLowerCase()}.${fileExtensionOf(translation.outputFormat)}`;
}

/**
 * How a translation's job ends for the user: the "translation ready" e-mail of a completed one, and for one that
 * failed for good the settling (failed, refund requested) and the failure e-mail. Each e-mail is sent once: it is
 * claimed in the database (TranslationStateRepository) before it is sent, and given back when the send is refused.
 */
@Injectable()
export class TranslationDeliveryService {
  private readonly logger = new Logger(TranslationDeliveryService.name);

  constructor(
    private readonly state: TranslationStateRepository,
    private readonly storage: StorageService,
    private readonly checkpoints: SegmentCheckpointStore,
    private readonly mail: MailService,
    private readonly refunds: RefundPort,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /**
   * Sends the "translation ready" e-mail once: the send is claimed by setting deliveredAt where it is still null, so
   * concurrent or repeated runs cannot both send; a refused send releases the claim and rejects (the job retries).
   * A crash between the claim and the send loses that e-mail (at most once): the document stays on /home.
   * `result`: the document's bytes when the caller has them (else read from storage when small enough).
   */
  async deliver(translationId: number, result?: Buffer): Promise<boolean> {
    if (!(await this.state.claimDelivery(translationId, this.clock.now()))) return false;
    try {
      const translation = await this.state.getForDelivery(translationId);
      const maxBytes = this.config.DELIVERY_ATTACHMENT_MAX_BYTES;
      const bytes = result ?? (translation.targetBlobName ? await this.readAtMost(translation.targetBlobName, maxBytes) : null);
      const attachment = bytes !== null && bytes.length <= maxBytes ? bytes : null;
      const attach = attachment !== null;
      const fileName = targetFileNameOf(translation);
      const content = deliveryMail({
        language: translation.user.language,
        publicUrl: this.config.publicUrl,
        orderNumber: translation.orderNumber,
        sourceFileName: translation.sourceFileName,
        targetFileName: fileName,
        targetLanguage: translation.targetLanguage.value,
        attached: attach,
        notes: translation.outputNotes,
      });
      const sent = await this.mail.send({
        to: translation.user.email,
        ...content,
        attachments: attachment
          ? [{ filename: fileName, content: attachment, contentType: contentTypeOfKey(translation.targetBlobName!) }]
          : undefined,
      });
      if (!sent.delivered) throw new Error('delivery e-mail not accepted by the mail transport');
      this.logger.log({ translationId, attached: attach }, 'translation delivered');
      return true;
    } catch (err) {
      await this.state.releaseClaim(translationId);
      throw err;
    }
  }

  /**
   * Settles a translation whose job failed for good (permanent error, last attempt, or stalled too often): status
   * failed with the reason in the user's language, and one refund request. Only a paid translation that has not
   * completed is touched; the conditional update makes concurrent calls (worker and queue events) act once.
   */
  async failForGood(translationId: number, reason: unknown): Promise<boolean> {
    const translation = await this.state.findWithUser(translationId);
    if (!translation) return false;
    if (translation.status === 'failed') {
      // Settled already (by this worker or the queue-events listener): only the e-mail may still be owed.
      await this.notifyFailure(translationId);
      return false;
    }
    const detail = reason instanceof PermanentPipelineError ? reason.detail : GENERIC_FAILURE;
    const errorMessage = detail[translation.user.language as AppLanguage] ?? detail.en;
    if (!(await this.state.markFailed(translationId, errorMessage, this.clock.now()))) return false;
    this.logger.warn({ translationId, reason: reason instanceof Error ? reason.message : String(reason) }, 'translation failed for good');
    await this.checkpoints.remove(translationId);
    await this.storage.delete(resultKey(translation)).catch(() => undefined);
    try {
      await this.refunds.requestRefund(translationId);
    } catch (err) {
      // The payment side's reconciliation finds failed translations with refundRequestedAt set and not refunded.
      this.logger.error({ err, translationId }, 'refund request failed');
    }
    await this.notifyFailure(translationId);
    return true;
  }

  /**
   * Tells the user, once, that their translation failed and is refunded: the e-mail is claimed like the delivery
   * e-mail (deliveredAt of a failed translation = when this e-mail was sent). A refused send releases the claim, so a
   * later settling call (the queue-events listener, a re-run of the job) tries again; it never throws.
   */
  async notifyFailure(translationId: number): Promise<boolean> {
    if (!(await this.state.claimFailureNotice(translationId, this.clock.now()))) return false;
    try {
      const translation = await this.state.findWithUser(translationId);
      if (!translation) throw new Error(`translation ${translationId} not found`);
      const content = failureMail({
        language: translation.user.language,
        publicUrl: this.config.publicUrl,
        orderNumber: translation.orderNumber,
        sourceFileName: translation.sourceFileName,
        reason: translation.errorMessage,
      });
      const sent = await this.mail.send({ to: translation.user.email, ...content });
      if (!sent.delivered) throw new Error('failure e-mail not accepted by the mail transport');
      this.logger.log({ translationId }, 'translation failure e-mailed');
      return true;
    } catch (err) {
      await this.state.releaseClaim(translationId).catch(() => undefined);
      this.logger.error({ err, translationId }, 'translation failure e-mail not sent');
      return false;
    }
  }

  /** The object's bytes when it holds at most maxBytes; null when larger or gone (the mail then links to /home). */
  private async readAtMost(key: string, maxBytes: number): Promise<Buffer | null> {
    let stream;
    try {
      stream = await this.storage.getStream(key);
    } catch (err) {
      if (err instanceof StorageObjectNotFoundError) return null;
      throw err;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) {
        stream.destroy();
        return null;
      }
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks);
  }
}
