import { describe, expect, it } from 'vitest';
import {
  PAYMENT_STATUSES,
  PAYMENT_STATUS_POLL_INTERVAL_MS,
  PAYMENT_STATUS_POLL_MAX_RETRIES,
  TRANSLATIONS_POLL_INTERVAL_MS,
  TRANSLATIONS_POLL_MAX_ATTEMPTS,
  TRANSLATION_STATUSES,
  TRANSLATION_STATUS_COLORS,
  isTranslationActive,
  isTranslationDownloadable,
  isTranslationStatus,
  paymentOutcome,
  shouldPollTranslations,
  translationStatusLabel,
} from './translation-status';

describe('constants', () => {
  it('match the spec', () => {
    expect(TRANSLATION_STATUSES).toEqual(['created', 'in-progress', 'completed', 'failed', 'cancelled']);
    expect(TRANSLATIONS_POLL_INTERVAL_MS).toBe(10_000);
    expect(TRANSLATIONS_POLL_MAX_ATTEMPTS).toBe(200);
    expect(PAYMENT_STATUS_POLL_MAX_RETRIES).toBe(30);
    expect(PAYMENT_STATUS_POLL_INTERVAL_MS).toBe(1000);
    expect(PAYMENT_STATUSES).toEqual(['succeeded', 'payment_failed', 'cancelled', 'uninitialized']);
  });
});

describe('translationStatusLabel', () => {
  it.each([
    ['created', false, 'translationStatus.created', 'In queue', '#616161'],
    ['in-progress', false, 'translationStatus.inProgress', 'In Progress', '#1565c0'],
    ['completed', false, 'translationStatus.completed', 'Completed', '#2e7d32'],
    ['failed', false, 'translationStatus.failed', 'Failed', '#c62828'],
    ['failed', true, 'translationStatus.failedRefunded', 'Failed + Refunded', '#c62828'],
    ['cancelled', false, 'translationStatus.cancelled', 'Cancelled', '#ef6c00'],
  ])('%s (refunded: %s) -> %s / %s', (status, isRefunded, key, label, color) => {
    expect(translationStatusLabel(status, isRefunded)).toEqual({ key, label, color });
  });

  it('shows "+ Refunded" only for failed translations', () => {
    expect(translationStatusLabel('completed', true).label).toBe('Completed');
    expect(translationStatusLabel('cancelled', true).label).toBe('Cancelled');
  });

  it('defaults isRefunded to false', () => {
    expect(translationStatusLabel('failed').label).toBe('Failed');
  });

  it.each(['', 'Completed', 'in_progress', 'refunded', null, undefined])('maps %j to Unknown', (status) => {
    expect(translationStatusLabel(status)).toEqual({
      key: 'translationStatus.unknown',
      label: 'Unknown',
      color: TRANSLATION_STATUS_COLORS.unknown,
    });
  });
});

describe('isTranslationStatus', () => {
  it('accepts the five statuses only', () => {
    for (const status of TRANSLATION_STATUSES) expect(isTranslationStatus(status)).toBe(true);
    expect(isTranslationStatus('unknown')).toBe(false);
    expect(isTranslationStatus(1)).toBe(false);
  });
});

describe('isTranslationActive / isTranslationDownloadable', () => {
  it.each([
    ['created', true, false],
    ['in-progress', true, false],
    ['completed', false, true],
    ['failed', false, false],
    ['cancelled', false, false],
    ['other', false, false],
    [null, false, false],
  ])('%s: active %s, downloadable %s', (status, active, downloadable) => {
    expect(isTranslationActive(status)).toBe(active);
    expect(isTranslationDownloadable(status)).toBe(downloadable);
  });
});

describe('shouldPollTranslations', () => {
  it('polls while any translation is active', () => {
    expect(shouldPollTranslations({ statuses: ['completed', 'in-progress'], attempts: 0 })).toBe(true);
    expect(shouldPollTranslations({ statuses: ['created'], attempts: 5 })).toBe(true);
  });

  it('stops when nothing is active', () => {
    expect(shouldPollTranslations({ statuses: ['completed', 'failed', 'cancelled'], attempts: 0 })).toBe(false);
    expect(shouldPollTranslations({ statuses: [], attempts: 0 })).toBe(false);
  });

  it('stops after 200 attempts', () => {
    expect(shouldPollTranslations({ statuses: ['created'], attempts: 199 })).toBe(true);
    expect(shouldPollTranslations({ statuses: ['created'], attempts: 200 })).toBe(false);
  });
});

describe('paymentOutcome', () => {
  it.each([
    ['succeeded', 'succeeded'],
    ['payment_failed', 'failed'],
    ['cancelled', 'failed'],
    ['uninitialized', 'pending'],
    ['processing', 'pending'],
    [undefined, 'pending'],
  ])('%s -> %s', (status, outcome) => {
    expect(paymentOutcome(status)).toBe(outcome);
  });
});
