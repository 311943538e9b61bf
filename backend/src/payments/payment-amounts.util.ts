import { computeTaxes, totalTaxCents } from '@pt/libs/taxes';
import { TAX_CODES, TaxCode } from './entities/payment-tax.entity';
import { rateMilliPercentOf } from './payment-view.util';

export interface PaymentTaxLine {
  taxId: string;
  code: TaxCode;
  displayName: string;
  rateMilliPercent: number;
  amountCents: number;
}

export interface PaymentAmounts {
  subTotalCents: number;
  taxes: PaymentTaxLine[];
  taxCents: number;
  amountCents: number;
}

// What a translation costs with the taxes of its billing address on `at`: the subtotal frozen on the translation at
// upload, one line per tax component in force there (libs/taxes: Canada by province or territory, none elsewhere),
// and the total charged. Throws RangeError for a Canadian address whose region libs/taxes does not know.
export function paymentAmounts(params: {
  subTotalCents: number;
  countryCode: string;
  regionCode: string | null;
  at: Date;
}): PaymentAmounts {
  const lines = computeTaxes({
    subTotalCents: params.subTotalCents,
    countryCode: params.countryCode,
    regionCode: params.regionCode,
    at: params.at,
  });
  const taxes = lines.map((line) => ({
    taxId: line.id,
    code: taxCodeOf(line.id),
    displayName: line.displayName,
    rateMilliPercent: rateMilliPercentOf(line.taxRate),
    amountCents: line.amountCents,
  }));
  const taxCents = totalTaxCents(lines);
  return { subTotalCents: params.subTotalCents, taxes, taxCents, amountCents: params.subTotalCents + taxCents };
}

/** gst → GST, hst-on → HST, rst-mb → RST. */
function taxCodeOf(taxId: string): TaxCode {
  const code = taxId.split('-')[0].toUpperCase();
  if (!(TAX_CODES as readonly string[]).includes(code)) throw new RangeError(`Unknown tax kind: ${taxId}`);
  return code as TaxCode;
}

// One idempotency key per payment attempt of a translation: the same attempt at the same amount is the same intent
// at the provider (a repeated or concurrent call, a crash before the row was written), while a new attempt after a
// cancellation, or a new amount after the address changed, is a new one (a key reused with other parameters is an
// error at Stripe).
export function paymentIdempotencyKey(params: { translationId: number; attempt: number; amountCents: number; currency: string }): string {
  return `payg-${params.translationId}-${params.attempt}-${params.amountCents}${params.currency.toLowerCase()}`;
}

/**
 * Whether what the provider charged is what we asked for: the same amount in cents and the same currency (Stripe
 * writes currencies in lower case, we store them in upper case). A success that does not match is not fulfilled.
 */
export function chargeMatches(
  stored: { amountCents: number; currency: string },
  charged: { amountCents: number; currency: string },
): boolean {
  return stored.amountCents === charged.amountCents && stored.currency.toLowerCase() === charged.currency.toLowerCase();
}
