import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { Clock } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { SalesModule } from '../sales/sales.module';
import { TranslationsModule } from '../translations/translations.module';
import { PaymentEventsService } from './payment-events.service';
import { PaymentReconciliationService } from './payment-reconciliation.service';
import { PaymentSettlementService } from './payment-settlement.service';
import { PaymentRepository } from './payment.repository';
import { PaymentsController, TranslationPaymentsController } from './payments.controller';
import { PaymentsRefundPort } from './payments-refund.port';
import { PaymentsService } from './payments.service';
import { PaymentProvider } from './providers/payment-provider';
import { createPaymentProvider } from './providers/payment-provider.factory';
import { SandboxPaymentIntentRepository } from './providers/sandbox-payment-intent.repository';
import { SandboxPaymentsService } from './sandbox-payments.service';
import { StripeWebhookService } from './stripe-webhook.service';

/**
 * Card payments: one PaymentProvider (Stripe when configured, else the embedded sandbox, never the sandbox in
 * production), the wizard's endpoints, the Stripe webhook, fulfilment and refunds.
 *
 * Depends on TranslationsModule (its exported TranslationsService) and SalesModule (PaygSalesService records the
 * sale at fulfilment). Exports PaymentsRefundPort, which the application's assembly (feature-modules.ts) binds as
 * the job layer's RefundPort: the translations modules do not import this one.
 */
@Module({
  imports: [AuthModule, TranslationsModule, SalesModule],
  controllers: [TranslationPaymentsController, PaymentsController],
  providers: [
    SandboxPaymentIntentRepository,
    { provide: PaymentProvider, inject: [AppConfig, SandboxPaymentIntentRepository, Clock], useFactory: createPaymentProvider },
    PaymentRepository,
    PaymentSettlementService,
    PaymentEventsService,
    PaymentsService,
    SandboxPaymentsService,
    StripeWebhookService,
    PaymentsRefundPort,
    PaymentReconciliationService,
  ],
  exports: [PaymentsRefundPort],
})
export class PaymentsModule {}
