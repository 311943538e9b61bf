import { Injectable, Logger } from '@nestjs/common';

/**
 * How the job layer asks the payment side to refund a translation whose job failed for good. Called once per
 * translation (guarded by Translation.refundRequestedAt), after the translation was marked failed.
 *
 * The payments module (issue 4) replaces the default provider: `{ provide: RefundPort, useClass: ... }`. Its
 * implementation must be durable (record the request or enqueue a refund job before returning) and set
 * `isRefunded` only once the payment provider confirms the refund; a failed refund is the payment side's to retry
 * (its reconciliation finds failed translations with refundRequestedAt set and isRefunded false).
 */
export abstract class RefundPort {
  abstract requestRefund(translationId: number): Promise<void>;
}

/** Until payments exist: logs the request and leaves isRefunded false (nothing was charged through us yet). */
@Injectable()
export class LoggingRefundPort extends RefundPort {
  private readonly logger = new Logger('RefundPort');

  async requestRefund(translationId: number): Promise<void> {
    this.logger.warn({ translationId }, 'refund requested for a failed translation (no payment provider connected: nothing refunded)');
  }
}
