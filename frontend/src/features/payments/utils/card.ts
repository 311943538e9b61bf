// Client-side checks of the sandbox card form. They only decide when PAY may be pressed and what to tell the user
// while typing; the provider re-checks everything and its answer is what counts.

export type CardBrand = 'amex' | 'diners' | 'other';

export type CardNumberError = 'numberIncomplete' | 'numberInvalid';
export type ExpiryError = 'expiryIncomplete' | 'expiryMonthInvalid' | 'expiryPast' | 'expiryYearInvalid';
export type CvcError = 'cvcIncomplete';
export type NameError = 'nameRequired';
export type CardFieldError = CardNumberError | ExpiryError | CvcError | NameError;

export interface CardFormValues {
  /** As typed or formatted ("4242 4242 4242 4242"); non-digits are ignored. */
  number: string;
  /** "MM/YY". */
  expiry: string;
  cvc: string;
  name: string;
}

export type CardFormErrors = Partial<Record<keyof CardFormValues, CardFieldError>>;

/** Cards are not accepted this many years ahead (Stripe's own limit). */
export const MAX_EXPIRY_YEARS_AHEAD = 50;

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** Brand from the leading digits, as far as lengths and grouping differ: Amex 15 digits (4-6-5), Diners 14. */
export function cardBrand(number: string): CardBrand {
  const digits = digitsOnly(number);
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(30[0-5]|36|38|39)/.test(digits)) return 'diners';
  return 'other';
}

export function cardNumberLength(number: string): number {
  const brand = cardBrand(number);
  return brand === 'amex' ? 15 : brand === 'diners' ? 14 : 16;
}

export function cvcLength(number: string): number {
  return cardBrand(number) === 'amex' ? 4 : 3;
}

/** Luhn (mod 10) checksum: every second digit from the right is doubled. */
export function passesLuhn(number: string): boolean {
  const digits = digitsOnly(number);
  if (digits.length === 0) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Keeps the digits the brand allows and groups them: "4242 4242 4242 4242", "3782 822463 10005". */
export function formatCardNumber(input: string): string {
  const digits = digitsOnly(input).slice(0, cardNumberLength(input));
  const groups = cardBrand(digits) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4];
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(' ');
}

/** "1", "12", "12/3", "12/34": at most 4 digits, the slash once the year starts. */
export function formatExpiry(input: string): string {
  const digits = digitsOnly(input).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Three digits, four for Amex (the card number decides). */
export function formatCvc(input: string, number: string): string {
  return digitsOnly(input).slice(0, cvcLength(number));
}

export function validateCardNumber(number: string): CardNumberError | null {
  const digits = digitsOnly(number);
  if (digits.length < cardNumberLength(digits)) return 'numberIncomplete';
  return passesLuhn(digits) ? null : 'numberInvalid';
}

export interface ParsedExpiry {
  month: number;
  /** Four digits: "30" is 2030. */
  year: number;
}

/** "MM/YY" to month and four-digit year; null unless complete. */
export function parseExpiry(expiry: string): ParsedExpiry | null {
  const digits = digitsOnly(expiry);
  if (digits.length !== 4) return null;
  return { month: Number(digits.slice(0, 2)), year: 2000 + Number(digits.slice(2)) };
}

/** A card is valid through the last day of its expiry month. */
export function validateExpiry(expiry: string, now: Date = new Date()): ExpiryError | null {
  const parsed = parseExpiry(expiry);
  if (!parsed) return 'expiryIncomplete';
  const { month, year } = parsed;
  if (month < 1 || month > 12) return 'expiryMonthInvalid';
  const currentYear = now.getFullYear();
  const currentMonth = now.getMonth() + 1;
  if (year < currentYear || (year === currentYear && month < currentMonth)) return 'expiryPast';
  if (year > currentYear + MAX_EXPIRY_YEARS_AHEAD) return 'expiryYearInvalid';
  return null;
}

export function validateCvc(cvc: string, number: string): CvcError | null {
  return digitsOnly(cvc).length >= cvcLength(number) ? null : 'cvcIncomplete';
}

export function validateCardForm(values: CardFormValues, now: Date = new Date()): CardFormErrors {
  const errors: CardFormErrors = {};
  const number = validateCardNumber(values.number);
  const expiry = validateExpiry(values.expiry, now);
  const cvc = validateCvc(values.cvc, values.number);
  if (number) errors.number = number;
  if (expiry) errors.expiry = expiry;
  if (cvc) errors.cvc = cvc;
  if (values.name.trim() === '') errors.name = 'nameRequired';
  return errors;
}

/**
 * Whether a field's error is worth showing yet: always once the user has left the field; while typing only when
 * the value is as long as it can get and still wrong (a full card number that fails Luhn, an expiry in the past).
 */
export function isErrorVisible(field: keyof CardFormValues, values: CardFormValues, touched: boolean): boolean {
  if (touched) return true;
  switch (field) {
    case 'number':
      return digitsOnly(values.number).length >= cardNumberLength(values.number);
    case 'expiry':
      return digitsOnly(values.expiry).length === 4;
    default:
      return false;
  }
}
