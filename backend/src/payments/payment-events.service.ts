import { Injectable, Logger } from '@nestjs/common';
import { refundOutcome } from './payment-status.util';
import { PaymentRepository } from './payment.repository';
import { PaymentSettlementService } from './payment-settlement.service';
import { ProviderEvent } from './providers/payment-provider';

/**
 * Provider events, from Stripe's webhook or from the sandbox, handled in one place. Events arrive late, twice and
 * out of order: a repeat of a recorded event is skipped, and each event only feeds PaymentSettlementService, whose
 * rules never undo a success. The event is recorded after it was handled, so a crash mid-way lets the provider's
 * retry (or the sandbox's next status check) finish the work.
 */
@Injectable()
export class PaymentEventsService {
  private readonly logger = new Logger(PaymentEventsService.name);

  constructor(
    private readonly payments: PaymentRepository,
    private readonly settlement: PaymentSettlementService,
  ) {}

  /** Answers false for a repeat (skipped), true for an event handled now. */
  async handle(event: ProviderEvent): Promise<boolean> {
    if (await this.payments.isEventProcessed(event.id)) {
      this.logger.debug({ eventId: event.id, type: event.eventType }, 'provider event already handled');
      return false;
    }
    await this.apply(event);
    await this.payments.recordEvent(event.id, event.eventType);
    return true;
  }

  private async apply(event: ProviderEvent): Promise<void> {
    switch (event.type) {
      case 'payment_intent': {
        const payment = await this.payments.findByProviderId(event.intent.id);
        if (!payment) return this.unknown(event, event.intent.id);
        await this.settlement.applyIntent(payment, event.intent);
        return;
      }
      case 'charge_refunded': {
        const payment = await this.payments.findByProviderId(event.paymentIntentId);
        if (!payment) return this.unknown(event, event.paymentIntentId);
        if (event.fullyRefunded) await this.settlement.markRefunded(payment);
        return;
      }
      case 'refund': {
        const payment =
          (await this.payments.findByRefundId(event.refund.id)) ??
          (event.refund.paymentIntentId ? await this.payments.findByProviderId(event.refund.paymentIntentId) : null);
        if (!payment) return this.unknown(event, event.refund.paymentIntentId ?? event.refund.id);
        const outcome = refundOutcome(event.refund.status);
        if (outcome === 'refunded') await this.settlement.markRefunded(payment);
        else if (outcome === 'failed') await this.settlement.refundFailed(payment, event.refund.id);
        return;
      }
      case 'ignored':
        return;
    }
  }

  private unknown(event: ProviderEvent, reference: string): void {
    // Another integration on the same Stripe account, or a payment of another environment: not ours to handle.
    this.logger.warn({ eventId: event.id, type: event.eventType, reference }, 'provider event for no payment of ours: ignored');
  }
}
