import type { AppLanguage } from '../common/language';
import { PaymentStatusDto, PaymentTaxDto, StripePaymentDto } from './dto/payment.dto';
import type { PaymentTax } from './entities/payment-tax.entity';
import type { Payment } from './entities/payment.entity';
import { cardErrorText } from './payment-messages.util';

/** Thousandths of a percent (9975) back to the percent libs/taxes uses (9.975). */
export const taxRatePercent = (rateMilliPercent: number): number => rateMilliPercent / 1000;
export const rateMilliPercentOf = (taxRate: number): number => Math.round(taxRate * 1000);

function taxLines(taxes: Iterable<PaymentTax>): PaymentTaxDto[] {
  return [...taxes]
    .sort((a, b) => a.id - b.id)
    .map((tax) => ({
      id: tax.taxId,
      displayName: tax.displayName,
      amount: tax.amountCents,
      taxRate: taxRatePercent(tax.rateMilliPercent),
    }));
}

/** The answer of POST /translations/payg_payment (needs `taxes` and `translation` loaded). */
export function toStripePayment(payment: Payment): StripePaymentDto {
  return {
    id: payment.providerPaymentId,
    provider: payment.provider,
    status: payment.status,
    amount: payment.amountCents,
    currency: payment.currency.toLowerCase(),
    clientSecret: payment.clientSecret ?? '',
    subTotal: payment.subTotalCents,
    taxes: taxLines(payment.taxes.getItems()),
    translationId: payment.translation.id,
    orderNumber: payment.translation.orderNumber,
  };
}

/** The answer of the status endpoints; the failure only while the payment stands failed. */
export function toPaymentStatus(payment: Payment, lang: AppLanguage): PaymentStatusDto {
  return {
    id: payment.providerPaymentId,
    status: payment.status,
    amount: payment.amountCents,
    currency: payment.currency.toLowerCase(),
    subTotal: payment.subTotalCents,
    taxes: taxLines(payment.taxes.getItems()),
    translationId: payment.translation.id,
    orderNumber: payment.translation.orderNumber,
    failureMessage: payment.status === 'payment_failed' ? cardErrorText(payment.failureCode, payment.failureMessage, lang) : null,
  };
}
