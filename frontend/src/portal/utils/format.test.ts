import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { errorReason, formatCents, formatDollars, formatMonth, localDay, localDayBound } from './format';

describe('money with its currency', () => {
  it('adds the code to dollar amounts, not to currencies already shown by their code', () => {
    expect(formatCents(250, 'CAD', 'en')).toBe('$2.50 CAD');
    expect(formatCents(123456, 'cad', 'fr')).toBe('1 234,56 $ CAD');
    expect(formatCents(295, 'CHF', 'en')).toBe('CHF 2.95');
    expect(formatDollars(2.5, 'USD', 'en')).toBe('$2.50 USD');
  });

  it('gives null for missing or invalid amounts', () => {
    expect(formatCents(null, 'CAD', 'en')).toBeNull();
    expect(formatCents(2.5, 'CAD', 'en')).toBeNull();
    expect(formatDollars(undefined, 'CAD', 'en')).toBeNull();
    expect(formatDollars(2.555, 'CAD', 'en')).toBeNull();
  });
});

describe('dates', () => {
  it('turns a picked day into the local start and end instants, and back', () => {
    expect(localDayBound('2026-11-01', 'start')).toBe(new Date(2026, 10, 1).toISOString());
    expect(localDayBound('2026-11-30', 'end')).toBe(new Date(2026, 10, 30, 23, 59, 59, 999).toISOString());
    expect(localDay(localDayBound('2026-11-30', 'end')!)).toBe('2026-11-30');
    expect(localDay(localDayBound('2026-01-05', 'start')!)).toBe('2026-01-05');
    expect(localDayBound('', 'start')).toBeNull();
    expect(localDayBound('23/11/2026', 'end')).toBeNull();
    expect(localDay('not a date')).toBe('');
  });

  it('names months in the interface language', () => {
    expect(formatMonth('2026-11', 'en')).toBe('Nov 2026');
    expect(formatMonth('2026-11', 'fr')).toMatch(/^nov\.? 2026$/);
    expect(formatMonth('garbage', 'en')).toBe('garbage');
  });
});

describe('errorReason', () => {
  it('prefers the server detail', () => {
    expect(errorReason(new ApiError(400, 'Invalid email', { detail: 'Invalid email' }))).toBe('Invalid email');
    expect(errorReason(new ApiError(0, 'Failed to fetch'))).toBe('Failed to fetch');
    expect(errorReason(new Error('boom'))).toBe('boom');
    expect(errorReason('nope')).toBeNull();
  });
});
