import { formatMoney, toCents } from '@pt/libs/money';
import type { Language } from '@/lib/i18n';

/**
 * The user's locale for dates: the browser's own locale when it speaks the interface language (fr-CA, en-GB),
 * else the interface language itself.
 */
export function userLocale(language: Language): string {
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return preferred.find((locale) => locale?.toLowerCase().split('-')[0] === language) ?? language;
}

/** An ISO date-time as date and time in `locale` and the browser's time zone; null when it is not a date. */
export function formatDateTime(iso: string, locale: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** 0–100 as "45%" / "45 %"; out-of-range values are clamped. */
export function formatPercent(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(clampPercent(value) / 100);
}

export function clampPercent(value: number): number {
  return Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));
}

/** Dollars from the API as display money ("$5.90" / "5,90 $"); null when the amount is missing or invalid. */
export function formatTotal(dollars: number | null | undefined, currency: string, language: Language): string | null {
  if (dollars === null || dollars === undefined) return null;
  try {
    return formatMoney(toCents(dollars), currency, language);
  } catch {
    return null;
  }
}

function luminance(hex: string): number {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = parseInt(full.slice(i, i + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const LIGHT_TEXT = '#ffffff';
const DARK_TEXT = '#1a1f1c';

/** White or near-black, whichever reads better on `background` (e.g. dark text on the orange "Cancelled"). */
export function readableTextColor(background: string): string {
  const bg = luminance(background);
  const onLight = (luminance(LIGHT_TEXT) + 0.05) / (bg + 0.05);
  const onDark = (bg + 0.05) / (luminance(DARK_TEXT) + 0.05);
  return onLight >= onDark ? LIGHT_TEXT : DARK_TEXT;
}
