/**
 * How the job layer asks the payment side to refund a translation whose job failed for good. Called once per
 * translation (guarded by Translation.refundRequestedAt), after the translation was marked failed.
 *
 * Bound where the application is assembled (TranslationJobsModule.forRoot in feature-modules.ts: the payments
 * module's PaymentsRefundPort); the job layer knows only this class. The implementation must be durable (record
 * the request or enqueue a refund job before returning) and set `isRefunded` only once the payment provider
 * confirms the refund; a failed refund is the payment side's to retry (its reconciliation finds failed
 * translations with refundRequestedAt set and isRefunded false).
 */
export abstract class RefundPort {
  abstract requestRefund(translationId: number): Promise<void>;
}
