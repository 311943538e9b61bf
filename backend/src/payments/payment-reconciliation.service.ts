import { Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { Clock } from '../common/clock';
import { ScheduledRunLock } from '../queue/scheduled-run-lock';
import { PaymentRepository } from './payment.repository';
import { PaymentSettlementService } from './payment-settlement.service';
import { PaymentsRefundPort } from './payments-refund.port';
import { PaymentProvider } from './providers/payment-provider';

export interface ReconciliationResult {
  /** Succeeded payments whose fulfilment had not finished, finished now. */
  fulfilled: number;
  /** Refunds asked again or followed up (translations failed and not refunded, duplicates). */
  refundsChecked: number;
  /** Open payments asked at the provider in case an event was missed. */
  openChecked: number;
  /** Paid translations whose job had not started after a while, added to the queue again (a no-op if it is there). */
  requeued: number;
}

const BATCH = 100;
const MINUTE = 60_000;
/** An open payment untouched this long is asked at the provider. */
const STALE_OPEN_MS = 10 * MINUTE;
/** A paid translation whose job has not started this long after payment has its job added again. */
const NOT_STARTED_MS = 10 * MINUTE;
/** Open payments older than this are left alone (an abandoned checkout). */
const OPEN_LOOKBACK_MS = 2 * 24 * 60 * MINUTE;
/** Below the 5-minute interval: a process that dies mid-run does not cost the next run. */
const RUN_LOCK = { ttlMs: 4 * MINUTE };

/**
 * Every 5 minutes, what events and requests may have missed: a success whose fulfilment stopped half-way (crash
 * between the commit and the queue), refunds that failed or are still pending (failed translations with
 * refundRequestedAt and not refunded; duplicate payments), open payments whose webhook never came, and paid
 * translations whose job is missing (Redis lost it, or came back empty after an outage). One process
 * of the deployment runs each pass (ScheduledRunLock); two at once would still be safe: every step is idempotent.
 */
@Injectable()
export class PaymentReconciliationService {
  private readonly logger = new Logger(PaymentReconciliationService.name);

  constructor(
    private readonly payments: PaymentRepository,
    private readonly settlement: PaymentSettlementService,
    private readonly refunds: PaymentsRefundPort,
    private readonly provider: PaymentProvider,
    private readonly clock: Clock,
    private readonly runLock: ScheduledRunLock,
  ) {}

  @Cron('30 */5 * * * *', { name: 'payment-reconciliation', waitForCompletion: true })
  async runScheduled(): Promise<void> {
    try {
      const run = await this.runLock.run('payment-reconciliation', RUN_LOCK, () => this.reconcile());
      if (!run.ran) {
        this.logger.debug('payment reconciliation skipped: another process is running (or has just run) it');
        return;
      }
      const { result } = run;
      if (result.fulfilled + result.refundsChecked + result.openChecked + result.requeued > 0)
        this.logger.log(result, 'payment reconciliation');
    } catch (err) {
      this.logger.error({ err }, 'payment reconciliation failed');
    }
  }

  /** One pass (tests call it directly). Each item's failure is logged and left for the next pass. */
  async reconcile(): Promise<ReconciliationResult> {
    const result: ReconciliationResult = { fulfilled: 0, refundsChecked: 0, openChecked: 0, requeued: 0 };
    for (const payment of await this.payments.findUnfulfilled(BATCH)) {
      if (await this.attempt('fulfilment', payment.id, () => this.settlement.ensureFulfilled(payment.id))) result.fulfilled++;
    }
    for (const translationId of await this.payments.findTranslationsAwaitingRefund(BATCH)) {
      if (await this.attempt('translation refund', translationId, () => this.refunds.requestRefund(translationId))) result.refundsChecked++;
    }
    for (const payment of await this.payments.findRefundsInFlight(BATCH)) {
      if (await this.attempt('refund', payment.id, () => this.settlement.refund(payment.id))) result.refundsChecked++;
    }
    const now = this.clock.now().getTime();
    const stale = await this.payments.findStaleOpen(new Date(now - STALE_OPEN_MS), new Date(now - OPEN_LOOKBACK_MS), BATCH);
    for (const payment of stale.filter((p) => p.provider === this.provider.name)) {
      if (await this.attempt('status', payment.id, () => this.settlement.syncWithProvider(payment))) result.openChecked++;
    }
    // BullMQ ignores an add whose job id exists: a job still waiting is untouched, a lost one is queued again.
    for (const translationId of await this.settlement.paidNotStarted(new Date(now - NOT_STARTED_MS), BATCH)) {
      if (await this.attempt('requeue', translationId, () => this.settlement.requeue(translationId))) result.requeued++;
    }
    return result;
  }

  private async attempt(what: string, id: number, fn: () => Promise<unknown>): Promise<boolean> {
    try {
      await fn();
      return true;
    } catch (err) {
      this.logger.error({ err, id }, `reconciliation: ${what} failed`);
      return false;
    }
  }
}
