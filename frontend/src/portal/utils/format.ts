import { formatMoney, toCents } from '@pt/libs/money';
import { ApiError } from '@/lib/api-client';
import type { Language } from '@/lib/i18n';

/**
 * Money with its currency (spec §2 "price with currency"): "$2.50 CAD" / "2,50 $ CAD". Currencies without a symbol
 * already show their code ("CHF 2.50"). Null for a missing or invalid amount.
 */
export function formatCents(cents: number | null | undefined, currency: string, language: Language): string | null {
  if (cents === null || cents === undefined || !Number.isSafeInteger(cents)) return null;
  const code = currency.toUpperCase();
  const money = formatMoney(cents, code, language);
  return money.includes(code) ? money : `${money} ${code}`;
}

/** Dollars from the API (2.5) as money with currency; null when missing or not a valid amount. */
export function formatDollars(dollars: number | null | undefined, currency: string, language: Language): string | null {
  if (dollars === null || dollars === undefined) return null;
  try {
    return formatCents(toCents(dollars), currency, language);
  } catch {
    return null;
  }
}

/** An ISO date-time as a date in the browser's time zone and the interface language; null when not a date. */
export function formatLocalDate(iso: string | null | undefined, language: Language): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'medium' }).format(date);
}

/** "2026-11" as "Nov 2026" / "nov. 2026". */
export function formatMonth(month: string, language: Language): string {
  const [year, monthIndex] = month.split('-').map(Number);
  if (!year || !monthIndex) return month;
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-CA', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, monthIndex - 1, 1)));
}

/** The server's own {detail} text, or the error's message, or null. */
export function errorReason(error: unknown): string | null {
  if (error instanceof ApiError) return error.serverDetail ?? (error.detail || null);
  if (error instanceof Error && error.message) return error.message;
  return null;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A day picked in a date input ("2026-11-23") as the ISO instant where it starts or ends in the browser's time zone,
 * so a date filter matches the local dates the table shows. Null for anything else.
 */
export function localDayBound(day: string, bound: 'start' | 'end'): string | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const instant = bound === 'start' ? new Date(year, month, date) : new Date(year, month, date, 23, 59, 59, 999);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

/** The local day ("2026-11-23") of an ISO instant, for a date input; '' when it is not a date. */
export function localDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
