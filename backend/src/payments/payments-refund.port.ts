import { Injectable, Logger } from '@nestjs/common';
import { RefundPort } from '../translations/jobs/refund.port';
import { PaymentRepository } from './payment.repository';
import { PaymentSettlementService } from './payment-settlement.service';
import { PaymentProviderError } from './providers/payment-provider';

/**
 * The job layer's refund request for a translation that failed for good (bound to RefundPort where the
 * application is assembled, feature-modules.ts). The paying payment gets refundRequestedAt before the provider is
 * called, so the request survives a provider outage or a crash: PaymentReconciliationService retries it.
 * isRefunded is set only when the provider confirms (now, or through the refund webhook events).
 */
@Injectable()
export class PaymentsRefundPort extends RefundPort {
  private readonly logger = new Logger('PaymentsRefundPort');

  constructor(
    private readonly payments: PaymentRepository,
    private readonly settlement: PaymentSettlementService,
  ) {
    super();
  }

  async requestRefund(translationId: number): Promise<void> {
    const payment = await this.payments.findPayingPaymentOf(translationId);
    if (!payment) {
      this.logger.warn({ translationId }, 'refund requested for a translation with no card payment: nothing to refund');
      return;
    }
    try {
      const outcome = await this.settlement.refund(payment.id);
      this.logger.log({ translationId, paymentId: payment.id, outcome }, 'refund requested');
    } catch (err) {
      if (!(err instanceof PaymentProviderError)) throw err;
      this.logger.error({ err, translationId, paymentId: payment.id }, 'refund failed at the provider: the reconciliation retries it');
    }
  }
}
