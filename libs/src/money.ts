// Money is always an integer number of cents plus an ISO 4217 currency code.
// Conversions parse decimal text exactly (no binary floating point), so '2.95' is 295, never 294.

export interface Money {
  cents: number;
  currency: string;
}

export type MoneyLocale = 'en' | 'fr';

export class InvalidAmountError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidAmountError';
  }
}

// A non-negative decimal: digits, optionally a point and more digits ("2", "2.9", "2.95", ".5", "2.").
const DECIMAL_AMOUNT = /^(\d*)(?:\.(\d*))?$/;

// Decimal dollars (number or text) to integer cents, exactly.
// Rejects NaN, infinities, negatives, exponent notation and more than 2 significant decimals ('2.950' is fine).
export function toCents(value: number | string): number {
  const text = typeof value === 'number' ? numberToText(value) : String(value).trim();
  const match = DECIMAL_AMOUNT.exec(text);
  if (!match || text === '' || text === '.') {
    throw new InvalidAmountError(`Not a valid amount: ${JSON.stringify(value)}`);
  }
  const whole = match[1] ?? '';
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > 2) {
    throw new InvalidAmountError(`Amount has more than 2 decimals: ${JSON.stringify(value)}`);
  }
  const cents = Number(whole === '' ? '0' : whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) {
    throw new InvalidAmountError(`Amount is too large: ${JSON.stringify(value)}`);
  }
  return cents;
}

function numberToText(value: number): string {
  if (Number.isNaN(value)) throw new InvalidAmountError('Amount is NaN');
  if (!Number.isFinite(value)) throw new InvalidAmountError('Amount is not finite');
  if (value < 0) throw new InvalidAmountError(`Amount is negative: ${value}`);
  // String() gives the shortest text that round-trips, so 2.95 -> "2.95" and 0.1 + 0.2 -> "0.30000000000000004" (rejected).
  return Object.is(value, -0) ? '0' : String(value);
}

// Integer cents to plain decimal text with exactly 2 decimals: 295 -> '2.95', -5 -> '-0.05'.
// Used for payloads and form defaults; for display use formatMoney.
export function fromCents(cents: number): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

// Integer cents to a dollar number for form fields (295 -> 2.95). Not for arithmetic.
export function toDollars(cents: number): number {
  assertCents(cents);
  return Number(fromCents(cents));
}

const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  CAD: '$',
  USD: '$',
  AUD: '$',
  NZD: '$',
  EUR: '€',
  GBP: '£',
};

// Display rule (spec 9): 2 decimals, dollar currencies shown as "$"; en "$1,234.56", fr "1 234,56 $".
// Unknown currencies show their ISO code in place of the symbol ("CHF 2.95" / "2,95 CHF").
export function formatMoney(cents: number, currency: string, locale: MoneyLocale = 'en'): string {
  assertCents(cents);
  const symbol = CURRENCY_SYMBOLS[currency.toUpperCase()];
  const sign = cents < 0 ? '-' : '';
  const [whole = '0', fraction = '00'] = fromCents(Math.abs(cents)).split('.');
  if (locale === 'fr') {
    const amount = `${groupThousands(whole, ' ')},${fraction}`;
    return `${sign}${amount} ${symbol ?? currency.toUpperCase()}`;
  }
  const amount = `${groupThousands(whole, ',')}.${fraction}`;
  return symbol ? `${sign}${symbol}${amount}` : `${sign}${currency.toUpperCase()} ${amount}`;
}

function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

// cents × rate, rounded half up to the cent (ties go away from zero: 0.5 -> 1, -0.5 -> -1; no banker's rounding).
// The rate is read as the decimal it prints as (0.4, 0.09975), and the product is computed exactly with BigInt.
export function multiplyCents(cents: number, rate: number): number {
  assertCents(cents);
  if (!Number.isFinite(rate) || rate < 0) {
    throw new InvalidAmountError(`Rate must be a finite non-negative number: ${rate}`);
  }
  return scaleRoundHalfUp(cents, parseDecimal(String(rate)), 0);
}

// cents × percent / 100, rounded half up to the cent (13 -> 13 %, 9.975 -> 9.975 %), exact like multiplyCents.
export function percentOfCents(cents: number, percent: number): number {
  assertCents(cents);
  if (!Number.isFinite(percent) || percent < 0) {
    throw new InvalidAmountError(`Percent must be a finite non-negative number: ${percent}`);
  }
  return scaleRoundHalfUp(cents, parseDecimal(String(percent)), 2);
}

export function isCents(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

function assertCents(cents: number): void {
  if (!isCents(cents)) throw new InvalidAmountError(`Cents must be a safe integer: ${String(cents)}`);
}

interface Decimal {
  digits: bigint;
  scale: number; // value = digits / 10^scale (scale may be negative)
}

// Parses the shortest-round-trip text of a finite non-negative number, including exponent forms like "1e-7".
function parseDecimal(text: string): Decimal {
  const match = /^(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text);
  if (!match) throw new InvalidAmountError(`Not a decimal: ${text}`);
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  const exponent = Number(match[3] ?? '0');
  return { digits: BigInt(`${whole}${fraction}` || '0'), scale: fraction.length - exponent };
}

function scaleRoundHalfUp(cents: number, rate: Decimal, extraScale: number): number {
  const scale = rate.scale + extraScale;
  let numerator = BigInt(cents) * rate.digits;
  let denominator = 1n;
  if (scale >= 0) denominator = 10n ** BigInt(scale);
  else numerator *= 10n ** BigInt(-scale);
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  const result = Number(negative ? -rounded : rounded);
  if (!Number.isSafeInteger(result)) throw new InvalidAmountError('Result is too large');
  return result;
}
